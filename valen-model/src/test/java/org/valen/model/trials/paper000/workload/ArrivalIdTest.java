package org.valen.model.trials.paper000.workload;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Locale;
import org.junit.jupiter.api.Test;

/** The arrival ids of a paper 000 or 004 trial are the ones {@code String.format("a%06d", n)} writes. */
class ArrivalIdTest {

  @Test
  void padsToSixDigitsLikeStringFormat() {
    for (int n : new int[] {0, 1, 9, 10, 99_999, 100_000, 999_999, 1_000_000, 12_345_678}) {
      assertThat(Trial.arrivalId(n)).isEqualTo(String.format(Locale.ROOT, "a%06d", n));
    }
  }
}
