package org.valen.model.io;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.databind.node.TextNode;
import java.io.IOException;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.valen.model.TestFiles;
import org.valen.model.job.Arrival;
import org.valen.model.job.Workload;

/**
 * The fast path over a workload's arrivals ({@link ArrivalTokens}) against the readable one
 * ({@link WorkloadCodec} over a tree per arrival): what the fast path takes, the readable path reads
 * the same; everything the readable path reports as a problem (and a few shapes it takes but the
 * fast path does not) the fast path declines, so that the readable path reads the file.
 */
class ArrivalTokensTest {
  private static final double HORIZON = 3600.0;
  private static final Set<String> TEMPLATES = Set.of("diamond");
  private static final String STEP = "{\"kind\": \"step\", \"steps\": [{\"untilSeconds\": 900.0, \"value\": 5.0}]}";

  /**
   * Valid arrivals of every curve kind, optional fields left out, integers where numbers go, fields
   * in another order; in time order, as a workload keeps them.
   */
  private static final List<String> VALID = List.of(
      arrival("a1", "0.0", STEP),
      arrival("a2", "12", "{\"kind\": \"step\", \"steps\": [{\"value\": 5, \"untilSeconds\": 900},"
          + " {\"untilSeconds\": 1800.5, \"value\": 2.5}]}"),
      arrival("a3", "60.25", "{\"kind\": \"piecewiseLinear\", \"points\": [{\"seconds\": 0, \"value\": 4.0},"
          + " {\"seconds\": 600.0, \"value\": 1.0}, {\"seconds\": 1200.0, \"value\": 0.0}]}"),
      arrival("a4", "61.0", "{\"kind\": \"softDeadline\", \"maxValue\": 3.0, \"deadlineSeconds\": 300.0,"
          + " \"zeroValueSeconds\": 900.0, \"decayExponent\": 2.0}"),
      arrival("a5", "62.0", "{\"kind\": \"softDeadline\", \"zeroValueSeconds\": 900, \"maxValue\": 3,"
          + " \"deadlineSeconds\": 300}"),
      arrival("a6", "63.0", "{\"kind\": \"intervalDecay\", \"intervals\": [{\"startSeconds\": 0.0,"
          + " \"startValue\": 8.0, \"decayPerSecond\": 4.166666666666667E-4}, {\"startSeconds\": 1200.0,"
          + " \"startValue\": 4.852245277701067, \"decayPerSecond\": 0.0016666666666666668}], \"endSeconds\": 3600.0}"),
      "{\"valueCurve\": " + STEP + ", \"arrivalSeconds\": 70.0, \"template\": \"diamond\", \"id\": \"a8\"}",
      arrival("a7", "3600", "{\"kind\": \"intervalDecay\", \"endSeconds\": 7200, \"intervals\":"
          + " [{\"startValue\": 2.0, \"startSeconds\": 0}]}"));

  private static String arrival(String id, String seconds, String curve) {
    return "{\"id\": \"" + id + "\", \"template\": \"diamond\", \"arrivalSeconds\": " + seconds
        + ", \"valueCurve\": " + curve + "}";
  }

  @Test
  void takesValidArrivalsAndReadsThemAsTheReadablePathDoes() throws IOException {
    String array = "[" + String.join(",\n", VALID) + "]";
    Optional<List<Arrival>> fast = fast(array);
    assertThat(fast).as("the fast path takes every valid arrival").isPresent();
    // arrivals ahead of the header: not a file one pass reads, so the readable path reads it
    List<Arrival> readable = ValenFiles.readWorkload(TempJson.write("{\"arrivals\": " + array + ", "
        + header() + "}")).workload().arrivals();
    assertThat(fast.get()).hasSize(VALID.size()).isEqualTo(readable);
    // and a file whose arrivals end it (the fast path's) reads the same
    assertThat(ValenFiles.readWorkload(TempJson.write("{" + header() + ", \"arrivals\": " + array + "}"))
        .workload().arrivals()).isEqualTo(readable);
  }

