package org.mjarena.arena.interop.http108;

import org.mjarena.agents.Agent;
import org.mjarena.arena.interop.BotLog;
import org.mjarena.arena.interop.LastExchange;
import org.mjarena.arena.interop.Verdict;
import org.mjarena.engine.ClaimOptions;
import org.mjarena.engine.GameOutcome;
import org.mjarena.engine.Observation;
import org.mjarena.engine.OpeningDecision;
import org.mjarena.engine.Seat;
import org.mjarena.engine.TurnDecision;
import org.mjarena.engine.action.Claim;
import org.mjarena.engine.action.OpeningAction;
import org.mjarena.engine.action.Pass;
import org.mjarena.engine.action.TurnAction;
import org.mjarena.engine.play.PlayerFault;

/**
 * A seat played by an AI service of the 108-tile competition interface: each of our decisions is posted
 * as the platform's request ({@link PlatformRequest}) and the reply read as our action
 * ({@link PlatformReply}).
 *
 * <p>A service that cannot be reached, dies or answers with an HTTP error has a runtime error
 * ({@link Verdict#RE}); no reply within the time limit is {@link Verdict#TLE}; a reply that
 * names no action at that decision (an empty object, a {@code Pass} on one's own turn, a chow that is no
 * sequence with the tile offered) is a wrong answer ({@link Verdict#WA}), and so is one the engine
 * finds illegal (a false win, a chow from a seat that may not chow, a pung after ting). Each goes to the
 * entry's log with its request and reply, and the variant's error rule follows.
 *
 * <p>A question the interface cannot express is not asked: while the seat's ting declared on its dealt
 * tiles is not yet written in the history ({@link PlatformRequest#tingHidden}), it plays the decision's
 * default action, which is what ting demands of it anyway (discard the tile drawn, pass) unless it could
 * make a kong that keeps its waits. One instance plays one seat of one game; {@link #close} gives its
 * service back.
 */
public final class HttpSeat implements Agent {
  private final Services services;
  /** The last request posted and its reply, for the log. */
  private final LastExchange last;
  private Services.Lease lease;

  HttpSeat(Services services, BotLog log) {
    this.services = services;
    this.last = new LastExchange(log);
  }

  @Override
  public TurnAction decideTurn(Observation seen, TurnDecision decision) {
    if (PlatformRequest.tingHidden(seen)) {
      return decision.defaultAction();
    }
    PlatformReply reply = ask(seen);
    try {
      return reply.turnAction(seen);
    } catch (IllegalArgumentException e) {
      throw wrong(e);
    }
  }

  @Override
  public Claim decideClaim(Observation seen, ClaimOptions options) {
    if (PlatformRequest.tingHidden(seen)) {
      return options.defaultAction();
    }
    PlatformReply reply = ask(seen);
    try {
      return reply.claim(options);
    } catch (IllegalArgumentException e) {
      throw wrong(e);
    }
  }

  @Override
  public OpeningAction decideOpening(Observation seen, OpeningDecision decision) {
    if (PlatformRequest.tingHidden(seen)) {
      return Pass.INSTANCE;
    }
    PlatformReply reply = ask(seen);
    try {
      return reply.openingAction();
    } catch (IllegalArgumentException e) {
      throw wrong(e);
    }
  }

  /**
   * Logs the faults of this seat that the engine found (a reply not legal at that moment) with the last
   * exchange; the service's own failures were logged as they happened.
   */
  @Override
  public void gameEnded(Seat seat, GameOutcome outcome) {
    last.gameEnded(seat, outcome);
  }

  /** Gives the service back. */
  @Override
  public void close() {
    if (lease != null) {
      lease.close();
    }
  }

  private PlatformReply ask(Observation seen) {
    if (lease == null) {
      lease = services.lease();
    }
    String request = PlatformRequest.of(seen).toJson();
    last.sent(request);
    try {
      last.answered(lease.post(request));
    } catch (PlayerFault e) {
      throw last.logged(e);
    }
    try {
      return PlatformReply.parse(last.answer());
    } catch (IllegalArgumentException e) {
      throw wrong(e);
    }
  }

  private PlayerFault wrong(IllegalArgumentException e) {
    return last.logged(Verdict.WA.fault(e.getMessage() + ": reply '" + last.answer() + "'"));
  }
}
