package org.valen.examples.edf;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.File;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The {@code ./valen} launcher as a user runs it, with this module as a plugin: through {@code
 * VALEN_CLASSPATH}, through a jar in {@code plugins/}, and with neither. Runs after the package
 * phase (failsafe), when valen-cli's {@code valen.jar} and this module's jar exist: the module
 * depends on valen-cli so that the reactor builds it first. Plugin folders are made in a
 * temporary copy of the layout ({@code valen}, {@code valen-cli/target/valen.jar}, {@code
 * plugins/}), never in the repository's own {@code plugins/}.
 */
class LauncherIT {
  private static Path home;
  private static Path valenJar;

  @BeforeAll
  static void findTheLauncher() {
    home = Path.of(System.getProperty("valen.home", "..")).toAbsolutePath().normalize();
    valenJar = home.resolve("valen-cli/target/valen.jar");
    Assumptions.assumeTrue(Files.isRegularFile(valenJar), () -> "skipped: " + valenJar
        + " does not exist; it is built in valen-cli's package phase (mvn verify builds it before this test)");
  }

  /** What a run of the launcher printed, and its exit status. */
  private record Run(int status, String out, String err) {}

  /** Runs {@code bash launcher args…} in {@code folder} with the JDK of this test first on the PATH. */
  private static Run valen(Path launcher, Path folder, Map<String, String> environment, String... args)
      throws IOException, InterruptedException {
    List<String> command = new ArrayList<>(List.of("bash", launcher.toString()));
    command.addAll(List.of(args));
    ProcessBuilder builder = new ProcessBuilder(command).directory(folder.toFile());
    Path out = folder.resolve("launcher-out.txt");
    Path err = folder.resolve("launcher-err.txt");
    builder.redirectOutput(out.toFile()).redirectError(err.toFile());
    builder.environment().remove("VALEN_CLASSPATH");
    builder.environment().remove("VALEN_JAVA_OPTS");
    builder.environment().put("PATH", Path.of(System.getProperty("java.home"), "bin") + File.pathSeparator
        + System.getenv().getOrDefault("PATH", ""));
    builder.environment().putAll(environment);
    Process process = builder.start();
    if (!process.waitFor(10, TimeUnit.MINUTES)) {
      process.destroyForcibly();
      throw new AssertionError("valen " + String.join(" ", args) + " did not end within 10 minutes");
    }
    return new Run(process.exitValue(), Files.readString(out, StandardCharsets.UTF_8),
        Files.readString(err, StandardCharsets.UTF_8));
  }

  /** A copy of the launcher's layout in {@code root}: the script, valen.jar, and {@code plugins/} if asked. */
  private static Path layout(Path root, boolean withJar, boolean withPlugins) throws IOException {
    Path launcher = Files.copy(home.resolve("valen"), Files.createDirectories(root).resolve("valen"));
    if (withJar) {
      Files.createDirectories(root.resolve("valen-cli/target"));
      Files.copy(valenJar, root.resolve("valen-cli/target/valen.jar"));
    }
    if (withPlugins) {
      Files.createDirectories(root.resolve("plugins"));
    }
    return launcher;
  }

  @Test
  void shouldListEdfWhenThisModulesClassesAreOnValenClasspath(@TempDir Path folder) throws Exception {
    String classes = System.getProperty("valen.examples.classes", "target/classes");
    Run run = valen(home.resolve("valen"), folder, Map.of("VALEN_CLASSPATH", Path.of(classes).toAbsolutePath().toString()),
        "policies");
    assertThat(run.status()).as(run.err()).isZero();
    assertThat(run.out()).containsPattern("(?m)^EDF +- +example").containsPattern("(?m)^ValEnAdaptOpt ");
  }

  @Test
  void shouldSimulateEdfFromAJarInPluginsOnTheBundledDefault(@TempDir Path folder) throws Exception {
    Path jar = Path.of(System.getProperty("valen.examples.jar", "target/valen-examples.jar")).toAbsolutePath();
    Assumptions.assumeTrue(Files.isRegularFile(jar), () -> "skipped: " + jar + " does not exist (made in the package phase)");
    Path launcher = layout(folder.resolve("valen-home"), true, true);
    Files.copy(jar, folder.resolve("valen-home/plugins/valen-examples.jar"));
    Run run = valen(launcher, folder, Map.of(), "simulate", "--policy", "EDF", "--option", "offer=least-energy", "-o", "run");
    assertThat(run.status()).as(run.err()).isZero();
    assertThat(run.out()).startsWith("EDF on platform paper001-3x10, named by the workload")
        .contains("\nEDF on paper001-3x10: 4243 jobs");
    List<String> jobs = Files.readAllLines(folder.resolve("run/jobs.csv"));
    assertThat(jobs).hasSize(1 + 4243);
    assertThat(jobs.get(0)).startsWith("job,template,arrival_s,start_s,finish_s,node,cores");
  }

