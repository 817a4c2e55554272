package org.mjarena.agents.perceptron.fold;

import java.util.Arrays;
import java.util.List;
import java.util.Map;
import org.apache.commons.rng.UniformRandomProvider;
import org.mjarena.engine.HiddenHand;
import org.mjarena.engine.Observation;
import org.mjarena.engine.Rulebook;
import org.mjarena.engine.Rules;
import org.mjarena.engine.Seat;
import org.mjarena.engine.Variant;
import org.mjarena.engine.event.AddedKongDeclared;
import org.mjarena.engine.event.ConcealedKonged;
import org.mjarena.engine.event.Discarded;
import org.mjarena.engine.event.Event;
import org.mjarena.engine.event.Melded;
import org.mjarena.engine.event.TingDeclared;
import org.mjarena.engine.tile.Tile;

/**
 * How likely each discard is to deal in, for our rules. The paper's four safety tiers (seed 001, section
 * 6.2: 现物, suji and walls, honours, the rest) rest on furiten: a riichi player cannot win on a tile it
 * has discarded. Neither of our variants has furiten, so the tiers are rebuilt from what our rules do
 * give.
 *
 * <p><b>Proof by the automatic win (108-tile variant).</b> A ting player's waits never change and its win
 * is mandatory (competition-108.md section 6: "wins automatically when its winning tile appears"; the
 * arena makes the win mandatory). So every tile discarded by anyone, or added to a kong, after a seat
 * declared ting, without that seat winning on it (the hand went on), is not one of its waits: it is
 * {@link Tier#PROVEN} safe against that seat. The discard that came with the declaration is not: it was
 * played before the waits were fixed in public.
 *
 * <p><b>Passed tiles (MCR).</b> MCR declares nothing, but a player's waits change only when its hand
 * does, and every player takes a win the rules offer. A seat's concealed hand changes when it discards a
 * tile from the hand rather than the one just drawn (the river's tsumogiri mark is public), melds or
 * declares a kong; between two such changes its waits are fixed. So a tile discarded by anyone since
 * the seat's last change (its own drawn tiles discarded included), or added to a kong, without the seat
 * winning on it, is not one of its present waits, or would give it less than the 8-fan minimum: it is
 * {@link Tier#PROVEN} against that seat until the seat next changes its hand. Not a proof in the strict
 * sense (a player may pass a win; a few fans, such as the last tile of its kind, depend on the moment),
 * but the strongest evidence MCR gives.
 *
 * <p><b>The tiers</b>, safest first, of kind {@code t} against opponent {@code s}:
 * <ol>
 *   <li>{@link Tier#PROVEN}: as above (108-tile variant, ting opponents only).</li>
 *   <li>{@link Tier#DISCARDED}: {@code s} has discarded {@code t} itself. Without furiten nothing forbids
 *       it to wait on it, but a player seldom throws a tile it then needs.</li>
 *   <li>{@link Tier#SUJI}: a numbered tile all of whose two-sided waits are ruled out because the other
 *       end of each ({@code t - 3}, {@code t + 3} in the suit) is proven safe against {@code s} (only the
 *       closed, edge, pair and single waits remain), or in MCR an honour of which at most one copy is
 *       unseen ({@code s} holds at most one, so it can wait on it only as a single tile or in a special
 *       form).</li>
 *   <li>{@link Tier#LIVE}: no evidence.</li>
 * </ol>
 *
 * <p><b>Sampling.</b> Against a ting opponent the risk of each kind is estimated as the share of its
 * sampled hands that wait on it: the engine's {@link Rules#hiddenHand} draws the opponent's concealed
 * tiles from the observer's unseen tiles as {@link Rules#sampleConsistent} would (so only ready hands are
 * kept), and a hand is rejected when one of its waits is proven safe (it would have won). That is the
 * posterior of the opponent's waits given the ting and the automatic-win evidence, under the uniform
 * prior of the hidden tiles. A hand that waits on no unseen copy is kept: the opponent may hold such a
 * hand. Non-ting opponents are not sampled: a uniform sample of their tiles is almost never ready (see
 * {@code DealIns}), so the sampling would measure the prior, not the player.
 *
 * <p>Mutable (its random stream and scratch arrays): one instance per agent, confined to its thread.
 */
