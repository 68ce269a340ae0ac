package org.valen.model.importer.swf;

/**
 * One job line of a Standard Workload Format log: its 18 fields in the archive's order, with
 * {@value #UNKNOWN} for a field the log does not know (times in seconds, memory in KB).
 *
 * @param line the line of the file it was read from, for messages
 */
public record SwfJob(
    int line,
    long jobNumber,
    double submitSeconds,
    double waitSeconds,
    double runSeconds,
    long allocatedProcessors,
    double averageCpuSeconds,
    double usedMemoryKb,
    long requestedProcessors,
    double requestedSeconds,
    double requestedMemoryKb,
    int status,
    long userId,
    long groupId,
    long executable,
    long queue,
    long partition,
    long precedingJob,
    double thinkTimeSeconds) {

  /** The archive's mark of an unknown field. */
  public static final int UNKNOWN = -1;

  /** The fields' names in the archive's order, for messages and docs. */
  public static final String[] FIELDS = {
    "job number", "submit time", "wait time", "run time", "allocated processors", "average CPU time",
    "used memory", "requested processors", "requested time", "requested memory", "status", "user id",
    "group id", "executable", "queue", "partition", "preceding job", "think time"
  };

  /** The processors the job ran on: allocated where known, else requested; {@value #UNKNOWN} if neither. */
  public long processors() {
    return allocatedProcessors > 0 ? allocatedProcessors : requestedProcessors > 0 ? requestedProcessors : UNKNOWN;
  }

  /** Status names of the archive (1 completed, 0 failed, 5 cancelled; 2–4 parts of a checkpointed job). */
  public static String statusName(int status) {
    return switch (status) {
      case 0 -> "failed";
      case 1 -> "completed";
      case 2 -> "partial, to be continued";
      case 3 -> "partial, last";
      case 4 -> "partial, failed";
      case 5 -> "cancelled";
      default -> "unknown";
    };
  }
}
