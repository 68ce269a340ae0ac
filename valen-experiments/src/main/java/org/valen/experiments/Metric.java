package org.valen.experiments;

import java.util.Arrays;
import java.util.List;
import java.util.Optional;

/** A figure of a run, with how to read it from a {@link RunRow}. */
public enum Metric {
  VALUE("value", "total value"),
  ENERGY("energy", "job energy (MJ)"),
  VALUE_PER_ENERGY("value-per-energy", "value / energy (per MJ)"),
  REJECTED("rejected", "rejected jobs (%)"),
  MIGRATIONS("migrations", "reallocations"),
  VALUE_LOST_LATE("value-lost-late", "value lost to lateness (% of the upper bound)"),
  VALUE_LOST_REJECTED("value-lost-rejected", "value lost to rejection (% of the upper bound)"),
  LATE_LOSS_QUEUEING("late-loss-queueing", "late loss due to queueing (%)"),
  ENERGY_PER_WORK("energy-per-work", "job energy per reference core-second (J)"),
  FASTEST_LEVEL_TIME("fastest-level-time", "task time at the fastest v/f level (%)");

  private final String id;
  private final String label;

  Metric(String id, String label) {
    this.id = id;
    this.label = label;
  }

  public String id() {
    return id;
  }

  public String label() {
    return label;
  }

  /** The metric with this {@link #id()}, if there is one. */
  public static Optional<Metric> fromId(String id) {
    return Arrays.stream(values()).filter(m -> m.id().equals(id)).findFirst();
  }

  /** Every metric's {@link #id()}. */
  public static List<String> ids() {
    return Arrays.stream(values()).map(Metric::id).toList();
  }

  /** The metric of one run. */
  public double of(RunRow row) {
    return switch (this) {
      case VALUE -> row.totalValue();
      case ENERGY -> row.jobEnergyJoules() / 1e6;
      case VALUE_PER_ENERGY -> row.valuePerJoule() * 1e6;
      case REJECTED -> row.rejectedPercent();
      case MIGRATIONS -> row.migrations();
      case VALUE_LOST_LATE -> percentOfBound(row, row.valueLostToLateness());
      case VALUE_LOST_REJECTED -> percentOfBound(row, row.valueLostToRejection());
      case LATE_LOSS_QUEUEING -> row.valueLostToLateness() > 0
          ? 100 * row.lateValueLostToQueueing() / row.valueLostToLateness() : 0;
      case ENERGY_PER_WORK -> row.joulesPerWorkSecond();
      case FASTEST_LEVEL_TIME -> row.levelTimeShares().isEmpty() ? 0 : 100 * row.levelTimeShares().get(0);
    };
  }

  private static double percentOfBound(RunRow row, double lost) {
    return row.valueUpperBound() > 0 ? 100 * lost / row.valueUpperBound() : 0;
  }

  /** Whether normalizing to a baseline makes sense (ratios of totals). */
  public boolean normalizable() {
    return this == VALUE || this == ENERGY || this == VALUE_PER_ENERGY;
  }
}
