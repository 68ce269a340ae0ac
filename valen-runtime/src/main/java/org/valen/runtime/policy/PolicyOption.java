package org.valen.runtime.policy;

import java.util.List;
import java.util.Locale;
import java.util.Objects;
import java.util.Optional;

/**
 * One option a policy takes ({@code --option NAME=VALUE}, or {@code "options"} of a scenario's
 * policy): its name, what values it takes, its default and a one-line help. A provider declares
 * its options so that commands refuse an unknown name or a bad value before anything runs.
 *
 * @param name the option's name
 * @param kind what values it takes
 * @param defaultText the default, as text ({@code none} where the option is off unless given)
 * @param help one line: what it sets, with its unit
 * @param choices the values of a {@link Kind#CHOICE}; empty otherwise
 * @param range the numbers a {@link Kind#NUMBER}, {@link Kind#NUMBER_OR_NONE} or {@link Kind#INTEGER}
 *     takes ({@link Range#ANY} for any); a value outside it is refused before a run starts, like a
 *     value of the wrong kind
 */
public record PolicyOption(String name, Kind kind, String defaultText, String help, List<String> choices,
    Range range) {

  /**
   * The numbers an option takes: from {@code low} to {@code high}, each end included or not.
   *
   * @param low the least value (−∞ for none)
   * @param lowIncluded whether {@code low} itself is allowed
   * @param high the greatest value (+∞ for none)
   * @param highIncluded whether {@code high} itself is allowed
   */
  public record Range(double low, boolean lowIncluded, double high, boolean highIncluded) {
    /** Every number. */
    public static final Range ANY = new Range(Double.NEGATIVE_INFINITY, false, Double.POSITIVE_INFINITY, false);

    public Range {
      if (Double.isNaN(low) || Double.isNaN(high) || !(low <= high)) {
        throw new IllegalArgumentException("a range needs low <= high, was " + low + " … " + high);
      }
    }

    /** Numbers of at least {@code low}. */
    public static Range atLeast(double low) {
      return new Range(low, true, Double.POSITIVE_INFINITY, false);
    }

    /** Numbers greater than {@code low}. */
    public static Range above(double low) {
      return new Range(low, false, Double.POSITIVE_INFINITY, false);
    }

    /** Numbers from {@code low} to {@code high}, both included. */
    public static Range between(double low, double high) {
      return new Range(low, true, high, true);
    }

    /** Whether {@code value} is in the range. */
    public boolean contains(double value) {
      return (lowIncluded ? value >= low : value > low) && (highIncluded ? value <= high : value < high);
    }

    /** The range in words after "a number" ({@code " >= 0"}, {@code " from 0 to 1"}), empty for {@link #ANY}. */
    public String text() {
      boolean bounded = Double.isFinite(low);
      boolean capped = Double.isFinite(high);
      if (bounded && capped && lowIncluded && highIncluded) {
        return " from " + plain(low) + " to " + plain(high);
      }
      String from = bounded ? (lowIncluded ? " >= " : " > ") + plain(low) : "";
      String to = capped ? (highIncluded ? " <= " : " < ") + plain(high) : "";
      return from + (bounded && capped ? " and" : "") + to;
    }
  }

  /** What values an option takes. */
  public enum Kind {
    /** A finite number. */
    NUMBER,
    /** A number of at least 0, or {@code none}. */
    NUMBER_OR_NONE,
    /** A whole number. */
    INTEGER,
    /** {@code on} or {@code off} (also true/false, yes/no). */
    SWITCH,
    /** One of {@link PolicyOption#choices()}. */
    CHOICE,
    /** Any text that is not blank (an external policy's command line). */
    TEXT
  }

  public PolicyOption {
    Objects.requireNonNull(name, "name");
    Objects.requireNonNull(kind, "kind");
    Objects.requireNonNull(defaultText, "defaultText");
    Objects.requireNonNull(help, "help");
    choices = List.copyOf(choices);
    Objects.requireNonNull(range, "range");
  }

  /** An option that takes any value of its kind. */
  public PolicyOption(String name, Kind kind, String defaultText, String help, List<String> choices) {
    this(name, kind, defaultText, help, choices, Range.ANY);
  }

  /** This option taking only the numbers of {@code allowed}; its default must be one of them. */
  public PolicyOption within(Range allowed) {
    PolicyOption limited = new PolicyOption(name, kind, defaultText, help, choices, allowed);
    if (limited.problem(defaultText).isPresent()) {
      throw new IllegalArgumentException("option " + name + ": default " + defaultText + " is outside" + allowed.text());
    }
    return limited;
  }

  public static PolicyOption number(String name, double defaultValue, String help) {
    return new PolicyOption(name, Kind.NUMBER, plain(defaultValue), help, List.of());
  }

  /** A number of at least 0 that is off ({@code none}) by default. */
  public static PolicyOption numberOrNone(String name, String help) {
    return new PolicyOption(name, Kind.NUMBER_OR_NONE, "none", help, List.of());
  }

  public static PolicyOption integer(String name, long defaultValue, String help) {
    return new PolicyOption(name, Kind.INTEGER, Long.toString(defaultValue), help, List.of());
  }

  public static PolicyOption onOff(String name, boolean defaultValue, String help) {
    return new PolicyOption(name, Kind.SWITCH, defaultValue ? "on" : "off", help, List.of());
  }

  public static PolicyOption choice(String name, String defaultValue, String help, String... choices) {
    return new PolicyOption(name, Kind.CHOICE, defaultValue, help, List.of(choices));
  }

  /** Free text, {@code defaultText} as the help shows the default (e.g. {@code none} for a text the policy requires). */
  public static PolicyOption text(String name, String defaultText, String help) {
    return new PolicyOption(name, Kind.TEXT, defaultText, help, List.of());
  }

  /** What the option takes, for help texts: {@code on|off}, {@code queued|polled}, {@code NUMBER}. */
  public String valueHint() {
    String limits = range.text();
    return switch (kind) {
      case NUMBER -> "NUMBER" + limits;
      case NUMBER_OR_NONE -> "NUMBER|none" + limits;
      case INTEGER -> "INTEGER" + limits;
      case SWITCH -> "on|off";
      case CHOICE -> String.join("|", choices);
      case TEXT -> "TEXT";
    };
  }

  /** Why {@code text} is not a value of this option, as "expected …"; empty if it is one. */
  public Optional<String> problem(String text) {
    String t = text.trim();
    boolean ok = switch (kind) {
      case NUMBER -> isFinite(t) && range.contains(Double.parseDouble(t));
      case NUMBER_OR_NONE -> t.equalsIgnoreCase("none")
          || (isFinite(t) && Double.parseDouble(t) >= 0 && range.contains(Double.parseDouble(t)));
      case INTEGER -> isInteger(t) && range.contains(Long.parseLong(t));
      case SWITCH -> switchValue(t).isPresent();
      case CHOICE -> choices.stream().anyMatch(c -> c.equalsIgnoreCase(t));
      case TEXT -> !t.isEmpty();
    };
    return ok ? Optional.empty() : Optional.of(switch (kind) {
      case NUMBER -> "a number" + range.text();
      case NUMBER_OR_NONE -> "a number" + (range.equals(Range.ANY) ? " >= 0" : range.text()) + " or none";
      case INTEGER -> "a whole number" + range.text();
      case SWITCH -> "on or off";
      case CHOICE -> "one of " + String.join(", ", choices);
      case TEXT -> "a text that is not blank";
    });
  }

  /** {@code on}/{@code true}/{@code yes} → true, {@code off}/{@code false}/{@code no} → false. */
  public static Optional<Boolean> switchValue(String text) {
    return switch (text.trim().toLowerCase(Locale.ROOT)) {
      case "on", "true", "yes" -> Optional.of(true);
      case "off", "false", "no" -> Optional.of(false);
      default -> Optional.empty();
    };
  }

  private static boolean isFinite(String t) {
    try {
      return Double.isFinite(Double.parseDouble(t));
    } catch (NumberFormatException e) {
      return false;
    }
  }

  private static boolean isInteger(String t) {
    try {
      Long.parseLong(t);
      return true;
    } catch (NumberFormatException e) {
      return false;
    }
  }

  static String plain(double v) {
    return v == Math.rint(v) && Math.abs(v) < 1e15 ? Long.toString((long) v) : Double.toString(v);
  }
}
