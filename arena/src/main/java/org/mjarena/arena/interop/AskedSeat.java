package org.mjarena.arena.interop;

import java.util.List;
import java.util.Optional;
import org.apache.commons.rng.UniformRandomProvider;
import org.mjarena.agents.Agent;
import org.mjarena.engine.ClaimDecision;
import org.mjarena.engine.ClaimOptions;
import org.mjarena.engine.Decision;
import org.mjarena.engine.Observation;
import org.mjarena.engine.ObservationTracker;
import org.mjarena.engine.OpeningDecision;
import org.mjarena.engine.Rules;
import org.mjarena.engine.Seat;
import org.mjarena.engine.TurnDecision;
import org.mjarena.engine.action.Claim;
import org.mjarena.engine.action.OpeningAction;
import org.mjarena.engine.action.TurnAction;
import org.mjarena.engine.event.Event;
import org.mjarena.engine.event.TingDeclared;
import org.mjarena.engine.random.Seeds;

/**
 * One of our agents in a seat of a game it follows only through a platform's requests (a Botzone
 * judge's, or the 108-tile competition platform's over HTTP): the one routine from a request to a
 * decision, which both servers answer with. The platform's code keeps only its wire: it reads each
 * request into the engine events it stands for, and writes the action back in the platform's words.
 *
 * <p>The events are tracked by the engine's own {@link ObservationTracker} into the observation the seat
 * would have at our table. What the seat may do is worked out by the engine, not by the platform's code:
 * the observation is taken up as a game ({@link Rules#sampleConsistent}) whose pending decision is the
 * seat's, since what a seat may do depends only on its own tiles and public facts. The other seats' ting
 * is left out of that game: it changes nothing the seat may do, but would make their hidden hands ready,
 * which few tiles from a small wall may not allow. The agent is then asked as our
 * {@link org.mjarena.engine.play.Driver} asks it: a turn with one legal action is played unasked, and a
 * seat offered no claim, or only one, is not asked either.
 *
 * <p>One instance follows one game, or one request of a platform that sends the whole game each time.
 * Not thread-safe.
 */
public final class AskedSeat {
  private final Rules rules;
  private final Seat me;
  private final Agent agent;
  private final UniformRandomProvider sampling;
  private final ObservationTracker seen;
  /**
   * The same events less the other seats' ting, the position the pending decision is worked out from;
   * empty until another seat declares ting, the two being the same till then.
   */
  private Optional<ObservationTracker> forDecision = Optional.empty();
  /** The observation after the events so far, once made; every event makes it again. */
  private Optional<Observation> current = Optional.empty();

  /**
   * A seat {@code me} played by {@code agent} under {@code rules}.
   *
   * @param samplingSeed the seed of the stream the games taken up draw their hidden tiles from; those never
   *                     change what the seat may do
   */
  public AskedSeat(Rules rules, Seat me, Agent agent, long samplingSeed) {
    this.rules = rules;
    this.me = me;
    this.agent = agent;
    this.sampling = Seeds.generator(samplingSeed);
    this.seen = new ObservationTracker(me);
  }

  /** The next event of the game, as the seat is shown it. */
  public void accept(Event event) {
    boolean othersTing = event instanceof TingDeclared t && t.seat() != me;
    if (othersTing && forDecision.isEmpty()) {
      forDecision = Optional.of(new ObservationTracker(seen()));
    }
    seen.accept(event);
    current = Optional.empty();
    if (!othersTing) {
      forDecision.ifPresent(tracker -> tracker.accept(event));
    }
  }

  /** The seat's observation after the events so far. */
  public Observation seen() {
    if (current.isEmpty()) {
      current = Optional.of(seen.observation());
    }
    return current.get();
  }

  /** The events shown so far, in order. */
  public List<Event> history() {
    return seen().history();
  }

  /** The seat's observation were {@code event} to come next; the seat itself is unchanged. */
  public Observation after(Event event) {
    ObservationTracker then = new ObservationTracker(seen());
    then.accept(event);
    return then.observation();
  }

  /**
   * The decision pending after the events so far, as the engine works it out.
   *
   * @throws RuntimeException as {@link Rules#sampleConsistent} does when no game has that position
   */
  public Decision pending() {
    return pending(forDecision.map(ObservationTracker::observation).orElseGet(this::seen));
  }

  /** The decision pending at {@code position}, an observation of this seat's, as the engine works it out. */
  public Decision pending(Observation position) {
    return rules.sampleConsistent(position, sampling).pending();
  }

  /** The seat's action on its turn {@code decision} at {@code position}: the only legal one unasked, else the agent's. */
  public TurnAction turn(Observation position, TurnDecision decision) {
    return decision.isForced() ? decision.legal().get(0) : agent.decideTurn(position, decision);
  }

  /** What the seat may claim at the decision {@code pending}; empty when it may not claim, and so passes unasked. */
  public Optional<ClaimOptions> claimOptions(Decision pending) {
    return pending instanceof ClaimDecision c ? c.options(me) : Optional.empty();
  }

  /** The seat's claim with {@code options} at {@code position}: the only legal one unasked, else the agent's. */
  public Claim claim(Observation position, ClaimOptions options) {
    List<Claim> legal = options.legal();
    return legal.size() == 1 ? legal.get(0) : agent.decideClaim(position, options);
  }

  /**
   * The seat's answer before play at the decision {@code pending}, at {@code position}: the agent's when
   * the engine asks the seat; empty when it does not.
   */
  public Optional<OpeningAction> opening(Observation position, Decision pending) {
    if (!(pending instanceof OpeningDecision d) || !d.asked().contains(me)) {
      return Optional.empty();
    }
    return Optional.of(agent.decideOpening(position, d));
  }
}
