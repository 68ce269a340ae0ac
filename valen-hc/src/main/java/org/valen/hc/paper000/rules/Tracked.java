package org.valen.hc.paper000.rules;

import org.valen.hc.paper000.mapping.LogUtility;
import org.valen.hc.paper000.rules.ScoreQueue.Choice;
import org.valen.runtime.policy.JobView;

/** A mappable job as the {@link OfferIndex} knows it; replaced when the job leaves the set and comes back. */
final class Tracked extends KeyHeap.Entry {
  final JobView job;
  final int template;
  /** When the job's value falls below the dropping threshold (or to nothing, for a threshold of 0). */
  final double lastSeconds;
  /** False once the job left the mappable set; the event in which it was mapped for that event only. */
  boolean live = true;
  long mappedInEvent = -1;
  /** For {@link ScoreQueue} (its place in a {@link KeyHeap} beside): when it was last scored, and its best offer then. */
  long exactInEvent = -1;
  final Choice best = new Choice();
  private LogUtility log;

  Tracked(JobView job, int template, double lastSeconds) {
    this.job = job;
    this.template = template;
    this.lastSeconds = lastSeconds;
  }

  /** The job's value in the log domain (as the readable Max Utility family compares it). */
  LogUtility log() {
    return log != null ? log : makeLog();
  }

  private LogUtility makeLog() {
    log = LogUtility.of(job.valueCurve(), job.arrivalSeconds());
    return log;
  }
}
