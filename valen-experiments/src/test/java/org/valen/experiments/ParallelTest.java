package org.valen.experiments;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;

class ParallelTest {

  @Test
  void shouldWriteEveryResultToItsOwnSlotWhateverTheThreadCount() {
    int[] squares = new int[50];
    Parallel.forEach(squares.length, 3, i -> squares[i] = i * i);
    assertThat(squares[7]).isEqualTo(49);
    assertThat(squares[49]).isEqualTo(2401);
  }

  @Test
  void shouldRethrowAnErrorAsTheThreadMetIt() {
    // the command line turns an OutOfMemoryError into its own line: it must not come wrapped
    assertThatThrownBy(() -> Parallel.forEach(4, 2, i -> {
      if (i == 2) {
        throw new OutOfMemoryError("Java heap space");
      }
    })).isExactlyInstanceOf(OutOfMemoryError.class).hasMessage("Java heap space");
  }

  @Test
  void shouldRethrowARuntimeExceptionAsIs() {
    assertThatThrownBy(() -> Parallel.forEach(3, 2, i -> {
      throw new IllegalArgumentException("piece " + i);
    })).isExactlyInstanceOf(IllegalArgumentException.class).hasMessage("piece 0");
  }
}
