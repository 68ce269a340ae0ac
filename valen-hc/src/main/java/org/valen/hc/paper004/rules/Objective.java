package org.valen.hc.paper004.rules;

/**
 * The objective functions of paper 004 (section III-D.2): the utility a task earns at its
 * completion time CT (Eq. 1, "Util"), or that utility per second of its remaining execution time
 * RET (Eq. 2, "UPT"). Every heuristic of the paper exists with either ("replacing all instances of
 * Util … with UPT", section III-F).
 */
public enum Objective {
  /** Eq. 1: Util = utility of the task at its CT. */
  UTIL,
  /** Eq. 2: UPT = Util / RET. */
  UPT;

  /**
   * The objective of a task that earns {@code utility} with {@code remainingSeconds} of execution
   * left; a UPT with no time left is +∞ (0 if it earns nothing).
   */
  public double of(double utility, double remainingSeconds) {
    if (this == UTIL || utility == 0) {
      return utility;
    }
    return utility / remainingSeconds;
  }
}
