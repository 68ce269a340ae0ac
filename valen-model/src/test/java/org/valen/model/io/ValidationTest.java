package org.valen.model.io;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.valen.model.TestFiles;

/** One test per kind of bad input: each gets its own clear message with file and location. */
class ValidationTest {

  private static List<Problem> problemsOf(String resource) {
    return ValenFiles.validate(TestFiles.resource(resource));
  }

  private static Problem onlyProblemOf(String resource) {
    List<Problem> problems = problemsOf(resource);
    assertThat(problems).as("problems of %s", resource).hasSize(1);
    return problems.get(0);
  }

  @Test
  void shouldAcceptValidFiles() {
    assertThat(problemsOf("good/small-catalogue.json")).isEmpty();
    assertThat(problemsOf("good/small-workload.json")).isEmpty();
  }

  @Test
  void shouldNameTheCycleAndTheEdgeClosingIt() {
    Problem p = onlyProblemOf("bad/cyclic-catalogue.json");
    assertThat(p.file()).endsWith("cyclic-catalogue.json");
    assertThat(p.location()).isEqualTo("$.templates[0].edges[4]");
    assertThat(p.found()).contains("cycle").contains("a -> ").contains("d -> a");
    assertThat(p.expected()).contains("acyclic");
  }

  @Test
  void shouldRefuseAVersion1ProfileNamingTheCommandThatMakesProfilesAgain() {
    Problem p = onlyProblemOf("bad/version1-profile.json");
    assertThat(p.file()).endsWith("version1-profile.json");
    assertThat(p.location()).isEqualTo("$.version");
    assertThat(p.found()).isEqualTo("1");
    assertThat(p.expected()).startsWith("version 3 of valen.profile")
        .endsWith("make profiles again with: valen profile --platform PLATFORM --catalogue CATALOGUE --output FOLDER");
  }

  @Test
  void shouldRefuseAVersion2ProfileWithoutTaskOrdersNamingTheCommandThatMakesProfilesAgain() {
    Problem p = onlyProblemOf("bad/version2-profile.json");
    assertThat(p.location()).isEqualTo("$.version");
    assertThat(p.found()).isEqualTo("2");
    assertThat(p.expected()).startsWith("version 3 of valen.profile").contains("make profiles again with: valen profile");
  }

  @Test
  void shouldRejectNegativeTime() {
    Problem p = onlyProblemOf("bad/negative-time-catalogue.json");
    assertThat(p.location()).isEqualTo("$.templates[0].tasks[1].referenceSeconds");
    assertThat(p.found()).isEqualTo("-5.0");
    assertThat(p.expected()).isEqualTo("a finite number >= 0");
  }

  @Test
  void shouldRejectNaNTime() {
    Problem p = onlyProblemOf("bad/nan-time-catalogue.json");
    assertThat(p.location()).isEqualTo("$.templates[0].tasks[1].referenceSeconds");
    assertThat(p.found()).isEqualTo("NaN");
  }

  @Test
  void shouldRejectIncreasingPiecewiseCurve() {
    Problem p = onlyProblemOf("bad/increasing-curve-catalogue.json");
    assertThat(p.location()).isEqualTo("$.templates[0].valueCurve.points[1].value");
    assertThat(p.found()).startsWith("8.0, above the previous point's 5.0");
    assertThat(p.expected()).isEqualTo("a non-increasing value curve");
  }

  @Test
  void shouldRejectSoftDeadlineThatReachesZeroBeforeItsDeadline() {
    Problem p = onlyProblemOf("bad/soft-deadline-zero-before-deadline-catalogue.json");
    assertThat(p.location()).isEqualTo("$.templates[0].valueCurve.zeroValueSeconds");
    assertThat(p.found()).contains("not after the deadline 600.0");
  }

  @Test
  void shouldRejectArrivalOfUnknownTemplate() {
    Problem p = onlyProblemOf("bad/unknown-template-workload.json");
    assertThat(p.location()).isEqualTo("$.arrivals[1].template");
    assertThat(p.found()).isEqualTo("\"nosuchjob\"");
    assertThat(p.expected()).contains("template of catalogue");
  }

