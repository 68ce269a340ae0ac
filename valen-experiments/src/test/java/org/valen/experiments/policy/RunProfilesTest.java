package org.valen.experiments.policy;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Path;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.valen.model.io.Bundled;
import org.valen.model.io.InvalidInputException;
import org.valen.model.io.ValenFiles;
import org.valen.model.job.Catalogue;
import org.valen.model.platform.Platform;
import org.valen.runtime.TestProfiles;

/** A run has profiles when a policy needs them, never because a folder holds them. */
class RunProfilesTest {
  @TempDir Path folder;

  private final Catalogue catalogue = ValenFiles.readCatalogue(Bundled.PAPER001_CATALOGUE);
  private final Platform platform = ValenFiles.readPlatform(Bundled.PAPER001_PLATFORM);

  @Test
  void shouldNotUseProfilesNoPolicyNeedsEvenIfTheFolderHoldsEveryOne() {
    TestProfiles.write(folder.resolve(catalogue.name()), catalogue, platform);
    assertThat(RunProfiles.choose(Optional.of(folder), catalogue, platform, catalogue.templates(), false))
        .isEqualTo(new RunProfiles.Choice(Optional.empty(), "the execution model"));
  }

  @Test
  void shouldLoadTheProfilesAPolicyNeeds() {
    TestProfiles.write(folder.resolve(catalogue.name()), catalogue, platform);
    RunProfiles.Choice choice = RunProfiles.choose(Optional.of(folder), catalogue, platform, catalogue.templates(), true);
    assertThat(choice.book()).isPresent();
    assertThat(choice.offers()).isEqualTo("design-time profiles in " + folder);
  }

  @Test
  void shouldRefuseMissingProfilesWhenAPolicyNeedsThem() {
    assertThatThrownBy(() -> RunProfiles.choose(Optional.of(folder), catalogue, platform, catalogue.templates(), true))
        .isInstanceOf(InvalidInputException.class).hasMessageContaining("no such file");
  }
}
