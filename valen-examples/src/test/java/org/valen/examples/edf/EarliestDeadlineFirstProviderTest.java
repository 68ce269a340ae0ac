package org.valen.examples.edf;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.groups.Tuple.tuple;

import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.valen.runtime.TinyWorlds;
import org.valen.runtime.policy.Policies;
import org.valen.runtime.policy.PolicyInputs;
import org.valen.runtime.policy.PolicyOption;
import org.valen.runtime.policy.PolicyProvider;

class EarliestDeadlineFirstProviderTest {

  @Test
  void shouldBeFoundByNameWhenTheModuleIsOnTheClassPath() {
    assertThat(Policies.find("EDF")).get().isInstanceOf(EarliestDeadlineFirstProvider.class);
    assertThat(Policies.find("edf")).as("names are case-sensitive").isEmpty();
    assertThat(Policies.unknown("edf")).contains("did you mean EDF?");
    assertThat(Policies.names()).contains("EDF", "ValEnAdaptOpt");
  }

  @Test
  void shouldAlsoBeFoundByItsClasssName() {
    assertThat(Policies.find("EarliestDeadlineFirst")).get().isInstanceOf(EarliestDeadlineFirstProvider.class);
    assertThat(Policies.find("earliestdeadlinefirst")).isEmpty();
    assertThat(Policies.names()).doesNotContain("EarliestDeadlineFirst");
  }

  @Test
  void shouldDeclareItsOptionsWithTheirDefaults() {
    PolicyProvider edf = new EarliestDeadlineFirstProvider();
    assertThat(edf.options()).extracting(PolicyOption::name, PolicyOption::defaultText, PolicyOption::valueHint)
        .containsExactly(
            tuple("offer", "fastest", "fastest|least-energy"),
            tuple("dropExpired", "on", "on|off"));
    assertThat(edf.needs()).isEmpty();
    assertThat(edf.create(new PolicyInputs(TinyWorlds.heterogeneous(), TinyWorlds.matrixCatalogue(),
        Optional.empty(), Map.of())).name()).isEqualTo("EDF");
  }

  @Test
  void shouldRefuseAnUnknownOptionAndABadValueInOneLineEach() {
    PolicyProvider edf = new EarliestDeadlineFirstProvider();
    assertThat(Policies.problems(edf, TinyWorlds.heterogeneous(), TinyWorlds.matrixCatalogue(), false,
        Map.of("offer", "slowest", "budget", "1"))).containsExactly(
            "policy EDF takes no option 'budget'; its options: offer, dropExpired",
            "policy EDF: option offer was 'slowest', expected one of fastest, least-energy");
    assertThat(Policies.problems(edf, TinyWorlds.heterogeneous(), TinyWorlds.matrixCatalogue(), false,
        Map.of("offer", "LEAST-ENERGY", "dropExpired", "off"))).isEmpty();
  }

  @Test
  void shouldRefuseABadOfferWhenMadeWithoutTheCommandsChecks() {
    PolicyInputs slowest = new PolicyInputs(TinyWorlds.heterogeneous(), TinyWorlds.matrixCatalogue(), Optional.empty(),
        Map.of("offer", "slowest"));
    assertThatThrownBy(() -> new EarliestDeadlineFirstProvider().create(slowest))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessage("option offer must be fastest or least-energy, was 'slowest'");
  }
}
