package org.valen.model.io;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.TreeMap;
import org.junit.jupiter.api.Test;
import org.valen.model.exec.ScaledReferenceModel;
import org.valen.model.generate.CatalogueGenerator;
import org.valen.model.generate.CatalogueParameters;
import org.valen.model.generate.PlatformPresets;
import org.valen.model.job.JobTemplate;
import org.valen.model.platform.Platform;
import org.valen.model.profile.ProfileSettings;

class SourceHashTest {
  private final Platform platform = PlatformPresets.paper001(1, 4);
  private final JobTemplate template =
      CatalogueGenerator.generate(CatalogueParameters.defaults().withTemplates(1, 5, 5), 1).templates().get(0);
  private final ScaledReferenceModel model = ScaledReferenceModel.relativeToFastestLevel();
  private final ProfileSettings settings = new ProfileSettings("nsga2", 1, new TreeMap<>());

  private String hash(JobTemplate t, ProfileSettings s) {
    return SourceHash.of(t, platform.singleCoreType(), model, platform.interconnect(), s);
  }

  @Test
  void shouldBeStableForEqualInputs() {
    assertThat(hash(template, settings)).isEqualTo(hash(template, settings)).matches("sha256:[0-9a-f]{64}");
  }

  @Test
  void shouldChangeWhenTemplateOrSettingsChange() {
    JobTemplate slower = template.toBuilder().task("extra", "compute", 1).build();
    assertThat(hash(slower, settings)).isNotEqualTo(hash(template, settings));
    assertThat(hash(template, new ProfileSettings("nsga2", 2, new TreeMap<>()))).isNotEqualTo(hash(template, settings));
    assertThat(SourceHash.of(template, PlatformPresets.rk3399CortexA72(), model, platform.interconnect(), settings))
        .isNotEqualTo(hash(template, settings));
  }

  @Test
  void shouldBeTheHashOfTheCanonicalInputsWhetherTheModelIsDigestedOnceOrEachTime() {
    String canonical = SourceHash.canonicalInputs(template, platform.singleCoreType(), model, platform.interconnect(),
        settings);
    assertThat(canonical).startsWith("{\"executionModel\":").contains(",\"template\":{").endsWith("}}");
    SourceHash.Hasher hasher = new SourceHash.Hasher(model, platform.interconnect());
    assertThat(hasher.of(template, platform.singleCoreType(), settings))
        .isEqualTo(SourceHash.ofText(canonical))
        .isEqualTo(hash(template, settings));
    assertThat(hasher.of(template, PlatformPresets.rk3399CortexA72(), settings)).as("a copy of the digest each time")
        .isEqualTo(SourceHash.of(template, PlatformPresets.rk3399CortexA72(), model, platform.interconnect(), settings));
  }
}
