package org.mjarena.arena.interop;

import org.mjarena.engine.Fault;
import org.mjarena.engine.GameOutcome;
import org.mjarena.engine.Seat;
import org.mjarena.engine.play.PlayerFault;

/**
 * The last exchange of one seat played by an external program, the request it was sent and the answer
 * it gave, which the entry's {@link BotLog} quotes with each of the seat's faults: those the seat finds
 * itself (no answer, an answer that is no answer), logged as they happen, and those the engine finds (an
 * answer not legal at that moment), logged when the game is over. One per seat and game.
 */
public final class LastExchange {
  private final BotLog log;
  private String request = "";
  private String answer = "";

  /** The exchanges of a seat whose faults go to {@code log}. */
  public LastExchange(BotLog log) {
    this.log = log;
  }

  /** A request is sent: it is the last one, with no answer yet. */
  public void sent(String request) {
    this.request = request;
    this.answer = "";
  }

  /** The answer to the last request came. */
  public void answered(String answer) {
    this.answer = answer;
  }

  /** The answer to the last request; empty until it came. */
  public String answer() {
    return answer;
  }

  /** Logs {@code fault} with the last exchange and returns it, to be thrown. */
  public PlayerFault logged(PlayerFault fault) {
    log.error(fault.getMessage(), request, answer);
    return fault;
  }

  /**
   * Logs the faults of {@code seat} that the engine found in the game just over, with the last exchange;
   * the faults the seat reported itself were logged as they happened.
   */
  public void gameEnded(Seat seat, GameOutcome outcome) {
    for (Fault f : outcome.faults()) {
      if (f.seat() == seat && !f.reported()) {
        log.error(f.reason(), request, answer);
      }
    }
  }
}
