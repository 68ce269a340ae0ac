/**
 * Loading design-time profiles for the runtime: {@link org.valen.runtime.profiles.ProfileBook}
 * reads one profile per template and refuses stale or mismatched ones with a clear message;
 * {@link org.valen.runtime.profiles.TemplateProfile} answers "which entry for c cores".
 */
package org.valen.runtime.profiles;
