package org.valen.runtime.output;

import org.valen.runtime.sim.Trace;

/**
 * A {@link Trace} that writes every task piece as a CSV row {@code job,task,core,level,start_s,
 * end_s,finished}: the schedule of the run and every v/f level each core ran at.
 */
public final class TaskTrace implements Trace {
  private final StringBuilder out = new StringBuilder("job,task,core,level,start_s,end_s,finished\n");

  @Override
  public void taskRan(String jobId, int task, int core, int level, double start, double end, boolean finished) {
    out.append(Csv.text(jobId)).append(',').append(task).append(',').append(core).append(',').append(level)
        .append(',').append(Csv.number(start)).append(',').append(Csv.number(end)).append(',').append(finished)
        .append('\n');
  }

  /** The CSV so far. */
  public String csv() {
    return out.toString();
  }
}
