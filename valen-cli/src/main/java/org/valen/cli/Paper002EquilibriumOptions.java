package org.valen.cli;

import org.valen.hc.paper002.equilibrium.EquilibriumCalibration;
import org.valen.hc.paper002.equilibrium.EquilibriumRule;
import picocli.CommandLine.Option;

/** How {@code valen paper002} commands find the system's equilibrium rate λ_eq (section 6). */
final class Paper002EquilibriumOptions {
  @Option(names = "--equilibrium", defaultValue = EquilibriumCalibration.CALIBRATED, description = {
      "lambda_eq: calibrated (measured on the system by --reference at constant-rate arrivals),",
      "ctotal-over-tavg (cores / t_avg, valen's earlier rate), or a rate per second (1/28 = 0.0357:",
      "the paper's absolute rates). Default: ${DEFAULT-VALUE}."})
  String rule;

  @Option(names = "--reference", defaultValue = EquilibriumCalibration.REFERENCE,
      description = "The variant whose misses define lambda_eq (default: ${DEFAULT-VALUE}).")
  String reference;

  @Option(names = "--tolerance", defaultValue = "" + EquilibriumCalibration.TOLERANCE_PERCENT,
      description = "% of the tasks the reference may miss at lambda_eq (default: ${DEFAULT-VALUE}).")
  double tolerancePercent;

  @Option(names = "--precision", defaultValue = "" + EquilibriumCalibration.PRECISION,
      description = "Relative width at which the bisection stops (default: ${DEFAULT-VALUE}).")
  double precision;

  @Option(names = "--calibration-runs", defaultValue = "" + EquilibriumCalibration.RUNS,
      description = "Constant-rate runs (seeds 1 ... N) pooled at each rate tried (default: ${DEFAULT-VALUE}).")
  int runs;

  /** The rule the options give; a bad one is a usage error naming it. */
  EquilibriumRule rule() {
    return UsageException.fromOptions(() -> EquilibriumRule.of(rule,
        EquilibriumCalibration.of(reference, tolerancePercent, precision, runs, 1)));
  }
}
