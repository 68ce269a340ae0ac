package org.valen.hc.paper000;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.valen.model.job.Catalogue;
import org.valen.model.job.JobTemplate;
import org.valen.model.platform.CoreType;
import org.valen.model.platform.Platform;
import org.valen.model.trials.paper000.workload.Trial;
import org.valen.runtime.PolicyContract;
import org.valen.runtime.RecordingTrace;
import org.valen.runtime.TestProfiles;
import org.valen.runtime.policy.Policies;
import org.valen.runtime.policy.Policy;
import org.valen.runtime.policy.PolicyInputs;
import org.valen.runtime.profiles.ProfileBook;
import org.valen.runtime.sim.JobStatus;
import org.valen.runtime.sim.Simulation;
import org.valen.runtime.sim.SimulationResult;
import org.valen.runtime.sim.Variability;

/**
 * Paper 001's four approaches on paper 000 systems — machines of several types, ETC/APC matrices,
 * special-purpose task types that some machine types cannot run, one-task jobs — with profiles of
 * every core type that runs each template: they complete jobs, only ever on a core type that runs
 * them, and keep the shared policy contract.
 */
class Paper001OnPaper000Test {

  /** A small paper 000 trial with test profiles of every core type; seeds 5 and 6 with varying times. */
  static PolicyContract.Scenario scenario(long seed) {
    Trial trial = SmallTrials.trial(seed);
    Platform platform = trial.system().platform();
    Catalogue catalogue = trial.system().catalogue();
    ProfileBook profiles = TestProfiles.book(catalogue, platform);
    return new PolicyContract.Scenario(platform, catalogue, trial.workload(),
        new PolicyInputs(platform, catalogue, Optional.of(profiles), Map.of()),
        seed >= 5 ? SmallTrials.settings(seed).withVariability(Variability.defaults()) : SmallTrials.settings(seed));
  }

  @ParameterizedTest(name = "{0}, seed {1}")
  @CsvSource({"ValOpt, 1", "ValOpt, 6", "ValEnSepOpt, 2", "ValEnSepOpt, 5", "ValEnJoinOpt, 3", "ValEnJoinOpt, 6",
      "ValEnAdaptOpt, 4", "ValEnAdaptOpt, 5"})
  void shouldCompleteJobsOnlyOnCoreTypesThatRunThem(String policy, long seed) {
    PolicyContract.Scenario s = scenario(seed);
    RecordingTrace trace = new RecordingTrace();
    SimulationResult result = Simulation.run(s.inputs(), s.workload(),
        Policies.find(policy).orElseThrow().create(s.inputs()), s.settings(), trace);

    assertThat(result.jobs().stream().filter(j -> j.status() == JobStatus.COMPLETED).count())
        .as("%s, seed %d: completed jobs of %d", policy, seed, result.jobs().size())
        .isGreaterThan(result.jobs().size() / 10);
    Map<String, JobTemplate> templateOf = new HashMap<>();
    result.jobs().forEach(j -> templateOf.put(j.id(), s.catalogue().template(j.templateId())));
    List<CoreType> coreTypeOfCore = coreTypeOfEveryCore(s.platform());
    assertThat(trace.pieces).isNotEmpty().allSatisfy(piece -> {
      CoreType type = coreTypeOfCore.get(piece.core());
      assertThat(s.catalogue().executionModel().canRun(templateOf.get(piece.job()).task(piece.task()), type))
          .as("%s ran task %d of %s on core type %s", policy, piece.task(), piece.job(), type.id()).isTrue();
    });
  }

  /** Core types by global core index: cores are numbered node by node, in platform order. */
  private static List<CoreType> coreTypeOfEveryCore(Platform platform) {
    return platform.nodes().stream()
        .flatMap(n -> java.util.Collections.nCopies(n.cores(), platform.coreTypeOf(n)).stream()).toList();
  }

  /** The contract for the paper 001 approach named {@link #policy()} on paper 000 trials. */
  abstract static class Paper001Contract extends PolicyContract {
    abstract String policy();

    @Override
    protected Policy create(PolicyInputs inputs) {
      return Policies.find(policy()).orElseThrow().create(inputs);
    }

    @Override
    protected Scenario scenario(long seed) {
      return Paper001OnPaper000Test.scenario(seed);
    }
  }

  @Nested
  class ValOptContract extends Paper001Contract {
    String policy() {
      return "ValOpt";
    }
  }

  @Nested
  class ValEnSepOptContract extends Paper001Contract {
    String policy() {
      return "ValEnSepOpt";
    }
  }

  @Nested
  class ValEnJoinOptContract extends Paper001Contract {
    String policy() {
      return "ValEnJoinOpt";
    }
  }

  @Nested
  class ValEnAdaptOptContract extends Paper001Contract {
    String policy() {
      return "ValEnAdaptOpt";
    }
  }
}
