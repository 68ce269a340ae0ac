package org.valen.cli;

import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import org.valen.papers.paper003.KernelPlay;
import org.valen.profit.Bag;
import org.valen.profit.Economics;
import org.valen.profit.FullAllocation;
import org.valen.profit.MaxProfit;
import org.valen.profit.ProfitSolution;
import org.valen.profit.Rounding;
import org.valen.profit.io.BagFiles;
import org.valen.profit.io.BagInput;
import org.valen.profit.io.ResultFiles;
import org.valen.profit.lp.LpSolver;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** {@code valen profit run}: the most profitable allocation of a bag, with its bounds. */
@Command(
    name = "run",
    mixinStandardHelpOptions = true,
    description = {
      "Find the maximum-profit allocation of a bag of tasks (paper 003, section IV): LP (10) gives",
      "the upper bound on profit per unit time and the divisible schedule x*; Algorithm 1 rounds it,",
      "Algorithm 2 (LPT) puts every task on a machine; that full allocation's profit per unit time",
      "is the lower bound. Options override the bag file's economics. With -o, writes result.json,",
      "allocation.csv and machines.csv."
    })
final class ProfitRunCommand implements Callable<Integer> {
  @Spec CommandSpec spec;

  @Parameters(index = "0", arity = "0..1", defaultValue = BagFiles.BUNDLED,
      description = "A valen.bag file or bundled: name (default: ${DEFAULT-VALUE}, the paper-size bag of seed 1).")
  String bagFile;

  @Option(names = "--gamma", description = "Profit ratio: price per bag p = gamma * c * E_min.")
  Double gamma;

  @Option(names = "--price", description = "Price per bag p, in money.")
  Double price;

  @Option(names = "--energy-cost", description = "c, money per joule.")
  Double energyCost;

  @Option(names = "--power-cap", description = "P_max in watts: the largest average power (section IV).")
  Double powerCap;

  @Option(names = "--pue", description = "Power usage effectiveness (>= 1; section VI): scales every power.")
  Double pue;

  @Option(names = "--overhead", description = "Overhead per bag oh, in money (section VI).")
  Double overhead;

  @Option(names = "--idle-fraction",
      description = "Replace the machines' idle power by this fraction of each machine type's mean APC (section V-C).")
  Double idleFraction;

  @Option(names = "--tie-break", defaultValue = "MACHINE_TYPE_ORDER",
      description = "Algorithm 1's ties between equal fractions: ${COMPLETION-CANDIDATES} (default: ${DEFAULT-VALUE}).")
  Rounding.TieBreak tieBreak;

  @Option(names = "--kernel-check",
      description = "Also play the allocation through valen's kernel and compare its makespan and energy.")
  boolean kernelCheck;

  @Option(names = {"-o", "--output"}, description = "Folder for result.json, allocation.csv, machines.csv.")
  Path output;

  @picocli.CommandLine.Mixin OverwriteOption overwrite;

  @Override
  public Integer call() {
    if (gamma != null && price != null) {
      throw new UsageException("give --gamma or --price, not both");
    }
    Refusal.refuseAny(numberProblems());
    if (output != null) {
      overwrite.check(output);
    }
    BagInput input = BagFiles.read(bagFile);
    Bag bag = idleFraction == null ? input.bag() : UsageException.fromOptions(() -> input.bag().withIdleFraction(idleFraction));
    Economics economics = UsageException.fromOptions(() -> economics(input.economics()));
    ProfitSolution s = UsageException.fromOptions(() -> new MaxProfit(LpSolver.standard(), tieBreak).solve(bag, economics));
    PrintWriter out = spec.commandLine().getOut();
    print(out, s);
    if (kernelCheck) {
      s.full().ifPresentOrElse(full -> check(out, input, full, bag == input.bag() && s.bag() == bag),
          () -> out.println("kernel check: nothing to play (the bag is best not processed)"));
    }
    if (output != null) {
      ResultFiles.write(output, s);
      out.printf("wrote %s, %s, %s in %s%n", ResultFiles.RESULT, ResultFiles.ALLOCATION, ResultFiles.MACHINES, output);
    }
    return ExitStatus.OK;
  }

