package org.valen.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.params.provider.ValueSource;
import org.valen.model.TestFiles;
import org.valen.model.io.ValenFiles;
import picocli.CommandLine;

class CommandLineTest {
  @TempDir Path folder;

  static Stream<String> everyCommand() {
    List<String> names = new ArrayList<>();
    collect(ValenCommand.commandLine(new String[] {"help"}), "", names); // every subcommand in full
    return names.stream();
  }

  private static void collect(CommandLine cli, String prefix, List<String> into) {
    into.add(prefix.trim());
    cli.getSubcommands().forEach((name, sub) -> {
      if (!name.equals("help")) {
        collect(sub, prefix + " " + name, into);
      }
    });
  }

  @ParameterizedTest(name = "valen {0} --help")
  @MethodSource("everyCommand")
  void shouldPrintHelpForEveryCommand(String command) {
    List<String> args = new ArrayList<>(command.isEmpty() ? List.of() : List.of(command.split(" ")));
    args.add("--help");
    CliRun run = CliRun.of(args.toArray(String[]::new));
    assertThat(run.status()).isZero();
    assertThat(run.out()).contains("Usage: valen");
  }

  @ParameterizedTest(name = "valen {0}: header is whole sentences")
  @MethodSource("everyCommand")
  void shouldSummariseEveryCommandInWholeSentences(String command) {
    if (command.isEmpty()) {
      return;
    }
    String[] path = command.split(" ");
    CommandLine cli = HelpLayout.apply(ValenCommand.commandLine(new String[] {"help"}));
    for (String name : path) {
      cli = cli.getSubcommands().get(name);
    }
    String[] header = cli.getCommandSpec().usageMessage().header();
    assertThat(header).as(command).hasSize(1);
    assertThat(header[0]).as(command).matches("(?s)[A-Z].*[.)]");
  }

  @Test
  void shouldListEveryCommandWithoutCuttingItsSummary() {
    CliRun run = CliRun.of("--help");
    String list = run.out().substring(run.out().indexOf("Commands:"));
    for (String entry : list.split("\n  (?=\\S)")) {
      if (!entry.startsWith("Commands:")) {
        assertThat(entry.strip()).as(entry).endsWith(".");
      }
    }
  }

  @Test
  void shouldReportAParseErrorInOneLineWithAHintAndTheWholeCommandPath() {
    CliRun unknown = CliRun.of("plot", "gantt", "RUN", "--to", "1h", "-o", "g.png", "--colr", "level");
    assertThat(unknown.status()).isEqualTo(2);
    assertThat(unknown.err().lines()).hasSize(2);
    assertThat(unknown.err()).startsWith("valen plot gantt: Unknown option")
        .contains("Did you mean --color").contains("'valen plot gantt --help'");
    CliRun missing = CliRun.of("paper000", "run", "-o", folder.toString());
    assertThat(missing.status()).isEqualTo(2);
    assertThat(missing.err().lines()).containsExactly(
        "valen paper000 run: Missing required option: '--heuristic=<heuristic>'", "Try 'valen paper000 run --help'.");
    CliRun badValue = CliRun.of("simulate", "--policy", "ValOpt", "-o", folder.toString(), "--seed", "abc");
    assertThat(badValue.err().lines()).hasSize(2).first().asString().startsWith("valen simulate: Invalid value");
    CliRun negative = CliRun.of("simulate", "--policy", "ValOpt", "-o", folder.toString(), "--variability", "-0.2,0.1");
    assertThat(negative.status()).isEqualTo(2);
    assertThat(negative.err()).startsWith("valen simulate: --variability must be JOB,TASK").contains("'-0.2,0.1'")
        .doesNotContain("jobCv");
  }

  @ParameterizedTest(name = "{0}")
  @ValueSource(strings = {
      "cyclic-catalogue.json", "negative-time-catalogue.json", "nan-time-catalogue.json",
      "increasing-curve-catalogue.json", "soft-deadline-zero-before-deadline-catalogue.json",
      "unknown-template-workload.json", "duplicate-arrival-workload.json", "duplicate-template-catalogue.json",
      "unknown-field-catalogue.json", "unknown-version-catalogue.json", "malformed-catalogue.json",
      "negative-arrival-workload.json", "unknown-edge-task-catalogue.json"})
  void shouldRejectBadInputWithOneLineAndStatus2(String name) {
    String file = TestFiles.resource("bad/" + name);
    CliRun run = CliRun.of("validate", file);
    assertThat(run.status()).isEqualTo(2);
    assertThat(run.err().lines()).hasSize(1);
    assertThat(run.err()).startsWith(file + ": ").contains(": found ").contains("; expected ");
    assertThat(run.err()).doesNotContain("Exception").doesNotContain("\tat ");
  }

