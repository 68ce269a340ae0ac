package org.valen.runtime;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.TreeMap;
import org.valen.model.io.ScratchFolders;
import org.valen.model.io.SourceHash;
import org.valen.model.io.ValenFiles;
import org.valen.model.job.Catalogue;
import org.valen.model.job.JobTemplate;
import org.valen.model.platform.CoreType;
import org.valen.model.platform.Platform;
import org.valen.model.profile.CoreTypeProfile;
import org.valen.model.profile.MigrationOverheads;
import org.valen.model.profile.OverheadParameters;
import org.valen.model.profile.Profile;
import org.valen.model.profile.ProfileCoverage;
import org.valen.model.profile.ProfileEntry;
import org.valen.model.profile.ProfilePoint;
import org.valen.model.profile.ProfileSettings;
import org.valen.model.schedule.Allocations;
import org.valen.model.schedule.EarliestFinishMapper;
import org.valen.model.schedule.DecoderWorkspace;
import org.valen.model.schedule.ScheduleDecoder;
import org.valen.runtime.profiles.ProfileBook;

/**
 * Quick profiles for runtime tests, so that they need no profiler: on every core type that runs
 * the template and every core budget k, the earliest-finish allocation on k cores at every uniform
 * level, the non-dominated ones kept, the minimum time × energy one selected. Correct files with
 * correct hashes, not optimal ones.
 */
public final class TestProfiles {
  private TestProfiles() {}

  /** Writes one profile file per template that some core type of the platform runs into {@code folder}. */
  public static void write(Path folder, Catalogue catalogue, Platform platform) {
    ProfileCoverage coverage = new ProfileCoverage(platform, catalogue.executionModel());
    for (JobTemplate t : catalogue.templates()) {
      if (!coverage.coreTypesOf(t).isEmpty()) {
        ValenFiles.write(folder.resolve(t.id() + ".json"), profile(t, catalogue, platform));
      }
    }
  }

  /**
   * The profiles of every template that some core type of the platform runs, as a run loads them:
   * written into a scratch folder, loaded and checked, the folder removed.
   */
  public static ProfileBook book(Catalogue catalogue, Platform platform) {
    Path folder = ScratchFolders.create("valen-test-profiles");
    try {
      write(folder, catalogue, platform);
      return ProfileBook.load(folder, catalogue, platform, catalogue.templates());
    } finally {
      ScratchFolders.delete(folder);
    }
  }

  /**
   * The profile file of a template: a profile of every core type of the platform that has nodes
   * and runs every task of the template, for budgets 1 … min(tasks, largest node of the type).
   */
  public static Profile profile(JobTemplate template, Catalogue catalogue, Platform platform) {
    List<CoreTypeProfile> coreTypes = new ArrayList<>();
    ProfileCoverage coverage = new ProfileCoverage(platform, catalogue.executionModel());
    for (int i : coverage.coreTypesOf(template)) {
      coreTypes.add(onCoreType(template, catalogue, platform, platform.coreTypes().get(i),
          Math.min(coverage.largestNode(i), template.taskCount())));
    }
    return new Profile(template.id(), coreTypes);
  }

  /** The profile of a template on one core type, for budgets 1 … {@code maxBudget}. */
  public static CoreTypeProfile onCoreType(JobTemplate template, Catalogue catalogue, Platform platform, CoreType core,
      int maxBudget) {
    ScheduleDecoder decoder = ScheduleDecoder.of(template, catalogue.executionModel(), core, platform.interconnect());
    ProfileSettings settings = new ProfileSettings("test-eft-uniform-levels", 0, new TreeMap<>());
    List<ProfileEntry> entries = new ArrayList<>();
    for (int k = 1; k <= maxBudget; k++) {
      List<ProfilePoint> points = new ArrayList<>();
      for (int level = 0; level < core.levelCount(); level++) {
        Allocations.Canonical a = EarliestFinishMapper.map(decoder, template, platform.interconnect(), k, level);
        DecoderWorkspace ws = decoder.newWorkspace(a.coreLevels().length);
        decoder.evaluate(a.taskToCore(), a.coreLevels(), ws);
        points.add(new ProfilePoint(a.taskToCore(), a.coreLevels(), ws.responseTimeSeconds(), ws.energyJoules()));
      }
      List<ProfilePoint> front = new ArrayList<>();
      for (ProfilePoint p : points) {
        boolean dominated = points.stream().anyMatch(q -> q != p
            && q.responseTimeSeconds() <= p.responseTimeSeconds() && q.energyJoules() <= p.energyJoules()
            && (q.responseTimeSeconds() < p.responseTimeSeconds() || q.energyJoules() < p.energyJoules()));
        if (!dominated && !front.contains(p)) {
          front.add(p);
        }
      }
      front.sort(java.util.Comparator.comparingDouble(ProfilePoint::responseTimeSeconds));
      ProfilePoint best = front.stream().min(java.util.Comparator.comparingDouble(ProfilePoint::timeEnergyProduct)).orElseThrow();
      entries.add(new ProfileEntry(k, best, template.valueCurve().valueAt(best.responseTimeSeconds()),
          MigrationOverheads.estimate(template, core, platform.interconnect(), best.usedCores(), OverheadParameters.defaults()),
          front));
    }
    String hash = SourceHash.of(template, core, catalogue.executionModel(), platform.interconnect(), settings);
    return new CoreTypeProfile(core.id(), hash, settings, entries);
  }
}