  /** The numeric options that are not numbers of their range (NaN, infinite, negative), one line each. */
  private List<String> numberProblems() {
    List<String> problems = new ArrayList<>();
    atLeast(problems, "--gamma", gamma, 0, "a profit ratio");
    atLeast(problems, "--price", price, 0, "an amount of money per bag");
    atLeast(problems, "--energy-cost", energyCost, 0, "money per joule");
    atLeast(problems, "--overhead", overhead, 0, "an amount of money per bag");
    atLeast(problems, "--pue", pue, 1, "a power usage effectiveness");
    atLeast(problems, "--idle-fraction", idleFraction, 0, "a fraction");
    if (powerCap != null && !(powerCap > 0)) {
      problems.add("--power-cap must be a power in watts > 0, was " + powerCap);
    }
    return problems;
  }

  private static void atLeast(List<String> problems, String option, Double value, double least, String what) {
    if (value != null && !(value >= least && Double.isFinite(value))) {
      problems.add(option + " must be " + what + ": a finite number >= " + (int) least + ", was " + value);
    }
  }

  private Economics economics(Economics file) {
    double p = price != null ? price : gamma != null ? Double.NaN : file.pricePerBag();
    double g = gamma != null ? gamma : price != null ? Double.NaN : file.profitRatio();
    return new Economics(p, g, energyCost != null ? energyCost : file.energyCostPerJoule(),
        powerCap != null ? powerCap : file.powerCapWatts(), pue != null ? pue : file.pue(),
        overhead != null ? overhead : file.overheadPerBag(), file.wearPerMachineSecond(), file.purchasePrice(),
        file.meanTimeToFailureSeconds());
  }

  private static void print(PrintWriter out, ProfitSolution s) {
    Bag bag = s.bag();
    out.printf(Locale.ROOT, "%s: %d tasks of %d types on %d machines of %d types; price per bag %.6g%s%n", bag.name(),
        bag.totalTasks(), bag.taskTypeCount(), bag.totalMachines(), bag.machineTypeCount(), s.pricePerBag(),
        s.economics().priceIsRatio() ? String.format(Locale.ROOT, " (gamma %s x E_min %.6g J)",
            s.economics().profitRatio(), s.minEnergyJoules()) : "");
    if (!s.processes()) {
      out.printf(Locale.ROOT, "best not processed: LP (10) gives r* = 0; profit per second %.6g (the idle machines'"
          + " cost)%n", s.upperProfitPerSecond());
      return;
    }
    var lp = s.upper().schedule().orElseThrow();
    var lower = s.lower().orElseThrow();
    out.printf(Locale.ROOT, "upper bound (LP 10):     profit %.6g per s, makespan %.6g s, energy %.6g J, power %.6g W%n",
        s.upperProfitPerSecond(), lp.makespanSeconds(), lp.energyJoules(), lp.averagePowerWatts());
    out.printf(Locale.ROOT, "lower bound (Alg. 1+2):  profit %.6g per s, makespan %.6g s, energy %.6g J, power %.6g W%s%n",
        lower.profitPerSecond(), lower.makespanSeconds(), lower.energyJoules(),
        lower.energyJoules() / lower.makespanSeconds(), lower.stretchedForCap() ? " (spaced out to meet the cap)" : "");
    out.printf(Locale.ROOT, "relative gap: %.3g%n", s.relativeGap());
  }

  private static void check(PrintWriter out, BagInput input, FullAllocation full, boolean asRead) {
    KernelPlay.Measured m = asRead ? KernelPlay.play(full, input.platform(), input.catalogue(), input.templates())
        : KernelPlay.play(full);
    double difference = m.relativeDifference(full);
    out.printf(Locale.ROOT, "kernel check: %d of %d tasks done, makespan %.9g s (allocation %.9g s), energy %.9g J"
        + " (allocation %.9g J): %s%n", m.finished(), full.bag().totalTasks(), m.makespanSeconds(),
        full.makespanSeconds(), m.energyJoules(), full.energyJoules(), difference <= 1e-9 ? "equal" : "DIFFERENT by "
        + difference);
  }
}
