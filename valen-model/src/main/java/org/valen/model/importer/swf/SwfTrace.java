package org.valen.model.importer.swf;

import java.util.List;

/**
 * A Standard Workload Format log as read: its header and its job lines, in the order of the file.
 *
 * @param file the file as the user named it
 */
public record SwfTrace(String file, SwfHeader header, List<SwfJob> jobs) {
  public SwfTrace {
    jobs = List.copyOf(jobs);
  }
}
