package org.valen.papers.paper002;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.valen.experiments.table.PolicyEntry;
import org.valen.hc.paper002.Filter;
import org.valen.hc.paper002.Paper002Options;
import org.valen.hc.paper002.Paper002Policies;

/**
 * One of paper 002's 32 variants in Figs. 4–6: a heuristic (SQ, MECT, LL, RAND) with a filter
 * (none, en, rob, en+rob) and start-time cancellation off or on.
 *
 * @param heuristic SQ, MECT, LL or RAND
 * @param filter the filters of section 5.6
 * @param cancellation start-time cancellation (section 5.7)
 */
public record Variant(String heuristic, Filter filter, boolean cancellation) {

  /** The 32, heuristic by heuristic in the paper's order, then filter, then cancellation off before on. */
  public static List<Variant> all() {
    List<Variant> all = new ArrayList<>();
    for (String h : Paper002Policies.NAMES) {
      for (boolean cancel : new boolean[] {false, true}) {
        for (Filter f : Filter.values()) {
          all.add(new Variant(h, f, cancel));
        }
      }
    }
    return all;
  }

  /** The name on plots and in tables, e.g. {@code LL en+rob +cancel}. */
  public String label() {
    return heuristic + " " + filter.label() + (cancellation ? " +cancel" : "");
  }

  /** Its policy entry: the heuristic under {@link #label()} with its filter and cancellation. */
  public PolicyEntry entry() {
    return new PolicyEntry(heuristic, label(), options());
  }

  /** The policy options of this variant (the rest as section 7). */
  public Map<String, String> options() {
    return Map.of(Paper002Options.FILTER, filter.label(), Paper002Options.CANCELLATION, cancellation ? "on" : "off");
  }
}