  @Test
  void shouldRejectDuplicateArrivalIds() {
    Problem p = onlyProblemOf("bad/duplicate-arrival-workload.json");
    assertThat(p.location()).isEqualTo("$.arrivals[1].id");
    assertThat(p.found()).contains("\"j1\", already the arrival id of $.arrivals[0]");
  }

  @Test
  void shouldRejectNegativeArrivalTime() {
    Problem p = onlyProblemOf("bad/negative-arrival-workload.json");
    assertThat(p.location()).isEqualTo("$.arrivals[1].arrivalSeconds");
  }

  @Test
  void shouldRejectDuplicateTemplateIds() {
    Problem p = onlyProblemOf("bad/duplicate-template-catalogue.json");
    assertThat(p.location()).isEqualTo("$.templates[1].id");
    assertThat(p.expected()).isEqualTo("a unique template id");
  }

  @Test
  void shouldRejectDuplicateTaskIds() {
    List<Problem> problems = problemsOf("bad/duplicate-task-catalogue.json");
    assertThat(problems).extracting(Problem::location).contains("$.templates[0].tasks[2].id");
  }

  @Test
  void shouldRejectEdgeToUnknownTask() {
    Problem p = onlyProblemOf("bad/unknown-edge-task-catalogue.json");
    assertThat(p.location()).isEqualTo("$.templates[0].edges[4].to");
    assertThat(p.found()).isEqualTo("\"zz\"");
  }

  @Test
  void shouldRejectUnknownField() {
    Problem p = onlyProblemOf("bad/unknown-field-catalogue.json");
    assertThat(p.location()).isEqualTo("$.templates[0].tasks[0].wcet");
    assertThat(p.expected()).contains("referenceSeconds");
  }

  @Test
  void shouldRejectUnknownVersion() {
    Problem p = onlyProblemOf("bad/unknown-version-catalogue.json");
    assertThat(p.location()).isEqualTo("$.version");
    assertThat(p.found()).isEqualTo("2");
    assertThat(p.expected()).contains("version 1 of valen.catalogue");
  }

  @Test
  void shouldGiveLineAndColumnOfMalformedJson() {
    Problem p = onlyProblemOf("bad/malformed-catalogue.json");
    assertThat(p.location()).matches("line \\d+, column \\d+");
    assertThat(p.toString()).doesNotContain("Source").doesNotContain("code ").doesNotContain("Feature")
        .doesNotContain("com.fasterxml");
  }

  @Test
  void shouldSayWhatMalformedJsonLacksAsAPersonWould() {
    Problem comma = ValenFiles.validate(TempJson.write("{\"format\": \"valen.workload\", \"version\": 1,\n  \"arrivals\": [ {\"a\": 1,, }\n"))
        .get(0);
    assertThat(comma.location()).isEqualTo("line 2, column 25");
    assertThat(comma.found()).isEqualTo("','");
    assertThat(comma.expected()).isEqualTo("a field name in double quotes");
    Problem end = ValenFiles.validate(TempJson.write("{\"format\": \"valen.platform\", \"version\": 1, \"nodes\": [1, 2")).get(0);
    assertThat(end.found()).isEqualTo("the end of the file");
    assertThat(end.expected()).isEqualTo("] to close an array");
    Problem trailing = ValenFiles.validate(TempJson.write("{\"format\": \"valen.platform\"} {}")).get(0);
    assertThat(trailing.found()).startsWith("more content after the JSON value");
  }

