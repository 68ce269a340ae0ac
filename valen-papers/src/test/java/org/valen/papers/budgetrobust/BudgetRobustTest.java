package org.valen.papers.budgetrobust;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.valen.experiments.ExperimentOptions;
import org.valen.experiments.Progress;
import org.valen.experiments.catalog.ExperimentCatalog;
import org.valen.experiments.report.ReportFiles;
import org.valen.experiments.table.RunTable;
import org.valen.model.platform.Platform;
import org.valen.model.trials.paper002.cluster.Cluster;

/**
 * {@code paper001-budget-robust} from its one command: both workloads, every policy, one budget
 * rule for all (paper 002's ζ_max over the run's window), and a budget that binds: ValEnAdaptOpt with
 * it uses less than without and stays near E on paper 002's trial (the run's tail after the window
 * lies outside the budget, and the kernel draws actual times from the pmfs).
 */
class BudgetRobustTest {
  @TempDir Path folder;

  @Test
  void shouldRunBothWorkloadsAndKeepTheBudgetedAllocatorWithinItsBudget() throws IOException {
    ExperimentCatalog catalog = ExperimentCatalog.load();
    catalog.named("paper001-budget-robust").orElseThrow().run(new ExperimentOptions(Optional.of(1), Optional.of(0.5), 1,
        Path.of("../profiles")), Progress.none(), folder, "test");
    List<String> lines = Files.readAllLines(folder.resolve(RunTable.FILE));
    List<String> header = List.of(lines.get(0).split(","));
    assertThat(lines).hasSize(1 + 2 * 7);
    int wall = header.indexOf("wall_energy_j");
    var system = new BudgetRobustPreset().worlds(new BudgetRobustPreset().defaults().with("workload",
        BudgetRobustPreset.TRIAL)).system(new BudgetRobustPreset().defaults().with("workload", BudgetRobustPreset.TRIAL), 1);
    Platform platform = system.platform();
    double budget = Cluster.budgetJoules(platform, 43200, 2);
    String[] budgeted = lines.stream().filter(l -> l.contains(BudgetRobustPreset.TRIAL + ",") && l.contains(
        ",ValEnAdaptOpt budget,")).findFirst().orElseThrow().split(",");
    String[] plain = lines.stream().filter(l -> l.contains(BudgetRobustPreset.TRIAL + ",") && l.contains(
        ",ValEnAdaptOpt,")).findFirst().orElseThrow().split(",");
    // within E but for what lies outside the budget's window: the run goes on after the 12 h until its last task
    // ends (idle cores included), and actual times are drawn from the pmfs
    assertThat(Double.parseDouble(budgeted[wall])).isLessThanOrEqualTo(budget * 1.05)
        .isLessThan(Double.parseDouble(plain[wall]));
    String report = Files.readString(folder.resolve(ReportFiles.MARKDOWN));
    assertThat(report).contains("## Where the combination wins, and where not", "### paper001-month",
        "### paper002-trial");
  }
}
