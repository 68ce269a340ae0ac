package org.valen.profit.io;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.valen.model.io.JsonIn;
import org.valen.model.io.JsonOut;
import org.valen.model.io.NumberRule;
import org.valen.profit.Economics;

/** The {@code economics} object of a {@code valen.bag} file. */
final class EconomicsCodec {
  private static final NumberRule AT_LEAST_ONE = new NumberRule("a finite number >= 1", v -> v >= 1 && Double.isFinite(v));

  private EconomicsCodec() {}

  /** Reads {@code in} for a bag whose machine types are {@code machineTypes}, in order. */
  static Optional<Economics> read(JsonIn in, List<String> machineTypes) {
    int mark = in.problems().count();
    in.requireObject("energyCostPerJoule", "pricePerBag", "profitRatio", "powerCapWatts", "pue", "overheadPerBag",
        "machineCosts");
    double cost = in.number("energyCostPerJoule", NumberRule.NON_NEGATIVE);
    double price = Double.NaN;
    double ratio = Double.NaN;
    if (in.has("pricePerBag") == in.has("profitRatio")) {
      in.problem(in.has("pricePerBag") ? "both \"pricePerBag\" and \"profitRatio\"" : "neither \"pricePerBag\" nor"
          + " \"profitRatio\"", "exactly one: the price per bag as money, or as the profit ratio γ (p = γ·c·E_min)");
    } else if (in.has("pricePerBag")) {
      price = in.number("pricePerBag", NumberRule.NON_NEGATIVE);
    } else {
      ratio = in.number("profitRatio", NumberRule.NON_NEGATIVE);
    }
    double cap = in.number("powerCapWatts", Double.POSITIVE_INFINITY, NumberRule.POSITIVE);
    double pue = in.number("pue", 1, AT_LEAST_ONE);
    double overhead = in.number("overheadPerBag", 0, NumberRule.NON_NEGATIVE);
    double[] wear = new double[machineTypes.size()];
    double[] purchase = new double[machineTypes.size()];
    double[] mttf = new double[machineTypes.size()];
    java.util.Arrays.fill(mttf, Double.POSITIVE_INFINITY);
    if (in.has("machineCosts")) {
      readMachineCosts(in, machineTypes, wear, purchase, mttf);
    }
    if (!in.problems().noneSince(mark)) {
      return Optional.empty();
    }
    double p = price;
    double g = ratio;
    boolean perType = in.has("machineCosts");
    double[] none = new double[0];
    return in.problems().attempt(in.path(), "valid economics", () -> new Economics(p, g, cost, cap, pue, overhead,
        perType ? wear : none, perType ? purchase : none, perType ? mttf : none));
  }

  private static void readMachineCosts(JsonIn in, List<String> machineTypes, double[] wear, double[] purchase,
      double[] mttf) {
    Set<String> seen = new HashSet<>();
    for (JsonIn c : in.array("machineCosts")) {
      c.requireObject("machineType", "wearPerSecond", "purchasePrice", "meanTimeToFailureSeconds");
      String type = c.text("machineType");
      int j = machineTypes.indexOf(type);
      if (j < 0) {
        c.problem("machineType", "\"" + type + "\"", "one of the bag's machine types " + machineTypes);
        continue;
      }
      if (!seen.add(type)) {
        c.problem("machineType", "\"" + type + "\" a second time", "each machine type once");
      }
      wear[j] = c.number("wearPerSecond", 0, NumberRule.NON_NEGATIVE);
      purchase[j] = c.number("purchasePrice", 0, NumberRule.NON_NEGATIVE);
      if (purchase[j] > 0 || c.has("meanTimeToFailureSeconds")) {
        mttf[j] = c.number("meanTimeToFailureSeconds", NumberRule.POSITIVE); // Eq. (12): cost_j / λ_j
      }
    }
  }

  /** The object of {@code e}; per-type costs only where they are not 0. */
  static ObjectNode write(Economics e, List<String> machineTypes) {
    ObjectNode o = JsonOut.object();
    o.put("energyCostPerJoule", e.energyCostPerJoule());
    if (e.priceIsRatio()) {
      o.put("profitRatio", e.profitRatio());
    } else {
      o.put("pricePerBag", e.pricePerBag());
    }
    if (Double.isFinite(e.powerCapWatts())) {
      o.put("powerCapWatts", e.powerCapWatts());
    }
    if (e.pue() != 1) {
      o.put("pue", e.pue());
    }
    if (e.overheadPerBag() != 0) {
      o.put("overheadPerBag", e.overheadPerBag());
    }
    ArrayNode costs = JsonOut.array();
    for (int j = 0; j < machineTypes.size(); j++) {
      double price = j < e.purchasePrice().length ? e.purchasePrice()[j] : 0;
      if (e.wear(j) != 0 || price != 0) {
        ObjectNode c = costs.addObject().put("machineType", machineTypes.get(j)).put("wearPerSecond", e.wear(j));
        if (price != 0) {
          c.put("purchasePrice", price).put("meanTimeToFailureSeconds", e.meanTimeToFailureSeconds()[j]);
        }
      }
    }
    if (!costs.isEmpty()) {
      o.set("machineCosts", costs);
    }
    return o;
  }
}
