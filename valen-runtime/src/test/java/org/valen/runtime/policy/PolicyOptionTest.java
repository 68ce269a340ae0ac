package org.valen.runtime.policy;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.valen.model.generate.PlatformPresets;
import org.valen.model.job.Catalogue;
import org.valen.runtime.TinyWorlds;

/** What a policy's author declares of its options, and how the checks before a run read it. */
class PolicyOptionTest {
  private static final PolicyOption SHARE = PolicyOption.number("share", 0.5, "a share").within(PolicyOption.Range
      .between(0, 1));
  private static final PolicyOption COUNT = PolicyOption.integer("count", 3, "a count").within(PolicyOption.Range
      .atLeast(1));
  private static final PolicyOption PERIOD = PolicyOption.number("period", 60, "seconds").within(PolicyOption.Range
      .above(0));

  @Test
  void shouldRefuseAValueOutsideTheDeclaredRangeLikeAValueOfTheWrongKind() {
    assertThat(SHARE.problem("0.25")).isEmpty();
    assertThat(SHARE.problem("1")).isEmpty();
    assertThat(SHARE.problem("1.5")).contains("a number from 0 to 1");
    assertThat(SHARE.problem("half")).contains("a number from 0 to 1");
    assertThat(COUNT.problem("0")).contains("a whole number >= 1");
    assertThat(COUNT.problem("2.5")).contains("a whole number >= 1");
    assertThat(PERIOD.problem("0")).contains("a number > 0");
    assertThat(PERIOD.valueHint()).isEqualTo("NUMBER > 0");
    assertThat(PolicyOption.number("x", 1, "any").problem("-1e9")).isEmpty();
    assertThatThrownBy(() -> PolicyOption.number("bad", 2, "default outside").within(PolicyOption.Range.between(0, 1)))
        .hasMessageContaining("default 2 is outside from 0 to 1");
  }

  @Test
  void shouldReadAWholeNumberOptionWithoutACast() {
    Catalogue catalogue = TinyWorlds.matrixCatalogue();
    PolicyInputs in = new PolicyInputs(PlatformPresets.paper001(1, 1), catalogue, Optional.empty(), Map.of("count", " 7"));
    assertThat(in.integer("count", 3)).isEqualTo(7L);
    assertThat(in.integer("other", 3)).isEqualTo(3L);
    PolicyInputs bad = new PolicyInputs(PlatformPresets.paper001(1, 1), catalogue, Optional.empty(), Map.of("count", "7.5"));
    assertThatThrownBy(() -> bad.integer("count", 3)).hasMessage("option count must be a whole number, was '7.5'");
  }

  @Test
  void shouldTakeNamesAsWrittenAndNameTheOneInAnotherCase() {
    PolicyProvider p = provider(Set.of(), false);
    assertThat(Policies.optionProblems(p, Map.of("Share", "0.5"))).containsExactly("policy Test takes no option 'Share';"
        + " did you mean share? (option names are case-sensitive)");
    assertThat(Policies.optionProblems(p, Map.of("share", "2"))).containsExactly("policy Test: option share was '2',"
        + " expected a number from 0 to 1");
    assertThat(Policies.find("valopt")).isEmpty();
    assertThat(Policies.find("ValOpt")).isPresent();
    assertThat(Policies.unknown("valopt")).isEqualTo("unknown policy 'valopt'; did you mean ValOpt? (policy and option"
        + " names are case-sensitive)");
  }

  @Test
  void shouldGiveAnOldProviderThatSaysItNeedsProfilesTheNeed() {
    assertThat(Policies.withDeclaredNeeds(provider(Set.of(Need.ONE_TASK_JOBS), true)).needs())
        .containsExactlyInAnyOrder(Need.PROFILES, Need.ONE_TASK_JOBS);
    PolicyProvider current = provider(Set.of(Need.PROFILES), false);
    assertThat(Policies.withDeclaredNeeds(current)).isSameAs(current);
  }

  private static PolicyProvider provider(Set<Need> needs, boolean oldNeedsProfiles) {
    return new PolicyProvider() {
      @Override
      public String name() {
        return "Test";
      }

      @Override
      public String description() {
        return "test";
      }

      @Override
      public List<PolicyOption> options() {
        return List.of(SHARE, COUNT);
      }

      @Override
      public Set<Need> needs() {
        return needs;
      }

      @Override
      @SuppressWarnings("deprecation")
      public boolean needsProfiles() {
        return oldNeedsProfiles || needs.contains(Need.PROFILES);
      }

      @Override
      public Policy create(PolicyInputs inputs) {
        throw new AssertionError("not made");
      }
    };
  }
}
