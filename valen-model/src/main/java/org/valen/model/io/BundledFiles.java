package org.valen.model.io;

import java.util.List;

/**
 * Files another module ships in valen's bundled folder ({@code /org/valen/model/bundled/}), found
 * with {@link java.util.ServiceLoader} so that {@link Bundled#names()} lists them too (valen-profit's
 * paper 003 bag, platform and catalogue).
 */
public interface BundledFiles {
  /** Their references, {@code bundled:NAME}. */
  List<String> names();
}