public final class TileSafety {
  /** The safety of one kind against one opponent, safest first. */
  public enum Tier {
    /**
     * Cannot deal in: discarded after the opponent's ting without its (mandatory) win (108), or since its
     * last change of hand without its win (MCR).
     */
    PROVEN,
    /** The opponent discarded it itself. */
    DISCARDED,
    /** Its two-sided waits are ruled out (numbered tiles), or at most one copy is unseen (MCR honours). */
    SUJI,
    /** No evidence. */
    LIVE
  }

  /** Sampled ready hands kept per ting opponent by default: enough to tell a likely wait from an unlikely one. */
  public static final int DEFAULT_READY_HANDS = 32;
  /** Draws per ting opponent at most by default: bounds one rating's time when few draws are ready. */
  public static final int DEFAULT_MAX_SAMPLES = 4000;
  /** The distance in a suit between the two ends of a two-sided wait (1-4, 2-5, ..., 6-9). */
  private static final int SUJI_STEP = 3;
  private static final int SUIT_SIZE = 9;
  /** Honour copies unseen at most for the SUJI tier: the opponent then holds at most one. */
  private static final int LAST_HONOUR = 1;

  private static final Rules RULES_108 = Rulebook.rules(Variant.SUITS_108, Map.of());
  private static final Rules RULES_MCR = Rulebook.rules(Variant.MCR, Map.of());

  private final int readyHands;
  private final int maxSamples;
  private final UniformRandomProvider random;
  private final double[] risk = new double[Tile.KINDS];
  /** Scratch: the waits of the kept hands of one opponent. */
  private final long[] waitsOf;

  /**
   * A rater that keeps {@code readyHands} sampled hands per ting opponent, drawing at most
   * {@code maxSamples}; {@code readyHands = 0} turns sampling off (tiers only).
   */
  public TileSafety(int readyHands, int maxSamples, UniformRandomProvider random) {
    if (readyHands < 0 || maxSamples < readyHands) {
      throw new IllegalArgumentException("need 0 <= readyHands <= maxSamples, got " + readyHands + ", " + maxSamples);
    }
    this.readyHands = readyHands;
    this.maxSamples = maxSamples;
    this.random = random;
    this.waitsOf = new long[readyHands];
  }

  /** A rater with the default sampling. */
  public TileSafety(UniformRandomProvider random) {
    this(DEFAULT_READY_HANDS, DEFAULT_MAX_SAMPLES, random);
  }

  /** The evidence in {@code seen} about each opponent, read once for all the kinds one wants rated. */
  public static Evidence evidence(Observation seen) {
    return new Evidence(seen);
  }

  /**
   * The estimated probability, per kind, that a discard of it deals in to some ting opponent (108-tile
   * variant; 0 everywhere when no opponent has declared ting, and always in MCR). The array is reused
   * by the next call.
   */
  public double[] tingRisk(Observation seen, Evidence evidence) {
    Arrays.fill(risk, 0);
    if (seen.variant() == Variant.MCR || readyHands == 0) {
      return risk;
    }
    for (Seat s : Seat.all()) {
      if (s != seen.me() && seen.isTing(s)) {
        sample(seen, s, evidence.proven(s));
      }
    }
    return risk;
  }

  /**
   * The safest discard among the kinds of {@code allowed} (a tile mask): least sampled risk against the
   * ting opponents, then the least sum over the opponents of the tier's rank weighted by one plus
   * their melds (the paper's rule to watch the player with the most melds when nobody is ready in
   * public), then fewest unseen copies, then the lowest kind.
   *
   * @throws IllegalArgumentException when {@code allowed} is empty
   */
  public int safest(Observation seen, long allowed) {
    if (allowed == 0) {
      throw new IllegalArgumentException("no discard allowed");
    }
    Evidence evidence = evidence(seen);
    double[] sampled = tingRisk(seen, evidence);
    int[] unseen = seen.unseen();
    int best = -1;
    double bestRisk = 0;
    int bestTier = 0;
    for (long m = allowed; m != 0; m &= m - 1) {
      int t = Long.numberOfTrailingZeros(m);
      int tier = 0;
      for (Seat s : Seat.all()) {
        if (s != seen.me()) {
          tier += evidence.tier(s, t).ordinal() * (1 + seen.meldCount(s));
        }
      }
      boolean better = best < 0 || sampled[t] < bestRisk
          || sampled[t] == bestRisk && (tier < bestTier || tier == bestTier && unseen[t] < unseen[best]);
      if (better) {
        best = t;
        bestRisk = sampled[t];
        bestTier = tier;
      }
    }
    return best;
  }

