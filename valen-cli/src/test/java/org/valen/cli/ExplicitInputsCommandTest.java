package org.valen.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * What a result depends on is said: the platform a workload names, where the offers come from,
 * the day end of paper 000's heuristics, and an output folder that already holds something.
 */
class ExplicitInputsCommandTest {
  /** The committed profiles, as a user running from the repository's top folder has them (tests run in valen-cli/). */
  private static final Path COMMITTED_PROFILES = Path.of("").toAbsolutePath().getParent().resolve("profiles");

  @TempDir Path folder;

  private static JsonNode summary(Path run) throws IOException {
    return new ObjectMapper().readTree(run.resolve("summary.json").toFile());
  }

  private Path trial000(int hours) {
    Path trial = folder.resolve("trial000-" + hours);
    CliRun gen = CliRun.of("paper000", "generate", "--trial", "1", "--hours", String.valueOf(hours), "-o",
        trial.toString());
    assertThat(gen.status()).as(gen.err()).isZero();
    return trial;
  }

  @Test
  void shouldRefuseAWorkloadThatNamesNoPlatformNamingThePlatformBesideIt() throws IOException {
    Path trial = folder.resolve("trial");
    assertThat(CliRun.of("paper004", "generate", "--trial", "2", "--hours", "4.2", "-o", trial.toString()).status())
        .isZero();
    Path workload = trial.resolve("workload.json");
    Files.writeString(workload, Files.readString(workload).replace("  \"platform\": \"platform.json\",\n", ""));
    Path out = folder.resolve("out");
    OneLineRefusalsTest.assertOneLine(CliRun.of("simulate", "--policy", "P004-FCFS", "--workload", workload.toString(),
        "-o", out.toString()), ExitStatus.USAGE, out, "valen simulate: workload " + workload + " names no platform;"
        + " give --platform FILE (" + trial.resolve("platform.json") + " is beside it)");
    CliRun given = CliRun.of("simulate", "--policy", "P004-FCFS", "--workload", workload.toString(), "--platform",
        trial.resolve("platform.json").toString(), "-o", out.toString());
    assertThat(given.status()).as(given.err()).isZero();
    assertThat(given.out()).startsWith("P004-FCFS on platform paper004-system-2, given (" + trial.resolve("platform.json"));
  }

  @Test
  void shouldSayAndRecordWhereTheOffersCameFromAndEveryOptionChosen() throws IOException {
    Path out = folder.resolve("maxupe");
    CliRun run = CliRun.of("simulate", "--policy", "MaxUPE", "--workload", BundledInputs.workload(folder, 2).toString(),
        "--profiles", COMMITTED_PROFILES.toString(), "--option", "environment=polled", "-o", out.toString());
    assertThat(run.status()).as(run.err()).isZero();
    assertThat(run.err()).as("no progress bar where there is no terminal").isEmpty();
    assertThat(run.out()).as("the committed profiles of the catalogue are there, and unasked for").contains(
        "offers from the execution model (--offers model: the default of a policy that needs no profiles)")
        .contains("option dayEndSeconds=none (no energy budget and not a paper 000 trial");
    JsonNode s = summary(out);
    assertThat(s.get("offers").asText()).isEqualTo("model");
    assertThat(s.get("platform").asText()).isEqualTo("paper001-3x10");
    assertThat(s.get("policyOptions").get("environment").asText()).isEqualTo("polled");
    assertThat(s.get("policyOptions").get("dayEndSeconds").asText()).isEqualTo("none");
    Path profiled = folder.resolve("maxupe-profiles");
    CliRun asked = CliRun.of("simulate", "--policy", "MaxUPE", "--workload", BundledInputs.workload(folder, 2).toString(),
        "--profiles", COMMITTED_PROFILES.toString(), "--offers", "profiles", "-o", profiled.toString());
    assertThat(asked.status()).as(asked.err()).isZero();
    assertThat(asked.out()).contains("offers from design-time profiles in " + COMMITTED_PROFILES + " (--offers profiles,"
        + " given)");
    assertThat(summary(profiled).get("offers").asText()).isEqualTo("profiles");
  }

  @Test
  void shouldShowProgressOnlyOnATerminalAndNeverWithNoProgress() {
    org.valen.runtime.sim.Trace inner = new org.valen.runtime.sim.Trace() {};
    try (SimulationProgress wanted = new SimulationProgress("simulate", 7200, true, inner);
        SimulationProgress unwanted = new SimulationProgress("simulate", 7200, false, inner)) {
      assertThat(unwanted.trace()).isSameAs(inner);
      assertThat(wanted.trace()).as("tests run without a terminal").isSameAs(System.console() == null ? inner : wanted);
    }
  }

