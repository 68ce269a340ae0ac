package org.valen.model.generate;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;
import org.junit.jupiter.api.Test;
import org.valen.model.generate.StgGraphGenerator.Precedence;
import org.valen.model.job.DataEdge;
import org.valen.model.job.JobTemplate;
import org.valen.model.job.Task;

/**
 * The default times ({@code unifproc} of mean 5: uniform on 1 … 10 units) draw exactly as before
 * the Set's other time generators were added, so graphs and results measured on them stay valid:
 * the SHA-256 of 20 graphs of each precedence method at the defaults, as the generator of commit
 * 74a7694 (uniform times only) made them.
 */
class StgGraphDefaultsUnchangedTest {
  private static final String BEFORE = "6e0c9a0b0edf2b2c32a33b1ff1fead8f7d33768051c56693b7deb3a14d03d375";

  @Test
  void shouldMakeTheSameDefaultGraphsAsBeforeTheTimeGenerators() throws NoSuchAlgorithmException {
    StringBuilder text = new StringBuilder();
    for (Precedence method : Precedence.values()) {
      for (int g = 0; g < 20; g++) {
        describe(StgGraphGenerator.generate("g" + g, StgGraphParameters.defaults().withPrecedence(method), 1, g), text);
      }
    }
    byte[] digest = MessageDigest.getInstance("SHA-256").digest(text.toString().getBytes(StandardCharsets.UTF_8));
    assertThat(HexFormat.of().formatHex(digest)).isEqualTo(BEFORE);
  }

  private static void describe(JobTemplate job, StringBuilder text) {
    text.append(job.id()).append('\n');
    for (Task t : job.tasks()) {
      text.append(t.id()).append(' ').append(t.type()).append(' ').append(t.referenceSeconds()).append('\n');
    }
    for (DataEdge e : job.edges()) {
      text.append(e.sourceTaskId()).append("->").append(e.targetTaskId()).append(' ').append(e.dataBytes())
          .append('\n');
    }
    text.append(job.valueCurve()).append('\n');
  }
}
