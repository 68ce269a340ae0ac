package org.valen.runtime.profiles;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.valen.model.generate.CatalogueGenerator;
import org.valen.model.generate.CatalogueParameters;
import org.valen.model.generate.PlatformPresets;
import org.valen.model.job.Catalogue;
import org.valen.model.job.JobTemplate;
import org.valen.model.platform.Platform;
import org.valen.runtime.TestProfiles;
import org.valen.runtime.policy.Plan;

class TemplateProfileTest {
  @TempDir Path folder;

  @Test
  void shouldNumberAllocationsExactlyAsThePlansCompare() {
    Catalogue catalogue = CatalogueGenerator.generate(CatalogueParameters.defaults().withTemplates(4, 3, 8), 7);
    Platform platform = PlatformPresets.paper001(2, 10);
    TestProfiles.write(folder, catalogue, platform);
    ProfileBook book = ProfileBook.load(folder, catalogue, platform, catalogue.templates());
    Plan foreign = book.of(catalogue.templates().get(0), 0).planFor(1);
    int numbered = 0;
    for (JobTemplate template : catalogue.templates()) {
      TemplateProfile profile = book.of(template, 0);
      for (int c = -1; c <= 12; c++) {
        Plan plan = profile.planFor(c);
        assertThat(profile.allocationFor(c) >= 0).isEqualTo(plan != null);
        for (int d = -1; d <= 12; d++) {
          boolean same = plan != null && profile.planFor(d) != null && plan.sameAllocationAs(profile.planFor(d));
          assertThat(plan != null && profile.allocationFor(c) == profile.allocationFor(d))
              .as("%s, %d and %d cores", template.id(), c, d).isEqualTo(same);
        }
        if (plan != null) {
          // the plan itself, and a copy with other expectations (a reallocated job's plan)
          assertThat(profile.allocationOf(plan)).isEqualTo(profile.allocationFor(c));
          assertThat(profile.allocationOf(plan.withExpectations(1, 1))).isEqualTo(profile.allocationFor(c));
          numbered++;
        }
      }
      if (template.taskCount() != foreign.taskCount()) {
        assertThat(profile.allocationOf(foreign)).isEqualTo(-1);
      }
    }
    assertThat(numbered).isGreaterThan(20);
  }
}
