package org.valen.runtime.policy;

import java.util.Optional;
import org.valen.model.exec.MatrixModel;
import org.valen.model.exec.StochasticExecutionModel;
import org.valen.model.job.Catalogue;
import org.valen.model.job.JobTemplate;
import org.valen.model.platform.Node;
import org.valen.model.platform.Platform;

/**
 * What a policy needs of a run beyond a platform and a workload. A provider declares its needs
 * ({@link PolicyProvider#needs()}); commands check them before any run starts and refuse an unmet
 * one in one line that names the policy and what is missing.
 */
public enum Need {
  /** Design-time profiles of every template (paper 001's JoinOpt and AdaptOpt). */
  PROFILES("design-time profiles"),
  /** ETC/APC matrices: an execution model of kind matrix (papers 000, 003, 004). */
  MATRIX_MODEL("ETC/APC matrices"),
  /** Execution-time pmfs: a stochastic execution model (paper 002). */
  STOCHASTIC_TIMES("execution-time pmfs"),
  /** Nodes of one core each (paper 000's machines). */
  ONE_CORE_PER_NODE("nodes of one core"),
  /** Independent tasks: every job of one task. */
  ONE_TASK_JOBS("one-task jobs");

  private final String label;

  Need(String label) {
    this.label = label;
  }

  /** What is needed, in a few words. */
  public String label() {
    return label;
  }

  /** What the run has instead, if this need is unmet: "catalogue c has a model of kind …". */
  public Optional<String> unmetBy(Platform platform, Catalogue catalogue, boolean profilesGiven) {
    return switch (this) {
      case PROFILES -> profilesGiven ? Optional.empty() : Optional.of("no profiles were given (make them with valen profile)");
      case MATRIX_MODEL -> catalogue.executionModel() instanceof MatrixModel ? Optional.empty()
          : Optional.of("catalogue " + catalogue.name() + " has a " + kind(catalogue) + " execution model");
      case STOCHASTIC_TIMES -> catalogue.executionModel() instanceof StochasticExecutionModel ? Optional.empty()
          : Optional.of("catalogue " + catalogue.name() + " has a " + kind(catalogue) + " execution model, without pmfs");
      case ONE_CORE_PER_NODE -> platform.nodes().stream().filter(n -> n.cores() != 1).findFirst()
          .map((Node n) -> "node " + n.id() + " of platform " + platform.name() + " has " + n.cores() + " cores");
      case ONE_TASK_JOBS -> catalogue.templates().stream().filter(t -> t.taskCount() != 1).findFirst()
          .map((JobTemplate t) -> "template " + t.id() + " of catalogue " + catalogue.name() + " has " + t.taskCount()
              + " tasks");
    };
  }

  private static String kind(Catalogue catalogue) {
    return catalogue.executionModel() instanceof MatrixModel ? "matrix"
        : catalogue.executionModel().getClass().getSimpleName();
  }
}
