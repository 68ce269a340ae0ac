package org.valen.profiler.store;

import java.util.Collections;
import java.util.SortedMap;
import java.util.TreeMap;
import org.valen.model.profile.CoreTypeProfile;
import org.valen.model.profile.MinimumTime;
import org.valen.model.profile.ProfileEntry;

/**
 * How many of a run's minimum times are proven optimal, by core budget: over every section of
 * every template the run leaves in the store (written or kept), the entries that record a {@link
 * MinimumTime}, those proven optimal, and the largest gap to the bound of the others. Not thread
 * safe: the run adds sections from one thread.
 */
public final class MinimumTimeTally {
  /** The tally of one budget {@code k}. */
  public static final class Budget {
    private int entries;
    private int recorded;
    private int proven;
    private double largestGap;

    /** Entries of this budget. */
    public int entries() {
      return entries;
    }

    /** Those that record a minimum time (the exact step ran). */
    public int recorded() {
      return recorded;
    }

    /** Those proven optimal. */
    public int proven() {
      return proven;
    }

    /** The largest (minimum time − bound) ÷ bound over the recorded entries. */
    public double largestGap() {
      return largestGap;
    }
  }

  private final SortedMap<Integer, Budget> byBudget = new TreeMap<>();

  /** Counts every entry of a section. */
  public void add(CoreTypeProfile section) {
    for (ProfileEntry e : section.entries()) {
      Budget b = byBudget.computeIfAbsent(e.maxCores(), k -> new Budget());
      b.entries++;
      if (e.minimumTime() != null) {
        b.recorded++;
        b.proven += e.minimumTime().provenOptimal() ? 1 : 0;
        b.largestGap = Math.max(b.largestGap, e.minimumTime().gapOf(e.front().get(0).responseTimeSeconds()));
      }
    }
  }

  /** The tallies by budget. */
  public SortedMap<Integer, Budget> byBudget() {
    return Collections.unmodifiableSortedMap(byBudget);
  }

  /**
   * One line, e.g. {@code k = 1: 20 of 20 proven optimal, k = 2: 19 of 20 (the other within 0.4 %
   * of its bound)}; empty if no entry records a minimum time.
   */
  public String describe() {
    StringBuilder line = new StringBuilder();
    for (var e : byBudget.entrySet()) {
      Budget b = e.getValue();
      if (b.recorded == 0) {
        continue;
      }
      line.append(line.length() == 0 ? "" : ", ").append("k = ").append(e.getKey()).append(": ").append(b.proven)
          .append(" of ").append(b.recorded).append(" proven optimal");
      if (b.proven < b.recorded) {
        boolean one = b.recorded - b.proven == 1;
        String gap = 100 * b.largestGap < 0.01 ? "under 0.01 %"
            : String.format(java.util.Locale.ROOT, "%.2f %%", 100 * b.largestGap);
        line.append(" (the ").append(one ? "other" : "others").append(" within ").append(gap).append(" of ")
            .append(one ? "its" : "their").append(" bound)");
      }
    }
    return line.toString();
  }
}
