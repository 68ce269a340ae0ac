package org.valen.model.io;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.math.BigInteger;
import java.util.List;
import org.junit.jupiter.api.Test;

/** {@link JsonOut} writes values as Jackson's own text of them, without a mapper. */
class JsonOutTest {
  private static final JsonNodeFactory NODES = JsonNodeFactory.instance;

  @Test
  void writesEveryKindOfScalarAsJacksonDoes() {
    List<JsonNode> scalars = List.of(
        NODES.textNode("plain"), NODES.textNode(""), NODES.textNode("quote \" backslash \\ slash /"),
        NODES.textNode("line\nbreak\ttab\rreturn\bback\fform \u0001 \u001f \u007f"),
        NODES.textNode("não ascii: µ € 日本 \uD83D\uDE00"),
        NODES.numberNode(0), NODES.numberNode(-7), NODES.numberNode(Integer.MAX_VALUE),
        NODES.numberNode(Long.MIN_VALUE), NODES.numberNode(new BigInteger("123456789012345678901234567890")),
        NODES.numberNode(0.0), NODES.numberNode(-0.0), NODES.numberNode(1e-7), NODES.numberNode(4.166666666666667E-4),
        NODES.numberNode(1e23), NODES.numberNode(2.82879384806159E17), NODES.numberNode(Double.MIN_VALUE),
        NODES.numberNode(Double.NaN), NODES.numberNode(Double.POSITIVE_INFINITY),
        NODES.numberNode(Double.NEGATIVE_INFINITY), NODES.numberNode(1.5f),
        NODES.booleanNode(true), NODES.booleanNode(false), NODES.nullNode());
    for (JsonNode scalar : scalars) {
      assertThat(JsonOut.scalar(scalar)).as("%s", scalar.getNodeType()).isEqualTo(scalar.toString());
    }
  }

  @Test
  void writesADocumentThatReadsBackEqual() {
    ObjectNode o = JsonOut.object();
    o.put("name", "a \"quoted\"\nname").put("seconds", 12.5).put("count", 3).putNull("none");
    o.putArray("levels").add(1.0).add(0.5).add(true);
    o.putObject("nested").put("x", Double.NaN);
    JsonFile read = JsonFile.load(TempJson.write(JsonOut.toText(o)));
    assertThat(read.problems().list()).isEmpty();
    assertThat(read.root().orElseThrow().node().toString()).isEqualTo(o.toString());
  }
}
