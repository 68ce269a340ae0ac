package org.valen.external;

import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.valen.runtime.policy.Policy;
import org.valen.runtime.policy.PolicyInputs;

/**
 * Python policies for tests: whether {@code python3} is here (tests that need it are skipped with a
 * message when it is not), and the commands that run the Python client's policies from the
 * repository's {@code clients/python/src}, without installing it, as the external policy.
 */
public final class PythonPolicies {
  /** Where the client's package is: the system property {@code valen.python.client}, else the usual place. */
  public static final Path CLIENT = Path.of(System.getProperty("valen.python.client", "../clients/python/src"))
      .toAbsolutePath().normalize();
  private static Boolean present;

  private PythonPolicies() {}

  /** Skips the test (with a message naming what is missing) unless python3 runs here. */
  public static void assumePython() {
    assumeTrue(pythonPresent(), "python3 is not on the PATH: tests of Python policies through the external-policy"
        + " protocol are skipped (install Python 3 to run them)");
  }

  private static synchronized boolean pythonPresent() {
    if (present == null) {
      try {
        Process p = new ProcessBuilder("python3", "--version").redirectErrorStream(true).start();
        p.getInputStream().readAllBytes();
        present = p.waitFor(30, TimeUnit.SECONDS) && p.exitValue() == 0;
      } catch (IOException e) {
        present = false;
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
        present = false;
      }
    }
    return present;
  }

  /** This module's test scripts. */
  private static final Path SCRIPTS = Path.of(System.getProperty("valen.external.scripts",
      "src/test/resources/org/valen/external")).toAbsolutePath().normalize();

  /**
   * The command that runs module {@code module} of the client (or of this module's test scripts) with
   * {@code arguments}.
   */
  public static String module(String module, String arguments) {
    return "env PYTHONPATH='" + CLIENT + ":" + SCRIPTS + "' python3 -m " + module
        + (arguments.isEmpty() ? "" : " " + arguments);
  }

  /** The command that runs the client's {@code module} under {@code valen_policy.checked} (its state checked). */
  public static String checked(String module, String arguments) {
    return module("valen_policy.checked", module + (arguments.isEmpty() ? "" : " " + arguments));
  }

  /** The command that runs the test script {@code name} (in this module's test resources) with the client. */
  public static String script(String name) {
    Path file = SCRIPTS.resolve(name);
    if (!Files.isRegularFile(file)) {
      throw new IllegalArgumentException("no test script " + file);
    }
    return "env PYTHONPATH='" + CLIENT + "' python3 '" + file + "'";
  }

  /** {@code base}'s inputs with the external policy's command (and any other options of {@code base}). */
  public static PolicyInputs withCommand(PolicyInputs base, String command, double timeoutSeconds) {
    Map<String, String> options = new HashMap<>(base.options());
    options.put(ExternalPolicyProvider.COMMAND, command);
    options.put(ExternalPolicyProvider.TIMEOUT_SECONDS, String.valueOf(timeoutSeconds));
    return new PolicyInputs(base.platform(), base.catalogue(), base.profiles(), options);
  }

  /** The external policy of {@code command} on {@code base}'s inputs, with a 60 s timeout. */
  public static Policy external(PolicyInputs base, String command) {
    return new ExternalPolicyProvider().create(withCommand(base, command, 60));
  }
}
