package org.valen.spark;

import java.io.Serializable;
import java.util.ArrayList;
import java.util.List;
import org.valen.model.profile.ProfilePoint;
import org.valen.profiler.search.SearchResult;
import org.valen.profiler.search.TimeBound;

/**
 * A {@link SearchResult} as it travels from an executor to the driver: its points' arrays and
 * numbers, and its minimum-time bound, exactly.
 */
final class ShippedSearchResult implements Serializable {
  private static final long serialVersionUID = 1L;
  private final int[][] taskToCore;
  private final int[][] coreLevels;
  private final int[][] taskOrder;
  private final double[] responseTimeSeconds;
  private final double[] energyJoules;
  private final int selected;
  private final int evaluations;
  private final double boundSeconds;
  private final String boundMethod; // null: no bound (the exact step off)

  private ShippedSearchResult(SearchResult r) {
    List<ProfilePoint> front = r.front();
    int n = front.size();
    taskToCore = new int[n][];
    coreLevels = new int[n][];
    taskOrder = new int[n][];
    responseTimeSeconds = new double[n];
    energyJoules = new double[n];
    int chosen = -1;
    for (int i = 0; i < n; i++) {
      ProfilePoint p = front.get(i);
      taskToCore[i] = p.taskToCore();
      coreLevels[i] = p.coreLevels();
      taskOrder[i] = p.taskOrder();
      responseTimeSeconds[i] = p.responseTimeSeconds();
      energyJoules[i] = p.energyJoules();
      if (p == r.selected() || chosen < 0 && p.equals(r.selected())) {
        chosen = i;
      }
    }
    selected = chosen;
    evaluations = r.evaluations();
    boundSeconds = r.bound() == null ? 0 : r.bound().seconds();
    boundMethod = r.bound() == null ? null : r.bound().method();
  }

  static ShippedSearchResult of(SearchResult r) {
    return new ShippedSearchResult(r);
  }

  SearchResult result() {
    List<ProfilePoint> front = new ArrayList<>();
    for (int i = 0; i < taskToCore.length; i++) {
      front.add(new ProfilePoint(taskToCore[i], coreLevels[i], responseTimeSeconds[i], energyJoules[i], taskOrder[i]));
    }
    return new SearchResult(front, front.get(selected), evaluations,
        boundMethod == null ? null : new TimeBound(boundSeconds, boundMethod));
  }
}
