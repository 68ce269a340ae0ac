package org.valen.model.profile;

import java.util.ArrayList;
import java.util.List;
import org.valen.model.exec.ExecutionModel;
import org.valen.model.job.JobTemplate;
import org.valen.model.platform.CoreType;
import org.valen.model.platform.Platform;

/**
 * Which core types of a platform a template's {@link Profile} covers: every core type that has
 * nodes and on which the execution model runs every task of the template; and the largest node of
 * each, beyond which no core budget goes (a job runs on one node). The profiler writes these
 * profiles and the runtime requires them, by this one rule.
 */
public final class ProfileCoverage {
  private final Platform platform;
  private final ExecutionModel model;
  private final int[] largestNode; // by core type index; 0 for a core type without nodes

  public ProfileCoverage(Platform platform, ExecutionModel model) {
    this.platform = platform;
    this.model = model;
    this.largestNode = platform.largestNodeCores();
  }

  public Platform platform() {
    return platform;
  }

  /** Cores of the largest node of core type number {@code coreTypeIndex}; 0 if it has no nodes. */
  public int largestNode(int coreTypeIndex) {
    return largestNode[coreTypeIndex];
  }

  /** Indices of the core types (in platform order) whose profile of {@code template} is covered. */
  public List<Integer> coreTypesOf(JobTemplate template) {
    List<Integer> covered = new ArrayList<>();
    for (int i = 0; i < largestNode.length; i++) {
      CoreType type = platform.coreTypes().get(i);
      if (largestNode[i] > 0 && template.tasks().stream().allMatch(t -> model.canRun(t, type))) {
        covered.add(i);
      }
    }
    return covered;
  }
}
