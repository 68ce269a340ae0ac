package org.valen.hc;

import static org.assertj.core.api.Assertions.assertThat;

import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.valen.hc.paper000.Paper000Contract;
import org.valen.hc.paper002.Paper002Contract;
import org.valen.hc.paper004.Paper004Contract;
import org.valen.runtime.PolicyContract;
import org.valen.runtime.policy.PolicyInputs;

/** The contract test bases a policy's author extends have one shape, whichever paper's workloads they run. */
class ContractShapeTest {
  @Test
  void shouldGiveEveryContractBaseTheSameHooksAndAStaticScenarioOfSeedAndOptions() throws Exception {
    for (Class<?> base : List.of(PolicyContract.class, Paper000Contract.class, Paper002Contract.class,
        Paper004Contract.class)) {
      assertThat(Modifier.isAbstract(base.getModifiers())).as(base.getSimpleName()).isTrue();
      assertThat(method(base, "create", PolicyInputs.class).getReturnType().getSimpleName()).isEqualTo("Policy");
      assertThat(method(base, "options", long.class).getReturnType()).isEqualTo(Map.class);
      assertThat(method(base, "scenario", long.class).getReturnType()).isEqualTo(PolicyContract.Scenario.class);
      Method of = base.getDeclaredMethod("scenario", long.class, Map.class);
      assertThat(Modifier.isStatic(of.getModifiers()) && Modifier.isPublic(of.getModifiers())).as(base.getSimpleName())
          .isTrue();
    }
  }

  /** The method a subclass of {@code base} overrides or inherits. */
  private static Method method(Class<?> base, String name, Class<?>... parameters) throws NoSuchMethodException {
    for (Class<?> c = base; c != null; c = c.getSuperclass()) {
      try {
        Method m = c.getDeclaredMethod(name, parameters);
        assertThat(Modifier.isProtected(m.getModifiers())).as(base.getSimpleName() + "." + name).isTrue();
        return m;
      } catch (NoSuchMethodException e) {
        // inherited: look further up
      }
    }
    throw new NoSuchMethodException(base.getSimpleName() + "." + name);
  }
}
