package org.valen.hc.paper000;

import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeSet;
import org.valen.hc.paper000.mapping.Environment;
import org.valen.hc.paper000.mapping.MappingSettings;

/**
 * The policy options of paper 000's heuristics ({@code valen simulate --option NAME=VALUE}), read
 * into {@link MappingSettings}. Unknown names and bad values are refused with a message.
 */
public final class Paper000Options {
  public static final String ENVIRONMENT = "environment";
  public static final String FILTER = "filter";
  public static final String ENERGY_BUDGET_JOULES = "energyBudgetJoules";
  public static final String DROPPING_THRESHOLD = "droppingThreshold";
  public static final String DAY_START_SECONDS = "dayStartSeconds";
  public static final String DAY_END_SECONDS = "dayEndSeconds";
  public static final String MAPPING_INTERVAL_SECONDS = "mappingIntervalSeconds";
  public static final String SEED = "seed";
  /** Every option name. */
  public static final List<String> NAMES = List.of(ENVIRONMENT, FILTER, ENERGY_BUDGET_JOULES, DROPPING_THRESHOLD,
      DAY_START_SECONDS, DAY_END_SECONDS, MAPPING_INTERVAL_SECONDS, SEED);

  private Paper000Options() {}

  /** The settings the options give, on paper 000's defaults (queued, no filter, no budget). */
  public static MappingSettings settings(Map<String, String> options) {
    TreeSet<String> unknown = new TreeSet<>(options.keySet());
    NAMES.forEach(unknown::remove);
    if (!unknown.isEmpty()) {
      throw new IllegalArgumentException("unknown option " + String.join(", ", unknown) + " for paper 000's heuristics;"
          + " known: " + String.join(", ", NAMES));
    }
    MappingSettings d = MappingSettings.paper000(Environment.QUEUED);
    return new MappingSettings(
        Environment.of(options.getOrDefault(ENVIRONMENT, "queued")),
        bool(options.getOrDefault(FILTER, "off")),
        budget(options.get(ENERGY_BUDGET_JOULES)),
        number(options, DROPPING_THRESHOLD, d.droppingThresholdUtility()),
        number(options, DAY_START_SECONDS, d.dayStartSeconds()),
        number(options, DAY_END_SECONDS, d.dayEndSeconds()),
        number(options, MAPPING_INTERVAL_SECONDS, d.mappingIntervalSeconds()),
        (long) number(options, SEED, d.randomSeed()));
  }

  private static boolean bool(String text) {
    return switch (text.toLowerCase(Locale.ROOT)) {
      case "on", "true", "yes" -> true;
      case "off", "false", "no" -> false;
      default -> throw new IllegalArgumentException("option filter must be on or off, was '" + text + "'");
    };
  }

  private static double budget(String text) {
    if (text == null || text.equalsIgnoreCase("none")) {
      return Double.POSITIVE_INFINITY;
    }
    return parse(ENERGY_BUDGET_JOULES, text);
  }

  private static double number(Map<String, String> options, String name, double fallback) {
    String text = options.get(name);
    return text == null ? fallback : parse(name, text);
  }

  private static double parse(String name, String text) {
    try {
      return Double.parseDouble(text);
    } catch (NumberFormatException e) {
      throw new IllegalArgumentException("option " + name + " must be a number, was '" + text + "'");
    }
  }
}
