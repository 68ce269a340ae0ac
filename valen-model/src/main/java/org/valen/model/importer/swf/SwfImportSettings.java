package org.valen.model.importer.swf;

import java.util.Locale;
import java.util.SortedMap;
import java.util.TreeMap;
import org.valen.model.Check;
import org.valen.model.generate.ValueCurveParameters;

/**
 * How an SWF log becomes a valen catalogue, workload and platform ({@link SwfImporter} says what
 * each setting does).
 *
 * @param startDay start of the window, in days after the log's start (its {@code UnixStartTime})
 * @param days length of the window in days; infinite for the whole log
 * @param every keep every n-th job of the window that can be imported (1: all)
 * @param load arrival rate × this: submit times are divided by it (1: the log's own)
 * @param processorsPerCore trace processors one valen core stands for (1: one each)
 * @param timeClassesPerDoubling run-time classes per doubling of time: a job's task time is rounded
 *     to the nearest of {@code 2^(k/K)} seconds, so that jobs of one size and class share a template
 * @param shape the task graph of a job
 * @param serialFraction share of a fork-join job's time spent in its fork and join tasks
 * @param deadlineBasis which of the job's own times its value curve is scaled by
 * @param curveFamily the kind of value curve every arrival gets
 * @param values how the curve follows from the job's time and work (factors drawn per job)
 * @param completedOnly keep only jobs of status 1 (completed)
 * @param coresPerNode cores of each node of the written platform
 * @param seed seed of the value curves' factors (each job draws from its own stream)
 */
public record SwfImportSettings(
    double startDay,
    double days,
    int every,
    double load,
    int processorsPerCore,
    int timeClassesPerDoubling,
    Shape shape,
    double serialFraction,
    DeadlineBasis deadlineBasis,
    CurveFamily curveFamily,
    ValueCurveParameters values,
    boolean completedOnly,
    int coresPerNode,
    long seed) {

  /** The task graph of an imported job of {@code c} cores. */
  public enum Shape {
    /** {@code c} independent tasks of the job's run time (a rigid job, made moldable). */
    RIGID,
    /** a fork task, {@code c} parallel tasks and a join task; the job's run time in all. */
    FORK_JOIN
  }

  /** Which of the job's times its deadline is a factor of. */
  public enum DeadlineBasis {
    /** the requested time (the user's estimate) where the log has it, else the run time */
    REQUESTED,
    /** the run time */
    RUN
  }

  /** The value curve of every arrival. */
  public enum CurveFamily {
    /** full value until the deadline, then decaying to zero (paper 001) */
    SOFT_DEADLINE,
    /** full value until the deadline, nothing after (a hard deadline) */
    HARD_DEADLINE
  }

  public SwfImportSettings {
    Check.inRange(startDay, 0, Double.MAX_VALUE, "startDay");
    if (!(days > 0)) {
      throw new IllegalArgumentException("days must be > 0, was " + days);
    }
    Check.atLeast(every, 1, "every");
    Check.positive(load, "load");
    Check.atLeast(processorsPerCore, 1, "processorsPerCore");
    if (timeClassesPerDoubling < 1 || timeClassesPerDoubling > 16) {
      throw new IllegalArgumentException("timeClassesPerDoubling must be in [1, 16], was " + timeClassesPerDoubling);
    }
    if (!(serialFraction >= 0 && serialFraction < 1)) {
      throw new IllegalArgumentException("serialFraction must be in [0, 1), was " + serialFraction);
    }
    Check.atLeast(coresPerNode, 1, "coresPerNode");
  }

  /** The whole log, one core per processor, rigid jobs, 4 classes per doubling, soft deadlines. */
  public static SwfImportSettings defaults() {
    return new SwfImportSettings(0, Double.POSITIVE_INFINITY, 1, 1.0, 1, 4, Shape.RIGID, 0.1,
        DeadlineBasis.REQUESTED, CurveFamily.SOFT_DEADLINE, ValueCurveParameters.defaults(), false, 16, 1);
  }

  /** These settings with another window. */
  public SwfImportSettings withWindow(double newStartDay, double newDays) {
    return new SwfImportSettings(newStartDay, newDays, every, load, processorsPerCore, timeClassesPerDoubling, shape,
        serialFraction, deadlineBasis, curveFamily, values, completedOnly, coresPerNode, seed);
  }

  /** These settings with another scale: trace processors per core and cores per node. */
  public SwfImportSettings withScale(int newProcessorsPerCore, int newCoresPerNode) {
    return new SwfImportSettings(startDay, days, every, load, newProcessorsPerCore, timeClassesPerDoubling, shape,
        serialFraction, deadlineBasis, curveFamily, values, completedOnly, newCoresPerNode, seed);
  }

  /** These settings with another selection: every n-th job, arrival rate × load. */
  public SwfImportSettings withSelection(int newEvery, double newLoad) {
    return new SwfImportSettings(startDay, days, newEvery, newLoad, processorsPerCore, timeClassesPerDoubling, shape,
        serialFraction, deadlineBasis, curveFamily, values, completedOnly, coresPerNode, seed);
  }

  /** These settings with another job shape. */
  public SwfImportSettings withShape(Shape newShape, double newSerialFraction) {
    return new SwfImportSettings(startDay, days, every, load, processorsPerCore, timeClassesPerDoubling, newShape,
        newSerialFraction, deadlineBasis, curveFamily, values, completedOnly, coresPerNode, seed);
  }

  /** Every setting as text, for provenance. */
  public SortedMap<String, String> describe() {
    SortedMap<String, String> m = new TreeMap<>();
    m.put("startDay", String.valueOf(startDay));
    m.put("days", Double.isInfinite(days) ? "all" : String.valueOf(days));
    m.put("every", String.valueOf(every));
    m.put("load", String.valueOf(load));
    m.put("processorsPerCore", String.valueOf(processorsPerCore));
    m.put("timeClassesPerDoubling", String.valueOf(timeClassesPerDoubling));
    m.put("shape", name(shape));
    if (shape == Shape.FORK_JOIN) {
      m.put("serialFraction", String.valueOf(serialFraction));
    }
    m.put("deadlineBasis", name(deadlineBasis));
    m.put("curve", name(curveFamily));
    m.put("completedOnly", String.valueOf(completedOnly));
    m.put("coresPerNode", String.valueOf(coresPerNode));
    values.describe("value.", m);
    return m;
  }

  /** An enum constant as written on the command line: lower case with dashes. */
  public static String name(Enum<?> e) {
    return e.name().toLowerCase(Locale.ROOT).replace('_', '-');
  }
}
