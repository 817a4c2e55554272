/**
 * Botzone platform interop: its match-log format now; its bot protocol later.
 *
 * <p>{@link org.mjarena.arena.botzone.BotzoneLogReader} reads the public text format of Botzone MCR
 * match logs (the PKU "strong AI" dataset, {@code data.txt} / {@code sample.txt}) into
 * {@link org.mjarena.arena.botzone.BotzoneMatch} records. The reader checks syntax only: a record
 * says what the log says.
 *
 * <p>{@link org.mjarena.arena.botzone.BotzoneImport} replays each record through our MCR engine under
 * Botzone's judge rules: it rebuilds the duplicate wall the match was dealt from, plays the log's answers
 * through the engine's driver, and reports in an {@link org.mjarena.arena.botzone.ImportReport} whether
 * each match agrees with the log (every action legal, same winner, fan total and scores) or where it
 * differs.
 */
package org.mjarena.arena.botzone;
