package org.valen.external;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.valen.runtime.PolicyContract;
import org.valen.runtime.policy.Policies;
import org.valen.runtime.policy.Policy;
import org.valen.runtime.policy.PolicyInputs;
import org.valen.runtime.policy.PolicyOption;

/** The policy {@code external} is found by name, declares its options, and refuses bad ones before any process starts. */
class ExternalPolicyProviderTest {
  private final PolicyContract.Scenario scenario = PolicyContract.paper001Scenario(1);

  private PolicyInputs inputs(Map<String, String> options) {
    return new PolicyInputs(scenario.platform(), scenario.catalogue(), Optional.empty(), options);
  }

  @Test
  void shouldBeFoundByItsNameWhichIsCaseSensitiveLikeEveryPolicys() {
    assertThat(Policies.find("external")).get().isInstanceOf(ExternalPolicyProvider.class);
    assertThat(Policies.find("External")).isEmpty();
  }

  @Test
  void shouldDeclareTheCommandAndTheTimeout() {
    assertThat(new ExternalPolicyProvider().options()).extracting(PolicyOption::name, PolicyOption::kind)
        .containsExactly(org.assertj.core.groups.Tuple.tuple("command", PolicyOption.Kind.TEXT),
            org.assertj.core.groups.Tuple.tuple("timeoutSeconds", PolicyOption.Kind.NUMBER));
    assertThat(Policies.optionProblems(new ExternalPolicyProvider(), Map.of("command", " ", "timeoutSeconds", "soon")))
        .containsExactly("policy external: option command was ' ', expected a text that is not blank",
            "policy external: option timeoutSeconds was 'soon', expected a number");
  }

  @Test
  void shouldRefuseARunWithoutACommand() {
    assertThatThrownBy(() -> new ExternalPolicyProvider().create(inputs(Map.of())))
        .isInstanceOf(IllegalArgumentException.class).hasMessageStartingWith("give the process to run: --option command=");
  }

  @Test
  void shouldRefuseATimeoutThatIsNotAboveZero() {
    assertThatThrownBy(() -> new ExternalPolicyProvider().create(inputs(Map.of("command", "python3 x.py",
        "timeoutSeconds", "0")))).hasMessage("option timeoutSeconds must be above 0 seconds, was 0.0");
  }

  @Test
  void shouldRefuseACommandThatDoesNotSplitIntoWords() {
    assertThatThrownBy(() -> new ExternalPolicyProvider().create(inputs(Map.of("command", "python3 'x.py"))))
        .hasMessageContaining("the quote ' is not closed");
  }

  @Test
  void shouldStartNoProcessUntilARunAsksWhenItDecides() {
    Policy policy = new ExternalPolicyProvider().create(inputs(Map.of("command", "no-such-program-valen")));
    assertThat(policy.name()).isEqualTo("external");
    policy.runEnded(); // nothing started, nothing to end
    assertThatThrownBy(policy::triggers).isInstanceOf(ExternalPolicyException.class)
        .hasMessageStartingWith("external policy (no-such-program-valen), at start: cannot start no-such-program-valen");
  }
}
