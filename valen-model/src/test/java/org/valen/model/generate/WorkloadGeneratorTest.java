package org.valen.model.generate;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.valen.model.io.ValenFiles;
import org.valen.model.job.Arrival;
import org.valen.model.job.Catalogue;
import org.valen.model.job.JobTemplate;
import org.valen.model.job.Workload;
import org.valen.model.value.SoftDeadlineCurve;

class WorkloadGeneratorTest {
  private static final Catalogue CATALOGUE = CatalogueGenerator.generate(CatalogueParameters.defaults(), 1);

  @Test
  void shouldMatchPeakToOffPeakRatioOverManySeeds() {
    WorkloadParameters p = WorkloadParameters.defaults(60);
    double peakArrivals = 0;
    double offPeakArrivals = 0;
    for (long seed = 1; seed <= 40; seed++) {
      for (Arrival a : WorkloadGenerator.generate(CATALOGUE, "c.json", p, seed).arrivals()) {
        if (p.isPeak(a.arrivalSeconds())) {
          peakArrivals++;
        } else {
          offPeakArrivals++;
        }
      }
    }
    // 30 days from a Monday: 22 weekdays (Mon 1 ... Tue 30) × 12 peak hours
    double peakHours = 22 * 12;
    double offPeakHours = 30 * 24 - peakHours;
    double ratio = (peakArrivals / peakHours) / (offPeakArrivals / offPeakHours);
    assertThat(ratio).isCloseTo(3.0, within(0.1));
  }

  @ParameterizedTest(name = "load {0}")
  @ValueSource(doubles = {0.5, 1.0, 2.0})
  void shouldOfferTheRequestedLoad(double load) {
    WorkloadParameters p = WorkloadParameters.defaults(30).withLoad(load).withDays(28);
    double work = 0;
    int seeds = 20;
    for (long seed = 1; seed <= seeds; seed++) {
      Workload w = WorkloadGenerator.generate(CATALOGUE, "c.json", p, seed);
      for (Arrival a : w.arrivals()) {
        work += CATALOGUE.template(a.templateId()).totalReferenceSeconds();
      }
    }
    double offered = work / seeds / (p.horizonSeconds() * p.totalCores());
    assertThat(offered).isCloseTo(load, within(load * 0.06));
  }

  @Test
  void shouldDrawEachArrivalsCurveAfterItsCriticalPath() {
    Workload w = WorkloadGenerator.generate(CATALOGUE, "c.json", WorkloadParameters.defaults(30).withDays(7), 3);
    for (Arrival a : w.arrivals()) {
      JobTemplate t = CATALOGUE.template(a.templateId());
      SoftDeadlineCurve c = (SoftDeadlineCurve) a.valueCurve();
      assertThat(c.deadlineSeconds()).isGreaterThanOrEqualTo(t.referenceCriticalPathSeconds());
      assertThat(a.arrivalSeconds()).isBetween(0.0, w.horizonSeconds());
    }
  }

  @Test
  void shouldBeDeterministicAndWriteItsSeed() {
    WorkloadParameters p = WorkloadParameters.defaults(30).withDays(3);
    String a = ValenFiles.toText(WorkloadGenerator.generate(CATALOGUE, "c.json", p, 5));
    assertThat(a).isEqualTo(ValenFiles.toText(WorkloadGenerator.generate(CATALOGUE, "c.json", p, 5)));
    assertThat(a).contains("\"seed\": 5");
    assertThat(a).isNotEqualTo(ValenFiles.toText(WorkloadGenerator.generate(CATALOGUE, "c.json", p, 6)));
  }

  @Test
  void shouldCountPeakOnlyOnWeekdayDaytime() {
    WorkloadParameters p = WorkloadParameters.defaults(1);
    double hour = 3600;
    assertThat(p.isPeak(9 * hour)).isTrue(); // Monday 09:00
    assertThat(p.isPeak(7.99 * hour)).isFalse();
    assertThat(p.isPeak(20 * hour)).isFalse();
    assertThat(p.isPeak((4 * 24 + 19.9) * hour)).isTrue(); // Friday 19:54
    assertThat(p.isPeak((5 * 24 + 12) * hour)).isFalse(); // Saturday noon
    assertThat(p.isPeak((7 * 24 + 12) * hour)).isTrue(); // next Monday noon
  }
}
