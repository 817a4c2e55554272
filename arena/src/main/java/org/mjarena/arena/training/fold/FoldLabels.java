package org.mjarena.arena.training.fold;

import java.util.List;
import java.util.Optional;
import org.apache.commons.rng.UniformRandomProvider;
import org.mjarena.agents.Agent;
import org.mjarena.agents.AgentFactory;
import org.mjarena.agents.perceptron.fold.FoldingAgent;
import org.mjarena.agents.perceptron.fold.TileSafety;
import org.mjarena.engine.Game;
import org.mjarena.engine.Observation;
import org.mjarena.engine.Rules;
import org.mjarena.engine.Seat;
import org.mjarena.engine.play.Driver;
import org.mjarena.engine.random.Seeds;

/**
 * How a position is labelled fold or play on, for our rules. The paper's labels were a human's reading
 * of expert games (seed 001, section 6.1: a position is a fold when the player breaks a set to stay
 * safe, and every later position of the hand too). Our teachers are programs that never fold, so a
 * label cannot be read from what they did; it is measured instead, by what folding would have been
 * worth.
 *
 * <p><b>The rule.</b> At the player's turn, {@code worlds} hidden states are drawn that agree with
 * everything it has seen ({@link Rules#sampleConsistent}: the other hands and the wall, every public fact
 * kept, a 108-tile ting player's hand ready). In each the hand is played to its end twice from the same
 * state, with the same agent seeds for everybody: once with the player's own agent going on (play on),
 * once with the same agent folding at once and to the end ({@link FoldingAgent} with a check that always
 * says fold). The position is labelled <em>fold</em> when folding scored more points for the player on
 * average over the worlds: {@code mean(points_fold - points_play_on) > 0}. The difference is paired per
 * world, so the noise of the wall largely cancels; its mean is kept as the label's margin. With a
 * least z above 0 the mean must also exceed z standard errors of it (the sample standard deviation
 * of the paired differences over the root of the worlds): fold only where folding's gain stands out of
 * the noise of the sampled worlds.
 *
 * <p>The others are the lineup's agents, new from the decision on (the teachers are stateless between
 * decisions apart from their random streams); the sampled hands are uniform given the public facts, so
 * an opponent's hidden hand is likely worse shaped than a real one: the labels lean to playing on.
 *
 * <p>Thread-confined: one instance per labelling thread.
 */
public final class FoldLabels {
  /** One position's label: fold or not, and the mean paired point difference fold minus play on. */
  public record Label(boolean fold, double margin) {}

  private final Rules rules;
  private final List<AgentFactory> lineup;
  private final int worlds;
  private final int readyHands;
  private final int maxSamples;
  private final double leastZ;
  private final Driver driver = new Driver();

  /**
   * A labeller playing {@code worlds} sampled worlds with {@code lineup.get(s)} in seat {@code s}, the
   * folding player rating tiles with {@code readyHands} sampled ready hands per ting opponent, at most
   * {@code maxSamples} draws ({@link TileSafety}); fold when the mean gain of folding is above 0 and, with
   * {@code leastZ} above 0, above {@code leastZ} standard errors of it.
   */
  public FoldLabels(Rules rules, List<AgentFactory> lineup, int worlds, int readyHands, int maxSamples, double leastZ) {
    if (lineup.size() != Seat.COUNT || worlds < 1) {
      throw new IllegalArgumentException("need four agents and at least one world, got " + lineup.size() + " and " + worlds);
    }
    this.rules = rules;
    this.lineup = List.copyOf(lineup);
    this.worlds = worlds;
    this.readyHands = readyHands;
    this.maxSamples = maxSamples;
    this.leastZ = leastZ;
  }

  /**
   * The label of {@code seen}, at its seat's turn, with every world and agent stream derived from
   * {@code seed}; empty when the engine finds no hidden tiles that keep the public facts (its sampling
   * gives up after a bounded number of tries: a 108-tile ting player with few tiles and few unseen
   * copies of what it could wait on).
   */
  public Optional<Label> label(Observation seen, long seed) {
    Seat me = seen.me();
    double sum = 0;
    double squares = 0;
    for (int w = 0; w < worlds; w++) {
      Game world;
      try {
        world = rules.sampleConsistent(seen, Seeds.generator(Seeds.derive(seed, w)));
      } catch (IllegalArgumentException e) {
        return Optional.empty();
      }
      double difference = play(world.copy(), me, seed, w, false) - play(world, me, seed, w, true);
      sum += difference;
      squares += difference * difference;
    }
    double margin = -sum / worlds;
    boolean fold = margin > 0;
    if (leastZ > 0 && worlds > 1) {
      double variance = Math.max(0, (squares - sum * sum / worlds) / (worlds - 1));
      fold &= margin > leastZ * Math.sqrt(variance / worlds);
    }
    return Optional.of(new Label(fold, margin));
  }

  /** The points {@code me} ends {@code world} with, folding from now on or not. */
  private int play(Game world, Seat me, long seed, int w, boolean fold) {
    Agent[] players = new Agent[Seat.COUNT];
    for (Seat s : Seat.all()) {
      players[s.index()] = lineup.get(s.index()).create(Seeds.derive(seed, w, s.index()));
    }
    if (fold) {
      UniformRandomProvider random = Seeds.generator(Seeds.derive(seed, w, Seat.COUNT));
      players[me.index()] = new FoldingAgent(players[me.index()], (o, t) -> true,
          new TileSafety(readyHands, maxSamples, random));
    }
    return driver.play(world, players).points(me);
  }
}
