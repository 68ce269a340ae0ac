package org.valen.model.trials.paper000.workload;

import java.util.List;
import org.valen.model.Check;

/**
 * How utility functions are drawn (paper 000, sections II-A and IV-B). Priority, urgency and
 * class are drawn independently of each other and of the task type ("the type of a task is not
 * related to the utility function of the task").
 *
 * @param priorities maximum utilities of the priority levels (paper: 8, 4, 2, 1)
 * @param priorityWeights relative frequencies of the priority levels (ours: equal)
 * @param urgencyDecayMinutes the 4 urgency levels as the time in which a modifier-1 interval
 *     decays by a factor e (ours: 10, 20, 40, 80 minutes: extreme to low)
 * @param classes the utility classes, drawn uniformly (ours: {@link UtilityClasses#paper000()})
 */
public record UtilityParameters(List<Double> priorities, List<Double> priorityWeights, List<Double> urgencyDecayMinutes,
    List<UtilityClass> classes) {

  public UtilityParameters {
    priorities = List.copyOf(Check.nonEmpty(priorities, "priorities"));
    priorityWeights = List.copyOf(priorityWeights);
    if (priorityWeights.size() != priorities.size()) {
      throw new IllegalArgumentException("one weight per priority level is needed");
    }
    priorities.forEach(p -> Check.positive(p, "priority"));
    priorityWeights.forEach(w -> Check.nonNegative(w, "priority weight"));
    urgencyDecayMinutes = List.copyOf(Check.nonEmpty(urgencyDecayMinutes, "urgencyDecayMinutes"));
    urgencyDecayMinutes.forEach(m -> Check.positive(m, "urgency decay minutes"));
    classes = List.copyOf(Check.nonEmpty(classes, "classes"));
  }

  /** Our choices for paper 000. */
  public static UtilityParameters paper000() {
    return new UtilityParameters(List.of(8.0, 4.0, 2.0, 1.0), List.of(1.0, 1.0, 1.0, 1.0),
        List.of(10.0, 20.0, 40.0, 80.0), UtilityClasses.paper000());
  }
}
