package org.valen.external;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.Set;
import java.util.stream.Collectors;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.valen.runtime.PolicyContract;
import org.valen.runtime.policy.PolicyInputs;
import org.valen.runtime.sim.Simulation;

/**
 * A process that exits, hangs, writes something that is not a message, or makes an impossible
 * decision ends the run with one line naming the policy, the decision point and what was wrong —
 * and leaves no process behind.
 */
@Timeout(120)
class ExternalPolicyErrorsTest {
  private final PolicyContract.Scenario scenario = PolicyContract.paper001Scenario(1);
  private Set<Long> childrenBefore;

  @BeforeEach
  void python() {
    PythonPolicies.assumePython();
    childrenBefore = children();
  }

  @AfterEach
  void noProcessLeftBehind() {
    assertThat(children()).as("processes the run started and left").isSubsetOf(childrenBefore);
  }

  private static Set<Long> children() {
    return ProcessHandle.current().children().filter(ProcessHandle::isAlive).map(ProcessHandle::pid)
        .collect(Collectors.toSet());
  }

  private String failure(String command, double timeoutSeconds) {
    PolicyInputs inputs = PythonPolicies.withCommand(scenario.inputs(), command, timeoutSeconds);
    Throwable thrown = org.assertj.core.api.Assertions.catchThrowable(() -> Simulation.run(inputs, scenario.workload(),
        new ExternalPolicyProvider().create(inputs), scenario.settings()));
    assertThat(thrown).isInstanceOf(ExternalPolicyException.class);
    String message = thrown.getMessage();
    assertThat(message).as("one line").doesNotContain("\n").startsWith("external policy ");
    return message;
  }

  @Test
  void shouldNameTheStatusOfAProcessThatExitsBeforeItsHello() {
    String command = PythonPolicies.script("exits_at_start.py");
    assertThat(failure(command, 30)).contains("(" + command + "), at start: the process exited with status 3");
  }

  @Test
  void shouldNameTheDecisionPointAtWhichTheProcessExited() {
    assertThat(failure(PythonPolicies.script("fails_in_decision.py"), 30))
        .startsWith("external policy 'fails-in-decision' (")
        .containsPattern("decision point 3 at [0-9.]+ s: the process exited with status 1 while the kernel waited");
  }

  @Test
  void shouldStopAProcessThatDoesNotAnswerWithinTheTimeout() {
    long start = System.nanoTime();
    assertThat(failure(PythonPolicies.script("hangs.py"), 1.5))
        .containsPattern("decision point 2 at [0-9.]+ s: no answer within 1.5 s \\(option timeoutSeconds\\)");
    assertThat((System.nanoTime() - start) / 1e9).isLessThan(30);
  }

  @Test
  void shouldRefuseALineThatIsNotJson() {
    assertThat(failure(PythonPolicies.script("malformed.py"), 30))
        .containsPattern("decision point 2 at [0-9.]+ s: its output line 'hello world' is not JSON")
        .contains("Print to standard error instead");
  }

  @Test
  void shouldRefuseALevelTheCoreTypeLacksAsTheKernelRefusesAJavaPolicys() {
    assertThat(failure(PythonPolicies.script("impossible.py") + " --kind level", 30))
        .containsPattern("decision point 1 at [0-9.]+ s: made an impossible decision: allocate: .*has no level 99");
  }

  @Test
  void shouldRefuseToQueueAJobTwice() {
    assertThat(failure(PythonPolicies.script("impossible.py") + " --kind twice", 30))
        .containsPattern("made an impossible decision: enqueue: .*cannot enqueue job .*: it is not waiting");
  }

  @Test
  void shouldRefuseAJobThatHasNotArrived() {
    assertThat(failure(PythonPolicies.script("impossible.py") + " --kind job", 30))
        .contains("made an impossible decision: drop: there is no job 1000000 in the system");
  }

  @Test
  void shouldRefuseAnUnknownMessageType() {
    assertThat(failure(PythonPolicies.script("impossible.py") + " --kind type", 30))
        .contains("its message type \"teleport\" is not one the kernel knows");
  }

  @Test
  void shouldRefuseAnotherProtocolVersion() {
    assertThat(failure(PythonPolicies.script("other_version.py"), 30))
        .contains("at start: it speaks protocol version 99; this valen speaks version 1");
  }

  @Test
  void shouldSayWhenTheProgramCannotBeStarted() {
    assertThat(failure("no-such-program-valen --x", 30))
        .startsWith("external policy (no-such-program-valen --x), at start: cannot start no-such-program-valen");
  }
}
