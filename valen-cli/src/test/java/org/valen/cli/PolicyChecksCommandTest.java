package org.valen.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Policies' options and needs as the commands show and check them: refused before anything runs,
 * one line per problem, exit status 2, nothing written; options that reach the policy.
 */
class PolicyChecksCommandTest {
  @TempDir static Path profiles;
  @TempDir Path folder;

  @BeforeAll
  static void writeProfiles() {
    BundledInputs.writeProfiles(profiles);
  }

  private Path workload() {
    return BundledInputs.workload(folder, 2);
  }

  /** Exit status 2, exactly these lines on standard error, nothing in {@code out}. */
  private static void assertRefused(CliRun run, Path out, String... lines) {
    assertThat(run.status()).as(run.out()).isEqualTo(ExitStatus.USAGE);
    assertThat(run.err().lines()).containsExactly(lines);
    assertThat(out).doesNotExist();
  }

  @Test
  void shouldListEveryPolicyOnOneAlignedLineWithAFootnotePerSharedOptionBlock() {
    CliRun all = CliRun.of("policies");
    assertThat(all.status()).isZero();
    List<String> lines = all.out().lines().toList();
    List<String> table = lines.subList(0, lines.indexOf(""));
    assertThat(table.get(0)).startsWith("policy ").contains(" paper ").contains(" needs ").contains(" options");
    int paper = table.get(0).indexOf("paper");
    int needs = table.get(0).indexOf("needs");
    for (String line : table) { // names of any length keep the columns aligned
      assertThat(line.charAt(paper - 1)).as(line).isEqualTo(' ');
      assertThat(line.substring(paper, paper + 3)).as(line).matches("pap|\\d{3}|-  ");
      assertThat(line.charAt(needs - 1)).as(line).isEqualTo(' ');
    }
    assertThat(table).anySatisfy(l -> assertThat(l).startsWith("P004-MaxUtil-Greedy ").contains(" 004 "));
    assertThat(table).anySatisfy(l -> assertThat(l).startsWith("ValEnAdaptOpt ").contains("design-time profiles"));
    assertThat(table).anySatisfy(l -> assertThat(l).startsWith("TestNeedsOneCore ")
        .contains("nodes of one core, one-task jobs"));
    assertThat(table).as("the old needsProfiles() of an earlier provider drives its needs")
        .anySatisfy(l -> assertThat(l).startsWith("TestOldNeedsProfiles ").contains("design-time profiles"));
    assertThat(table).filteredOn(l -> l.startsWith("MaxUPE ")).singleElement().asString().endsWith("[a] 9");
    assertThat(lines).anySatisfy(l -> assertThat(l).startsWith("[a] the 12 policies marked [a] take 9 options:"
        + " environment, filter,"));
    assertThat(lines.size()).as("one line a policy, not a block of options each").isLessThan(table.size() + 8);
    CliRun one = CliRun.of("policies", "ValEnAdaptOpt");
    assertThat(one.status()).isZero();
    assertThat(one.out().lines()).hasSize(12).first().asString().startsWith("ValEnAdaptOpt  paper 001 Algorithm 1");
    assertThat(one.out()).contains("\n    checkpointSeconds=NUMBER > 0 (default 300): seconds between checkpoints")
        .contains("\n    needs design-time profiles\n");
    CliRun unknown = CliRun.of("policies", "Nope");
    assertThat(unknown.status()).isEqualTo(ExitStatus.USAGE);
    assertThat(unknown.err().lines()).singleElement().asString().startsWith("valen policies: unknown policy 'Nope'; known: ");
  }

  @Test
  void shouldListTheExperimentsInAlignedColumnsWhateverTheLengthOfTheirNames() {
    CliRun list = CliRun.of("experiment", "--list");
    assertThat(list.status()).isZero();
    List<String> lines = list.out().lines().toList();
    assertThat(lines).anySatisfy(l -> assertThat(l).startsWith("paper001-sensitivity "));
    int column = lines.get(0).indexOf("  ") + lines.get(0).substring(lines.get(0).indexOf("  ")).indexOf(
        lines.get(0).substring(lines.get(0).indexOf("  ")).strip());
    for (String line : lines) {
      assertThat(line.charAt(column - 1)).as(line).isEqualTo(' ');
      assertThat(line.charAt(column)).as(line).isNotEqualTo(' ');
    }
  }

