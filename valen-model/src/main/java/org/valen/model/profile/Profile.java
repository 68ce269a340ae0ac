package org.valen.model.profile;

import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.valen.model.Check;

/**
 * The design-time profiles of one job template, one per core type that can run it (paper 001,
 * section IV-A, per core type of a heterogeneous platform): the content of one profile file. A
 * core type that cannot run every task of the template has no profile here.
 *
 * @param templateId the profiled {@link org.valen.model.job.JobTemplate#id()}
 * @param coreTypes one per core type, unique core type ids, in the order of the platform profiled
 */
public record Profile(String templateId, List<CoreTypeProfile> coreTypes) {
  /** The command that makes profiles; quoted where a profile is missing, stale or of an old format. */
  public static final String REGENERATE = "valen profile --platform PLATFORM --catalogue CATALOGUE --output FOLDER";

  public Profile {
    Check.id(templateId, "templateId");
    coreTypes = List.copyOf(Check.nonEmpty(coreTypes, "coreTypes"));
    Set<String> ids = new HashSet<>();
    for (CoreTypeProfile p : coreTypes) {
      if (!ids.add(p.coreTypeId())) {
        throw new IllegalArgumentException("two profiles of core type " + p.coreTypeId());
      }
    }
  }

  /** The profile on the core type with this id, if the template was profiled there. */
  public Optional<CoreTypeProfile> on(String coreTypeId) {
    return coreTypes.stream().filter(p -> p.coreTypeId().equals(coreTypeId)).findFirst();
  }

  /** Index of the core type's profile in {@link #coreTypes()}, or -1. */
  public int indexOf(String coreTypeId) {
    for (int i = 0; i < coreTypes.size(); i++) {
      if (coreTypes.get(i).coreTypeId().equals(coreTypeId)) {
        return i;
      }
    }
    return -1;
  }
}
