package org.valen.model.io;

import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;

/**
 * One JSON value read from a parser into a tree, node for node what Jackson's {@code
 * ObjectReader.readTree} builds from JSON text (integers as int, long or big-integer nodes by size,
 * other numbers as doubles), without setting up a deserialization context per value: a large
 * workload's arrivals are tens of thousands of small values. The parser's own checks (duplicate
 * keys, nesting depth, malformed text) apply as they do there.
 */
final class TreeReader {
  private static final JsonNodeFactory NODES = JsonNodeFactory.instance;

  private TreeReader() {}

  /** The value starting at the parser's current token; the parser is left on its last token. */
  static JsonNode read(JsonParser p) throws IOException {
    JsonToken token = p.currentToken();
    switch (token) {
      case START_OBJECT -> {
        ObjectNode object = NODES.objectNode();
        for (JsonToken t = p.nextToken(); t == JsonToken.FIELD_NAME; t = p.nextToken()) {
          String name = p.currentName();
          p.nextToken();
          object.set(name, read(p));
        }
        return object;
      }
      case START_ARRAY -> {
        ArrayNode array = NODES.arrayNode();
        for (JsonToken t = p.nextToken(); t != JsonToken.END_ARRAY; t = p.nextToken()) {
          array.add(read(p));
        }
        return array;
      }
      case VALUE_STRING -> {
        return NODES.textNode(p.getText());
      }
      case VALUE_NUMBER_INT -> {
        return switch (p.getNumberType()) {
          case INT -> NODES.numberNode(p.getIntValue());
          case LONG -> NODES.numberNode(p.getLongValue());
          default -> NODES.numberNode(p.getBigIntegerValue());
        };
      }
      case VALUE_NUMBER_FLOAT -> {
        return NODES.numberNode(p.getDoubleValue());
      }
      case VALUE_TRUE, VALUE_FALSE -> {
        return NODES.booleanNode(token == JsonToken.VALUE_TRUE);
      }
      case VALUE_NULL -> {
        return NODES.nullNode();
      }
      default -> throw new IllegalStateException("a JSON value cannot start at " + token);
    }
  }
}
