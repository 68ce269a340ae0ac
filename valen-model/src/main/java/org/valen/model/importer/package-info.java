/**
 * Importers of real task graphs as job templates: the Standard Task Graph Set ({@link
 * org.valen.model.importer.StgImporter}) and WfCommons WfFormat 1.5 executions ({@link
 * org.valen.model.importer.WfFormatImporter}), with the shared rules — template ids from file
 * names, midpoint value curves, one catalogue with every problem of every file — in {@link
 * org.valen.model.importer.ImportedTemplates}.
 */
package org.valen.model.importer;
