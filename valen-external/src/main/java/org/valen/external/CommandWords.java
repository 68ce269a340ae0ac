package org.valen.external;

import java.util.ArrayList;
import java.util.List;

/**
 * Splits an external policy's command line into the program and its arguments the way a POSIX
 * shell splits words, without a shell: the process is started directly, so nothing is expanded.
 *
 * <ul>
 *   <li>Words are separated by spaces, tabs and newlines.
 *   <li>{@code '…'} keeps everything inside as it is; {@code "…"} too, except that a backslash
 *       before {@code "}, {@code \}, {@code $} or {@code `} stands for that character.
 *   <li>Outside quotes, a backslash stands for the character after it.
 *   <li>Quotes join with what touches them: {@code --name='a b'} is one word, {@code --name=a b}.
 *   <li>There is no shell: {@code $VAR}, {@code ~}, {@code *}, pipes, redirections and {@code ;}
 *       would not do what they do in a shell, so the unquoted characters {@code | & ; < > ( ) $ `}
 *       and a {@code ~} that starts a word are refused; quote them to pass them as text.
 * </ul>
 */
final class CommandWords {
  private static final String OPERATORS = "|&;<>()$`";

  private CommandWords() {}

  /**
   * The words of {@code line}.
   *
   * @throws IllegalArgumentException naming the column of an unterminated quote, a trailing
   *     backslash or a shell operator, or an empty command
   */
  static List<String> split(String line) {
    List<String> words = new ArrayList<>();
    StringBuilder word = new StringBuilder();
    boolean inWord = false;
    int i = 0;
    int n = line.length();
    while (i < n) {
      char c = line.charAt(i);
      if (c == ' ' || c == '\t' || c == '\n') {
        if (inWord) {
          words.add(word.toString());
          word.setLength(0);
          inWord = false;
        }
        i++;
      } else if (c == '\'') {
        int end = line.indexOf('\'', i + 1);
        if (end < 0) {
          throw problem(line, i, "the quote ' is not closed");
        }
        word.append(line, i + 1, end);
        inWord = true;
        i = end + 1;
      } else if (c == '"') {
        i = doubleQuoted(line, i, word);
        inWord = true;
      } else if (c == '\\') {
        if (i + 1 >= n) {
          throw problem(line, i, "a backslash ends the command");
        }
        word.append(line.charAt(i + 1));
        inWord = true;
        i += 2;
      } else if (OPERATORS.indexOf(c) >= 0 || (c == '~' && !inWord)) {
        throw problem(line, i, "'" + c + "' would mean something to a shell, and the command runs without one;"
            + " quote it to pass it as text (or run a script that does what the shell would)");
      } else {
        word.append(c);
        inWord = true;
        i++;
      }
    }
    if (inWord) {
      words.add(word.toString());
    }
    if (words.isEmpty()) {
      throw new IllegalArgumentException("the command is empty; expected a program and its arguments,"
          + " e.g. python3 my_policy.py");
    }
    return words;
  }

  /** Appends the text of the double-quoted part starting at {@code open}; returns the index after it. */
  private static int doubleQuoted(String line, int open, StringBuilder word) {
    int i = open + 1;
    while (i < line.length()) {
      char d = line.charAt(i);
      if (d == '"') {
        return i + 1;
      }
      if (d == '\\' && i + 1 < line.length() && "\"\\$`".indexOf(line.charAt(i + 1)) >= 0) {
        word.append(line.charAt(i + 1));
        i += 2;
      } else {
        word.append(d);
        i++;
      }
    }
    throw problem(line, open, "the quote \" is not closed");
  }

  private static IllegalArgumentException problem(String line, int index, String what) {
    return new IllegalArgumentException("command '" + line + "', column " + (index + 1) + ": " + what);
  }
}
