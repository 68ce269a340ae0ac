package org.valen.cli;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;
import java.util.Optional;
import java.util.concurrent.Callable;
import org.valen.experiments.runplot.GanttChart;
import org.valen.experiments.runplot.RunCharts;
import org.valen.experiments.runplot.RunFolder;
import org.valen.model.io.ValenFiles;
import org.valen.model.platform.Platform;
import picocli.CommandLine.Command;
import picocli.CommandLine.ITypeConverter;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;
import picocli.CommandLine.TypeConversionException;

/** {@code valen plot gantt|power|residency RUN_DIR}: pictures of one run. */
@Command(
    name = "plot",
    mixinStandardHelpOptions = true,
    header = "Plot one run: its schedule as a Gantt chart, its power over time, its P-state residency.",
    description = "Plot the files of one run folder (valen simulate -o DIR; the Gantt chart and the residency need"
        + " tasks.csv, which --trace writes) as PNG or SVG, by the output file's extension.",
    subcommands = {PlotCommand.Gantt.class, PlotCommand.Power.class, PlotCommand.Residency.class})
final class PlotCommand implements Runnable {
  @Spec picocli.CommandLine.Model.CommandSpec spec;

  @Override
  public void run() {
    spec.commandLine().usage(spec.commandLine().getOut());
  }

  /** The run folder and output file every plot takes. */
  static class RunAndOutput {
    @Parameters(paramLabel = "RUN_DIR", description = "A run folder written by valen simulate.")
    Path run;

    @Option(names = {"-o", "--output"}, required = true, paramLabel = "FILE.png|FILE.svg", description = "Picture to write.")
    Path output;

    RunFolder folder() {
      if (!Files.isDirectory(run)) {
        throw new UsageException("RUN_DIR " + run + (Files.exists(run) ? " is a file" : " does not exist")
            + "; expected the folder of a run (valen simulate -o DIR)");
      }
      String name = output.getFileName().toString().toLowerCase(Locale.ROOT);
      if (!name.endsWith(".png") && !name.endsWith(".svg")) {
        throw new UsageException("--output " + output + " must end in .png or .svg");
      }
      if (Files.isDirectory(output)) {
        throw new UsageException("--output " + output + " is a folder; expected a file name ending in .png or .svg");
      }
      return new RunFolder(run);
    }
  }

  @Command(name = "gantt", mixinStandardHelpOptions = true,
      header = "The schedule of a run: cores grouped by node against time.",
      description = "Draw the schedule of a run from its tasks.csv (valen simulate --trace): a row per core of the"
          + " platform, idle ones included (idle time light grey), cores grouped by node and numbered, each task piece"
          + " a bar coloured by its job or by its v/f level (the platform's levels), a triangle where a task goes on"
          + " on another core (migration), a red cross where its job was preempted. With more cores than --max-rows,"
          + " neighbouring cores of a node share a row, each bar drawn at 1/k strength. The platform is the one the"
          + " run's summary.json names (platformFile) unless --platform gives it.")
  static final class Gantt implements Callable<Integer> {
    @Spec picocli.CommandLine.Model.CommandSpec spec;

    @picocli.CommandLine.Mixin RunAndOutput files;

    @Option(names = "--from", defaultValue = "0", converter = Seconds.class,
        description = "Start of the window: seconds, or with a unit (90s, 30min, 2h, 1.5d) (default: ${DEFAULT-VALUE}).")
    double from;

    @Option(names = "--to", required = true, converter = Seconds.class, description = "End of the window, as --from.")
    double to;

    @Option(names = {"--color", "--colour"}, defaultValue = "job", description = "Colour bars by job or by level (default: ${DEFAULT-VALUE}).")
    String colour;

    @Option(names = "--max-rows", defaultValue = "400", description = "Most rows before cores share one (default: ${DEFAULT-VALUE}).")
    int maxRows;

    @Option(names = "--platform", description = "The platform the run ran on (default: the one its summary.json names;"
        + " without either, only the cores that ran something and the levels seen are drawn).")
    String platform;

    @Override
    public Integer call() {
      RunFolder run = files.folder();
      if (!(to > from)) {
        throw new UsageException("--to must be after --from, was " + from + " s .. " + to + " s");
      }
      if (maxRows < 1) {
        throw new UsageException("--max-rows must be at least 1, was " + maxRows);
      }
      GanttChart.Colouring colouring = switch (colour) {
        case "job" -> GanttChart.Colouring.JOB;
        case "level" -> GanttChart.Colouring.LEVEL;
        default -> throw new UsageException("--color must be job or level, was '" + colour + "'");
      };
      var pieces = run.pieces(from, to);
      Optional<String> platformFile = Optional.ofNullable(platform).or(run::platformFile);
      Optional<Platform> onPlatform = platformFile.map(ValenFiles::readPlatform);
      GanttChart chart = UsageException.fromOptions(() -> new GanttChart(pieces, onPlatform, from, to, colouring, maxRows,
          run.label()));
      chart.write(files.output);
      spec.commandLine().getOut().printf("wrote %s: %d task pieces on %d rows%s%n", files.output, pieces.size(),
          chart.rows(), platformFile.map(f -> ", every core of " + f).orElse(
              "; only busy cores (no platform: give --platform for idle cores and the platform's levels)"));
      return ExitStatus.OK;
    }
  }

  @Command(name = "power", mixinStandardHelpOptions = true, header = "Power over time of a run, in all and by kind.",
      description = "Draw the mean power of each time bin of a run's energy.csv, in all and by kind (dynamic, static,"
          + " idle, overhead).")
  static final class Power implements Callable<Integer> {
    @Spec picocli.CommandLine.Model.CommandSpec spec;

    @picocli.CommandLine.Mixin RunAndOutput files;

    @Override
    public Integer call() {
      RunCharts.write(UsageException.fromOptions(() -> RunCharts.power(files.folder())), files.output);
      spec.commandLine().getOut().printf("wrote %s%n", files.output);
      return ExitStatus.OK;
    }
  }

  @Command(name = "residency", mixinStandardHelpOptions = true,
      header = "P-state residency of a run: the share of busy core time at each v/f level.",
      description = "Draw the share of busy core time at each v/f level over a whole run, from its tasks.csv"
          + " (valen simulate --trace).")
  static final class Residency implements Callable<Integer> {
    @Spec picocli.CommandLine.Model.CommandSpec spec;

    @picocli.CommandLine.Mixin RunAndOutput files;

    @Override
    public Integer call() {
      RunCharts.write(UsageException.fromOptions(() -> RunCharts.residency(files.folder())), files.output);
      spec.commandLine().getOut().printf("wrote %s%n", files.output);
      return ExitStatus.OK;
    }
  }

  /** Seconds, or a number with a unit: s, min, h, d. */
  static final class Seconds implements ITypeConverter<Double> {
    @Override
    public Double convert(String text) {
      String t = text.trim().toLowerCase(Locale.ROOT);
      double unit = 1;
      for (String[] u : new String[][] {{"min", "60"}, {"d", "86400"}, {"h", "3600"}, {"s", "1"}}) {
        if (t.endsWith(u[0])) {
          unit = Double.parseDouble(u[1]);
          t = t.substring(0, t.length() - u[0].length()).trim();
          break;
        }
      }
      try {
        double v = Double.parseDouble(t) * unit;
        if (Double.isFinite(v) && v >= 0) {
          return v;
        }
      } catch (NumberFormatException e) {
        // below
      }
      throw new TypeConversionException("'" + text + "' is not a time >= 0 (seconds, or e.g. 90s, 30min, 2h, 1.5d)");
    }
  }
}
