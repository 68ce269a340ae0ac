package org.valen.experiments.preset;

import java.util.List;
import java.util.Optional;

/** The presets a scenario file may name, looked up by name. */
public interface PresetCatalog {

  /** The preset of this name. */
  Optional<Preset> named(String name);

  /** Every name, for messages. */
  List<String> names();

  /** A catalogue of these presets. */
  static PresetCatalog of(List<Preset> presets) {
    return new PresetCatalog() {
      @Override
      public Optional<Preset> named(String name) {
        return presets.stream().filter(p -> p.name().equals(name)).findFirst();
      }

      @Override
      public List<String> names() {
        return presets.stream().map(Preset::name).toList();
      }
    };
  }
}
