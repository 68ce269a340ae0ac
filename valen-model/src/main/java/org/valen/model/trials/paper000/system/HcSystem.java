package org.valen.model.trials.paper000.system;

import java.util.List;
import org.valen.model.exec.MatrixModel;
import org.valen.model.job.Catalogue;
import org.valen.model.platform.Platform;

/**
 * One generated heterogeneous system of paper 000: the machines as a {@link Platform} (a machine
 * is a node of one core; a machine type is a core type with its P-states) and the task types as a
 * {@link Catalogue} of one-task templates whose {@link MatrixModel} holds the ETC and APC
 * matrices.
 *
 * @param seed the seed it was generated from
 * @param parameters what it was generated with
 * @param platform the machines
 * @param catalogue one template per task type, with the ETC/APC matrices
 * @param specialMachineTypes ids of the special-purpose machine types
 * @param specialMachineTypeOf for each task type (matrix row), the id of the machine type it is
 *     special for, or empty for a general-purpose task type
 */
public record HcSystem(long seed, SystemParameters parameters, Platform platform, Catalogue catalogue,
    List<String> specialMachineTypes, List<String> specialMachineTypeOf) {

  public HcSystem {
    specialMachineTypes = List.copyOf(specialMachineTypes);
    specialMachineTypeOf = List.copyOf(specialMachineTypeOf);
  }

  /** The ETC/APC matrices. */
  public MatrixModel matrices() {
    return (MatrixModel) catalogue.executionModel();
  }
}