  @Test
  void shouldStreamArrivalsWhereverTheyStandInTheFileAndNameTheBadOne() throws Exception {
    String catalogue = TestFiles.resource("good/small-catalogue.json");
    String text = "{\"arrivals\": [\n"
        + "  {\"id\": \"j1\", \"template\": \"diamond\", \"arrivalSeconds\": 0.0, \"valueCurve\": {\"kind\": \"step\","
        + " \"steps\": [{\"untilSeconds\": 900.0, \"value\": 5.0}]}},\n"
        + "  {\"id\": \"j2\", \"template\": \"nope\", \"arrivalSeconds\": 60.0, \"valueCurve\": {\"kind\": \"step\","
        + " \"steps\": [{\"untilSeconds\": 900.0, \"value\": 5.0}]}}],\n"
        + " \"format\": \"valen.workload\", \"version\": 1, \"catalogue\": " + JsonOut.toText(
            com.fasterxml.jackson.databind.node.TextNode.valueOf(catalogue)).strip() + ", \"horizonSeconds\": 3600.0}";
    List<Problem> problems = ValenFiles.validate(TempJson.write(text));
    assertThat(problems).singleElement().satisfies(p -> {
      assertThat(p.location()).isEqualTo("$.arrivals[1].template");
      assertThat(p.found()).isEqualTo("\"nope\"");
    });
    String good = text.replace("\"nope\"", "\"diamond\"");
    assertThat(ValenFiles.readWorkload(TempJson.write(good)).workload().arrivals()).hasSize(2);
  }

  /** An arrival of the small catalogue's "diamond", id j1, on a line of its own. */
  private static final String ARRIVAL = "  {\"id\": \"j1\", \"template\": \"diamond\", \"arrivalSeconds\": 0.0,"
      + " \"valueCurve\": {\"kind\": \"step\", \"steps\": [{\"untilSeconds\": 900.0, \"value\": 5.0}]}}";

  /** A workload of the small catalogue, inline, up to its arrivals' opening bracket and line break. */
  private static String workloadUpToArrivals() {
    String catalogue = JsonOut.toText(com.fasterxml.jackson.databind.node.TextNode.valueOf(
        TestFiles.resource("good/small-catalogue.json"))).strip();
    return "{\"format\": \"valen.workload\", \"version\": 1, \"catalogue\": " + catalogue
        + ", \"horizonSeconds\": 3600.0, \"arrivals\": [\n";
  }

  @Test
  void shouldReportAsTwoPassesWouldWhenArrivalsEndingTheFileAreReadInOne() throws Exception {
    String head = workloadUpToArrivals();
    String bad = ARRIVAL.replace("\"diamond\"", "\"nope\"");
    String good = ARRIVAL.replace("j1", "j2");
    // one pass: the bad arrival named, the good one read
    assertThat(ValenFiles.validate(TempJson.write(head + bad + ",\n" + good + "]}")))
        .singleElement().satisfies(p -> assertThat(p.location()).isEqualTo("$.arrivals[0].template"));
    assertThat(ValenFiles.readWorkload(TempJson.write(head + good + "]}")).workload().arrivals()).hasSize(1);
    // malformed JSON after a bad arrival, a field or more content after the array: what the two
    // passes report (the malformed JSON alone; the bad arrival; the content after the value)
    assertThat(ValenFiles.validate(TempJson.write(head + bad + ",\n" + good + ",]}")))
        .singleElement().satisfies(p -> assertThat(p.location()).startsWith("line 3, column"));
    assertThat(ValenFiles.validate(TempJson.write(head + bad + "], \"platform\": 5}")))
        .extracting(Problem::location).containsExactly("$.platform", "$.arrivals[0].template");
    assertThat(ValenFiles.validate(TempJson.write(head + bad + "]} []")))
        .singleElement().satisfies(p -> assertThat(p.found()).startsWith("more content after the JSON value"));
  }

  @Test
  void shouldReportAKeyTwiceInAnArrivalWhereItIs() throws Exception {
    String head = workloadUpToArrivals();
    String good = ARRIVAL;
    String twiceAtTop = good.replace("j1", "j2").replace("\"template\"", "\"id\": \"j3\", \"template\"");
    String twiceInside = good.replace("j1", "j2").replace("\"value\": 5.0", "\"value\": 5.0, \"value\": 6.0");
    assertThat(ValenFiles.validate(TempJson.write(head + good + ",\n" + twiceAtTop + "]}")))
        .singleElement().satisfies(p -> {
          assertThat(p.location()).isEqualTo("line 3, column 20");
          assertThat(p.found()).isEqualTo("the field \"id\" a second time");
        });
    assertThat(ValenFiles.validate(TempJson.write(head + good + ",\n" + twiceInside + "]}")))
        .singleElement().satisfies(p -> {
          assertThat(p.location()).startsWith("line 3, column");
          assertThat(p.found()).isEqualTo("the field \"value\" a second time");
        });
  }

