package org.valen.model.io;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.function.Consumer;
import org.valen.model.job.Arrival;
import org.valen.model.job.Provenance;
import org.valen.model.job.Workload;
import org.valen.model.value.ValueCurve;

/** The {@code valen.workload} format. */
final class WorkloadCodec {
  private WorkloadCodec() {}

  /**
   * Reads a workload whose arrivals stream from its file {@code d} (the root holds an empty array in
   * their place), so that a large workload is checked one arrival at a time; with {@code
   * templateIds} present, every arrival must name one of them. A file read in one pass whose header
   * read cleanly has its arrivals read straight from the tokens ({@link ArrivalTokens}); if that
   * path refuses one, {@link Document.NotOnePass} has the file read again with this readable one.
   */
  static Optional<Workload> read(JsonIn root, Optional<Set<String>> templateIds, Document d) {
    int mark = root.problems().count();
    root.requireObject("format", "version", "catalogue", "platform", "provenance", "horizonSeconds", "arrivals");
    String catalogue = root.text("catalogue");
    Optional<String> platform = root.optionalText("platform");
    Optional<Provenance> provenance = root.optionalObject("provenance").flatMap(ProvenanceCodec::read);
    double horizon = root.number("horizonSeconds", NumberRule.POSITIVE);
    UniqueIds ids = new UniqueIds("arrival");
    List<Arrival> arrivals = new ArrayList<>();
    Consumer<JsonIn> readOne = a -> {
      int at = root.problems().count();
      a.requireObject("id", "template", "arrivalSeconds", "valueCurve");
      String id = ids.read(a, "id");
      String template = a.text("template");
      if (templateIds.isPresent() && !"?".equals(template) && !templateIds.get().contains(template)) {
        a.problem("template", "\"" + template + "\"", "the id of a template of catalogue " + catalogue);
      }
      double time = a.number("arrivalSeconds", NumberRule.NON_NEGATIVE);
      if (time > horizon) {
        a.problem("arrivalSeconds", time + ", after the horizon " + horizon, "an arrival within horizonSeconds");
      }
      Optional<ValueCurve> curve = ValueCurveCodec.read(a.object("valueCurve"));
      if (root.problems().noneSince(at)) {
        arrivals.add(new Arrival(id, template, time, curve.orElseThrow()));
      }
    };
    root.array("arrivals").forEach(readOne);
    Optional<List<Arrival>> direct = root.problems().noneSince(mark)
        ? d.readStreamed("arrivals", p -> ArrivalTokens.read(p, horizon, templateIds)) : Optional.empty();
    direct.ifPresentOrElse(arrivals::addAll, () -> d.streamArray("arrivals", readOne));
    if (!root.problems().noneSince(mark)) {
      return Optional.empty();
    }
    return root.problems().attempt(root.path(), "a valid workload",
        () -> new Workload(catalogue, provenance, horizon, arrivals, platform));
  }

  static ObjectNode write(Workload w) {
    ObjectNode root = head(w);
    ArrayNode arrivals = root.putArray("arrivals");
    w.arrivals().forEach(a -> arrivals.add(arrival(a)));
    return root;
  }

  /** Everything but the arrivals, which come last. */
  static ObjectNode head(Workload w) {
    ObjectNode root = FormatHeader.start(FileFormat.WORKLOAD);
    root.put("catalogue", w.catalogueReference());
    w.platformReference().ifPresent(p -> root.put("platform", p));
    w.provenance().ifPresent(p -> root.set("provenance", ProvenanceCodec.write(p)));
    root.put("horizonSeconds", w.horizonSeconds());
    return root;
  }

  /** One element of {@code arrivals}. */
  static ObjectNode arrival(Arrival a) {
    ObjectNode o = JsonOut.object();
    o.put("id", a.id());
    o.put("template", a.templateId());
    o.put("arrivalSeconds", a.arrivalSeconds());
    o.set("valueCurve", ValueCurveCodec.write(a.valueCurve()));
    return o;
  }
}
