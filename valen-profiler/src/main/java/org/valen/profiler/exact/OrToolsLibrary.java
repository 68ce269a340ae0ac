package org.valen.profiler.exact;

import com.google.ortools.Loader;

/**
 * Loads OR-Tools' native library once per process, on first use (it is unpacked from its jar into a
 * temporary folder: a fraction of a second that runs without the exact step never pay).
 */
final class OrToolsLibrary {
  private static boolean loaded;

  private OrToolsLibrary() {}

  static synchronized void load() {
    if (!loaded) {
      Loader.loadNativeLibraries();
      loaded = true;
    }
  }
}
