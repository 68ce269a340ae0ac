package org.valen.model.importer.swf;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;
import org.valen.model.job.Catalogue;
import org.valen.model.job.Workload;
import org.valen.model.platform.Platform;

/**
 * What an SWF log became: a platform of its size, a catalogue of job classes and a workload of its
 * jobs, and an account of every job line that did not become an arrival.
 *
 * @param jobLines job lines read
 * @param skipped why jobs were left out, with how many, in the order the rules are applied
 * @param statuses every status of the imported jobs (the archive's names) with how many
 */
public record SwfImport(Platform platform, Catalogue catalogue, Workload workload, int jobLines,
    Map<String, Integer> skipped, Map<String, Integer> statuses) {
  public SwfImport {
    skipped = Collections.unmodifiableMap(new LinkedHashMap<>(skipped));
    statuses = Collections.unmodifiableMap(new LinkedHashMap<>(statuses));
  }

  /** Jobs left out in all. */
  public int skippedCount() {
    return skipped.values().stream().mapToInt(Integer::intValue).sum();
  }
}
