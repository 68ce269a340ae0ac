package org.valen.model.io;

import com.fasterxml.jackson.core.JsonLocation;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonProcessingException;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Jackson's parse errors said as a person would: where (line and column), what was found, what
 * was expected — without the parser's internals ({@code [Source: …]}, character codes, class
 * names). A message no rule knows keeps its first line, cleaned.
 */
final class JsonErrors {
  private record Rule(Pattern message, String found, String expected) {}

  private static final String VALUE = "a JSON value (string, number, object, array, true, false or null)";
  private static final List<Rule> RULES = List.of(
      new Rule(Pattern.compile("Invalid UTF-8 (?:start|middle) byte (0x\\w+).*"), "a byte ($1) that is not UTF-8 text",
          "a UTF-8 JSON text file (is it binary or in another encoding?)"),
      new Rule(Pattern.compile("Illegal character \\(\\(CTRL-CHAR, code (\\d+)\\)\\).*"), "a byte that is not text (code $1)",
          "JSON text (is the file binary?)"),
      new Rule(Pattern.compile("Unexpected character \\(\\(CTRL-CHAR, code (\\d+)\\)\\).*"),
          "a byte that is not text (code $1)", "JSON text (is the file binary?)"),
      new Rule(Pattern.compile("Unexpected character \\('(.+)' \\(code [^)]*\\)\\): was expecting double-quote to start field name"),
          "'$1'", "a field name in double quotes"),
      new Rule(Pattern.compile("Unexpected character \\('(.+)' \\(code [^)]*\\)\\): was expecting comma to separate Object entries"),
          "'$1'", "a comma before the next field, or } to close the object"),
      new Rule(Pattern.compile("Unexpected character \\('(.+)' \\(code [^)]*\\)\\): was expecting comma to separate Array entries"),
          "'$1'", "a comma before the next element, or ] to close the array"),
      new Rule(Pattern.compile("Unexpected character \\('(.+)' \\(code [^)]*\\)\\): was expecting a colon to separate field name and value"),
          "'$1'", "a colon after the field name"),
      new Rule(Pattern.compile("Unexpected character \\('(.+)' \\(code [^)]*\\)\\).*"), "'$1'", VALUE),
      new Rule(Pattern.compile("Unrecognized token '(.*)': was expecting.*"), "'$1'", VALUE),
      new Rule(Pattern.compile("Unexpected end-of-input: expected close marker for Object.*"), "the end of the file",
          "} to close an object"),
      new Rule(Pattern.compile("Unexpected end-of-input: expected close marker for Array.*"), "the end of the file",
          "] to close an array"),
      new Rule(Pattern.compile("Unexpected end-of-input.*"), "the end of the file", "the rest of the JSON value"),
      new Rule(Pattern.compile("Unexpected close marker '(.)': expected '(.)'.*"), "'$1'", "'$2'"),
      new Rule(Pattern.compile("Duplicate field '(.*)'"), "the field \"$1\" a second time", "each field once"),
      new Rule(Pattern.compile("Non-standard token '(.*)'.*"), "'$1'", "a number"));

  private JsonErrors() {}

  /** {@code line L, column C}, or {@code $} where the parser does not say. */
  static String where(JsonLocation location) {
    return location == null || location.getLineNr() < 1 ? "$"
        : "line " + location.getLineNr() + ", column " + location.getColumnNr();
  }

  static String found(JsonProcessingException e) {
    return said(e)[0];
  }

  static String expected(JsonProcessingException e) {
    return said(e)[1];
  }

  /** The current token, for a message. */
  static String token(JsonParser parser) {
    try {
      String text = parser.getText();
      return text == null ? "?" : text.length() > 20 ? text.substring(0, 20) + "…" : text;
    } catch (java.io.IOException e) {
      return "?";
    }
  }

  private static String[] said(JsonProcessingException e) {
    String message = firstLine(e.getOriginalMessage());
    for (Rule r : RULES) {
      Matcher m = r.message().matcher(message);
      if (m.matches()) {
        return new String[] {m.replaceFirst(r.found()), m.replaceFirst(r.expected())};
      }
    }
    return new String[] {"malformed JSON (" + message.replaceAll(" \\(code [^)]*\\)", "") + ")", "valid JSON"};
  }

  private static String firstLine(String message) {
    String text = message == null ? "" : message;
    int newline = text.indexOf('\n');
    text = newline < 0 ? text : text.substring(0, newline);
    int source = text.indexOf(" at [Source");
    return (source < 0 ? text : text.substring(0, source)).strip();
  }
}
