package org.valen.hc.paper004.rules;

import java.util.List;
import java.util.Optional;
import org.valen.model.Check;
import org.valen.runtime.policy.DecisionContext;
import org.valen.runtime.policy.JobView;
import org.valen.runtime.policy.Policy;
import org.valen.runtime.policy.PolicyInputs;
import org.valen.runtime.policy.Triggers;

/**
 * Paper 004's resource manager (section III) as a policy over the kernel's offers: tasks join the
 * mappable set as they arrive; a mapping event every {@code mappingIntervalSeconds} (paper: one
 * minute) drops the tasks that can earn nothing any more (section III-B), then runs the heuristic
 * (sections III-C … III-F), whose preemptions and assignments the kernel applies at once (a
 * preempted task keeps its progress and resumes on its own cluster only: {@code
 * DecisionContext.preempt(job, true)}).
 *
 * <p><b>Dropping</b> (section III-B): "if at any point a task can never earn nonzero utility with
 * any assignment, it is removed from the system": a mappable task that would earn nothing on any
 * cluster if it started now. An executing task never is: it was assigned where it earns something,
 * and its estimated completion, fixed when it started (section II-E), does not move.
 *
 * <p><b>DAG jobs</b> (beyond the paper, whose tasks are serial): a job of several tasks is the
 * paper's task, held on one core of a cluster — its tasks one after the other there ({@link
 * ClusterPlans}) — so that every rule stays the paper's: an idle core takes a task, a preemption
 * frees one core for one task, Util and UPT are the job's value at its completion (÷ its RET). A
 * preempted job keeps the work its tasks have done (the kernel's {@code preempt}: finished tasks
 * stay finished, a running one keeps its progress), and its RET is its time × the share of its
 * work not done. The price: a job's own parallelism is not used. Mapping its ready tasks one by
 * one is not offered: the kernel allocates a job with one plan, and the paper's victim and pair
 * orderings compare whole tasks' completions and utilities.
 *
 * <p><b>Implementations.</b> {@code readable}: every event scans every mappable task, as the
 * heuristics read. {@code indexed} (the default): a {@link TaskIndex} finds the same choices and the
 * same drops without the scans.
 */
public final class PreemptiveResourceManager implements Policy {
  private final Heuristic heuristic;
  private final PreemptionFlags flags;
  private final double intervalSeconds;
  private final ClusterPlans clusters;
  private final Optional<TaskIndex> index;
  private final MappableTasks mappable;
  private final ExecutingTasks executing;
  private long events;

  /**
   * @param heuristic the heuristic of every mapping event
   * @param flags the tasks' preemption flags
   * @param intervalSeconds time between mapping events
   * @param indexed whether to keep the {@link TaskIndex}
   * @param inputs the platform, catalogue and profiles of the run (the offers' source)
   */
  public PreemptiveResourceManager(Heuristic heuristic, PreemptionFlags flags, double intervalSeconds, boolean indexed,
      PolicyInputs inputs) {
    this.heuristic = heuristic;
    this.flags = flags;
    this.intervalSeconds = Check.positive(intervalSeconds, "mappingIntervalSeconds");
    this.clusters = new ClusterPlans(inputs.platform(), inputs.catalogue(), inputs.profiles());
    this.index = indexed ? Optional.of(new TaskIndex(clusters, heuristic.objective(), flags,
        heuristic instanceof ClusterRule)) : Optional.empty();
    this.mappable = new MappableTasks();
    index.ifPresent(mappable::listen);
    if (indexed) {
      heuristic.watch(mappable, flags); // Preempt Pair's kinds of tasks
    }
    this.executing = new ExecutingTasks(clusters.clusterCount());
  }

  @Override
  public String name() {
    return heuristic.name();
  }

  @Override
  public Triggers triggers() {
    return Triggers.periodic(intervalSeconds);
  }

  @Override
  public void arrived(JobView job) {
    mappable.add(job);
  }

  @Override
  public void finished(JobView job) {
    executing.stopped(job, clusters.clusterOfNode(job.node()));
  }

  @Override
  public void decide(DecisionContext context) {
    MappingEvent event = new MappingEvent(context, heuristic.objective(), flags, mappable, clusters, executing, ++events, index);
    drop(event);
    heuristic.map(event);
  }

  /**
   * Section III-B: the mappable tasks that can earn nothing anywhere. (An executing task was
   * assigned where it earns something, and its estimated completion does not move while it runs.)
   */
  private void drop(MappingEvent event) {
    List<JobView> nothing = index.isPresent() ? index.get().earningNothing(event)
        : event.mappable().stream().filter(event::earnsNothingAnywhere).toList();
    nothing.forEach(event::drop);
  }
}
