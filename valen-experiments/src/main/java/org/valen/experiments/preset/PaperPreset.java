package org.valen.experiments.preset;

import java.util.List;
import org.valen.experiments.table.RowLayout;

/**
 * A preset's fixed parts held once: its name, description, setup fields, sweepable fields, layout
 * and metrics. A paper's preset extends it and says how a setup and a seed become a run ({@link
 * #worlds}) and what the report says of its setup ({@link #describe}).
 */
public abstract class PaperPreset implements Preset {
  private final String name;
  private final String description;
  private final List<SetupField> fields;
  private final List<String> sweepable;
  private final RowLayout layout;
  private final List<MetricDef> metrics;
  private final List<String> defaultMetrics;

  /**
   * @param sweepable the names of the fields a sweep may vary
   * @param defaultMetrics the ids of the metrics a scenario that names none shows
   */
  protected PaperPreset(String name, String description, List<SetupField> fields, List<String> sweepable,
      RowLayout layout, List<MetricDef> metrics, List<String> defaultMetrics) {
    this.name = name;
    this.description = description;
    this.fields = List.copyOf(fields);
    this.sweepable = List.copyOf(sweepable);
    this.layout = layout;
    this.metrics = List.copyOf(metrics);
    this.defaultMetrics = List.copyOf(defaultMetrics);
  }

  @Override
  public final String name() {
    return name;
  }

  @Override
  public final String description() {
    return description;
  }

  @Override
  public final List<SetupField> fields() {
    return fields;
  }

  @Override
  public final List<String> sweepable() {
    return sweepable;
  }

  @Override
  public final RowLayout layout() {
    return layout;
  }

  @Override
  public final List<MetricDef> metrics() {
    return metrics;
  }

  @Override
  public final List<String> defaultMetrics() {
    return defaultMetrics;
  }
}