  @Test
  void shouldAcceptValidFiles() {
    CliRun run = CliRun.of("validate", TestFiles.resource("good/small-workload.json"), "bundled:paper001-catalogue.json");
    assertThat(run.status()).isZero();
    assertThat(run.out()).contains("ok (valen.workload version 1)").contains("ok (valen.catalogue version 1)");
  }

  @Test
  void shouldGenerateFilesThatValidate() {
    Path platform = folder.resolve("p.json");
    Path catalogue = folder.resolve("c.json");
    Path workload = folder.resolve("sub/w.json");
    assertThat(CliRun.of("generate", "platform", "--preset", "rk3399", "--nodes", "2", "--cores", "4", "-o", platform.toString()).status()).isZero();
    assertThat(CliRun.of("generate", "catalogue", "--templates", "5", "--tasks", "3..4", "--seed", "9", "-o", catalogue.toString()).status()).isZero();
    CliRun w = CliRun.of("generate", "workload", "--catalogue", catalogue.toString(), "--platform", platform.toString(),
        "--days", "2", "--seed", "3", "-o", workload.toString());
    assertThat(w.status()).as(w.err()).isZero();
    assertThat(CliRun.of("validate", platform.toString(), catalogue.toString(), workload.toString()).status()).isZero();
    var loaded = ValenFiles.readWorkload(workload.toString());
    assertThat(loaded.workload().catalogueReference()).isEqualTo("../c.json");
    assertThat(loaded.catalogue().templates()).hasSize(5);
    assertThat(loaded.workload().provenance().orElseThrow().seed()).isEqualTo(3);
  }

  @Test
  void shouldWriteNothingWhenAnInputIsBad() {
    Path workload = folder.resolve("w.json");
    CliRun run = CliRun.of("generate", "workload", "--catalogue", TestFiles.resource("bad/cyclic-catalogue.json"),
        "--platform", "bundled:paper001-platform.json", "-o", workload.toString());
    assertThat(run.status()).isEqualTo(2);
    assertThat(run.err()).contains("cycle");
    assertThat(workload).doesNotExist();
  }

  @Test
  void shouldRefuseBadOptionValuesWithStatus2AndNoStackTrace() {
    CliRun run = CliRun.of("generate", "workload", "--catalogue", "bundled:paper001-catalogue.json",
        "--platform", "bundled:paper001-platform.json", "--load", "-1", "-o", folder.resolve("w.json").toString());
    assertThat(run.status()).isEqualTo(2);
    assertThat(run.err()).contains("load must be a finite number > 0").doesNotContain("\tat ");
    assertThat(folder.resolve("w.json")).doesNotExist();
  }

  @Test
  void shouldPrintStackTraceOnlyWhenVerbose() {
    CliRun verbose = CliRun.of("generate", "platform", "--nodes", "0", "-o", folder.resolve("p.json").toString(), "--verbose");
    assertThat(verbose.status()).isEqualTo(2);
    assertThat(verbose.err()).contains("\tat ");
  }

  @Test
  void shouldRefuseUnknownOptionsWithStatus2() {
    assertThat(CliRun.of("validate", "--frobnicate", "x").status()).isEqualTo(2);
    assertThat(CliRun.of("generate", "catalogue", "--tasks", "9..3", "-o", "x.json").status()).isEqualTo(2);
  }

  @Test
  void shouldNameTheHeapAndHowToGiveItMoreWhenItRunsOut() {
    assertThat(Main.outOfMemory(700L << 20)).startsWith("valen: out of memory: ").contains("heap's 700 MB")
        .contains("VALEN_JAVA_OPTS=-Xmx").doesNotContain("\n");
  }

  @Test
  void shouldNameABrokenPluginInOneLine(@TempDir Path dir) throws Exception {
    Path services = dir.resolve("META-INF/services");
    Files.createDirectories(services);
    Files.writeString(services.resolve("org.valen.runtime.policy.PolicyFamily"), "no.such.Family\n");
    Thread thread = Thread.currentThread();
    ClassLoader before = thread.getContextClassLoader();
    StringWriter out = new StringWriter();
    StringWriter err = new StringWriter();
    int status;
    try (URLClassLoader plugin = new URLClassLoader(new URL[] {dir.toUri().toURL()}, before)) {
      thread.setContextClassLoader(plugin); // ServiceLoader looks there
      status = Main.run(new String[] {"policies"}, new PrintWriter(out), new PrintWriter(err));
    } finally {
      thread.setContextClassLoader(before);
    }
    assertThat(status).isEqualTo(ExitStatus.USAGE);
    assertThat(err.toString().strip()).startsWith("valen: a policy plugin on the class path cannot be loaded: ")
        .contains("no.such.Family").doesNotContain("\n").doesNotContain("at java.");
    assertThat(out.toString()).isEmpty();
  }
}