  /** {@code valen simulate --policy ValEnAdaptOpt --option OPTION} is refused in {@code line} alone. */
  private void assertOptionRefused(String option, String line) {
    Path out = folder.resolve("out");
    assertRefused(CliRun.of("simulate", "--policy", "ValEnAdaptOpt", "--profiles", profiles.toString(), "--option",
        option, "-o", out.toString()), out, "valen simulate: " + line);
  }

  @Test
  void shouldTakePolicyAndOptionNamesAsWrittenAndNameTheRightCase() {
    assertRefused(CliRun.of("policies", "valenadaptopt"), folder.resolve("out"), "valen policies: unknown policy"
        + " 'valenadaptopt'; did you mean ValEnAdaptOpt? (policy and option names are case-sensitive)");
    assertOptionRefused("CheckpointSeconds=600", "policy ValEnAdaptOpt takes no option 'CheckpointSeconds'; did you"
        + " mean checkpointSeconds? (option names are case-sensitive)");
  }

  @Test
  void shouldRefuseAnOptionOutOfItsRangeBeforeTheRun() {
    assertOptionRefused("deviationThreshold=1.5", "policy ValEnAdaptOpt: option deviationThreshold was '1.5',"
        + " expected a number from 0 to 1");
    assertOptionRefused("checkpointSeconds=0", "policy ValEnAdaptOpt: option checkpointSeconds was '0', expected a"
        + " number > 0");
  }

  @Test
  void shouldRefuseAnOldProviderWithoutProfilesAsItsOldNeedSays() {
    Path out = folder.resolve("out");
    assertRefused(CliRun.of("simulate", "--policy", "TestOldNeedsProfiles", "--profiles", folder.resolve("none")
        .toString(), "-o", out.toString()), out, "valen simulate: policy TestOldNeedsProfiles needs design-time profiles:"
        + " there is no profiles folder " + folder.resolve("none") + " (make profiles with valen profile, or give --profiles)");
  }

  @Test
  void shouldRefuseOptionsThePolicyDoesNotTakeOrBadValues() {
    Path out = folder.resolve("out");
    assertRefused(CliRun.of("simulate", "--policy", "ValEnAdaptOpt", "--profiles", profiles.toString(),
        "--option", "checkpointSecond=600", "-o", out.toString()), out,
        "valen simulate: policy ValEnAdaptOpt takes no option 'checkpointSecond'; its options: checkpointSeconds,"
            + " deviationThreshold, maxAdaptationsPerJob, extrapolateDeviation, profilePoint, budgetJoules,"
            + " budgetPeriodSeconds, robustnessThreshold, robustnessJobCv, robustnessTaskCv");
    assertRefused(CliRun.of("simulate", "--policy", "ValOpt", "--option", "checkpointSeconds=600", "--option", "a=b",
        "-o", out.toString()), out,
        "valen simulate: policy ValOpt takes no option 'a' (it takes none)",
        "valen simulate: policy ValOpt takes no option 'checkpointSeconds' (it takes none)");
    assertRefused(CliRun.of("simulate", "--policy", "ValEnAdaptOpt", "--profiles", profiles.toString(),
        "--option", "checkpointSeconds=often", "-o", out.toString()), out,
        "valen simulate: policy ValEnAdaptOpt: option checkpointSeconds was 'often', expected a number > 0");
  }

  @Test
  void shouldRefuseUnmetNeedsNamingThePolicyAndWhatIsMissing() {
    Path out = folder.resolve("out");
    assertRefused(CliRun.of("simulate", "--policy", "TestNeedsOneCore", "-o", out.toString()), out,
        "valen simulate: policy TestNeedsOneCore needs nodes of one core: node node-1 of platform paper001-3x10 has 10 cores",
        "valen simulate: policy TestNeedsOneCore needs one-task jobs: template job-01 of catalogue paper001-example has 9 tasks");
    assertRefused(CliRun.of("simulate", "--policy", "ValEnJoinOpt", "--profiles", folder.resolve("none").toString(),
        "-o", out.toString()), out, "valen simulate: policy ValEnJoinOpt needs design-time profiles: there is no profiles"
        + " folder " + folder.resolve("none") + " (make profiles with valen profile, or give --profiles)");
  }

