package org.valen.experiments.preset;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.valen.experiments.Setup;
import org.valen.experiments.SweepParameter;

/**
 * A kind of setup that experiments and scenario files ({@code "setup": {"platformPreset": NAME}})
 * run on: how a {@link Setup} and a seed become a platform, a catalogue, a workload and the kernel's
 * settings. A preset says which setup fields it uses and which parameters a sweep may vary, so that
 * a scenario asking for anything else is refused up front. {@link SetupPresets} lists them.
 */
public interface SetupPreset {

  /** The name in scenario files, e.g. {@code paper001}. */
  String name();

  /** One line: what a run on this preset is. */
  String description();

  /** Its setup when a scenario gives no other field. */
  Setup defaults();

  /** The setup fields of a scenario file it uses, beside {@code platformPreset}; any other is refused. */
  List<String> setupFields();

  /** What a sweep on it may vary. */
  List<SweepParameter> sweepParameters();

  /** The ids of {@link #sweepParameters()}, for messages. */
  default List<String> sweepParameterIds() {
    return sweepParameters().stream().map(SweepParameter::id).toList();
  }

  /**
   * Where this preset's design-time profiles live in the profiles folder a run is given ({@code
   * --profiles}, default {@code profiles}): the folder itself, or a subfolder named after a
   * platform whose core types the default folders do not cover ({@code PROFILES/rk3399} for the
   * rk3399 preset), so that one profiles folder serves every named experiment.
   */
  default Path profilesIn(Path profiles) {
    return profiles;
  }

  /** The report's lines on the platform and workload of {@code setup} over {@code seeds} seeds. */
  List<String> describe(Setup setup, int seeds);

  /**
   * The worlds of the runs of an experiment on {@code base}; reads the files the setup names.
   *
   * @throws org.valen.model.io.InvalidInputException if such a file is bad
   */
  Worlds worlds(Setup base);

  /**
   * The worlds of one experiment's runs, each from a setup (the base with the swept parameter at
   * its value) and a seed. Called from one thread; what several runs share is made once.
   */
  interface Worlds {

    /** The platform and catalogue of a run: cheap, and all a policy's needs are checked against. */
    RunSystem system(Setup atX, long seed);

    /**
     * The policy options this setup gives a run, each only to the policies that take it (e.g.
     * {@code checkpointSeconds}, paper 000's day); cheap.
     */
    Map<String, String> setupOptions(Setup atX, long seed);

    /** Everything a run simulates, its {@link #system} and {@link #setupOptions} included. */
    RunWorld world(Setup atX, long seed);
  }
}
