package org.valen.runtime.policy;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import java.util.ServiceLoader;

/** Every policy provider on the class path. */
public final class Policies {
  private Policies() {}

  /** All providers, sorted by name. */
  public static List<PolicyProvider> all() {
    List<PolicyProvider> providers = new ArrayList<>();
    ServiceLoader.load(PolicyProvider.class).forEach(providers::add);
    providers.sort(Comparator.comparing(PolicyProvider::name));
    return providers;
  }

  /** The provider named {@code name} (case-insensitive). */
  public static Optional<PolicyProvider> find(String name) {
    return all().stream().filter(p -> p.name().equalsIgnoreCase(name)).findFirst();
  }

  /** Names of all providers, for messages. */
  public static List<String> names() {
    return all().stream().map(PolicyProvider::name).toList();
  }
}
