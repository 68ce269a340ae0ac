package org.valen.external;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** A command line splits into words as a POSIX shell splits them, and nothing a shell would expand passes silently. */
class CommandWordsTest {

  @Test
  void shouldSplitOnSpacesTabsAndNewlines() {
    assertThat(CommandWords.split("  python3\t-m  valen_policy.examples.edf\n--offer least-energy "))
        .containsExactly("python3", "-m", "valen_policy.examples.edf", "--offer", "least-energy");
  }

  @Test
  void shouldKeepQuotedTextAsOneWordAndJoinItWithWhatTouchesIt() {
    assertThat(CommandWords.split("python3 'my policy.py' --name=\"a b\" x'y'\"z\""))
        .containsExactly("python3", "my policy.py", "--name=a b", "xyz");
  }

  @Test
  void shouldKeepBackslashesInSingleQuotesAndHonourThemElsewhere() {
    assertThat(CommandWords.split("a\\ b 'c\\d' \"e\\\"f\\g\" h\\|i \"$x\" '|'"))
        .containsExactly("a b", "c\\d", "e\"f\\g", "h|i", "$x", "|");
  }

  @Test
  void shouldKeepAnEmptyQuotedWord() {
    assertThat(CommandWords.split("prog '' \"\"")).containsExactly("prog", "", "");
  }

  @ParameterizedTest
  @CsvSource(delimiter = ';', value = {
      "python3 x.py | tee log; column 14: '|' would mean something to a shell",
      "python3 x.py > out; column 14: '>' would mean something to a shell",
      "python3 $HOME/x.py; column 9: '$' would mean something to a shell",
      "python3 ~/x.py; column 9: '~' would mean something to a shell",
      "python3 'x.py; column 9: the quote ' is not closed",
      "python3 \"x.py; column 9: the quote \" is not closed",
      "python3 x.py\\; column 13: a backslash ends the command"})
  void shouldRefuseWhatOnlyAShellWouldUnderstandNamingTheColumn(String line, String problem) {
    assertThatThrownBy(() -> CommandWords.split(line)).isInstanceOf(IllegalArgumentException.class)
        .hasMessage("command '" + line + "', " + problem + (problem.contains("shell") ? ", and the command runs without"
            + " one; quote it to pass it as text (or run a script that does what the shell would)" : ""));
  }

  @Test
  void shouldRefuseAnEmptyCommand() {
    assertThatThrownBy(() -> CommandWords.split("  ")).hasMessageStartingWith("the command is empty");
  }

  @Test
  void shouldTakeATildeInsideAWordAsText() {
    assertThat(CommandWords.split("prog --x=a~b")).containsExactly("prog", "--x=a~b");
  }
}