  @Test
  void shouldEndPaper000sDayAtTheEndOfThe26thHourOnItsTrialsAndSaySo() throws IOException {
    Path trial = trial000(2);
    Path out = folder.resolve("fcfs");
    CliRun run = CliRun.of("simulate", "--policy", "FCFS-P0", "--workload", trial.resolve("workload.json").toString(),
        "--option", "environment=polled", "-o", out.toString());
    assertThat(run.status()).as(run.err()).isZero();
    assertThat(run.out()).contains("option dayEndSeconds=93600 (paper 000's day end, the workload being its trial),"
        + " chosen for this workload: give --option dayEndSeconds=VALUE to change it");
    assertThat(summary(out).get("policyOptions").get("dayEndSeconds").asText()).isEqualTo("93600");
    Path given = folder.resolve("fcfs-none");
    CliRun none = CliRun.of("simulate", "--policy", "FCFS-P0", "--workload", trial.resolve("workload.json").toString(),
        "--option", "environment=polled", "--option", "dayEndSeconds=none", "-o", given.toString());
    assertThat(none.out()).doesNotContain("chosen for this workload");
    assertThat(summary(given).get("policyOptions").get("dayEndSeconds").asText()).isEqualTo("none");
  }

  /**
   * Paper 000's readable rules and their index make the same decisions whatever the profiles
   * folder holds and whichever source the offers come from: run from the repository's top folder,
   * with the committed profiles of paper 000's trial 1 beside it, as a user would.
   */
  @Test
  void shouldRunPaper000sTwoImplementationsAlikeWithTheCommittedProfilesPresent() throws IOException {
    assertThat(COMMITTED_PROFILES.resolve("paper000-system-1")).isDirectory();
    Path workload = trial000(2).resolve("workload.json");
    for (String offers : List.of("model", "profiles")) {
      for (String implementation : List.of("readable", "indexed")) {
        CliRun run = CliRun.of("simulate", "--policy", "FCFS-P0", "--workload", workload.toString(), "--profiles",
            COMMITTED_PROFILES.toString(), "--offers", offers, "--option", "environment=polled", "--option",
            "implementation=" + implementation, "--variability", "none", "-o",
            folder.resolve(offers + "-" + implementation).toString());
        assertThat(run.status()).as(run.err()).isZero();
      }
      assertThat(folder.resolve(offers + "-indexed").resolve("jobs.csv")).hasSameTextualContentAs(
          folder.resolve(offers + "-readable").resolve("jobs.csv"));
    }
  }

  @Test
  void shouldRefuseANonEmptyOutputFolderOfEveryCommandUnlessOverwriteIsGiven() throws IOException {
    Path full = Files.createDirectories(folder.resolve("full"));
    Files.writeString(full.resolve("notes.txt"), "mine");
    String f = full.toString();
    Path bag = folder.resolve("bag");
    assertThat(CliRun.of("profit", "generate", "--tasks", "20", "-o", bag.toString()).status()).isZero();
    List<List<String>> commands = List.of(
        List.of("simulate", "--policy", "ValOpt", "-o", f),
        List.of("demo", "-o", f),
        List.of("experiment", "paper001-fig6", "--seeds", "1", "--days", "0.2", "--no-progress", "-o", f),
        List.of("paper000", "generate", "--hours", "1", "-o", f),
        List.of("paper000", "run", "--heuristic", "MaxUPT", "--days", "0.05", "-o", f),
        List.of("paper002", "generate", "--hours", "1", "-o", f),
        List.of("paper004", "generate", "--hours", "4.2", "-o", f),
        List.of("profit", "generate", "--tasks", "20", "-o", f),
        List.of("profit", "run", bag.resolve("bag.json").toString(), "-o", f),
        List.of("import", "swf", "any.swf", "-o", f));
    for (List<String> command : commands) {
      CliRun run = CliRun.of(command.toArray(String[]::new));
      assertThat(run.status()).as(command + ": " + run.err()).isEqualTo(ExitStatus.USAGE);
      assertThat(run.err().lines()).as(command.toString()).containsExactly("valen " + String.join(" ",
          command.subList(0, command.get(0).matches("paper00\\d|profit|import") ? 2 : 1)) + ": output folder " + f
          + " is not empty (it holds notes.txt); give --overwrite to replace its files, or another --output");
      try (Stream<Path> held = Files.list(full)) {
        assertThat(held.toList()).as(command.toString()).containsExactly(full.resolve("notes.txt"));
      }
    }
    CliRun again = CliRun.of("simulate", "--policy", "ValOpt", "--workload", BundledInputs.workload(folder, 1).toString(),
        "--overwrite", "-o", f);
    assertThat(again.status()).as(again.err()).isZero();
    assertThat(full.resolve("jobs.csv")).exists();
    assertThat(full.resolve("notes.txt")).hasContent("mine");
  }
}
