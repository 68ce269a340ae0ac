package org.valen.experiments;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.valen.experiments.paper000.Configuration;
import org.valen.experiments.paper000.TrialPlan;
import org.valen.experiments.preset.SetupPresets;
import org.valen.hc.paper000.workload.Trial;
import org.valen.model.io.Bundled;
import org.valen.model.io.Problem;
import org.valen.model.io.ValenFiles;
import org.valen.runtime.TestProfiles;

/** Sweeps of policies with options of their own, on paper 001's setup and on paper 000's trials. */
class ExperimentRunnerTest {
  @TempDir static Path profiles;

  @BeforeAll
  static void writeProfiles() {
    TestProfiles.write(profiles, ValenFiles.readCatalogue(Bundled.PAPER001_CATALOGUE),
        ValenFiles.readPlatform(Bundled.PAPER001_PLATFORM));
  }

  private static ExperimentSpec spec(Setup setup, SweepParameter parameter, double x, List<PolicyEntry> entries, int seeds) {
    return new ExperimentSpec("t", "t", setup, parameter, List.of(x), entries, seeds, Optional.empty(),
        List.of(Metric.VALUE), Optional.empty(), Optional.empty());
  }

  private static List<RunRow> rowsOf(List<RunRow> rows, String label) {
    return rows.stream().filter(r -> r.policy().equals(label)).toList();
  }

  /** The rows of one label with the label blanked, to compare two labels' runs. */
  private static List<RunRow> unlabelled(List<RunRow> rows, String label) {
    return rowsOf(rows, label).stream().map(r -> new RunRow(r.experiment(), r.parameter(), r.x(), "", r.seed(), r.jobs(),
        r.totalValue(), r.valueUpperBound(), r.jobEnergyJoules(), r.idleEnergyJoules(), r.valuePerJoule(),
        r.rejectedPercent(), r.migrations(), r.valueLostToLateness(), r.valueLostToRejection(),
        r.lateValueLostToQueueing(), r.joulesPerWorkSecond(), r.levelTimeShares())).toList();
  }

  @Test
  void shouldGiveEachPolicyItsOwnOptionsAndTheSetupsOnlyToThoseThatTakeThem() {
    TestPolicies.MADE.clear();
    List<PolicyEntry> entries = List.of(PolicyEntry.of("ValEnAdaptOpt"),
        new PolicyEntry("ValEnAdaptOpt", "own300", Map.of("checkpointSeconds", "300")),
        new PolicyEntry("ValEnAdaptOpt", "own1800", Map.of("checkpointSeconds", "1800")),
        new PolicyEntry("TestGreedy", "greedy", Map.of()),
        new PolicyEntry("TestGreedy", "idle", Map.of("idle", "on")));
    ExperimentSpec spec = spec(Setup.paper001().withDays(2), SweepParameter.NODES, 3, entries, 2);
    List<RunRow> rows = ExperimentRunner.run(spec, Optional.of(profiles), 2, (done, total) -> {});
    assertThat(rows).hasSize(10);
    assertThat(unlabelled(rows, "own300")).as("the setup's 5 minutes are 300 s").isEqualTo(unlabelled(rows, "ValEnAdaptOpt"));
    assertThat(unlabelled(rows, "own1800")).as("its own option wins").isNotEqualTo(unlabelled(rows, "own300"));
    assertThat(rowsOf(rows, "greedy")).allMatch(r -> r.totalValue() > 0);
    assertThat(rowsOf(rows, "idle")).allMatch(r -> r.totalValue() == 0 && r.jobEnergyJoules() == 0);
    assertThat(TestPolicies.MADE).as("made once per label by the check, then per run; never given an option it does not take")
        .hasSize(2 + 4).allMatch(o -> !o.containsKey("checkpointSeconds"));
  }

  @Test
  void shouldRunPaper000TrialsWithTheirDayWhateverTheThreadCount() {
    Setup setup = SetupPresets.PAPER000.defaults().withDays(0.02);
    ExperimentSpec spec = spec(setup, SweepParameter.LOAD, 1, List.of(PolicyEntry.of("TestGreedy"), PolicyEntry.of("ValOpt")), 2);
    TestPolicies.MADE.clear();
    List<RunRow> one = ExperimentRunner.run(spec, Optional.of(profiles), 1, (done, total) -> {});
    assertThat(ExperimentRunner.run(spec, Optional.of(profiles), 2, (done, total) -> {})).isEqualTo(one);
    TrialPlan day = new TrialPlan("t", List.of(Configuration.calibration()), 1, 0.02, 0.7);
    assertThat(TestPolicies.MADE).contains(Map.of("dayStartSeconds", String.valueOf(day.dayStartSeconds()),
        "dayEndSeconds", String.valueOf(day.dayEndSeconds()), "seed", "2"));
    Trial trial = Trial.generate(day.trialParameters(), 1);
    assertThat(one.get(0).jobs()).isEqualTo(trial.workload().arrivals().size());
    assertThat(one).allMatch(r -> r.totalValue() > 0 && Double.isFinite(r.valuePerJoule()));
  }

  @Test
  void shouldNameTheExperimentAndThePolicyOfANamedExperiment() {
    List<Problem> problems = SweepInputs.problems(Paper001Experiments.fig6(), Optional.of(profiles.resolve("none")));
    assertThat(problems).extracting(Problem::location).containsExactly("policy ValEnJoinOpt", "policy ValEnAdaptOpt");
    assertThat(problems).allMatch(p -> p.file().equals("experiment paper001-fig6"));
    assertThat(SweepInputs.problems(Paper001Experiments.fig6().withSetup(Setup.paper001().withDays(1)),
        Optional.of(profiles))).isEmpty();
  }
}
