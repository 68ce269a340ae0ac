package org.valen.experiments.policy;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.valen.model.generate.PlatformPresets;
import org.valen.model.io.Bundled;
import org.valen.model.io.InvalidInputException;
import org.valen.model.io.ValenFiles;
import org.valen.model.job.Catalogue;
import org.valen.model.platform.Platform;
import org.valen.runtime.TestProfiles;

/** When a run has profiles: needed by a policy, or up to date for every template it uses. */
class RunProfilesTest {
  @TempDir Path folder;

  private final Catalogue catalogue = ValenFiles.readCatalogue(Bundled.PAPER001_CATALOGUE);
  private final Platform platform = ValenFiles.readPlatform(Bundled.PAPER001_PLATFORM);

  @Test
  void shouldUseProfilesOfEveryUsedTemplateEvenIfNoPolicyNeedsThem() {
    TestProfiles.write(folder.resolve(catalogue.name()), catalogue, platform);
    RunProfiles.Choice choice = RunProfiles.choose(Optional.of(folder), catalogue, platform, catalogue.templates(), false);
    assertThat(choice.book()).isPresent();
    assertThat(choice.offers()).isEqualTo("design-time profiles in " + folder);
  }

  @Test
  void shouldFallBackToTheModelWhenProfilesAreMissingOrDoNotFit() throws Exception {
    assertThat(RunProfiles.choose(Optional.of(folder.resolve("none")), catalogue, platform, catalogue.templates(), false))
        .isEqualTo(new RunProfiles.Choice(Optional.empty(), "the execution model"));
    TestProfiles.write(folder, catalogue, platform);
    Files.delete(folder.resolve(catalogue.templates().get(0).id() + ".json"));
    assertThat(RunProfiles.choose(Optional.of(folder), catalogue, platform, catalogue.templates(), false).book()).isEmpty();
    assertThat(RunProfiles.choose(Optional.of(folder), catalogue, platform, catalogue.templates().subList(1, 3), false)
        .book()).as("the templates the run uses are covered").isPresent();
    RunProfiles.Choice other = RunProfiles.choose(Optional.of(folder), catalogue, PlatformPresets.rk3399(2, 4),
        catalogue.templates().subList(1, 3), false);
    assertThat(other.book()).isEmpty();
    assertThat(other.offers()).startsWith("the execution model (the profiles in " + folder + " do not fit: ")
        .contains("$.coreType");
  }

  @Test
  void shouldRefuseMissingProfilesWhenAPolicyNeedsThem() {
    assertThatThrownBy(() -> RunProfiles.choose(Optional.of(folder), catalogue, platform, catalogue.templates(), true))
        .isInstanceOf(InvalidInputException.class).hasMessageContaining("no such file");
  }
}
