/**
 * valen's JSON files — {@code valen.platform}, {@code valen.catalogue}, {@code valen.workload},
 * {@code valen.profile} — read and written through {@link org.valen.model.io.ValenFiles}. Every
 * file names its format and version; readers refuse unknown versions and unknown fields and report
 * every {@link org.valen.model.io.Problem} of a file at once (file, JSON path, found, expected);
 * writers write atomically. See {@code docs/formats.md}.
 */
package org.valen.model.io;
