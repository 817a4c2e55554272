/**
 * Botzone's protocol and logs: its bots seated at our tables, our agents as its bots, and its match logs
 * replayed through our MCR engine. The words of the Botzone wire ({@code CHI}, {@code PENG}, {@code GANG},
 * {@code HU}) are read and written here only.
 *
 * <p>Bots: {@link org.mjarena.arena.interop.botzone.BotzoneSeat} plays a seat through the protocol, making the
 * judge's requests from the seat's events ({@link org.mjarena.arena.interop.botzone.BotzoneRequests}) and turning
 * the responses into actions; {@link org.mjarena.arena.interop.botzone.BotProcess} speaks to an external bot as
 * the platform does (JSON or simple I/O, {@link org.mjarena.arena.interop.botzone.BotzoneEnvelope}; one-shot or
 * long-running), the program run as every external program is
 * ({@link org.mjarena.arena.interop.ExternalProcess}); {@link org.mjarena.arena.interop.botzone.BotzoneEntry} is the
 * lineup entry {@code agent: botzone}.
 *
 * <p>The other way round, {@link org.mjarena.arena.interop.botzone.AgentBot} reads the judge's requests into engine
 * events and answers them with one of our agents in an {@link org.mjarena.arena.interop.AskedSeat}, and
 * {@link org.mjarena.arena.interop.botzone.BotSide} speaks the bot's side of the envelopes: {@code mjarena
 * botzone-bot}.
 *
 * <p>Logs: {@link org.mjarena.arena.interop.botzone.BotzoneLogReader} reads the grammar of the public text format of
 * Botzone MCR match logs (the PKU "strong AI" dataset, {@code data.txt} / {@code sample.txt}) into
 * {@link org.mjarena.arena.interop.botzone.BotzoneMatch} records, from text that
 * {@link org.mjarena.arena.interop.botzone.BotzoneLogDecoder} decodes from bytes of any encoding the dataset's
 * copies come in. The reader checks syntax only: a record says what the log says.
 * {@link org.mjarena.arena.interop.botzone.BotzoneImport} replays each record through our MCR engine under
 * Botzone's judge rules: it rebuilds the duplicate wall the match was dealt from, plays the log's answers
 * through the engine's driver, and reports in an {@link org.mjarena.arena.interop.botzone.ImportReport} whether
 * each match agrees with the log (every action legal, same winner, fan total and scores) or where it
 * differs.
 */
package org.mjarena.arena.interop.botzone;
