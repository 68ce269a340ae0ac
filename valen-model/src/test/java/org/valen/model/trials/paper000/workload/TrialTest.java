package org.valen.model.trials.paper000.workload;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.util.List;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.valen.model.job.Arrival;

/** The generated workloads have paper 000's rates and patterns (section IV-B). */
class TrialTest {
  private static Trial trial;

  @BeforeAll
  static void generate() {
    trial = Trial.generate(TrialParameters.paper000(), 11);
  }

  @Test
  void shouldHaveAbout32000ArrivalsADayOverTwentySixHours() {
    assertThat(trial.workload().arrivals().size()).isCloseTo((int) (32_000 * 26 / 24.0), within(1200));
    assertThat(trial.workload().horizonSeconds()).isEqualTo(26 * 3600);
  }

  @Test
  void shouldGiveEveryTaskTypeAboutTheSameNumberOfTasks() {
    int[] perType = new int[100];
    List<String> ids = trial.system().matrices().taskTypes();
    trial.workload().arrivals().forEach(a -> perType[ids.indexOf(a.templateId())]++);
    double mean = trial.workload().arrivals().size() / 100.0;
    for (int i = 0; i < 83; i++) {
      assertThat((double) perType[i]).as("general task type %d", i).isCloseTo(mean, within(mean * 0.25));
    }
    int special = 0;
    for (int i = 83; i < 100; i++) {
      assertThat((double) perType[i]).as("special task type %d", i).isCloseTo(mean, within(mean * 0.7));
      special += perType[i];
    }
    assertThat(special / (double) trial.workload().arrivals().size()).isCloseTo(0.17, within(0.03));
  }

  @Test
  void shouldFollowTheSinusoidForGeneralTasksAndBurstsForSpecialOnes() {
    List<String> ids = trial.system().matrices().taskTypes();
    double[] general = new double[26 * 6];
    double[] special = new double[26 * 6];
    for (Arrival a : trial.workload().arrivals()) {
      int bin = (int) (a.arrivalSeconds() / 600);
      if (ids.indexOf(a.templateId()) < 83) {
        general[bin]++;
      } else {
        special[bin]++;
      }
    }
    double peak = sum(general, 12 * 6, 16 * 6);
    double trough = sum(general, 0, 4 * 6);
    assertThat(peak / trough).as("general arrivals around the peak hour against the trough").isGreaterThan(1.8);
    assertThat(dispersion(special)).as("special arrivals come in bursts").isGreaterThan(5);
    assertThat(dispersion(general)).as("general arrivals do not").isLessThan(3);
  }

  @Test
  void shouldDrawThePriorityLevelsEquallyOften() {
    double[] p = trial.priorities();
    for (double level : List.of(8.0, 4.0, 2.0, 1.0)) {
      long n = java.util.Arrays.stream(p).filter(x -> x == level).count();
      assertThat(n / (double) p.length).as("priority %s", level).isCloseTo(0.25, within(0.02));
    }
    List<Arrival> arrivals = trial.workload().arrivals();
    for (int a = 0; a < arrivals.size(); a += 97) {
      assertThat(arrivals.get(a).valueCurve().maxValue()).isEqualTo(p[a]);
    }
  }

  @Test
  void shouldGiveTheSameWorkloadForTheSameSeed() {
    Trial again = Trial.generate(TrialParameters.paper000(), 11);
    assertThat(again.workload().arrivals()).isEqualTo(trial.workload().arrivals());
  }

  private static double sum(double[] a, int from, int to) {
    double s = 0;
    for (int i = from; i < to; i++) {
      s += a[i];
    }
    return s;
  }

  /** Variance over mean of the 10-minute counts, each against its 2-hour neighbourhood's mean. */
  private static double dispersion(double[] counts) {
    double ratio = 0;
    int n = 0;
    for (int i = 6; i + 6 < counts.length; i++) {
      double local = sum(counts, i - 6, i + 6) / 12;
      if (local > 0) {
        ratio += (counts[i] - local) * (counts[i] - local) / local;
        n++;
      }
    }
    return ratio / n;
  }
}
