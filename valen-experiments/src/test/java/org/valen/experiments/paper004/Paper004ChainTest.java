package org.valen.experiments.paper004;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.valen.experiments.Experiments;
import org.valen.hc.paper004.heuristics.Paper004Heuristics;
import org.valen.model.io.AtomicFiles;

/**
 * The chain after the runs — runs.csv read back, summary, plot, report — on rows made up so that
 * every finding's answer is known; the runs themselves are paper-sized (valen-hc tests the
 * heuristics, the CLI the commands).
 */
class Paper004ChainTest {
  @TempDir Path folder;

  /** Two trials of Fig. 4's settings: the heuristic at position h earns 10 + 5h − B/64 + trial/10 % of the
   * maximum. */
  private static List<TrialRow> rows() {
    return rows(5);
  }

  /** As {@link #rows()}, with {@code step} points between heuristics (0: all earn alike). */
  private static List<TrialRow> rows(double step) {
    return rows(step, "paper004-fig4", "burst_size", List.of("1", "128"));
  }

  private static List<TrialRow> rows(double step, String experiment, String parameter, List<String> values) {
    List<TrialRow> rows = new ArrayList<>();
    List<String> names = Paper004Heuristics.names();
    for (String b : values) {
      for (int trial = 1; trial <= 2; trial++) {
        for (int h = 0; h < names.size(); h++) {
          double percent = 10 + step * h - (b.matches("\\d+") ? Double.parseDouble(b) / 64 : values.indexOf(b)) + trial * 0.1;
          rows.add(new TrialRow(experiment, trial, parameter, b, names.get(h), 100, 50 + h, percent * 10,
              1000, percent, 100, h, 3));
        }
      }
    }
    return rows;
  }

  @Test
  void runsCsvReadsBackAndTheReportStatesEachFinding() throws Exception {
    List<TrialRow> rows = rows();
    AtomicFiles.writeText(folder.resolve(Experiments.RUNS), TrialRowsCsv.text(rows));
    assertThat(TrialRowsCsv.read(folder.resolve(Experiments.RUNS))).isEqualTo(rows);
    new Paper004Experiment(Figure.FIG4).rebuild(folder, "valen experiment paper004-fig4");
    assertThat(folder.resolve("fig4.png")).exists();
    assertThat(folder.resolve("fig4.svg")).exists();
    String summary = Files.readString(folder.resolve(Experiments.SUMMARY));
    assertThat(summary).startsWith("parameter,value,heuristic,measure,mean,ci95,n\n")
        .containsPattern("burst_size,1,P004-Random,percent_of_max,10\\.13437");
    String report = Files.readString(folder.resolve(Experiments.REPORT));
    // every heuristic drops alike with B; the last (Max UPT Pair) is best everywhere: Greedy/Diff are not,
    // Pair is not the worst; UPT is ahead of Util with every technique
    assertThat(report).contains("| Max UPT Preempt Pair | 55.13 ± 0.64 | 53.15 ± 0.64 |")
        .contains("Paper: Max Util and Max UPT drop significantly as B grows; Greedy and Diff much less. Ours: from"
            + " B = 1 to B = 128: Random 10.1 → 8.1;").contains("— holds.")
        .contains("Paper: Greedy and Diff are never below any other heuristic.").contains("— does not hold.")
        .contains("Paper: Max UPT beats Max Util with every technique, everywhere. Ours: 1: UPT ahead in 4 of 4")
        .contains("; but above Greedy or Diff in 1 Max Util Preempt Pair 50.1 vs Greedy 30.1, Diff 40.1,")
        .contains("Fewer trials than the paper's 64 make wider intervals");
  }

  @Test
  void tiesCountAsNotBelowAndFailuresAreNamed() throws Exception {
    AtomicFiles.writeText(folder.resolve(Experiments.RUNS), TrialRowsCsv.text(rows(0)));
    new Paper004Experiment(Figure.FIG4).rebuild(folder, "valen experiment paper004-fig4");
    String report = Files.readString(folder.resolve(Experiments.REPORT));
    assertThat(report).containsPattern("Paper: Greedy and Diff are never below any other heuristic\\. Ours: [^\\n]* — holds\\.")
        .doesNotContain("but above Greedy or Diff") // a tie is no exception; Pair is not worse with UPT, though:
        .containsPattern("Paper: Pair is the worst preemption technique, worse with UPT\\. Ours: [^\\n]* — does not hold\\.");
  }

  @Test
  void namesEveryPreemptiveVariantThatDoesNotImproveOnItsBase() throws Exception {
    AtomicFiles.writeText(folder.resolve(Experiments.RUNS), TrialRowsCsv.text(
        rows(0, "paper004-fig3", "utility_class_set", List.of("step", "decaying"))));
    new Paper004Experiment(Figure.FIG3).rebuild(folder, "valen experiment paper004-fig3");
    assertThat(Files.readString(folder.resolve(Experiments.REPORT)))
        .contains("every preemptive variant above its base in every setting: no, not step Max Util Preempt Greedy"
            + " 10.1 vs 10.1, step Max Util Preempt Diff 10.1 vs 10.1,");
  }
}
