package org.valen.cli;

import org.valen.model.generate.ValueCurveParameters;
import picocli.CommandLine.Option;

/** The value-curve options shared by {@code generate catalogue} and {@code generate workload}. */
final class ValueCurveOptions {
  @Option(names = "--deadline-factor", defaultValue = "1.2..2", converter = Ranges.SpanConverter.class,
      description = "Deadline = critical path x U(MIN, MAX) (default: ${DEFAULT-VALUE}).")
  Ranges.Span deadlineFactor;

  @Option(names = "--zero-factor", defaultValue = "1..3", converter = Ranges.SpanConverter.class,
      description = "Zero value at deadline + critical path x U(MIN, MAX) (default: ${DEFAULT-VALUE}).")
  Ranges.Span zeroFactor;

  @Option(names = "--value-per-core-hour", defaultValue = "5..15", converter = Ranges.SpanConverter.class,
      description = "Max value = work in core-hours x U(MIN, MAX) (default: ${DEFAULT-VALUE}).")
  Ranges.Span valuePerCoreHour;

  @Option(names = "--decay-exponent", defaultValue = "1.0",
      description = "Shape of the decay after the deadline; 1 is linear (default: ${DEFAULT-VALUE}).")
  double decayExponent;

  /** The options as generator settings; a bad value is a usage error. */
  ValueCurveParameters parameters() {
    return UsageException.fromOptions(() -> new ValueCurveParameters(deadlineFactor.min(), deadlineFactor.max(),
        zeroFactor.min(), zeroFactor.max(), valuePerCoreHour.min(), valuePerCoreHour.max(), decayExponent));
  }
}
