/**
 * Other platforms' programs, wires and logs, and what they share: the one place where the arena meets
 * code it does not control, above the core and never below it.
 *
 * <p>Shared by every platform: {@link org.mjarena.arena.interop.ExternalProcess} starts, times and ends an
 * external program (in its entry's box, {@link org.mjarena.arena.interop.sandbox}; its own process group, its
 * stderr to the entry's {@link org.mjarena.arena.interop.BotLog}, the shutdown reaper);
 * {@link org.mjarena.arena.interop.Verdict} maps a platform's verdicts (TLE, RE, WA, MLE) onto
 * the engine's kinds of fault; {@link org.mjarena.arena.interop.LastExchange} quotes a seat's last request and
 * answer with its faults; {@link org.mjarena.arena.interop.AnswerTimes} times the answers; and
 * {@link org.mjarena.arena.interop.ExternalFactory} is the factory of an entry played by programs outside the
 * arena, which a run reaches only as a {@link org.mjarena.arena.config.ExternalEntry}. The other way round,
 * {@link org.mjarena.arena.interop.AskedSeat} is the one routine from a platform's request to one of our agents'
 * decisions: the request's events tracked into the seat's observation, the decision worked out by the engine,
 * the agent asked as our driver asks it.
 *
 * <p>Each platform keeps only its protocol: {@link org.mjarena.arena.interop.botzone} (Botzone bots, our agents as
 * Botzone bots, Botzone match logs) and {@link org.mjarena.arena.interop.http108} (the 108-tile competition's HTTP
 * interface, both ways). Their lineup entries reach the lineups as {@link org.mjarena.arena.config.AgentProvider}s.
 */
package org.mjarena.arena.interop;
