package org.valen.experiments.runs;

import java.util.ArrayList;
import java.util.List;

/**
 * The {@code i}-th of {@code n} disjoint slices of an experiment's units, for a batch job array
 * ({@code --shard i/n}, 1-based as Slurm's {@code SLURM_ARRAY_TASK_ID} may be). Unit {@code u} of
 * every stage belongs to shard {@code u mod n + 1}: round robin, so that slices of a sweep ordered
 * by value mix cheap and costly runs alike.
 *
 * @param index this slice, 1 … {@code count}
 * @param count number of slices
 */
public record Shard(int index, int count) {
  public Shard {
    if (count < 1 || index < 1 || index > count) {
      throw new IllegalArgumentException("a shard is i/n with 1 <= i <= n, was " + index + "/" + count);
    }
  }

  /** Parses {@code i/n}; anything else is refused with what was found. */
  public static Shard parse(String text) {
    String[] parts = text.trim().split("/", -1);
    try {
      if (parts.length == 2) {
        return new Shard(Integer.parseInt(parts[0].trim()), Integer.parseInt(parts[1].trim()));
      }
    } catch (NumberFormatException e) {
      // reported below
    }
    throw new IllegalArgumentException("--shard takes i/n with whole numbers 1 <= i <= n (e.g. 3/8), was '" + text + "'");
  }

  /** Whether unit {@code unit} (of any stage) is in this slice. */
  public boolean owns(int unit) {
    return unit % count == index - 1;
  }

  /** The units of a stage with {@code units} units that are in this slice, in order. */
  public List<Integer> units(int units) {
    List<Integer> mine = new ArrayList<>();
    for (int u = index - 1; u < units; u += count) {
      mine.add(u);
    }
    return mine;
  }

  /** {@code i/n}. */
  @Override
  public String toString() {
    return index + "/" + count;
  }
}
