package org.valen.cli;

import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.List;
import java.util.SortedMap;
import java.util.TreeMap;
import org.valen.model.importer.ImportedTemplates;
import org.valen.model.io.ValenFiles;
import org.valen.model.job.Catalogue;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** What every {@code valen import} command takes, and writing the catalogue. */
final class ImportOptions {
  @Parameters(arity = "1..*", paramLabel = "FILE", description = "Files to import; each becomes a template named after the file.")
  List<String> files;

  @Option(names = {"-o", "--output"}, required = true, description = "Catalogue file to write.")
  Path output;

  @Option(names = "--name", defaultValue = "imported", description = "Catalogue name (default: ${DEFAULT-VALUE}).")
  String name;

  @Mixin ValueCurveOptions valueCurves;

  /** Imports every file (all problems of all files at once, nothing written then) and writes the catalogue. */
  int importAll(ImportedTemplates.Reader reader, String tool, SortedMap<String, String> parameters, PrintWriter out) {
    SortedMap<String, String> all = new TreeMap<>(parameters);
    valueCurves.parameters().describe("value.", all);
    Catalogue catalogue = ImportedTemplates.catalogue(name, files, reader, tool, all);
    ValenFiles.write(output, catalogue);
    out.printf("wrote %s: catalogue %s, %d templates of %d-%d tasks%n", output, catalogue.name(),
        catalogue.templates().size(),
        catalogue.templates().stream().mapToInt(t -> t.taskCount()).min().orElse(0),
        catalogue.templates().stream().mapToInt(t -> t.taskCount()).max().orElse(0));
    return ExitStatus.OK;
  }
}
