package org.valen.model.platform;

import org.valen.model.Check;

/**
 * Data rates of the platform. An edge of a job's task graph whose two tasks run on different cores
 * of one node costs {@code dataBytes / coreToCoreBytesPerSecond}; on the same core it costs
 * nothing. Moving a job's state to another node goes at {@code nodeToNodeBytesPerSecond}.
 */
public record Interconnect(double coreToCoreBytesPerSecond, double nodeToNodeBytesPerSecond) {
  public Interconnect {
    Check.positive(coreToCoreBytesPerSecond, "coreToCoreBytesPerSecond");
    Check.positive(nodeToNodeBytesPerSecond, "nodeToNodeBytesPerSecond");
  }

  /** Seconds to move {@code bytes} between two cores of one node. */
  public double coreToCoreSeconds(double bytes) {
    return bytes / coreToCoreBytesPerSecond;
  }

  /** Seconds to move {@code bytes} between two nodes. */
  public double nodeToNodeSeconds(double bytes) {
    return bytes / nodeToNodeBytesPerSecond;
  }
}
