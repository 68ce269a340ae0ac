package org.valen.experiments.runplot;

import java.awt.Color;

/**
 * Colours of v/f levels, as many as the platform has, spread evenly along one scale from the
 * fastest to the slowest: dark red, orange, ochre, green, teal, blue, purple. Every one is dark enough to stand
 * out against white and against the light grey of idle time (no pale yellow or near-white, as in
 * a diverging scale's middle).
 */
final class LevelColours {
  private static final Color[] SCALE = {new Color(0xb2182b), new Color(0xe66101), new Color(0xa6761d),
    new Color(0x1b7837), new Color(0x01665e), new Color(0x2166ac), new Color(0x542788)};

  private LevelColours() {}

  /** The colour of {@code level} among {@code levels} (level 0 the fastest). */
  static Color of(int level, int levels) {
    double at = levels <= 1 ? 0 : Math.min(1.0, (double) level / (levels - 1)) * (SCALE.length - 1);
    int i = Math.min(SCALE.length - 2, (int) Math.floor(at));
    double t = at - i;
    Color a = SCALE[i];
    Color b = SCALE[i + 1];
    return new Color(mix(a.getRed(), b.getRed(), t), mix(a.getGreen(), b.getGreen(), t), mix(a.getBlue(), b.getBlue(), t));
  }

  private static int mix(int a, int b, double t) {
    return (int) Math.round(a + (b - a) * t);
  }
}
