package org.valen.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.NullNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** {@code valen profit generate|run|bench} as a user runs them: the bundled bag, a user's files, bad input. */
class ProfitCommandsTest {
  private static final ObjectMapper JSON = new ObjectMapper();
  @TempDir Path folder;
  private Path bag;

  @BeforeEach
  void generateASmallBag() {
    bag = folder.resolve("bag");
    CliRun gen = CliRun.of("profit", "generate", "--seed", "4", "--tasks", "900", "--idle-fraction", "0.05", "-o",
        bag.toString());
    assertThat(gen.status()).as(gen.err()).isZero();
  }

  @Test
  void shouldSolveTheBundledBagAndAgreeWithTheKernel() {
    Path out = folder.resolve("run");
    CliRun run = CliRun.of("profit", "run", "--power-cap", "55000", "--kernel-check", "-o", out.toString());
    assertThat(run.status()).as(run.err()).isZero();
    assertThat(run.out()).startsWith("paper003-system-1: 11000 tasks of 30 types on 360 machines of 9 types")
        .contains("upper bound (LP 10)").contains("lower bound (Alg. 1+2)").contains("kernel check: 11000 of 11000")
        .contains(": equal");
    assertThat(out.resolve("result.json")).content().contains("\"format\": \"valen.profit-result\"")
        .contains("\"upperBound\"");
    assertThat(out.resolve("allocation.csv")).content().startsWith("task_type,machine_type,etc_s,apc_w,lp_tasks,tasks");
    assertThat(out.resolve("machines.csv")).content().hasLineCount(361);
  }

  @Test
  void shouldSolveAUsersBagTheSameWayTwice() throws IOException {
    CliRun first = CliRun.of("profit", "run", bag.resolve("bag.json").toString(), "-o", folder.resolve("a").toString());
    CliRun second = CliRun.of("profit", "run", bag.resolve("bag.json").toString(), "--gamma", "1.2", "-o",
        folder.resolve("b").toString());
    assertThat(first.status()).as(first.err()).isZero();
    assertThat(second.status()).as(second.err()).isZero();
    assertThat(Files.readString(folder.resolve("a/machines.csv"))).isEqualTo(Files.readString(folder.resolve("b/machines.csv")));
  }

  @Test
  void shouldSayWhenTheBagIsBestNotProcessed() {
    CliRun run = CliRun.of("profit", "run", bag.resolve("bag.json").toString(), "--gamma", "0.2");
    assertThat(run.status()).as(run.err()).isZero();
    assertThat(run.out()).contains("best not processed: LP (10) gives r* = 0");
  }

  @ParameterizedTest(name = "{0}")
  @CsvSource(delimiter = '|', value = {
    "negative ETC | catalogue.json | executionModel.timeSeconds.0.0.0=-5 | $.executionModel.timeSeconds[0][0][0]: found -5",
    "negative APC | catalogue.json | executionModel.powerWatts.0.1.0=-5 | $.executionModel.powerWatts[0][1][0]: found -5",
    "missing ETC  | catalogue.json | executionModel.timeSeconds.0.0=drop | $.executionModel.timeSeconds[0]: found 8 columns",
    "no machine   | catalogue.json | executionModel.timeSeconds.1=none | which no machine type of platform",
    "zero machines| platform.json  | nodes.0.cores=0 | $.nodes[0].cores: found 0",
    "negative c   | bag.json       | economics.energyCostPerJoule=-1 | $.economics.energyCostPerJoule: found -1",
    "negative p   | bag.json       | economics.profitRatio=-2 | $.economics.profitRatio: found -2"
  })
  void shouldRefuseBadInputInOneLinePerProblemWithStatusTwo(String what, String file, String edit, String message)
      throws IOException {
    edit(bag.resolve(file), edit);
    Path out = folder.resolve("out");
    CliRun run = CliRun.of("profit", "run", bag.resolve("bag.json").toString(), "-o", out.toString());
    assertThat(run.status()).as(run.out() + run.err()).isEqualTo(ExitStatus.USAGE);
    assertThat(run.err()).contains(message).doesNotContain("Exception").doesNotContain("internal error");
    assertThat(out).doesNotExist();
    CliRun validate = CliRun.of("validate", bag.resolve("bag.json").toString());
    assertThat(validate.status()).isEqualTo(ExitStatus.USAGE);
    assertThat(validate.err()).contains(message);
  }

  @Test
  void shouldRefuseACapBelowTheIdlePowerAndNegativeOptions() {
    CliRun cap = CliRun.of("profit", "run", bag.resolve("bag.json").toString(), "--power-cap", "100");
    assertThat(cap.status()).isEqualTo(ExitStatus.USAGE);
    assertThat(cap.err()).contains("the power cap 100.000 W is below the total idle power of the machines");
    CliRun price = CliRun.of("profit", "run", "--price", "-3");
    assertThat(price.status()).isEqualTo(ExitStatus.USAGE);
    assertThat(price.err()).contains("--price must be an amount of money per bag: a finite number >= 0, was -3.0");
    CliRun bench = CliRun.of("profit", "bench", "--runs", "0");
    assertThat(bench.status()).isEqualTo(ExitStatus.USAGE);
  }

  @Test
  void shouldTimeSmallBags() {
    CliRun bench = CliRun.of("profit", "bench", "--tasks", "1000,2000", "--warmups", "1", "--runs", "3");
    assertThat(bench.status()).as(bench.err()).isZero();
    assertThat(bench.out()).contains("median (ms)").containsPattern("\\n\\s+1000 ").containsPattern("\\n\\s+2000 ");
  }

  /** Applies {@code path=value} to a JSON file: a number, {@code drop} (remove) or {@code none} (a row of nulls). */
  private static void edit(Path file, String edit) throws IOException {
    String[] parts = edit.split("=");
    ObjectNode root = (ObjectNode) JSON.readTree(file.toFile());
    String[] keys = parts[0].split("\\.");
    com.fasterxml.jackson.databind.JsonNode parent = root;
    for (int k = 0; k < keys.length - 1; k++) {
      parent = parent.isArray() ? parent.get(Integer.parseInt(keys[k])) : parent.get(keys[k]);
    }
    String last = keys[keys.length - 1];
    if (parent instanceof ArrayNode array) {
      int index = Integer.parseInt(last);
      switch (parts[1]) {
        case "drop" -> array.remove(index);
        case "none" -> {
          ArrayNode row = (ArrayNode) array.get(index);
          for (int j = 0; j < row.size(); j++) {
            row.set(j, JSON.createArrayNode().add(NullNode.getInstance()));
          }
        }
        default -> array.set(index, JSON.getNodeFactory().numberNode(Double.parseDouble(parts[1])));
      }
    } else {
      ((ObjectNode) parent).put(last, Double.parseDouble(parts[1]));
    }
    Files.writeString(file, JSON.writerWithDefaultPrettyPrinter().writeValueAsString(root));
  }
}
