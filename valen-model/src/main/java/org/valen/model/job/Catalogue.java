package org.valen.model.job;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import org.valen.model.Check;
import org.valen.model.exec.ExecutionModel;

/**
 * The jobs known in advance (paper 001's job-specific cloud): templates that are profiled once,
 * and the execution model that says how long their tasks run and what power they draw.
 *
 * @param name short name; profiles of this catalogue go under a folder of that name
 * @param provenance how the catalogue was generated, if it was
 * @param executionModel times and powers of the tasks on each core type and level
 * @param templates the job templates, unique ids
 */
public record Catalogue(
    String name,
    Optional<Provenance> provenance,
    ExecutionModel executionModel,
    List<JobTemplate> templates) {

  public Catalogue {
    Check.id(name, "name");
    Objects.requireNonNull(provenance, "provenance");
    Objects.requireNonNull(executionModel, "executionModel");
    templates = List.copyOf(Check.nonEmpty(templates, "templates"));
    Map<String, JobTemplate> seen = new HashMap<>();
    for (JobTemplate t : templates) {
      if (seen.put(t.id(), t) != null) {
        throw new IllegalArgumentException("duplicate template id " + t.id());
      }
    }
  }

  /** The template with this id. */
  public Optional<JobTemplate> find(String templateId) {
    return templates.stream().filter(t -> t.id().equals(templateId)).findFirst();
  }

  /** The template with this id; fails for an unknown id. */
  public JobTemplate template(String templateId) {
    return find(templateId)
        .orElseThrow(
            () -> new IllegalArgumentException("catalogue " + name + " has no template " + templateId));
  }
}
