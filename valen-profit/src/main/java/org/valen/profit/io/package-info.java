/**
 * Bags in and results out: {@link org.valen.profit.io.BagFiles} (the {@code valen.bag} format over a
 * platform and a catalogue of one-task templates), {@link org.valen.profit.io.BagSystems} (a bag's
 * machines and task types in valen's model), {@link org.valen.profit.io.ResultFiles} (a solution as
 * JSON and CSV).
 */
package org.valen.profit.io;