  @Test
  void shouldRunWithoutPluginsFolderAndWithAnEmptyOrStrayValenClasspath(@TempDir Path folder) throws Exception {
    Path launcher = layout(folder.resolve("valen-home"), true, false);
    for (String classpath : List.of("", ":", "::")) {
      Run run = valen(launcher, folder, Map.of("VALEN_CLASSPATH", classpath), "policies");
      assertThat(run.status()).as("VALEN_CLASSPATH='%s': %s", classpath, run.err()).isZero();
      assertThat(run.out()).contains("ValEnAdaptOpt").doesNotContain("EDF");
      assertThat(run.err()).isEmpty();
    }
  }

  @Test
  void shouldSayHowToBuildTheJarWhenItIsMissing(@TempDir Path folder) throws Exception {
    Path launcher = layout(folder.resolve("valen-home"), false, true);
    Run run = valen(launcher, folder, Map.of(), "policies");
    assertThat(run.status()).isEqualTo(2);
    assertThat(run.out()).isEmpty();
    assertThat(run.err()).contains("valen.jar is missing; build it first with: mvn -q -B -DskipTests package");
  }

  @Test
  void shouldMakeTheClassArchiveOnceAndRunTheSameWithAStaleOrBrokenOne(@TempDir Path folder) throws Exception {
    Path launcher = layout(folder.resolve("valen-home"), true, false);
    Path jar = folder.resolve("valen-home/valen-cli/target/valen.jar");
    Path archive = folder.resolve("valen-home/valen-cli/target/valen.jar.jsa");
    Run first = valen(launcher, folder, Map.of(), "simulate", "--policy", "ValOpt", "-o", "run1");
    assertThat(first.status()).as(first.err()).isZero();
    assertThat(first.err()).isEmpty();
    assertThat(archive).isRegularFile();
    try (java.util.stream.Stream<Path> files = Files.list(archive.getParent())) {
      assertThat(files.map(p -> p.getFileName().toString())).containsExactlyInAnyOrder("valen.jar", "valen.jar.jsa");
    }
    Run shared = valen(launcher, folder, Map.of(), "simulate", "--policy", "ValOpt", "-o", "run2");
    assertThat(shared.status()).as(shared.err()).isZero();
    assertThat(shared.err()).isEmpty();
    assertThat(withoutTimes(shared.out())).isEqualTo(withoutTimes(first.out()).replace("run1", "run2"));
    assertThat(Files.readString(folder.resolve("run2/jobs.csv"))).isEqualTo(Files.readString(folder.resolve("run1/jobs.csv")));
    // an archive older than the jar (a jar built since): it is not used, and this run makes it again
    Files.setLastModifiedTime(archive, java.nio.file.attribute.FileTime.fromMillis(
        Files.getLastModifiedTime(jar).toMillis() - 60_000));
    Run stale = valen(launcher, folder, Map.of(), "simulate", "--policy", "ValOpt", "-o", "run3");
    assertThat(stale.status()).as(stale.err()).isZero();
    assertThat(stale.err()).isEmpty();
    assertThat(Files.getLastModifiedTime(archive)).isGreaterThan(Files.getLastModifiedTime(jar));
    // an archive the JVM refuses (not an archive at all, or made for another jar): it runs without, silently
    Files.delete(archive);
    Files.write(archive, new byte[4096]);
    Files.setLastModifiedTime(archive, java.nio.file.attribute.FileTime.fromMillis(
        Files.getLastModifiedTime(jar).toMillis() + 60_000));
    Run refused = valen(launcher, folder, Map.of(), "simulate", "--policy", "ValOpt", "-o", "run4");
    assertThat(refused.status()).as(refused.err()).isZero();
    assertThat(refused.err()).isEmpty();
    assertThat(withoutTimes(refused.out())).isEqualTo(withoutTimes(first.out()).replace("run1", "run4"));
  }

  /** A command's output without the simulation's own time, "(1.23 s)". */
  private static String withoutTimes(String out) {
    return out.replaceAll("\\([0-9.]+ s\\)", "(s)");
  }
}
