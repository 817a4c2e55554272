package org.mjarena.arena.interop.botzone;

import org.mjarena.arena.interop.Verdict;

/**
 * A Botzone bot as one seat sees it: a request string in, a response string out, once per judge turn,
 * in order. An external program ({@link BotProcess}) and an in-process bot are used alike.
 */
public interface BotzoneBot extends AutoCloseable {
  /**
   * The bot's response to the next request; it has had every earlier one.
   *
   * @throws org.mjarena.engine.play.PlayerFault with a {@link Verdict} when the bot failed to answer
   */
  String respond(String request);

  /** Ends the bot's game: stops its process, if any, and every process it started. */
  @Override
  void close();
}
