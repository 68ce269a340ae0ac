package org.valen.hc.paper000;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.Map;
import org.junit.jupiter.api.Test;
import org.valen.hc.paper000.mapping.MappingSettings;
import org.valen.model.trials.paper000.workload.Trial;
import org.valen.model.trials.paper000.workload.Trial;
import org.valen.runtime.PolicyContract;
import org.valen.runtime.policy.Policies;
import org.valen.runtime.policy.PolicyOption;
import org.valen.runtime.policy.PolicyProvider;

/** What the twelve providers declare and how they read their options. */
class Paper000PoliciesTest {
  private static final PolicyProvider MAX_UPE = Policies.find("MaxUPE").orElseThrow();

  @Test
  void shouldDeclareEveryOptionWithItsDefaultAndHelpAndNoNeed() {
    assertThat(MAX_UPE.options()).extracting(PolicyOption::name).containsExactly("environment", "filter",
        "energyBudgetJoules", "droppingThreshold", "dayStartSeconds", "dayEndSeconds", "mappingIntervalSeconds", "seed",
        "implementation");
    assertThat(MAX_UPE.options()).extracting(PolicyOption::defaultText).containsExactly("queued", "off", "none", "0.5",
        "7200", "93600 on paper 000's trials and with a budget, else none", "60", "1", "indexed");
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
            "policy MaxUPE: option implementation was 'quick', expected one of indexed, readable");
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
}
