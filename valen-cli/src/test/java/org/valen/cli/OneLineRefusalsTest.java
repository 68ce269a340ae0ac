package org.valen.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Every refusal of bad input as a user meets it: one line naming the thing, exit status 2 (4 for a
 * policy's impossible decision), nothing written.
 */
class OneLineRefusalsTest {
  @TempDir Path folder;

  /** Exit {@code status}, one line on standard error that contains every {@code text}, {@code out} unwritten. */
  static String assertOneLine(CliRun run, int status, Path out, String... texts) {
    assertThat(run.status()).as(run.err() + run.out()).isEqualTo(status);
    assertThat(run.err().lines()).as(run.err()).hasSize(1);
    for (String text : texts) {
      assertThat(run.err()).contains(text);
    }
    assertThat(run.err()).doesNotContain("Exception");
    assertThat(out).doesNotExist();
    return run.err().strip();
  }

  @Test
  void shouldRefuseMissingProfilesInOneLineWithTheirCountAndTheCommandThatMakesThem() {
    Path w = BundledInputs.workload(folder, 3);
    Path empty = folder.resolve("empty");
    empty.toFile().mkdirs();
    Path out = folder.resolve("out");
    String line = assertOneLine(CliRun.of("simulate", "--policy", "ValEnJoinOpt", "--workload", w.toString(),
        "--profiles", empty.toString(), "-o", out.toString()), ExitStatus.USAGE, out,
        empty + ": found no such file for ", " templates the run uses (job-", ", …); expected a profile of each, as "
            + empty.resolve("T.json") + " or " + empty.resolve("paper001-example").resolve("T.json"),
        "make them with: valen profile --platform bundled:paper001-platform.json --catalogue"
            + " bundled:paper001-catalogue.json --output " + empty.resolve("paper001-example"));
    assertThat(line).endsWith(empty.resolve("paper001-example").toString());
  }

  @Test
  void shouldRefuseAProblemRepeatedPerArrivalInOneLineAndLetValidateListEach() throws IOException {
    Path w = BundledInputs.workload(folder, 3);
    String text = Files.readString(w).replaceAll("\"template\": \"job-0[1-9]\"", "\"template\": \"nope\"");
    Files.writeString(w, text);
    Path out = folder.resolve("out");
    String line = assertOneLine(CliRun.of("simulate", "--policy", "ValOpt", "--workload", w.toString(), "-o",
        out.toString()), ExitStatus.USAGE, out, w + ": $.arrivals[", "].template: found \"nope\"; expected the id of a"
        + " template of catalogue bundled:paper001-catalogue.json (and ", " more like it: $.arrivals[", "valen validate " + w
        + " lists each)");
    assertThat(line).matches(".*\\(and \\d+ more like it.*");
    CliRun validate = CliRun.of("validate", w.toString());
    assertThat(validate.status()).isEqualTo(ExitStatus.USAGE);
    assertThat(validate.err().lines().count()).isGreaterThan(3);
  }

  @Test
  void shouldNameAnUnknownOptionRatherThanTheRequiredOneItHid() {
    Path out = folder.resolve("out");
    CliRun run = CliRun.of("simulate", "--polcy", "MaxUPE", "-o", out.toString());
    assertThat(run.status()).isEqualTo(ExitStatus.USAGE);
    assertThat(run.err().lines()).containsExactly("valen simulate: Unknown option: '--polcy'",
        "Did you mean --policy? See 'valen simulate --help'.");
    assertThat(out).doesNotExist();
  }

  @Test
  void shouldSayThatNameAndValueOfAnOptionAreOneWord() {
    Path out = folder.resolve("out");
    CliRun run = CliRun.of("simulate", "--policy", "ValEnAdaptOpt", "--option", "checkpointSeconds", "60", "-o",
        out.toString());
    assertThat(run.status()).isEqualTo(ExitStatus.USAGE);
    assertThat(run.err().lines().findFirst()).contains("valen simulate: --option takes NAME=VALUE as one word, was"
        + " '--option checkpointSeconds 60'; give --option checkpointSeconds=60");
    assertThat(out).doesNotExist();
  }

  @Test
  void shouldReportAMissingFileWithoutALineNumber() {
    Path out = folder.resolve("out");
    Path nope = folder.resolve("nope.json");
    String line = assertOneLine(CliRun.of("simulate", "--policy", "ValOpt", "--workload", nope.toString(), "-o",
        out.toString()), ExitStatus.USAGE, out, nope + ": found no such file");
    assertThat(line).doesNotContain("line 1").doesNotContain(": $:");
    Path log = folder.resolve("nope.swf");
    assertThat(assertOneLine(CliRun.of("import", "swf", log.toString(), "-o", out.toString()), ExitStatus.USAGE, out,
        log + ": found no such file")).doesNotContain("line 1");
  }

  @Test
  void shouldCallARefusedDecisionThePolicysBugWithItsOwnStatus() {
    Path w = BundledInputs.workload(folder, 3);
    Path out = folder.resolve("out");
    assertOneLine(CliRun.of("simulate", "--policy", "TestStaleOffers", "--workload", w.toString(), "-o", out.toString()),
        ExitStatus.POLICY_ERROR, out, "valen simulate: policy TestStaleOffers made an impossible decision: at ",
        ": cannot allocate job ", "(a bug in the policy; docs/policies.md)");
  }

  @Test
  void shouldListEveryBundledFileForAnUnknownName() {
    String line = assertOneLine(CliRun.of("validate", "bundled:nope.json"), ExitStatus.USAGE, folder.resolve("none"),
        "bundled:nope.json: found no bundled file of that name", "bundled:paper001-workload.json",
        "bundled:paper003-bag.json", "bundled:paper003-platform.json", "bundled:paper003-catalogue.json");
    assertThat(line).doesNotContain(": $:");
  }

  @Test
  void shouldRefuseANotANumberPriceAndAnEmptyBagSayingWhatWasGiven() throws IOException {
    Path out = folder.resolve("out");
    assertThat(assertOneLine(CliRun.of("profit", "run", "--price", "NaN", "-o", out.toString()), ExitStatus.USAGE, out,
        "valen profit run: --price must be an amount of money per bag: a finite number >= 0, was NaN"))
        .doesNotContain("not both");
    Path bag = folder.resolve("bag");
    assertThat(CliRun.of("profit", "generate", "--tasks", "20", "-o", bag.toString()).status()).isZero();
    Path file = bag.resolve("bag.json");
    Files.writeString(file, Files.readString(file).replaceAll("\"count\": \\d+", "\"count\": 0"));
    String line = assertOneLine(CliRun.of("profit", "run", file.toString(), "-o", out.toString()), ExitStatus.USAGE, out,
        file + ": $.tasks: found no task in the bag (every count is 0); expected at least one task");
    assertThat(line.split("expected", -1)).as("one 'expected'").hasSize(2);
  }

  @Test
  void shouldRefuseAProfileWhoseSettingsNameABudgetWithoutAnEntryAtItsPath() throws IOException {
    Path committed = Path.of("..", "profiles", "paper001-example");
    Path profiles = Files.createDirectories(folder.resolve("profiles"));
    try (Stream<Path> files = Files.list(committed)) {
      for (Path p : files.toList()) {
        Files.copy(p, profiles.resolve(p.getFileName()));
      }
    }
    Path edited = profiles.resolve("job-01.json");
    String text = Files.readString(edited);
    int second = text.indexOf("\"maxCores\": 2,");
    int start = text.lastIndexOf("{", text.lastIndexOf("\n", second)); // the k = 2 entry's object
    int end = text.indexOf("\"maxCores\": 3,");
    Files.writeString(edited, text.substring(0, start) + text.substring(text.lastIndexOf("{", end)));
    String where = edited + ": $.coreTypes[0].entries: found entries of core budgets [1, 3, ";
    assertOneLine(CliRun.of("validate", edited.toString()), ExitStatus.USAGE, folder.resolve("none"), where,
        "none of [2]; expected an entry of each budget of settings.parameters.coreBudgets (1,2,3");
    Path out = folder.resolve("out");
    assertOneLine(CliRun.of("simulate", "--policy", "ValEnJoinOpt", "--profiles", profiles.toString(), "-o",
        out.toString()), ExitStatus.USAGE, out, where);
  }

  @Test
  void shouldRefuseTheOffersOfAModelToAPolicyThatNeedsProfilesAndAnUnknownOrigin() {
    Path out = folder.resolve("out");
    assertOneLine(CliRun.of("simulate", "--policy", "ValEnJoinOpt", "--offers", "model", "--profiles",
        Path.of("..", "profiles").toString(), "-o", out.toString()),
        ExitStatus.USAGE, out, "valen simulate: policy ValEnJoinOpt needs design-time profiles, which --offers model"
            + " does not give; give --offers profiles or leave --offers out");
    List<String> lines = CliRun.of("simulate", "--policy", "ValOpt", "--offers", "both", "-o", out.toString())
        .err().lines().toList();
    assertThat(lines.get(0)).isEqualTo("valen simulate: --offers must be profiles or model, was 'both'");
    assertOneLine(CliRun.of("simulate", "--policy", "MaxUPE", "--offers", "profiles", "--profiles",
        folder.resolve("none").toString(), "-o", out.toString()), ExitStatus.USAGE, out,
        "valen simulate: --offers profiles: there is no profiles folder " + folder.resolve("none"));
  }
}
