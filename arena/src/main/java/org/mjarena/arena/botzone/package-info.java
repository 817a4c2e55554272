/**
 * Botzone platform interop: its match-log format now; its bot protocol later.
 *
 * <p>{@link org.mjarena.arena.botzone.BotzoneLogReader} reads the public text format of Botzone MCR
 * match logs (the PKU "strong AI" dataset, {@code data.txt} / {@code sample.txt}) into
 * {@link org.mjarena.arena.botzone.BotzoneMatch} records. The reader checks syntax only: a record
 * says what the log says, and replaying it through the engine is the job of whoever uses it.
 */
package org.mjarena.arena.botzone;
