package org.valen.model.io;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.json.JsonReadFeature;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.json.JsonMapper;
import org.junit.jupiter.api.Test;

/** The hand-built tree is the one Jackson's readTree builds, node class for node class. */
class TreeReaderTest {
  private static final JsonMapper MAPPER = JsonMapper.builder()
      .enable(JsonParser.Feature.STRICT_DUPLICATE_DETECTION)
      .enable(JsonReadFeature.ALLOW_NON_NUMERIC_NUMBERS)
      .build();

  private static JsonNode read(String text) throws Exception {
    try (JsonParser p = MAPPER.createParser(text)) {
      p.nextToken();
      return TreeReader.read(p);
    }
  }

  private static void assertSameNodes(JsonNode ours, JsonNode jackson) {
    assertThat(ours.getClass()).isEqualTo(jackson.getClass());
    assertThat(ours).isEqualTo(jackson);
    if (ours.isContainerNode()) {
      assertThat(ours.size()).isEqualTo(jackson.size());
      for (int i = 0; i < ours.size(); i++) {
        assertSameNodes(ours.isArray() ? ours.get(i) : ours.get(iterName(ours, i)),
            jackson.isArray() ? jackson.get(i) : jackson.get(iterName(ours, i)));
      }
    }
  }

  private static String iterName(JsonNode object, int i) {
    java.util.Iterator<String> names = object.fieldNames();
    for (int k = 0; k < i; k++) {
      names.next();
    }
    return names.next();
  }

  @Test
  void shouldBuildWhatReadTreeBuilds() throws Exception {
    String text = "{\"a\": 1, \"b\": -2147483649, \"c\": 123456789012345678901234567890, \"d\": 1.5e-3,"
        + " \"e\": NaN, \"f\": -Infinity, \"g\": [true, false, null, \"x\\u00e9\", [], {}], \"h\": {\"i\": [1, 2.0]},"
        + " \"j\": 2147483647, \"k\": 0}";
    assertSameNodes(read(text), MAPPER.readTree(text));
    for (String scalar : new String[] {"7", "\"s\"", "null", "true", "3.25", "[1, [2, [3]]]"}) {
      assertSameNodes(read(scalar), MAPPER.readTree(scalar));
    }
  }

  @Test
  void shouldLeaveDuplicateKeysToTheParser() {
    assertThatThrownBy(() -> read("{\"a\": 1, \"a\": 2}")).isInstanceOf(JsonProcessingException.class)
        .hasMessageContaining("Duplicate field 'a'");
  }
}
