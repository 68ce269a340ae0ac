package org.valen.external;

import org.valen.runtime.policy.Triggers;

/**
 * The process's answer to the start message: the protocol version it speaks, its name, when it
 * decides, and whether it wants a last look at each queued job before it starts.
 *
 * @param name the policy's name in results ({@code summary.json}, messages)
 * @param triggers when the kernel asks it to decide
 * @param lastLook whether the kernel asks it before a queued job starts (paper 002's cancellation)
 */
record Hello(String name, Triggers triggers, boolean lastLook) {

  static Hello read(ProcessMessage m) {
    if (!m.type().equals(Protocol.HELLO)) {
      throw new ProtocolFault("its first message was a \"" + m.type() + "\" message; expected its hello,"
          + " {\"type\": \"hello\", \"protocol\": " + Protocol.VERSION + ", \"name\": …, \"triggers\": …}");
    }
    int version = m.integer("protocol", 0, Integer.MAX_VALUE, "the protocol version it speaks: " + Protocol.VERSION);
    if (version != Protocol.VERSION) {
      throw new ProtocolFault("it speaks protocol version " + version + "; this valen speaks version " + Protocol.VERSION
          + " (docs/formats.md): update the client or valen");
    }
    String name = m.text("name", "the policy's name (text)");
    if (name.isBlank()) {
      throw new ProtocolFault("its hello gives an empty name; expected the policy's name");
    }
    ProcessMessage t = m.part("triggers", "{\"onEvents\": true|false, \"periodSeconds\": number, \"periodIsCheckpoint\": true|false}");
    boolean onEvents = t.bool("onEvents", "true or false: whether it decides whenever jobs arrive or finish");
    double period = t.number("periodSeconds", "seconds between periodic decisions, 0 for none");
    boolean checkpoint = t.bool("periodIsCheckpoint", "true or false: whether periodic decisions are checkpoints");
    Triggers triggers;
    try {
      triggers = new Triggers(onEvents, period, checkpoint);
    } catch (IllegalArgumentException e) {
      throw new ProtocolFault("its hello's triggers are refused: " + e.getMessage(), e);
    }
    boolean lastLook = m.has("lastLook") && m.bool("lastLook", "true or false: whether it takes a last look at queued jobs");
    return new Hello(name, triggers, lastLook);
  }
}
