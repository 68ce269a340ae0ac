package org.valen.external;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/** The Python client's own unit tests ({@code clients/python/tests}, standard library unittest) pass. */
class PythonClientUnitTest {

  @Test
  void shouldPassThePythonClientsUnitTests() throws Exception {
    PythonPolicies.assumePython();
    Path tests = PythonPolicies.CLIENT.resolveSibling("tests");
    ProcessBuilder builder = new ProcessBuilder("python3", "-m", "unittest", "discover", "-s", tests.toString())
        .redirectErrorStream(true);
    builder.environment().put("PYTHONPATH", PythonPolicies.CLIENT.toString());
    Process p = builder.start();
    String output = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
    assertThat(p.waitFor(120, TimeUnit.SECONDS)).isTrue();
    assertThat(p.exitValue()).as(output).isZero();
    assertThat(output).contains("OK");
  }
}
