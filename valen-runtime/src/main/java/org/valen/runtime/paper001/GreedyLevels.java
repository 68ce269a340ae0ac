package org.valen.runtime.paper001;

import java.util.Arrays;
import org.valen.model.schedule.DecoderWorkspace;
import org.valen.model.schedule.ScheduleDecoder;

/**
 * ValEnSepOpt's v/f levels, after paper 001's ref. [14] (Singh, Das, Kumar, DAC 2013): for an
 * allocation already fixed for minimum response time, start with every core at the fastest level
 * and fix the levels core by core: in each iteration, over the cores not yet fixed and each of
 * their levels, take the change that gives the smallest response time × energy and fix that core
 * there. Ref. [14] minimizes energy under a performance constraint; as paper 001 says, it is
 * extended here to value and energy by using the same joint objective as the profiles, time ×
 * energy. Ties go to the lower core, then the faster level.
 */
public final class GreedyLevels implements LoadBalancedOffers.LevelChooser {

  @Override
  public int[] levels(ScheduleDecoder decoder, int[] taskToCore, int cores) {
    int[] levels = new int[cores];
    boolean[] fixed = new boolean[cores];
    DecoderWorkspace ws = decoder.newWorkspace(cores);
    for (int iteration = 0; iteration < cores; iteration++) {
      int bestCore = -1;
      int bestLevel = 0;
      double bestProduct = Double.POSITIVE_INFINITY;
      for (int c = 0; c < cores; c++) {
        if (fixed[c]) {
          continue;
        }
        int keep = levels[c];
        for (int l = 0; l < decoder.levelCount(); l++) {
          levels[c] = l;
          double product = decoder.evaluate(taskToCore, levels, ws) * ws.energyJoules();
          if (product < bestProduct) {
            bestProduct = product;
            bestCore = c;
            bestLevel = l;
          }
        }
        levels[c] = keep;
      }
      levels[bestCore] = bestLevel;
      fixed[bestCore] = true;
    }
    return Arrays.copyOf(levels, cores);
  }
}
