package org.valen.cli;

import java.nio.file.Path;
import java.util.concurrent.Callable;
import org.valen.hc.paper002.equilibrium.EquilibriumCalibration;
import org.valen.hc.paper002.equilibrium.EquilibriumRate;
import org.valen.hc.paper002.equilibrium.EquilibriumRule;
import org.valen.model.trials.paper002.workload.ArrivalPattern;
import org.valen.model.trials.paper002.workload.Paper002Parameters;
import org.valen.model.trials.paper002.workload.Paper002System;
import org.valen.model.trials.paper002.workload.Paper002Trial;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/** {@code valen paper002 generate}: a trial's cluster, task types with pmfs, and arrivals as valen files. */
@Command(
    name = "generate",
    mixinStandardHelpOptions = true,
    description = {
      "Write trial N of paper 002 (seed N) as platform.json (8 nodes of 1-4 processors of 1-4 cores,",
      "five P-states), catalogue.json (100 task types with their execution-time pmfs per node and",
      "P-state, and hard deadlines) and workload.json (bursty arrivals), so that any policy can run",
      "on it with 'valen simulate'. The cluster and task types are the same for every trial. The",
      "bursts and lulls are 28/18 and 28/48 of the system's equilibrium rate, measured by default",
      "(--equilibrium); it is printed and recorded in workload.json's provenance."
    })
final class Paper002GenerateCommand implements Callable<Integer> {
  @Spec CommandSpec spec;

  @Mixin Paper002EquilibriumOptions equilibrium;

  @Option(names = "--trial", defaultValue = "1", description = "Trial number = seed (default: ${DEFAULT-VALUE}).")
  long trial;

  @Option(names = "--pattern", defaultValue = "medium",
      description = "Arrival pattern: low, medium or high burst frequency (Figs. 4-6; default: ${DEFAULT-VALUE}).")
  String pattern;

  @Option(names = "--hours", defaultValue = "12", description = "Hours of arrivals (default: ${DEFAULT-VALUE}).")
  double hours;

  @Option(names = "--load", defaultValue = "1", description = "Factor on both arrival rates (default: ${DEFAULT-VALUE}).")
  double load;

  @Option(names = {"-o", "--output"}, required = true, description = "Output folder.")
  Path output;

  @picocli.CommandLine.Mixin OverwriteOption overwrite;

  @Override
  public Integer call() {
    Paper002Parameters params = UsageException.fromOptions(() -> {
      Paper002Parameters p = Paper002Parameters.paper002(ArrivalPattern.of(pattern));
      return p.withArrivals(p.arrivals().withWindow(hours * 3600).withLoad(load));
    });
    overwrite.check(output);
    EquilibriumRule rule = equilibrium.rule();
    Paper002System system = Paper002System.generate(params);
    EquilibriumRate rate = rule.rateOf(system);
    Paper002Trial t = Paper002Trial.generate(system, params.arrivalsAt(rate.perSecond()), trial, rate.provenance());
    TrialFiles.write(output, system.cluster().platform(), Paper002Trial.CATALOGUE_FILE, system.catalogue(), t.workload());
    spec.commandLine().getOut().printf("trial %d (%s bursts): %d nodes, %d cores, %d task types, %d arrivals over %s h,"
        + " t_avg %.0f s, budget %.4g MJ; wrote platform.json, %s, workload.json in %s%n%s%n", trial,
        ArrivalPattern.of(pattern).label(), system.cluster().platform().nodes().size(), system.cluster().totalCores(),
        system.catalogue().templates().size(), t.workload().arrivals().size(), hours, system.tAvgSeconds(),
        system.budgetJoules() / 1e6, Paper002Trial.CATALOGUE_FILE, output,
        rate.describe() + System.lineSeparator() + TrialFiles.simulateHint(output));
    return ExitStatus.OK;
  }
}
