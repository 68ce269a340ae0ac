package org.valen.experiments.run;

import java.nio.file.Path;
import java.util.List;
import org.valen.model.io.AtomicFiles;
import org.valen.runtime.output.RunFiles;
import org.valen.runtime.sim.JobRecord;

/**
 * The per-job outputs of an experiment's runs, on request ({@code --jobs-dir}): each run's {@code
 * jobs.csv} (the format of {@code valen simulate}) as {@code NAME.jobs.csv} in one folder, NAME
 * made of the run's coordinates in {@code runs.csv}. On a cluster the folder must be one every
 * executor can write (a shared file system).
 */
public final class JobsFiles {
  private JobsFiles() {}

  /** Writes {@code jobs} as {@code folder/NAME.jobs.csv}, NAME from {@code parts} joined by '.', unsafe characters as '_'. */
  public static void write(Path folder, List<JobRecord> jobs, Object... parts) {
    StringBuilder name = new StringBuilder();
    for (Object p : parts) {
      name.append(name.length() == 0 ? "" : ".").append(String.valueOf(p).replaceAll("[^A-Za-z0-9_=+-]", "_"));
    }
    AtomicFiles.writeText(folder.resolve(name + ".jobs.csv"), RunFiles.jobsCsv(jobs));
  }
}