  /** Adds to {@link #risk} the share of {@code seat}'s kept sampled hands that wait on each kind. */
  private void sample(Observation seen, Seat seat, long provenSafe) {
    HiddenHand hidden = RULES_108.hiddenHand(seen, seat);
    int kept = 0;
    for (int n = 0; n < maxSamples && kept < readyHands; n++) {
      if (!hidden.draw(random)) {
        continue;
      }
      long waits = hidden.hand().winningTiles();
      if (waits != 0 && (waits & provenSafe) == 0) {
        waitsOf[kept++] = waits;
      }
    }
    if (kept == 0) {
      return;
    }
    for (int i = 0; i < kept; i++) {
      for (long w = waitsOf[i]; w != 0; w &= w - 1) {
        risk[Long.numberOfTrailingZeros(w)] += 1.0 / kept;
      }
    }
  }

  /**
   * What one observation tells about each opponent: the kinds proven safe against it and the kinds it
   * discarded, as tile masks, read from the history once.
   */
  public static final class Evidence {
    private final long[] proven = new long[Seat.COUNT];
    private final long[] discarded = new long[Seat.COUNT];
    private final int[] unseen;
    private final boolean mcr;

    Evidence(Observation seen) {
      this.mcr = seen.variant() == Variant.MCR;
      boolean[] ting = new boolean[Seat.COUNT];
      List<Event> history = seen.history();
      for (Event e : history) {
        long tile;
        int changed = -1;
        if (e instanceof Discarded d) {
          tile = 1L << d.tile().index();
          discarded[d.seat().index()] |= tile;
          changed = d.tsumogiri() ? -1 : d.seat().index();
        } else if (e instanceof AddedKongDeclared k) {
          tile = 1L << k.tile().index();
          changed = k.seat().index();
        } else {
          if (e instanceof TingDeclared t) {
            ting[t.seat().index()] = true;
          } else if (mcr && e instanceof Melded m) {
            proven[m.seat().index()] = 0;
          } else if (mcr && e instanceof ConcealedKonged k) {
            proven[k.seat().index()] = 0;
          }
          continue;
        }
        for (int s = 0; s < Seat.COUNT; s++) {
          if (mcr) {
            proven[s] = s == changed ? 0 : proven[s] | tile;
          } else if (ting[s]) {
            proven[s] |= tile;
          }
        }
      }
      this.unseen = seen.unseen();
    }

    /**
     * The kinds proven safe against {@code seat} (a tile mask): discarded after its ting (108) or since
     * its last change of hand (MCR), not won on.
     */
    public long proven(Seat seat) {
      return proven[seat.index()];
    }

    /** The tier of kind {@code t} against opponent {@code seat}. */
    public Tier tier(Seat seat, int t) {
      long bit = 1L << t;
      long safe = proven[seat.index()];
      if ((safe & bit) != 0) {
        return Tier.PROVEN;
      }
      if ((discarded[seat.index()] & bit) != 0) {
        return Tier.DISCARDED;
      }
      if (t >= Tile.NUMBERED_KINDS) {
        return mcr && unseen[t] <= LAST_HONOUR ? Tier.SUJI : Tier.LIVE;
      }
      int n = t % SUIT_SIZE;
      boolean below = n < SUJI_STEP || (safe & (1L << (t - SUJI_STEP))) != 0;
      boolean above = n >= SUIT_SIZE - SUJI_STEP || (safe & (1L << (t + SUJI_STEP))) != 0;
      return below && above ? Tier.SUJI : Tier.LIVE;
    }
  }
}