  @Test
  void shouldGiveTheOptionToThePolicyAndSayWhereOffersComeFrom() throws Exception {
    Path w = workload();
    for (String seconds : new String[] {"60", "1800"}) {
      CliRun run = CliRun.of("simulate", "--workload", w.toString(), "--profiles", profiles.toString(), "--policy",
          "ValEnAdaptOpt", "--option", "checkpointSeconds=" + seconds, "-o", folder.resolve(seconds).toString());
      assertThat(run.status()).as(run.err()).isZero();
      assertThat(run.out()).contains("offers from design-time profiles in " + profiles);
    }
    assertThat(Files.readString(folder.resolve("60/jobs.csv"))).isNotEqualTo(Files.readString(folder.resolve("1800/jobs.csv")));
    CliRun model = CliRun.of("simulate", "--workload", w.toString(), "--profiles", folder.resolve("none").toString(),
        "--policy", "ValOpt", "-o", folder.resolve("model").toString());
    assertThat(model.status()).as(model.err()).isZero();
    assertThat(model.out()).contains("offers from the execution model");
  }

  @Test
  void shouldRefuseADemoOptionThatNoPolicyTakes() {
    Path out = folder.resolve("demo");
    assertRefused(CliRun.of("demo", "--profiles", profiles.toString(), "--option", "colour=red", "-o", out.toString()), out,
        "valen demo: no policy of the demo takes option 'colour'; their options: profilePoint (ValEnJoinOpt),"
            + " budgetJoules (ValEnJoinOpt), budgetPeriodSeconds (ValEnJoinOpt), robustnessThreshold (ValEnJoinOpt),"
            + " robustnessJobCv (ValEnJoinOpt), robustnessTaskCv (ValEnJoinOpt),"
            + " checkpointSeconds (ValEnAdaptOpt), deviationThreshold (ValEnAdaptOpt), maxAdaptationsPerJob (ValEnAdaptOpt),"
            + " extrapolateDeviation (ValEnAdaptOpt), profilePoint (ValEnAdaptOpt), budgetJoules (ValEnAdaptOpt),"
            + " budgetPeriodSeconds (ValEnAdaptOpt), robustnessThreshold (ValEnAdaptOpt), robustnessJobCv (ValEnAdaptOpt),"
            + " robustnessTaskCv (ValEnAdaptOpt)");
    assertRefused(CliRun.of("demo", "--profiles", profiles.toString(), "--option", "checkpointSeconds=-", "-o",
        out.toString()), out, "valen demo: policy ValEnAdaptOpt: option checkpointSeconds was '-', expected a number > 0");
  }

  @Test
  void shouldRefuseThreadsSeedsAndDaysOutOfRange() {
    Path out = folder.resolve("e");
    assertRefused(CliRun.of("experiment", "paper001-fig5", "--threads", "-1", "-o", out.toString()), out,
        "valen experiment: --threads must be at least 1, was -1");
    assertRefused(CliRun.of("experiment", "paper001-fig5", "--threads", "0", "--seeds", "0", "--days", "-2",
        "-o", out.toString()), out, "valen experiment: --threads must be at least 1, was 0",
        "valen experiment: --seeds must be at least 1, was 0", "valen experiment: --days must be a number > 0, was -2.0");
  }

  @Test
  void shouldRefuseANamedExperimentWhosePoliciesLackProfiles() {
    Path out = folder.resolve("e");
    Path none = folder.resolve("none");
    String why = "; expected a setup that meets its needs: there is no profiles folder " + none
        + " (make profiles with valen profile, or give --profiles)";
    assertRefused(CliRun.of("experiment", "paper001-fig6", "--profiles", none.toString(), "-o", out.toString()), out,
        "experiment paper001-fig6: policy ValEnJoinOpt: found policy ValEnJoinOpt, which needs design-time profiles" + why,
        "experiment paper001-fig6: policy ValEnAdaptOpt: found policy ValEnAdaptOpt, which needs design-time profiles" + why);
  }
}
