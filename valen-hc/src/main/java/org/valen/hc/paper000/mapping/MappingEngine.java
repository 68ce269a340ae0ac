package org.valen.hc.paper000.mapping;

/** What the three mapping engines share: a name and whether they may use P-states other than 0. */
abstract class MappingEngine implements Heuristic {
  private final String name;
  private final boolean allPStates;

  MappingEngine(String name, boolean allPStates) {
    this.name = name;
    this.allPStates = allPStates;
  }

  @Override
  public final String name() {
    return name;
  }

  @Override
  public final boolean usesAllPStates() {
    return allPStates;
  }
}
