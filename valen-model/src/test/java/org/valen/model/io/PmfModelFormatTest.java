package org.valen.model.io;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.valen.model.exec.DiscretePmf;
import org.valen.model.exec.PmfModel;
import org.valen.model.job.Catalogue;
import org.valen.model.job.JobTemplate;
import org.valen.model.job.Task;
import org.valen.model.platform.CoreType;
import org.valen.model.platform.PState;
import org.valen.model.value.StepCurve;

/** Paper 002's pmf model in a catalogue: write → read → equal, and one clear line per bad pmf. */
class PmfModelFormatTest {
  @TempDir Path folder;

  private static DiscretePmf pmf(double first, double... p) {
    return DiscretePmf.of(60, first, p);
  }

  static PmfModel model(double[][][] power) {
    DiscretePmf[][][] pmfs = {
        {{pmf(600, 0.25, 0.5, 0.25), pmf(720, 0.5, 0.5)}, {pmf(300, 1), pmf(360, 0.125, 0.875)}},
        {{pmf(60, 0.5, 0.5), pmf(120, 1)}, null}};
    return new PmfModel(60, List.of("a", "b"), List.of("n1", "n2"), pmfs, power);
  }

  private static Catalogue catalogue(PmfModel model) {
    JobTemplate ta = JobTemplate.builder("ta").task("t", "a", 1).valueCurve(StepCurve.hardDeadline(1, 1800)).build();
    JobTemplate tb = JobTemplate.builder("tb").task("t", "b", 1).valueCurve(StepCurve.hardDeadline(1, 900)).build();
    return new Catalogue("pmfs", Optional.empty(), model, List.of(ta, tb));
  }

  @Test
  void shouldRoundTripPmfsWithAndWithoutAPowerMatrix() {
    for (double[][][] power : new double[][][][] {null, {{{100, 60}, {90, 50}}, {{80, 40}, null}}}) {
      Catalogue c = catalogue(model(power));
      Path file = folder.resolve("c.json");
      ValenFiles.write(file, c);
      Catalogue read = ValenFiles.readCatalogue(file.toString());
      assertThat(read).isEqualTo(c);
      assertThat(ValenFiles.toText(read)).isEqualTo(ValenFiles.toText(c));
    }
  }

  @Test
  void shouldTakePowerFromTheCoreTypeWithoutAMatrixAndMeansAsExpectedTimes() {
    PmfModel m = model(null);
    CoreType n1 = CoreType.of("n1", List.of(new PState(2e9, 1.4, 130), new PState(1.6e9, 1.2, 80)), 0);
    CoreType n2 = CoreType.of("n2", List.of(new PState(2e9, 1.4, 120), new PState(1.6e9, 1.2, 70)), 0);
    Task a = new Task("t", "a", 1);
    Task b = new Task("t", "b", 1);
    assertThat(m.dynamicPowerWatts(a, n1, 1)).isEqualTo(80);
    assertThat(m.timeSeconds(a, n1, 0)).isEqualTo(660);
    assertThat(m.canRun(b, n2)).isFalse();
    assertThat(m.timeSeconds(b, n2, 0)).isEqualTo(Double.POSITIVE_INFINITY);
    assertThat(m.problemOn(n1)).isEmpty();
    CoreType three = CoreType.of("n1", List.of(new PState(2e9, 1.4, 130), new PState(1.6e9, 1.2, 80),
        new PState(1e9, 1.0, 30)), 0);
    assertThat(m.problemOn(three)).contains("core type n1 has 3 P-states and the execution model gives pmfs for 2");
    assertThat(m.problemOn(CoreType.of("x", List.of(new PState(1e9, 1, 1)), 0))).get().asString()
        .contains("no pmfs for core type x");
  }

  private static String catalogueText(String pmfs) {
    return "{\"format\": \"valen.catalogue\", \"version\": 1, \"name\": \"bad\","
        + " \"executionModel\": {\"kind\": \"pmf\", \"stepSeconds\": 60, \"taskTypes\": [\"a\"],"
        + " \"coreTypes\": [\"n1\", \"n2\"], \"pmfs\": [" + pmfs + "]},"
        + " \"templates\": [{\"id\": \"ta\", \"tasks\": [{\"id\": \"t\", \"type\": \"a\", \"referenceSeconds\": 1}],"
        + " \"edges\": [], \"valueCurve\": {\"kind\": \"step\", \"steps\": [{\"untilSeconds\": 1800, \"value\": 1}]}}]}";
  }

  private static Problem onlyProblem(String pmfs) {
    String file = TempJson.write(catalogueText(pmfs));
    List<Problem> problems = ValenFiles.validate(file);
    assertThat(problems).as("problems of %s", pmfs).hasSize(1);
    assertThatThrownBy(() -> ValenFiles.readCatalogue(file)).isInstanceOf(InvalidInputException.class);
    return problems.get(0);
  }

  @Test
  void shouldAcceptAValidPmfCatalogue() {
    assertThat(ValenFiles.validate(TempJson.write(catalogueText(
        "[[{\"firstSeconds\": 600, \"probabilities\": [0.5, 0.5]}], null]")))).isEmpty();
  }

  @Test
  void shouldRefuseAPmfThatDoesNotSumToOne() {
    Problem p = onlyProblem("[[{\"firstSeconds\": 600, \"probabilities\": [0.5, 0.4]}], null]");
    assertThat(p.location()).isEqualTo("$.executionModel.pmfs[0][0][0].probabilities");
    assertThat(p.found()).isEqualTo("probabilities that sum to 0.9");
    assertThat(p.expected()).isEqualTo("probabilities that sum to 1 (within 1e-9)");
  }

  @Test
  void shouldRefuseNegativeTimesAndProbabilities() {
    Problem time = onlyProblem("[[{\"firstSeconds\": -60, \"probabilities\": [1]}], null]");
    assertThat(time.location()).isEqualTo("$.executionModel.pmfs[0][0][0].firstSeconds");
    assertThat(time.found()).isEqualTo("-60");
    assertThat(time.expected()).isEqualTo("a finite number >= 0");
    Problem probability = onlyProblem("[[{\"firstSeconds\": 60, \"probabilities\": [1.5, -0.5]}], null]");
    assertThat(probability.location()).isEqualTo("$.executionModel.pmfs[0][0][0].probabilities[1]");
  }

  @Test
  void shouldRefuseAPStateTableWithAMissingLevel() {
    Problem p = onlyProblem("[[{\"firstSeconds\": 60, \"probabilities\": [1]}, {\"firstSeconds\": 120, \"probabilities\": [1]}],"
        + " [{\"firstSeconds\": 60, \"probabilities\": [1]}]]");
    assertThat(p.location()).isEqualTo("$.executionModel.pmfs[0][1]");
    assertThat(p.found()).isEqualTo("1 P-states");
    assertThat(p.expected()).isEqualTo("2 P-states, as 1 of 2 cells (a level is missing or extra)");
  }

  @Test
  void shouldRefuseAPmfOffTheModelsGrid() {
    Problem p = onlyProblem("[[{\"firstSeconds\": 90, \"probabilities\": [1]}], null]");
    assertThat(p.location()).isEqualTo("$.executionModel.pmfs[0][0][0].firstSeconds");
    assertThat(p.expected()).startsWith("a multiple of stepSeconds (60.0 s)");
  }
}
