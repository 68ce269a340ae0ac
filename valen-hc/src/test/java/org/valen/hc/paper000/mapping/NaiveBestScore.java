package org.valen.hc.paper000.mapping;

/**
 * Max Utility, Max UPT and Max UPE done the slow, obvious way, as a reference for {@link
 * BestScore}: every iteration scores every mappable task on every available machine in every
 * P-state that passes, and assigns the best (same objective and tie rules).
 */
final class NaiveBestScore extends MappingEngine {
  private final BestScore.Objective objective;

  NaiveBestScore(BestScore.Objective objective) {
    super("naive-" + objective, true);
    this.objective = objective;
  }

  @Override
  public void map(MappingRound round) {
    TaskPool pool = round.pool;
    ChoiceTable table = round.table;
    while (!round.exhausted()) {
      int bestTask = -1;
      int bestMachine = -1;
      int bestLevel = -1;
      double best = Double.NEGATIVE_INFINITY;
      double bestCompletion = Double.POSITIVE_INFINITY;
      for (int s = 0; s < pool.capacity; s++) {
        if (!round.mappable(s)) {
          continue;
        }
        int i = pool.type[s];
        LogUtility utility = LogUtility.of(pool.job[s].valueCurve(), pool.arrival[s]);
        for (int j : table.validTypes[i]) {
          for (int r = 0; r < round.availableOfType(j); r++) {
            int m = round.availableMachine(j, r);
            double ready = round.ready(m);
            for (int k = 0; k < table.levels; k++) {
              int cell = table.cell(i, j, k);
              if (!round.passes(cell)) {
                continue;
              }
              double completion = ready + table.etc(cell);
              double value = utility.at(completion);
              if (value == Double.NEGATIVE_INFINITY) {
                continue;
              }
              double score = value - switch (objective) {
                case UTILITY -> 0;
                case UTILITY_PER_TIME -> table.logEtc(cell);
                case UTILITY_PER_ENERGY -> table.logEec(cell);
              };
              boolean better = bestTask < 0 || score > best
                  || (score == best && (pool.jobIndex[s] < pool.jobIndex[bestTask]
                      || (s == bestTask && (completion < bestCompletion
                          || (completion == bestCompletion && (m < bestMachine || (m == bestMachine && k < bestLevel)))))));
              if (better) {
                best = score;
                bestTask = s;
                bestMachine = m;
                bestLevel = k;
                bestCompletion = completion;
              }
            }
          }
        }
      }
      if (bestTask < 0) {
        return;
      }
      round.assign(bestTask, bestMachine, bestLevel);
    }
  }
}
