package org.valen.model.exec;

import java.util.OptionalDouble;
import org.valen.model.Check;
import org.valen.model.job.Task;
import org.valen.model.platform.CoreType;

/**
 * Paper 001's execution model: a task's {@link Task#referenceSeconds() reference time} (its WCET at
 * the reference frequency) scaled by the level's frequency,
 *
 * <pre>  time = referenceSeconds · (referenceFrequency / frequency(level))^frequencyExponent</pre>
 *
 * and the level's {@link org.valen.model.platform.PState#dynamicPowerWatts() dynamic power} while
 * it runs. An exponent of 1 is a CPU-bound task (time ∝ 1/f); a memory-bound task scales less
 * (exponent below 1). The paper states neither; 1 is the default.
 *
 * @param referenceFrequencyHertz frequency at which tasks take their reference time; empty means
 *     each core type's fastest level, so that reference times are the times at the top level
 * @param frequencyExponent how strongly time follows frequency, in (0, 1]
 */
public record ScaledReferenceModel(
    OptionalDouble referenceFrequencyHertz, double frequencyExponent) implements ExecutionModel {

  public ScaledReferenceModel {
    referenceFrequencyHertz.ifPresent(f -> Check.positive(f, "referenceFrequencyHertz"));
    Check.inRange(frequencyExponent, Double.MIN_VALUE, 1, "frequencyExponent");
  }

  /** Reference times are the times at each core type's fastest level; time ∝ 1/f. */
  public static ScaledReferenceModel relativeToFastestLevel() {
    return new ScaledReferenceModel(OptionalDouble.empty(), 1.0);
  }

  /** Time factor of {@code level} relative to the reference frequency. */
  public double slowdown(CoreType coreType, int level) {
    double reference = referenceFrequencyHertz.orElse(coreType.maxFrequencyHertz());
    double ratio = reference / coreType.level(level).frequencyHertz();
    return frequencyExponent == 1.0 ? ratio : Math.pow(ratio, frequencyExponent);
  }

  @Override
  public double timeSeconds(Task task, CoreType coreType, int level) {
    return task.referenceSeconds() * slowdown(coreType, level);
  }

  @Override
  public double dynamicPowerWatts(Task task, CoreType coreType, int level) {
    return coreType.level(level).dynamicPowerWatts();
  }
}
