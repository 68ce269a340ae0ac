package org.valen.runtime.output;

import java.nio.file.Path;
import org.valen.model.io.AtomicWriter;
import org.valen.model.platform.Node;
import org.valen.model.platform.Platform;
import org.valen.runtime.sim.Trace;

/**
 * A {@link Trace} that writes every task piece to {@code tasks.csv} as it ends, one row
 * {@code job,task,node,core,level,start_s,end_s,end}: the schedule of the run with the v/f level
 * of each piece. {@code core} is the global core index (the platform's nodes in order), {@code
 * end} why the piece ended: {@code finished}, {@code checkpoint} (the job paused), {@code
 * reallocated} (moved to other cores, node or levels: a migration) or {@code preempted}. The file
 * streams to disk and appears whole at {@link #commit()}; {@link #close()} without a commit leaves
 * nothing.
 */
public final class TaskTrace implements Trace, AutoCloseable {
  /** The file's name in a run folder. */
  public static final String FILE = "tasks.csv";
  /** Its header line. */
  public static final String HEADER = "job,task,node,core,level,start_s,end_s,end\n";

  private final AtomicWriter out;
  private final String[] nodeOfCore;

  private TaskTrace(AtomicWriter out, Platform platform) {
    this.out = out;
    this.nodeOfCore = new String[platform.totalCores()];
    int core = 0;
    for (Node n : platform.nodes()) {
      for (int i = 0; i < n.cores(); i++) {
        nodeOfCore[core++] = Csv.text(n.id());
      }
    }
    out.append(HEADER);
  }

  /** A trace of a run on {@code platform} into {@code file}. */
  public static TaskTrace open(Path file, Platform platform) {
    return new TaskTrace(AtomicWriter.open(file), platform);
  }

  @Override
  public void taskRan(String jobId, int task, int core, int level, double start, double end, PieceEnd why) {
    out.append(Csv.text(jobId)).append(',').append(Integer.toString(task)).append(',').append(nodeOfCore[core])
        .append(',').append(Integer.toString(core)).append(',').append(Integer.toString(level)).append(',')
        .append(Csv.number(start)).append(',').append(Csv.number(end)).append(',').append(label(why)).append('\n');
  }

  /** How {@code why} reads in the file. */
  public static String label(PieceEnd why) {
    return why.name().toLowerCase(java.util.Locale.ROOT);
  }

  /** Puts the whole file in place. */
  public void commit() {
    out.commit();
  }

  @Override
  public void close() {
    out.close();
  }
}
