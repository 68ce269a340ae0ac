package org.valen.external;

import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.util.Map;
import org.valen.model.io.ValenFiles;
import org.valen.model.job.JobTemplate;
import org.valen.model.platform.CoreType;
import org.valen.model.platform.Node;
import org.valen.model.platform.Platform;
import org.valen.runtime.policy.PolicyInputs;

/**
 * The kernel's first message: what a Java policy is made from ({@code PolicyInputs}) — the platform
 * and catalogue as their files hold them, the options — and the tables a policy would otherwise
 * compute: the nodes with their core type's index, and the core types that can run each template.
 */
final class StartMessage {
  private StartMessage() {}

  static void write(JsonGenerator out, ObjectMapper mapper, PolicyInputs inputs, ExternalSettings settings)
      throws IOException {
    Platform platform = inputs.platform();
    out.writeNumberField("protocol", Protocol.VERSION);
    out.writeObjectFieldStart("options");
    for (Map.Entry<String, String> e : inputs.options().entrySet()) {
      out.writeStringField(e.getKey(), e.getValue());
    }
    out.writeEndObject();
    out.writeBooleanField("profiles", inputs.profiles().isPresent());
    out.writeArrayFieldStart("coreTypes");
    for (CoreType type : platform.coreTypes()) {
      out.writeStartObject();
      out.writeStringField("id", type.id());
      out.writeNumberField("levels", type.levelCount());
      out.writeEndObject();
    }
    out.writeEndArray();
    out.writeArrayFieldStart("nodes");
    boolean[] used = new boolean[platform.coreTypes().size()];
    for (Node node : platform.nodes()) {
      int type = platform.coreTypes().indexOf(platform.coreTypeOf(node));
      used[type] = true;
      out.writeStartObject();
      out.writeStringField("id", node.id());
      out.writeNumberField("coreType", type);
      out.writeNumberField("cores", node.cores());
      out.writeEndObject();
    }
    out.writeEndArray();
    out.writeArrayFieldStart("templates");
    for (JobTemplate template : inputs.catalogue().templates()) {
      out.writeStartObject();
      out.writeStringField("id", template.id());
      out.writeNumberField("tasks", template.taskCount());
      out.writeArrayFieldStart("coreTypes");
      for (int k = 0; k < used.length; k++) {
        CoreType type = platform.coreTypes().get(k);
        if (used[k] && template.tasks().stream().allMatch(t -> inputs.catalogue().executionModel().canRun(t, type))) {
          out.writeNumber(k);
        }
      }
      out.writeEndArray();
      out.writeEndObject();
    }
    out.writeEndArray();
    out.writeFieldName("platform");
    mapper.writeTree(out, ValenFiles.toJson(platform));
    out.writeFieldName("catalogue");
    mapper.writeTree(out, ValenFiles.toJson(inputs.catalogue()));
    out.writeEndObject();
  }
}
