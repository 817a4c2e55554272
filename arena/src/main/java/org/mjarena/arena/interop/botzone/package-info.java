/**
 * Botzone platform interop: its match-log format and its bot protocol.
 *
 * <p>Bots: {@link org.mjarena.arena.interop.botzone.BotzoneSeat} plays a seat through the protocol, making the
 * judge's requests from the seat's events ({@link org.mjarena.arena.interop.botzone.BotzoneRequests}) and turning
 * the responses into actions; {@link org.mjarena.arena.interop.botzone.BotProcess} runs an external bot as the
 * platform does (JSON or simple I/O, {@link org.mjarena.arena.interop.botzone.BotzoneEnvelope}; one-shot or
 * long-running; each in a process group of its own), and {@link org.mjarena.arena.interop.botzone.BotzoneEntry}
 * is the lineup entry {@code agent: botzone}. A bot's failures are faults with a
 * {@link org.mjarena.arena.interop.Verdict} (TLE, RE, WA), logged per entry by
 * {@link org.mjarena.arena.interop.BotLog}, and their answers timed by
 * {@link org.mjarena.arena.interop.AnswerTimes}.
 *
 * <p>The other way round, {@link org.mjarena.arena.interop.botzone.AgentBot} answers the judge's requests with one of
 * our agents, folding them into engine events, and {@link org.mjarena.arena.interop.botzone.BotSide} speaks the bot's
 * side of the envelopes: {@code mjarena botzone-bot}.
 *
 * <p>Logs: {@link org.mjarena.arena.interop.botzone.BotzoneLogReader} reads the public text format of Botzone MCR
 * match logs (the PKU "strong AI" dataset, {@code data.txt} / {@code sample.txt}) into
 * {@link org.mjarena.arena.interop.botzone.BotzoneMatch} records. The reader checks syntax only: a record
 * says what the log says.
 *
 * <p>{@link org.mjarena.arena.interop.botzone.BotzoneImport} replays each record through our MCR engine under
 * Botzone's judge rules: it rebuilds the duplicate wall the match was dealt from, plays the log's answers
 * through the engine's driver, and reports in an {@link org.mjarena.arena.interop.botzone.ImportReport} whether
 * each match agrees with the log (every action legal, same winner, fan total and scores) or where it
 * differs.
 */
package org.mjarena.arena.interop.botzone;
