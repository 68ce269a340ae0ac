package org.valen.model.importer;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.valen.model.TestFiles;
import org.valen.model.exec.ScaledReferenceModel;
import org.valen.model.generate.ValueCurveParameters;
import org.valen.model.io.InvalidInputException;
import org.valen.model.io.ValenFiles;
import org.valen.model.job.Catalogue;

class ImportedTemplatesTest {
  @TempDir Path folder;

  private static final ImportedTemplates.Reader STG =
      (file, id) -> StgImporter.read(file, id, 60, ValueCurveParameters.defaults());

  @Test
  void shouldNameTemplatesAfterTheirFiles() {
    assertThat(ImportedTemplates.templateId("/a/b/rand0000.stg")).isEqualTo("rand0000");
    assertThat(ImportedTemplates.templateId("montage-2mass-005d.json")).isEqualTo("montage-2mass-005d");
  }

  @Test
  void shouldBuildACatalogueThatRoundTripsThroughItsFile() {
    Catalogue c = ImportedTemplates.catalogue("real", List.of(
        TestFiles.resource("import/srasearch-chameleon-10a-001.json"),
        TestFiles.resource("import/montage-chameleon-2mass-005d-001.json")),
        (file, id) -> WfFormatImporter.read(file, id, ValueCurveParameters.defaults()), "valen import wfformat",
        new TreeMap<>());
    assertThat(c.templates()).extracting(t -> t.id())
        .containsExactly("srasearch-chameleon-10a-001", "montage-chameleon-2mass-005d-001");
    assertThat(c.executionModel()).isEqualTo(ScaledReferenceModel.relativeToFastestLevel());
    assertThat(c.provenance().orElseThrow().parameters())
        .containsEntry("files", "srasearch-chameleon-10a-001.json,montage-chameleon-2mass-005d-001.json");
    Path file = folder.resolve("c.json");
    ValenFiles.write(file, c);
    assertThat(ValenFiles.readCatalogue(file.toString())).isEqualTo(c);
  }

  @Test
  void shouldReportTheProblemsOfEveryFileTogether() throws IOException {
    Path bad1 = Files.writeString(folder.resolve("one.stg"), "x\n");
    Path bad2 = Files.writeString(folder.resolve("two.stg"), "1\n0 0 0\n1 -1 1 0\n2 0 1 1\n");
    Files.createDirectories(folder.resolve("sub"));
    Path same = Files.writeString(folder.resolve("sub/two.stg"), "1\n0 0 0\n1 1 1 0\n2 0 1 1\n");
    assertThatThrownBy(() -> ImportedTemplates.catalogue("c", List.of(bad1.toString(), bad2.toString(), same.toString()),
        STG, "t", new TreeMap<>()))
        .isInstanceOf(InvalidInputException.class)
        .satisfies(e -> assertThat(((InvalidInputException) e).problems()).extracting(p -> p.file() + " " + p.location())
            .containsExactly(bad1 + " line 1", bad2 + " line 3", same + " file name"));
  }
}
