package org.valen.model.job;

import java.util.Objects;
import org.valen.model.Check;
import org.valen.model.value.ValueCurve;

/**
 * One job submission: an instance of a catalogue template arriving at a time, with its own value
 * curve (relative to the arrival time).
 *
 * @param id identifier, unique within a workload
 * @param templateId the {@link JobTemplate#id()} it instantiates
 * @param arrivalSeconds arrival time since the start of the workload
 * @param valueCurve value earned as a function of seconds since arrival
 */
public record Arrival(String id, String templateId, double arrivalSeconds, ValueCurve valueCurve) {
  public Arrival {
    Check.id(id, "id");
    Check.id(templateId, "templateId");
    Check.nonNegative(arrivalSeconds, "arrivalSeconds");
    Objects.requireNonNull(valueCurve, "valueCurve");
  }

  /** Value earned if the job completes at absolute time {@code completionSeconds}. */
  public double valueAtCompletion(double completionSeconds) {
    return valueCurve.valueAt(completionSeconds - arrivalSeconds);
  }

  /** Absolute time from which completing earns nothing. */
  public double zeroValueAtSeconds() {
    return arrivalSeconds + valueCurve.zeroAfterSeconds();
  }
}
