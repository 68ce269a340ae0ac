package org.valen.profit.io;

import java.util.List;
import org.valen.model.io.BundledFiles;

/** The paper 003 files valen-profit ships in the bundled folder, listed with the model's. */
public final class BundledBag implements BundledFiles {
  @Override
  public List<String> names() {
    return List.of(BagFiles.BUNDLED, BagFiles.BUNDLED_PLATFORM, BagFiles.BUNDLED_CATALOGUE);
  }
}
