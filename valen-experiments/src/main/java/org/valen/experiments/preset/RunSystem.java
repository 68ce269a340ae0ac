package org.valen.experiments.preset;

import java.util.Objects;
import org.valen.model.job.Catalogue;
import org.valen.model.platform.Platform;

/**
 * The platform and the catalogue of a run: what a policy's needs and the design-time profiles are
 * checked against. Runs that share them share one object.
 */
public record RunSystem(Platform platform, Catalogue catalogue) {
  public RunSystem {
    Objects.requireNonNull(platform, "platform");
    Objects.requireNonNull(catalogue, "catalogue");
  }
}
