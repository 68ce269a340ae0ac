package org.valen.papers.paper004.metrics;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.valen.model.job.Arrival;
import org.valen.model.trials.paper004.workload.Paper004Trial;
import org.valen.model.trials.paper004.workload.Paper004TrialParameters;
import org.valen.model.value.IntervalDecayCurve;
import org.valen.model.value.StepCurve;

/** The unlimited-core ceiling against hand-computed cases, and against a trial's maximum. */
class UnlimitedCoresTest {
  private static final double DECAY = Math.log(2) / 600; // halves every 10 minutes

  private static UnlimitedCores of(List<Arrival> arrivals, double start, double end) {
    return UnlimitedCores.of(arrivals, a -> a.templateId().equals("fast") ? 300 : 1200, 60, start, end, 8);
  }

  @Test
  void everyTaskStartsAtTheNextMappingEventOnItsFastestCluster() {
    // t1 arrives at 30: starts at 60, done at 360, 330 s after arrival: 8 × 2^(−330/600)
    // t2 arrives at 120 (an event): starts at 120, done at 1320: 1200 s after arrival, 1 × 2^−2
    List<Arrival> arrivals = List.of(
        new Arrival("t1", "fast", 30, new IntervalDecayCurve(List.of(new IntervalDecayCurve.Interval(0, 8, DECAY)), 86_400)),
        new Arrival("t2", "slow", 120, new IntervalDecayCurve(List.of(new IntervalDecayCurve.Interval(0, 1, DECAY)),
            86_400)));
    UnlimitedCores c = of(arrivals, 0, 86_400);
    double t1 = 8 * Math.pow(2, -330.0 / 600);
    double t2 = Math.pow(2, -2);
    assertThat(c.whole()).isCloseTo(t1 + t2, within(1e-12));
    assertThat(c.windowed()).isCloseTo(t1 + t2, within(1e-12));
    assertThat(c.windowedCritical()).isCloseTo(t1, within(1e-12));
    assertThat(c.arrivedInWindow()).isEqualTo(2);
    assertThat(c.neverEarning()).isZero();
  }

  @Test
  void theWindowCountsTheShareOfTheExecutionInsideItAndNothingAfterTheStop() {
    List<Arrival> arrivals = List.of(new Arrival("t1", "slow", 0, StepCurve.hardDeadline(1, 86_400)),
        new Arrival("t2", "slow", 3000, StepCurve.hardDeadline(1, 86_400)));
    // t1 runs [60, 1260): 660 of its 1200 s after 600; t2 would run [3000, 4200), after the stop at 4000
    UnlimitedCores c = of(arrivals, 600, 4000);
    assertThat(c.windowed()).isCloseTo(660.0 / 1200, within(1e-12));
    assertThat(c.whole()).isCloseTo(1, within(1e-12));
    assertThat(c.arrivedInWindow()).isOne();
    assertThat(c.neverEarning()).isOne();
  }

  @Test
  void aDeadlineBeforeTheFastestCompletionEarnsNothing() {
    List<Arrival> arrivals = List.of(new Arrival("t1", "fast", 10, StepCurve.hardDeadline(8, 340)));
    // starts at 60, done at 360: 350 s after arrival, past its 340 s
    assertThat(of(arrivals, 0, 86_400).whole()).isZero();
    assertThat(of(List.of(new Arrival("t1", "fast", 10, StepCurve.hardDeadline(8, 351))), 0, 86_400).whole())
        .isEqualTo(8);
  }

  /** On a real trial the ceiling is below the paper's maximum and above nothing. */
  @Test
  void onATrialTheCeilingLiesBelowTheMaximum() {
    Paper004TrialParameters p = Paper004TrialParameters.paper004();
    Paper004Trial trial = Paper004Trial.generate(p.withBursts(p.bursts().withMeasuredHours(2)), 1);
    UnlimitedCores c = UnlimitedCores.of(trial);
    double maximum = trial.workload().arrivals().stream().mapToDouble(a -> a.valueCurve().maxValue()).sum();
    assertThat(c.whole()).isPositive().isLessThan(maximum);
    assertThat(c.windowed()).isPositive().isLessThan(c.whole());
  }
}
