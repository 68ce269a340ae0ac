package org.valen.profit.io;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.valen.profit.Bag;
import org.valen.profit.Economics;
import org.valen.profit.generate.SystemGenerator;
import org.valen.profit.generate.SystemParameters;

/** The valen.bag format: write → read → the same bag; the bundled bag is the generator's seed 1. */
class BagFilesTest {
  @TempDir Path folder;

  @Test
  void shouldReadBackTheBagItWrote() {
    Bag bag = SystemGenerator.generate(new SystemParameters(3, 4, 5, 77, 60, 0.5, 0.5, 100, 140, 1, 0.1, 0.5, 0.05), 9);
    Economics economics = Economics.ofPrice(1234.5, 0.25).withPowerCap(9000)
        .withExtensions(1.3, 7, new double[] {0.1, 0, 0.2}, new double[] {100, 0, 50}, new double[] {1e6, 1, 2e6});
    BagFiles.write(folder, bag, economics, Optional.empty());

    BagInput read = BagFiles.read(folder.resolve(BagFiles.BAG).toString());

    assertSameBag(read.bag(), bag);
    assertThat(read.economics()).isEqualTo(economics.withExtensions(1.3, 7, new double[] {0.1, 0, 0.2},
        new double[] {100, 0, 50}, new double[] {1e6, Double.POSITIVE_INFINITY, 2e6}));
    assertThat(read.templates()).isEqualTo(bag.taskTypes());
  }

  @Test
  void shouldBundleTheGeneratorsSeedOneBag() {
    BagInput bundled = BagFiles.read(BagFiles.BUNDLED);
    assertSameBag(bundled.bag(), SystemGenerator.generate(SystemParameters.paper003(), 1));
    assertThat(bundled.economics()).isEqualTo(Economics.ofProfitRatio(1.2, 1));
    assertThat(bundled.provenance()).containsEntry("seed", "1");
  }

  private static void assertSameBag(Bag actual, Bag expected) {
    assertThat(actual.taskTypes()).isEqualTo(expected.taskTypes());
    assertThat(actual.machineTypes()).isEqualTo(expected.machineTypes());
    assertThat(actual.taskCounts()).isEqualTo(expected.taskCounts());
    for (int j = 0; j < expected.machineTypeCount(); j++) {
      assertThat(actual.machines(j)).isEqualTo(expected.machines(j));
      assertThat(actual.idleWatts(j)).isEqualTo(expected.idleWatts(j));
      for (int i = 0; i < expected.taskTypeCount(); i++) {
        assertThat(actual.etcSeconds(i, j)).isEqualTo(expected.etcSeconds(i, j));
        assertThat(actual.apcWatts(i, j)).isEqualTo(expected.apcWatts(i, j));
      }
    }
  }
}
