package org.valen.hc.paper000;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.valen.hc.paper000.mapping.MappingEventPolicy;
import org.valen.hc.paper000.mapping.MappingSettings;
import org.valen.hc.paper000.rules.OfferMappingPolicy;
import org.valen.hc.paper000.workload.Trial;
import org.valen.runtime.PolicyContract;
import org.valen.runtime.policy.Policies;
import org.valen.runtime.policy.PolicyInputs;
import org.valen.runtime.policy.PolicyOption;
import org.valen.runtime.policy.PolicyProvider;

/** What the twelve providers declare, how they read their options, and which implementation they pick. */
class Paper000PoliciesTest {
  private static final PolicyProvider MAX_UPE = Policies.find("MaxUPE").orElseThrow();

  @Test
  void shouldDeclareEveryOptionWithItsDefaultAndHelpAndNoNeed() {
    assertThat(MAX_UPE.options()).extracting(PolicyOption::name).containsExactly("environment", "filter",
        "energyBudgetJoules", "droppingThreshold", "dayStartSeconds", "dayEndSeconds", "mappingIntervalSeconds", "seed",
        "implementation");
    assertThat(MAX_UPE.options()).extracting(PolicyOption::defaultText).containsExactly("queued", "off", "none", "0.5",
        "7200", "93600 on paper 000's trials and with a budget, else none", "60", "1", "auto");
    assertThat(MAX_UPE.options()).allSatisfy(o -> assertThat(o.help()).isNotBlank());
    assertThat(MAX_UPE.needs()).isEmpty();
    for (String name : org.valen.hc.paper000.heuristics.Paper000Heuristics.names()) {
      assertThat(Policies.find(name).orElseThrow().options()).isEqualTo(MAX_UPE.options());
    }
  }

  @Test
  void shouldNameABadOptionValue() {
    PolicyContract.Scenario s = PolicyContract.paper001Scenario(1);
    assertThat(Policies.problems(MAX_UPE, s.platform(), s.catalogue(), false,
        Map.of("implementation", "quick", "environment", "batch", "colour", "red"))).containsExactly(
            "policy MaxUPE takes no option 'colour'; its options: environment, filter, energyBudgetJoules,"
                + " droppingThreshold, dayStartSeconds, dayEndSeconds, mappingIntervalSeconds, seed, implementation",
            "policy MaxUPE: option environment was 'batch', expected one of queued, polled",
            "policy MaxUPE: option implementation was 'quick', expected one of auto, readable, fast");
    assertThat(Policies.problems(MAX_UPE, s.platform(), s.catalogue(), false, Map.of())).isEmpty();
  }

  @Test
  void shouldBoundMappingByTheDayOnlyWithABudgetOrAGivenEnd() {
    assertThat(Paper000Options.settings(Map.of()).dayEndSeconds()).isEqualTo(Double.POSITIVE_INFINITY);
    assertThat(Paper000Options.settings(Map.of("energyBudgetJoules", "1e9")).dayEndSeconds()).isEqualTo(26 * 3600);
    assertThat(Paper000Options.settings(Map.of("dayEndSeconds", "50000")).dayEndSeconds()).isEqualTo(50000);
    MappingSettings paper = Paper000Options.settings(Map.of("energyBudgetJoules", "1e9", "filter", "on"));
    assertThat(paper).isEqualTo(MappingSettings.paper000(org.valen.hc.paper000.mapping.Environment.QUEUED)
        .withEnergyBudget(1e9).withFilter(true));
    assertThatThrownBy(() -> Paper000Options.settings(Map.of("energyBudgetJoules", "1e9", "dayEndSeconds", "none")))
        .hasMessageContaining("dayEndSeconds");
    assertThatThrownBy(() -> Paper000Options.settings(Map.of("filter", "on")))
        .hasMessageContaining("energyBudgetJoules");
  }

  @Test
  void shouldRunTheEngineOnPaper000sTrialsAndTheRulesElsewhere() {
    Trial trial = SmallTrials.trial(1);
    PolicyInputs onTrial = new PolicyInputs(trial.system().platform(), trial.system().catalogue(), Optional.empty(),
        Map.of());
    assertThat(MAX_UPE.create(onTrial)).isInstanceOf(MappingEventPolicy.class);
    assertThat(MAX_UPE.create(withOption(onTrial, "readable"))).isInstanceOf(OfferMappingPolicy.class);
    PolicyInputs onDags = PolicyContract.paper001Scenario(1).inputs();
    assertThat(MAX_UPE.create(onDags)).isInstanceOf(OfferMappingPolicy.class);
    assertThatThrownBy(() -> MAX_UPE.create(withOption(onDags, "fast")))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageStartingWith("policy MaxUPE: option implementation=fast: the accelerated engine serves paper 000's"
            + " workloads with offers from their ETC/APC matrices only, and catalogue ")
        .hasMessageContaining("expected implementation=auto or readable");
  }

  /** With offers from profiles the engine, which reads the matrices, would run on other offers: never. */
  @Test
  void shouldRunTheRulesOnATrialWhoseOffersComeFromProfiles(@org.junit.jupiter.api.io.TempDir java.nio.file.Path folder) {
    Trial trial = SmallTrials.trial(1);
    org.valen.runtime.TestProfiles.write(folder, trial.system().catalogue(), trial.system().platform());
    var book = org.valen.runtime.profiles.ProfileBook.load(folder, trial.system().catalogue(), trial.system().platform(),
        trial.system().catalogue().templates());
    PolicyInputs profiled = new PolicyInputs(trial.system().platform(), trial.system().catalogue(), Optional.of(book),
        Map.of());
    assertThat(MAX_UPE.create(profiled)).isInstanceOf(OfferMappingPolicy.class);
    assertThatThrownBy(() -> MAX_UPE.create(withOption(profiled, "fast")))
        .hasMessageContaining("this run's offers come from design-time profiles");
  }

  @Test
  void shouldChooseThePapersDayEndOnItsTrialsAndSayWhy() {
    Trial trial = SmallTrials.trial(1);
    assertThat(MAX_UPE.chosenOptions(trial.workload(), Map.of())).singleElement().hasToString(
        "dayEndSeconds=93600 (paper 000's day end, the workload being its trial)");
    assertThat(MAX_UPE.chosenOptions(trial.workload(), Map.of("dayEndSeconds", "none"))).isEmpty();
    var dags = PolicyContract.paper001Scenario(1).workload();
    assertThat(MAX_UPE.chosenOptions(dags, Map.of())).singleElement().satisfies(c -> assertThat(c.value()).isEqualTo("none"));
    assertThat(MAX_UPE.chosenOptions(dags, Map.of("energyBudgetJoules", "1e9"))).singleElement()
        .satisfies(c -> assertThat(c.value()).isEqualTo("93600"));
  }

  private static PolicyInputs withOption(PolicyInputs inputs, String implementation) {
    return new PolicyInputs(inputs.platform(), inputs.catalogue(), inputs.profiles(),
        Map.of(Paper000Options.IMPLEMENTATION, implementation));
  }
}