  /** valen's own workloads (its writer's shapes) go the fast path whole, read as the readable path reads them. */
  @ParameterizedTest
  @ValueSource(strings = {Bundled.PAPER001_WORKLOAD, Bundled.NASA_IPSC_WORKLOAD})
  void takesTheWorkloadsValenWrites(String reference) {
    // read in two passes (the header, then the arrivals streamed as trees): the readable path
    Document twoPasses = Document.load(reference, Optional.empty(), Optional.of("arrivals"));
    Workload readable = WorkloadCodec.read(twoPasses.rootOf(FileFormat.WORKLOAD).orElseThrow(), Optional.empty(),
        twoPasses).orElseThrow();
    Document paused = Document.loadUntil(reference, "arrivals");
    Optional<List<Arrival>> fast = paused.readStreamed("arrivals",
        p -> ArrivalTokens.read(p, readable.horizonSeconds(), Optional.empty()));
    assertThat(paused.readInOnePass()).isTrue();
    assertThat(fast).isPresent();
    assertThat(fast.get()).hasSize(readable.arrivals().size()).isEqualTo(readable.arrivals());
  }

  /** Each replaces the valid first arrival of a two-arrival array. */
  @ParameterizedTest
  @ValueSource(strings = {
      // problems the readable path reports
      "{\"id\": \"b\", \"template\": \"diamond\", \"arrivalSeconds\": 1.0, \"valueCurve\": §, \"x\": 1}",
      "{\"id\": \"b\", \"template\": \"diamond\", \"arrivalSeconds\": 1.0}",
      "{\"id\": \" \", \"template\": \"diamond\", \"arrivalSeconds\": 1.0, \"valueCurve\": §}",
      "{\"id\": 7, \"template\": \"diamond\", \"arrivalSeconds\": 1.0, \"valueCurve\": §}",
      "{\"id\": \"b\", \"template\": \"diamond\", \"arrivalSeconds\": \"1.0\", \"valueCurve\": §}",
      "{\"id\": \"b\", \"template\": \"diamond\", \"arrivalSeconds\": -1.0, \"valueCurve\": §}",
      "{\"id\": \"b\", \"template\": \"diamond\", \"arrivalSeconds\": 3600.5, \"valueCurve\": §}",
      "{\"id\": \"b\", \"template\": \"diamond\", \"arrivalSeconds\": NaN, \"valueCurve\": §}",
      "{\"id\": \"b\", \"template\": \"nope\", \"arrivalSeconds\": 1.0, \"valueCurve\": §}",
      "{\"id\": \"a2\", \"template\": \"diamond\", \"arrivalSeconds\": 1.0, \"valueCurve\": §}",
      "{\"id\": \"b\", \"id\": \"c\", \"template\": \"diamond\", \"arrivalSeconds\": 1.0, \"valueCurve\": §}",
      "{\"id\": \"b\", \"template\": \"diamond\", \"arrivalSeconds\": 1.0, \"valueCurve\": {\"kind\": \"nope\"}}",
      "{\"id\": \"b\", \"template\": \"diamond\", \"arrivalSeconds\": 1.0, \"valueCurve\": {\"kind\": \"step\","
          + " \"steps\": []}}",
      "{\"id\": \"b\", \"template\": \"diamond\", \"arrivalSeconds\": 1.0, \"valueCurve\": {\"kind\": \"step\","
          + " \"steps\": [{\"untilSeconds\": 900.0, \"value\": 5.0, \"decayPerSecond\": 0.0}]}}",
      "{\"id\": \"b\", \"template\": \"diamond\", \"arrivalSeconds\": 1.0, \"valueCurve\": {\"kind\": \"step\","
          + " \"steps\": [{\"untilSeconds\": 900.0, \"value\": 5.0}, {\"untilSeconds\": 1900.0, \"value\": 6.0}]}}",
      "{\"id\": \"b\", \"template\": \"diamond\", \"arrivalSeconds\": 1.0, \"valueCurve\": {\"kind\": \"step\","
          + " \"steps\": [{\"untilSeconds\": 900.0, \"value\": 5.0, \"value\": 4.0}]}}",
      "{\"id\": \"b\", \"template\": \"diamond\", \"arrivalSeconds\": 1.0, \"valueCurve\": {\"kind\":"
          + " \"piecewiseLinear\", \"points\": [{\"seconds\": 5.0, \"value\": 5.0}]}}",
      "{\"id\": \"b\", \"template\": \"diamond\", \"arrivalSeconds\": 1.0, \"valueCurve\": {\"kind\":"
          + " \"softDeadline\", \"maxValue\": 3.0, \"deadlineSeconds\": 900.0, \"zeroValueSeconds\": 900.0}}",
      "{\"id\": \"b\", \"template\": \"diamond\", \"arrivalSeconds\": 1.0, \"valueCurve\": {\"kind\":"
          + " \"softDeadline\", \"maxValue\": 3.0, \"deadlineSeconds\": 9.0, \"zeroValueSeconds\": 90.0,"
          + " \"decayExponent\": 0}}",
      "{\"id\": \"b\", \"template\": \"diamond\", \"arrivalSeconds\": 1.0, \"valueCurve\": {\"kind\":"
          + " \"intervalDecay\", \"intervals\": [{\"startSeconds\": 0.0, \"startValue\": 2.0}], \"endSeconds\": 0}}",
      "{\"id\": \"b\", \"template\": \"diamond\", \"arrivalSeconds\": 1.0, \"valueCurve\": {\"kind\":"
          + " \"intervalDecay\", \"intervals\": [{\"startSeconds\": 0.0, \"startValue\": 2.0},"
          + " {\"startSeconds\": 60.0, \"startValue\": 2.5}], \"endSeconds\": 600}}",
      "{\"id\": \"b\", \"template\": \"diamond\", \"arrivalSeconds\": 1.0, \"valueCurve\": {\"kind\":"
          + " \"intervalDecay\", \"intervals\": [{\"startSeconds\": 0.0, \"startValue\": 2.0,"
          + " \"decayPerSecond\": 0.1}, {\"startSeconds\": 60.0, \"startValue\": 0.01}], \"endSeconds\": 600}}",
      "{\"id\": \"b\", \"template\": \"diamond\", \"arrivalSeconds\": 1.0, \"valueCurve\": {\"kind\":"
          + " \"intervalDecay\", \"intervals\": [{\"startSeconds\": 10.0, \"startValue\": 2.0}], \"endSeconds\": 600}}",
      "5",
      // shapes the readable path takes and the fast path leaves to it
      "{\"id\": \"b\", \"template\": \"diamond\", \"arrivalSeconds\": 1.0, \"valueCurve\": {\"steps\":"
          + " [{\"untilSeconds\": 900.0, \"value\": 5.0}], \"kind\": \"step\"}}",
      "{\"id\": \"b\", \"template\": \"diamond\", \"arrivalSeconds\": 1.0, \"valueCurve\": {\"kind\":"
          + " \"intervalDecay\", \"intervals\": [{\"startSeconds\": 0.0, \"startValue\": 2.0, \"decayPerSecond\":"
          + " null}], \"endSeconds\": 600}}",
      "{\"id\": \"b\", \"template\": \"diamond\", \"arrivalSeconds\": 100000000000000000000000, \"valueCurve\": §}",
      "{\"id\": \"b\", \"template\": \"?\", \"arrivalSeconds\": 1.0, \"valueCurve\": §}"})
  void declinesWhatTheReadablePathReportsOrReadsOtherwise(String first) throws IOException {
    String array = "[" + first.replace("§", STEP) + ",\n" + arrival("a2", "2.0", STEP) + "]";
    assertThat(fast(array)).isEmpty();
    // the file is then read by the readable path: the same problems as when the arrivals do not end the file
    String onePass = TempJson.write("{" + header() + ", \"arrivals\": " + array + "}");
    String twoPass = TempJson.write("{\"arrivals\": " + array + ", " + header() + "}");
    assertThat(ValenFiles.validate(onePass).stream().map(ArrivalTokensTest::withoutLine))
        .containsExactlyElementsOf(ValenFiles.validate(twoPass).stream().map(ArrivalTokensTest::withoutLine).toList());
  }

  /** A problem but its file, and its line and column (the two files place the arrivals apart). */
  private static String withoutLine(Problem p) {
    return (p.location().startsWith("line") ? "line" : p.location()) + ": " + p.found() + "; " + p.expected();
  }

  private static String header() {
    String catalogue = JsonOut.toText(TextNode.valueOf(TestFiles.resource("good/small-catalogue.json"))).strip();
    return "\"format\": \"valen.workload\", \"version\": 1, \"catalogue\": " + catalogue
        + ", \"horizonSeconds\": " + HORIZON;
  }

  /** The fast path over an array's text, parsed as {@link Document} parses files. */
  private static Optional<List<Arrival>> fast(String array) throws IOException {
    try (JsonParser p = Document.JSON.createParser(array)) {
      assertThat(p.nextToken()).isEqualTo(JsonToken.START_ARRAY);
      return ArrivalTokens.read(p, HORIZON, Optional.of(TEMPLATES));
    }
  }
}