  @Test
  void shouldCallBinaryGarbageNotText() throws Exception {
    Path file = java.nio.file.Files.createTempFile("valen-garbage", ".json");
    file.toFile().deleteOnExit();
    java.nio.file.Files.write(file, new byte[] {(byte) 0x89, 'P', 'N', 'G', 0, 1, (byte) 0xff, (byte) 0xfe});
    Problem p = ValenFiles.validate(file.toString()).get(0);
    assertThat(p.location()).startsWith("line 1, column");
    assertThat(p.found()).isEqualTo("a byte that is not text (code 137)");
    assertThat(p.expected()).contains("binary");
    java.nio.file.Files.write(file, new byte[] {'{', '"', 'a', '"', ':', ' ', 1});
    assertThat(ValenFiles.validate(file.toString()).get(0).found()).isEqualTo("a byte that is not text (code 1)");
  }

  @Test
  void shouldCallAFolderGivenAsAFileAFolder(@TempDir Path folder) {
    Problem p = ValenFiles.validate(folder.toString()).get(0);
    assertThat(p.found()).startsWith("a folder");
    assertThatThrownBy(() -> AtomicFiles.writeText(folder, "x")).hasMessage("cannot write " + folder
        + ": it is a folder; expected a file name");
  }

  @Test
  void shouldReportMissingFile() {
    List<Problem> problems = ValenFiles.validate("no/such/file.json");
    assertThat(problems).singleElement().satisfies(p -> {
      assertThat(p.found()).startsWith("no such file");
      assertThat(p.location()).as("not at line 1 nor $: the file is not there").isEmpty();
      assertThat(p.toString()).startsWith("no/such/file.json: found no such file");
    });
  }

  @Test
  void shouldReportEveryProblemOfAFileAtOnce() {
    String text = """
        {"format": "valen.platform", "version": 1, "name": "p",
         "interconnect": {"coreToCoreBytesPerSecond": -1, "nodeToNodeBytesPerSecond": 1e9},
         "coreTypes": [{"id": "c", "staticPowerWatts": 0.1,
           "pStates": [{"frequencyHertz": 1e9, "voltageVolts": 1, "dynamicPowerWatts": 1},
                       {"frequencyHertz": 2e9, "voltageVolts": 1, "dynamicPowerWatts": 2}]}],
         "nodes": [{"id": "n", "coreType": "x", "cores": 4},
                   {"id": "n", "coreType": "c", "cores": 0}]}
        """;
    List<Problem> problems = ValenFiles.validate(TempJson.write(text));
    assertThat(problems).extracting(Problem::location).containsExactlyInAnyOrder(
        "$.interconnect.coreToCoreBytesPerSecond",
        "$.coreTypes[0].pStates[1].frequencyHertz",
        "$.coreTypes[0].pStates[1].dynamicPowerWatts",
        "$.nodes[0].coreType",
        "$.nodes[1].id",
        "$.nodes[1].cores");
  }

  @Test
  void shouldRefuseAFileOfAnotherFormat() {
    assertThatThrownBy(() -> ValenFiles.readPlatform(TestFiles.resource("good/small-catalogue.json")))
        .isInstanceOf(InvalidInputException.class)
        .hasMessageContaining("$.format: found \"valen.catalogue\"; expected \"valen.platform\"");
  }

  @Test
  void shouldPrintOneLinePerProblem() {
    InvalidInputException e = new InvalidInputException(List.of(
        new Problem("f.json", "$.a", "1", "2"), new Problem("f.json", "$.b", "3", "4")));
    assertThat(e.getMessage()).isEqualTo("f.json: $.a: found 1; expected 2\nf.json: $.b: found 3; expected 4");
  }
}
