package org.valen.spark;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.File;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/**
 * The documented loopback cluster check, run by {@code mvn verify} after the application jar is
 * built: a Spark standalone master and worker on 127.0.0.1, a bundled experiment and a scenario
 * submitted, each {@code runs.csv} byte-identical to the local runner's, nothing listening beyond
 * loopback, and profiles written through the cluster identical to a local {@code valen profile}'s
 * ({@code scripts/loopback-cluster-check.sh} says how).
 */
class LoopbackClusterIT {
  @Test
  void shouldGiveTheLocalRunnersRunsOnAStandaloneClusterOnLoopback() throws IOException, InterruptedException {
    Path repository = Path.of("").toAbsolutePath().getParent();
    Path log = Files.createTempFile("valen-loopback-check", ".log");
    Process check = new ProcessBuilder("bash", "valen-spark/scripts/loopback-cluster-check.sh")
        .directory(repository.toFile()).redirectErrorStream(true).redirectOutput(log.toFile()).start();
    boolean ended = check.waitFor(15, TimeUnit.MINUTES);
    if (!ended) {
      check.descendants().forEach(ProcessHandle::destroy);
      check.destroy();
    }
    String output = Files.readString(log);
    assertThat(ended).as("the check ended within 15 minutes; its output:%n%s", output).isTrue();
    assertThat(check.exitValue()).as("exit status; output:%n%s", output).isZero();
    assertThat(output).contains("paper000-fig6: runs.csv identical").contains("scenario: runs.csv identical")
        .contains("profiles identical");
    Files.delete(log);
    assertThat(new File(repository.toFile(), "valen-spark/target/valen-spark-app.jar")).exists();
  }
}
