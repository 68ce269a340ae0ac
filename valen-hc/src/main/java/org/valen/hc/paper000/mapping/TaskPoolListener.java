package org.valen.hc.paper000.mapping;

/** Told when a task enters or leaves the {@link TaskPool}, to keep slot-indexed structures in step. */
interface TaskPoolListener {
  void added(int slot);

  void removed(int slot);
}
