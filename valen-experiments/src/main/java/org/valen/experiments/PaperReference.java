package org.valen.experiments;

import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * What the paper reports for an experiment, to put beside our figures.
 *
 * @param source figure or table, e.g. "paper 001, Table II"
 * @param claims the paper's statements about it, verbatim or nearly
 * @param numbersMetric what {@code numbers} measure, if the paper prints numbers
 * @param numbers numbers the paper prints, by policy and parameter value (e.g. Table II's
 *     rejection percentages); empty when the paper only draws a figure
 */
public record PaperReference(
    String source, List<String> claims, Optional<Metric> numbersMetric, Map<String, Map<Double, Double>> numbers) {

  public PaperReference {
    claims = List.copyOf(claims);
    numbers = Map.copyOf(numbers);
  }

  /** A figure the paper draws without printing numbers. */
  public static PaperReference figure(String source, List<String> claims) {
    return new PaperReference(source, claims, Optional.empty(), Map.of());
  }
}
