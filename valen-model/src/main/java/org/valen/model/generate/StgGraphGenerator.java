package org.valen.model.generate;

import java.util.ArrayList;
import java.util.List;
import org.apache.commons.rng.UniformRandomProvider;
import org.valen.model.job.JobTemplate;
import org.valen.model.value.StepCurve;

/**
 * Random task graphs of the kind of the Standard Task Graph Set (Tobita and Kasahara, "A standard
 * task graph set for fair evaluation of multiprocessor scheduling algorithms", J. Scheduling 5(5),
 * 2002, section 3, the Kasahara lab's method): {@code n} tasks numbered in a topological order,
 * random precedence constraints, integer processing times, no communication. The scheduling
 * benchmarks measure the profiler on hundreds of them against the lower bound max(critical path,
 * work ÷ k), which the optimum reaches on most such graphs.
 *
 * <p><b>Precedence</b> ({@link Precedence}), for tasks {@code 1 … n}:
 *
 * <ul>
 *   <li>{@code sameprob}: every pair {@code i < j} is an edge {@code i → j} with probability p;
 *   <li>{@code samepred}: task {@code j} draws its number of predecessors uniformly from {@code 0 …
 *       2·mean} (at most {@code j − 1}) and takes them uniformly among the tasks before it;
 *   <li>{@code layrprob}: tasks are cut into layers whose sizes are uniform on {@code 1 …
 *       2·parallelism − 1} (mean: the parallelism); a task of layer {@code ℓ > 0} has an edge from
 *       each task of layer {@code ℓ − 1} with probability p, and from one of them drawn uniformly
 *       if none was drawn, so that the graph has exactly as many levels as layers;
 *   <li>{@code layrpred}: the same layers; a task of layer {@code ℓ > 0} draws its number of
 *       predecessors uniformly from {@code 1 … 2·mean − 1} (at most the size of layer {@code ℓ −
 *       1}) and takes them uniformly in that layer.
 * </ul>
 *
 * The Set's page names these four methods and defines {@code sameprob} exactly; the others are
 * read from its description (mean predecessors; layers whose width is the parallelism), and these
 * readings are ours. <b>Times</b> are whole units drawn, after the precedence, by one of the Set's
 * six processing-time generators ({@link StgTimes}: {@code unifproc}, {@code expoproc}, {@code
 * normproc} of average 5 or 10 units; the default {@code unifproc-5} is uniform on 1 … 10), times
 * {@code secondsPerUnit}. Tasks are {@code t1 … tn} of task type {@code stg}, edges carry no data,
 * and the template has the generators' midpoint value curve ({@link
 * ValueCurveParameters#midpoint}). The same parameters and generator state give the same graph;
 * graphs of one stream that differ only in their time generator share their precedence.
 */
public final class StgGraphGenerator {
  /** The Set's four precedence methods. */
  public enum Precedence {
    SAMEPROB, SAMEPRED, LAYRPROB, LAYRPRED;

    /** The Set's name of the method. */
    public String id() {
      return name().toLowerCase(java.util.Locale.ROOT);
    }
  }

  private StgGraphGenerator() {}

  /** Graph {@code index} of the sample of {@code seed}: stream {@code index} of the seed. */
  public static JobTemplate generate(String id, StgGraphParameters p, long seed, int index) {
    return generate(id, p, RandomStreams.create(seed, index));
  }

  /** A graph drawn from {@code rng}. */
  public static JobTemplate generate(String id, StgGraphParameters p, UniformRandomProvider rng) {
    int n = p.tasks();
    List<List<Integer>> predecessors = switch (p.precedence()) {
      case SAMEPROB -> sameProbability(n, p.edgeProbability(), rng);
      case SAMEPRED -> samePredecessors(n, p.meanPredecessors(), rng);
      case LAYRPROB -> layered(n, p, rng, true);
      case LAYRPRED -> layered(n, p, rng, false);
    };
    JobTemplate.Builder b = JobTemplate.builder(id).valueCurve(StepCurve.hardDeadline(1, 1));
    java.util.function.IntSupplier units = p.times().sampler(rng);
    for (int t = 0; t < n; t++) {
      b.task("t" + (t + 1), "stg", units.getAsInt() * p.secondsPerUnit());
    }
    for (int t = 0; t < n; t++) {
      for (int q : predecessors.get(t)) {
        b.edge("t" + (q + 1), "t" + (t + 1), 0);
      }
    }
    JobTemplate draft = b.build();
    return draft.toBuilder().valueCurve(ValueCurveParameters.defaults()
        .midpoint(draft.referenceCriticalPathSeconds(), draft.totalReferenceSeconds())).build();
  }

  private static List<List<Integer>> sameProbability(int n, double p, UniformRandomProvider rng) {
    List<List<Integer>> predecessors = empty(n);
    for (int j = 0; j < n; j++) {
      for (int i = 0; i < j; i++) {
        if (rng.nextDouble() < p) {
          predecessors.get(j).add(i);
        }
      }
    }
    return predecessors;
  }

  private static List<List<Integer>> samePredecessors(int n, double mean, UniformRandomProvider rng) {
    List<List<Integer>> predecessors = empty(n);
    int most = (int) Math.round(2 * mean);
    for (int j = 1; j < n; j++) {
      int count = Math.min(j, rng.nextInt(most + 1));
      predecessors.get(j).addAll(distinct(0, j, count, rng));
    }
    return predecessors;
  }

  private static List<List<Integer>> layered(int n, StgGraphParameters p, UniformRandomProvider rng,
      boolean byProbability) {
    List<List<Integer>> predecessors = empty(n);
    int widest = Math.max(1, (int) Math.round(2 * p.parallelism() - 1));
    int mostPredecessors = Math.max(1, (int) Math.round(2 * p.meanPredecessors() - 1));
    int previousStart = -1;
    int previousEnd = -1;
    for (int start = 0; start < n; ) {
      int end = Math.min(n, start + 1 + rng.nextInt(widest));
      for (int j = start; j < end && previousStart >= 0; j++) {
        List<Integer> mine = predecessors.get(j);
        if (byProbability) {
          for (int i = previousStart; i < previousEnd; i++) {
            if (rng.nextDouble() < p.edgeProbability()) {
              mine.add(i);
            }
          }
          if (mine.isEmpty()) {
            mine.add(previousStart + rng.nextInt(previousEnd - previousStart));
          }
        } else {
          int count = Math.min(previousEnd - previousStart, 1 + rng.nextInt(mostPredecessors));
          mine.addAll(distinct(previousStart, previousEnd, count, rng));
        }
      }
      previousStart = start;
      previousEnd = end;
      start = end;
    }
    return predecessors;
  }

  /** {@code count} distinct integers of {@code from … to − 1}, increasing (a partial Fisher–Yates shuffle). */
  private static List<Integer> distinct(int from, int to, int count, UniformRandomProvider rng) {
    int[] pool = new int[to - from];
    for (int i = 0; i < pool.length; i++) {
      pool[i] = from + i;
    }
    for (int i = 0; i < count; i++) {
      int j = i + rng.nextInt(pool.length - i);
      int swap = pool[i];
      pool[i] = pool[j];
      pool[j] = swap;
    }
    List<Integer> chosen = new ArrayList<>();
    for (int i = 0; i < count; i++) {
      chosen.add(pool[i]);
    }
    chosen.sort(Integer::compare);
    return chosen;
  }

  private static List<List<Integer>> empty(int n) {
    List<List<Integer>> lists = new ArrayList<>(n);
    for (int i = 0; i < n; i++) {
      lists.add(new ArrayList<>());
    }
    return lists;
  }
}
