package org.valen.model.importer;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.SortedMap;
import java.util.TreeMap;
import org.valen.model.exec.ScaledReferenceModel;
import org.valen.model.generate.ValueCurveParameters;
import org.valen.model.io.InvalidInputException;
import org.valen.model.io.Problem;
import org.valen.model.job.Catalogue;
import org.valen.model.job.JobTemplate;
import org.valen.model.job.Provenance;
import org.valen.model.value.StepCurve;

/**
 * What every importer shares: template ids from file names, the value curve of an imported job,
 * and a catalogue of imported templates with every problem of every file reported at once.
 *
 * <p>Real DAG files carry no value curve, so an imported template gets the generators' midpoint
 * curve ({@link ValueCurveParameters#midpoint}) from its critical path and work at reference speed.
 * Their times are measured or nominal times at the platform's fastest level, so the catalogue's
 * model is {@link ScaledReferenceModel#relativeToFastestLevel()}.
 */
public final class ImportedTemplates {
  private ImportedTemplates() {}

  /** Reads one file into a template with this id; throws {@link InvalidInputException}. */
  @FunctionalInterface
  public interface Reader {
    JobTemplate read(String file, String templateId);
  }

  /** The template id of a file: its name without folders and without the last extension. */
  public static String templateId(String file) {
    String name = Path.of(file).getFileName().toString();
    int dot = name.lastIndexOf('.');
    return dot > 0 ? name.substring(0, dot) : name;
  }

  /**
   * A template built without a value curve, completed with the midpoint curve of {@code curves}.
   *
   * @throws IllegalArgumentException if every task takes 0 s (no critical path to scale a curve by)
   */
  public static JobTemplate withMidpointCurve(JobTemplate.Builder builder, ValueCurveParameters curves) {
    JobTemplate draft = builder.valueCurve(StepCurve.hardDeadline(1, 1)).build();
    double criticalPath = draft.referenceCriticalPathSeconds();
    if (!(criticalPath > 0)) {
      throw new IllegalArgumentException("every task takes 0 s");
    }
    return draft.toBuilder().valueCurve(curves.midpoint(criticalPath, draft.totalReferenceSeconds())).build();
  }

  /**
   * A catalogue of one template per file, ids from file names; the problems of all files are
   * reported together.
   *
   * @param tool the command, for provenance (imports draw no random numbers: seed 0)
   * @param parameters the import's settings, for provenance
   * @throws InvalidInputException with every problem of every file, before anything is built
   */
  public static Catalogue catalogue(String name, List<String> files, Reader reader, String tool,
      SortedMap<String, String> parameters) {
    List<Problem> problems = new ArrayList<>();
    List<JobTemplate> templates = new ArrayList<>();
    Map<String, String> fileById = new HashMap<>();
    for (String file : files) {
      String id = templateId(file);
      String earlier = fileById.putIfAbsent(id, file);
      if (earlier != null) {
        problems.add(new Problem(file, "file name", "template id \"" + id + "\", already that of " + earlier,
            "file names that differ without their extension (the name is the template id)"));
        continue;
      }
      try {
        templates.add(reader.read(file, id));
      } catch (InvalidInputException e) {
        problems.addAll(e.problems());
      }
    }
    if (!problems.isEmpty()) {
      throw new InvalidInputException(problems);
    }
    SortedMap<String, String> all = new TreeMap<>(parameters);
    all.put("files", String.join(",", files.stream().map(f -> Path.of(f).getFileName().toString()).toList()));
    return new Catalogue(name, Optional.of(new Provenance(tool, 0, all)),
        ScaledReferenceModel.relativeToFastestLevel(), templates);
  }
}
