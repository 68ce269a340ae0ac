package org.valen.model.generate;

import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.valen.model.Check;

/**
 * Settings of {@link CatalogueGenerator}; defaults follow paper 001, section V: jobs of 5–10
 * dependent tasks whose times are "in the order of minutes or hours".
 *
 * @param name catalogue name
 * @param templates number of job templates
 * @param minTasks fewest tasks per job
 * @param maxTasks most tasks per job
 * @param shapes DAG shapes, drawn with equal probability
 * @param minTaskSeconds smallest time scale of a job: each job draws a scale log-uniformly between
 *     min and max, and each of its tasks takes scale × a log-uniform factor in [1/taskSpread,
 *     taskSpread], clamped to [min, max]
 * @param maxTaskSeconds largest time scale of a job
 * @param taskSpread how far a task's time may stray from its job's scale, ≥ 1 (tasks of one job
 *     are of similar size, as in real workflows, so that the job has parallelism to exploit)
 * @param minDataBytes least data on an edge (log-uniform)
 * @param maxDataBytes most data on an edge
 * @param minMigrationBytes smallest job state to move on migration (log-uniform)
 * @param maxMigrationBytes largest job state to move on migration
 * @param valueCurves rules of the templates' reference value curves
 */
public record CatalogueParameters(
    String name,
    int templates,
    int minTasks,
    int maxTasks,
    List<DagShape> shapes,
    double minTaskSeconds,
    double maxTaskSeconds,
    double taskSpread,
    double minDataBytes,
    double maxDataBytes,
    double minMigrationBytes,
    double maxMigrationBytes,
    ValueCurveParameters valueCurves) {

  public CatalogueParameters {
    Check.id(name, "name");
    Check.atLeast(templates, 1, "templates");
    Check.atLeast(minTasks, 1, "minTasks");
    Check.atLeast(maxTasks, minTasks, "maxTasks");
    shapes = List.copyOf(Check.nonEmpty(shapes, "shapes"));
    Check.positive(minTaskSeconds, "minTaskSeconds");
    Check.inRange(maxTaskSeconds, minTaskSeconds, Double.MAX_VALUE, "maxTaskSeconds");
    Check.inRange(taskSpread, 1, Double.MAX_VALUE, "taskSpread");
    Check.nonNegative(minDataBytes, "minDataBytes");
    Check.inRange(maxDataBytes, minDataBytes, Double.MAX_VALUE, "maxDataBytes");
    Check.nonNegative(minMigrationBytes, "minMigrationBytes");
    Check.inRange(maxMigrationBytes, minMigrationBytes, Double.MAX_VALUE, "maxMigrationBytes");
  }

  /**
   * 20 templates of 5–10 tasks, all shapes, job time scales of 2 min – 3 h with tasks within 2×
   * of their job's scale, edges of 10 MB – 10 GB, job state of 1–16 GB.
   */
  public static CatalogueParameters defaults() {
    return new CatalogueParameters("paper001-example", 20, 5, 10, List.of(DagShape.values()),
        120, 10_800, 2, 1e7, 1e10, 1e9, 1.6e10, ValueCurveParameters.defaults());
  }

  public CatalogueParameters withName(String newName) {
    return new CatalogueParameters(newName, templates, minTasks, maxTasks, shapes, minTaskSeconds,
        maxTaskSeconds, taskSpread, minDataBytes, maxDataBytes, minMigrationBytes, maxMigrationBytes, valueCurves);
  }

  public CatalogueParameters withTemplates(int count, int fewestTasks, int mostTasks) {
    return new CatalogueParameters(name, count, fewestTasks, mostTasks, shapes, minTaskSeconds,
        maxTaskSeconds, taskSpread, minDataBytes, maxDataBytes, minMigrationBytes, maxMigrationBytes, valueCurves);
  }

  public CatalogueParameters withShapes(List<DagShape> newShapes) {
    return new CatalogueParameters(name, templates, minTasks, maxTasks, newShapes, minTaskSeconds,
        maxTaskSeconds, taskSpread, minDataBytes, maxDataBytes, minMigrationBytes, maxMigrationBytes, valueCurves);
  }

  public CatalogueParameters withTaskSeconds(double min, double max) {
    return new CatalogueParameters(name, templates, minTasks, maxTasks, shapes, min, max, taskSpread,
        minDataBytes, maxDataBytes, minMigrationBytes, maxMigrationBytes, valueCurves);
  }

  /** Every setting as text, for provenance. */
  public Map<String, String> describe() {
    Map<String, String> m = new TreeMap<>();
    m.put("templates", String.valueOf(templates));
    m.put("tasks", minTasks + ".." + maxTasks);
    m.put("shapes", String.join(",", shapes.stream().map(DagShape::id).toList()));
    m.put("taskSeconds", minTaskSeconds + ".." + maxTaskSeconds);
    m.put("taskSpread", String.valueOf(taskSpread));
    m.put("dataBytes", minDataBytes + ".." + maxDataBytes);
    m.put("migrationBytes", minMigrationBytes + ".." + maxMigrationBytes);
    valueCurves.describe("value.", m);
    return m;
  }
}
