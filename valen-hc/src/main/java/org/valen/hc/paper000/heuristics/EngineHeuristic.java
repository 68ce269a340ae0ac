package org.valen.hc.paper000.heuristics;

import org.valen.hc.paper000.mapping.Heuristic;
import org.valen.hc.paper000.mapping.MappingRound;

/** A named heuristic of paper 000 that runs one of the mapping engines with its settings. */
public abstract class EngineHeuristic implements Heuristic {
  private final Heuristic engine;

  protected EngineHeuristic(Heuristic engine) {
    this.engine = engine;
  }

  @Override
  public final String name() {
    return engine.name();
  }

  @Override
  public final boolean usesAllPStates() {
    return engine.usesAllPStates();
  }

  @Override
  public final void prepare(MappingRound round) {
    engine.prepare(round);
  }

  @Override
  public final void map(MappingRound round) {
    engine.map(round);
  }
}
