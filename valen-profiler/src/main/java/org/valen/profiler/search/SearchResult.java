package org.valen.profiler.search;

import java.util.List;
import org.valen.model.profile.ProfilePoint;

/**
 * What a search found for one core budget.
 *
 * @param front the non-dominated points, by increasing response time
 * @param selected the minimum response time × energy point, one of {@code front}
 * @param evaluations schedule evaluations spent
 * @param bound the proven lower bound of the shortest schedule, if the exact step ran ({@code null}
 *     otherwise)
 */
public record SearchResult(List<ProfilePoint> front, ProfilePoint selected, int evaluations, TimeBound bound) {
  /** A result without a bound. */
  public SearchResult(List<ProfilePoint> front, ProfilePoint selected, int evaluations) {
    this(front, selected, evaluations, null);
  }

  public SearchResult {
    front = List.copyOf(front);
    if (!front.contains(selected)) {
      throw new IllegalArgumentException("the selected point is not on the front");
    }
  }

  /**
   * This result with the points of a smaller budget's front that none of its own dominates (they
   * are valid with more cores): the front of a nested search. On a tie the smaller budget's point
   * stays.
   */
  public SearchResult withSmallerBudgetFront(List<ProfilePoint> smallerFront) {
    ParetoArchive merged = new ParetoArchive();
    smallerFront.forEach(merged::offer);
    front.forEach(merged::offer);
    return of(merged, evaluations, bound);
  }

  /** The result held by an archive. */
  static SearchResult of(ParetoArchive archive, int evaluations, TimeBound bound) {
    return new SearchResult(archive.points(), archive.minProduct(), evaluations, bound);
  }

  /** This result with a bound. */
  public SearchResult withBound(TimeBound newBound) {
    return new SearchResult(front, selected, evaluations, newBound);
  }
}
