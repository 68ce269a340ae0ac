package org.valen.experiments.report;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;
import org.jsoup.Jsoup;
import org.jsoup.nodes.Document;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.valen.experiments.ExperimentOptions;
import org.valen.experiments.Progress;
import org.valen.experiments.catalog.ExperimentCatalog;

/** The report as a self-contained page, leading with what was run, the findings and the plots. */
class ReportFilesTest {
  @Test
  void shouldWriteASelfContainedPageThatLeadsWithTheAnswer(@TempDir Path folder) throws IOException {
    var e = ExperimentCatalog.load().named("test-sweep").orElseThrow();
    e.run(new ExperimentOptions(Optional.of(2), Optional.empty(), 2, Path.of("none")), Progress.none(), folder,
        "valen experiment test-sweep");
    Document page = Jsoup.parse(Files.readString(folder.resolve(ReportFiles.HTML)));
    assertThat(page.title()).isEqualTo("Value by nodes (a test)");
    assertThat(page.select("h2").eachText()).startsWith("Against the paper (test-findings)", "Plots",
        "Results (mean ± 95 % confidence interval over 2 trials)");
    assertThat(page.select("p").first().text()).startsWith("Made by valen experiment test-sweep with valen ")
        .contains("(commit ").contains(" on 20");
    assertThat(page.select("img")).hasSize(3)
        .allSatisfy(img -> assertThat(img.attr("src")).startsWith("data:image/png;base64,"));
    assertThat(page.select("a").eachAttr("href")).contains("value.svg", "value-paired.svg", "energy-bars.svg");
    assertThat(page.select("table").get(0).select("th").eachText()).containsExactly("number of nodes", "busy", "lazy");
  }
}
