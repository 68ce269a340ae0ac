package org.valen.experiments.runs;

import java.util.List;

/**
 * What one shard ran: the request, the slice, the number of units of every stage (so that a merge
 * knows what must be covered), and the lines of each unit of the slice.
 *
 * @param request the experiment and its options
 * @param shard the slice
 * @param stageUnits units per stage, for the whole experiment
 * @param units the slice's units with their lines, stage by stage, unit by unit
 */
public record ShardResult(ExperimentRequest request, Shard shard, List<Integer> stageUnits, List<UnitLines> units) {
  public ShardResult {
    stageUnits = List.copyOf(stageUnits);
    units = List.copyOf(units);
  }

  /** One unit's lines of {@code runs.csv}. */
  public record UnitLines(int stage, int unit, List<String> lines) {
    public UnitLines {
      lines = List.copyOf(lines);
    }
  }
}
