package org.valen.model.io;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.valen.model.exec.ExecutionModel;
import org.valen.model.job.Catalogue;
import org.valen.model.job.JobTemplate;
import org.valen.model.job.Provenance;

/** The {@code valen.catalogue} format. */
final class CatalogueCodec {
  private CatalogueCodec() {}

  static Optional<Catalogue> read(JsonIn root) {
    int mark = root.problems().count();
    root.requireObject("format", "version", "name", "provenance", "executionModel", "templates");
    String name = root.text("name");
    Optional<Provenance> provenance = root.optionalObject("provenance").flatMap(ProvenanceCodec::read);
    Optional<ExecutionModel> model = ExecutionModelCodec.read(root.object("executionModel"));
    UniqueIds ids = new UniqueIds("template");
    List<JobTemplate> templates = new ArrayList<>();
    for (JsonIn t : root.nonEmptyArray("templates")) {
      TemplateCodec.read(t, ids).ifPresent(templates::add);
    }
    if (!root.problems().noneSince(mark)) {
      return Optional.empty();
    }
    return root.problems().attempt(root.path(), "a valid catalogue",
        () -> new Catalogue(name, provenance, model.orElseThrow(), templates));
  }

  static ObjectNode write(Catalogue c) {
    ObjectNode root = FormatHeader.start(FileFormat.CATALOGUE);
    root.put("name", c.name());
    c.provenance().ifPresent(p -> root.set("provenance", ProvenanceCodec.write(p)));
    root.set("executionModel", ExecutionModelCodec.write(c.executionModel()));
    ArrayNode templates = root.putArray("templates");
    c.templates().forEach(t -> templates.add(TemplateCodec.write(t)));
    return root;
  }
}
