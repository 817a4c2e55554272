package org.mjarena.agents.search;

import java.util.List;
import java.util.Map;
import org.apache.commons.rng.UniformRandomProvider;
import org.mjarena.engine.ClaimDecision;
import org.mjarena.engine.ClaimOptions;
import org.mjarena.engine.Decision;
import org.mjarena.engine.Game;
import org.mjarena.engine.Observation;
import org.mjarena.engine.RiverTile;
import org.mjarena.engine.Rulebook;
import org.mjarena.engine.Rules;
import org.mjarena.engine.Seat;
import org.mjarena.engine.TurnDecision;
import org.mjarena.engine.Variant;
import org.mjarena.engine.action.Claim;
import org.mjarena.engine.action.TurnAction;
import org.mjarena.engine.hand.SuitShapes;
import org.mjarena.engine.random.Seeds;
import org.mjarena.engine.tile.Tile;

/**
 * Plays every candidate answer of one decision forward in sampled worlds and picks one.
 *
 * <p>Worlds come one at a time from {@link Rules#sampleConsistent}, each from its own stream derived
 * from the decision's seed, and every candidate is played in every world (common random numbers: the
 * difference of two candidates is measured on the same hidden tiles and the same wall). A world is
 * weighted by how well the opponents' recent discards fit their sampled hands ({@link #weight}). After
 * {@code min_worlds} worlds, and after each world from then on, a candidate whose weighted paired
 * difference to the leader exceeds {@code drop} standard errors is dropped; the search stops when one
 * candidate is left, when every candidate has scored the same in every world so far, at {@code worlds}
 * worlds, or when the time budget is spent. The answer is the leader if it beats the prior's answer
 * (candidate 0) by {@code confidence} standard errors, else the prior's answer.
 *
 * <p>Mutable scratch, one per agent, confined to its thread.
 */
final class Evaluation {
  /** Opponent discards, most recent first, checked against the sampled hands. */
  private static final int RECENT_DISCARDS = 2;
  private static final int MAX_CANDIDATES = 32;
  private static final Map<Variant, Rules> SHARED = Map.of(
      Variant.SUITS_108, Rulebook.rules(Variant.SUITS_108, Map.of()),
      Variant.MCR, Rulebook.rules(Variant.MCR, Map.of()));
  private static final Map<Variant, Rules> BLOCKS = Map.of(
      Variant.SUITS_108, Rulebook.rules(Variant.SUITS_108, Map.of("wall", "per-seat-blocks")),
      Variant.MCR, Rulebook.rules(Variant.MCR, Map.of("wall", "botzone-duplicate")));

  /** Temporary profile. */
  static final Profile PROFILE = new Profile();

  static final class Profile {
    long decisions;
    long worlds;
    long rollouts;
    long sampleNs;
    long loadNs;
    long rolloutNs;

    void clear() {
      decisions = worlds = rollouts = sampleNs = loadNs = rolloutNs = 0;
    }

    @Override
    public String toString() {
      return String.format("decisions %d, worlds %.1f/dec, rollouts %.1f/dec, sample %.1f us, load %.1f us, rollout %.1f us",
          decisions, worlds / (double) decisions, rollouts / (double) decisions, sampleNs / 1e3 / worlds,
          loadNs / 1e3 / worlds, rolloutNs / 1e3 / rollouts);
    }
  }

  private final SearchAgent.Config config;
  private final Rollout rollout = new Rollout();
  private final int[][] hands = new int[Seat.COUNT][];
  private final int[] meldCounts = new int[Seat.COUNT];
  private final int[] scratch = new int[Tile.KINDS];
  private double[][] values = new double[MAX_CANDIDATES][];
  private double[] weights;
  private final boolean[] live = new boolean[MAX_CANDIDATES];
  /** Worlds sampled and rollouts played by the last {@link #choose} (for the benchmarks and docs). */
  private int lastWorlds;
  private int lastRollouts;

  Evaluation(SearchAgent.Config config) {
    this.config = config;
    int n = config.worlds();
    weights = new double[n];
    for (int c = 0; c < MAX_CANDIDATES; c++) {
      values[c] = new double[n];
    }
  }

  /** The rules a world of {@code seen} is sampled with: the variant's, with the wall the observation shows. */
  static Rules rules(Observation seen) {
    return (seen.perSeatBlocks() ? BLOCKS : SHARED).get(seen.variant());
  }

  /**
   * The index of the chosen candidate: {@code turns} on a turn, {@code claims} on a claim (the other
   * null), candidate 0 being the prior's answer.
   */
  int choose(Observation seen, List<TurnAction> turns, List<Claim> claims, long seed) {
    int k = Math.min(turns != null ? turns.size() : claims.size(), MAX_CANDIDATES);
    Rules rules = rules(seen);
    Seat me = seen.me();
    long deadline = config.timeMillis() > 0 ? System.nanoTime() + config.timeMillis() * 1_000_000L : Long.MAX_VALUE;
    for (int c = 0; c < k; c++) {
      live[c] = true;
    }
    int liveCount = k;
    int w = 0;
    lastRollouts = 0;
    while (w < config.worlds()) {
      UniformRandomProvider worldRng = Seeds.generator(Seeds.derive(seed, w));
      long t0 = System.nanoTime();
      Game world = rules.sampleConsistent(seen, worldRng);
      long t1 = System.nanoTime();
      load(world, seen);
      long t2 = System.nanoTime();
      PROFILE.sampleNs += t1 - t0;
      PROFILE.loadNs += t2 - t1;
      PROFILE.worlds++;
      double weight = weight(seen);
      weights[w] = weight;
      for (int c = 0; c < k; c++) {
        if (!live[c]) {
          continue;
        }
        long r0 = System.nanoTime();
        Game g = world.copy();
        rollout.start(g, hands, meldCounts);
        Decision d = g.pending();
        if (turns != null) {
          TurnAction a = turns.get(c);
          if (!(d instanceof TurnDecision t) || t.seat() != me || !t.isLegal(a)) {
            throw new IllegalStateException("a sampled world does not offer " + a + " at " + d);
          }
          g.apply(a);
        } else {
          Claim a = claims.get(c);
          ClaimOptions mine = d instanceof ClaimDecision cd ? cd.options(me).orElse(null) : null;
          if (mine == null || !mine.isLegal(a)) {
            throw new IllegalStateException("a sampled world does not offer " + a + " at " + d);
          }
          Claim[] answers = rollout.claims((ClaimDecision) d);
          answers[me.index()] = a;
          g.resolve(answers);
        }
        values[c][w] = rollout.finish(g, me);
        lastRollouts++;
        PROFILE.rolloutNs += System.nanoTime() - r0;
        PROFILE.rollouts++;
      }
      w++;
      if (w >= config.minWorlds() && liveCount > 1) {
        liveCount = prune(k, w);
      }
      if (liveCount <= 1 || w >= config.minWorlds() && allEqual(k, w) || System.nanoTime() > deadline) {
        break;
      }
    }
    lastWorlds = w;
    PROFILE.decisions++;
    return pick(k, w);
  }

  /** The hands of every seat in {@code world}: the observer's own from {@code seen}, the others' as sampled. */
  private void load(Game world, Observation seen) {
    for (Seat s : Seat.all()) {
      Observation o = s == seen.me() ? seen : world.observation(s);
      hands[s.index()] = o.concealed();
      meldCounts[s.index()] = o.melds(s).size();
    }
  }

  /**
   * The weight of the loaded world: for each opponent whose sampled hand would be complete with one of
   * its own {@value #RECENT_DISCARDS} latest discards (it threw away the tile it was waiting on, which a
   * player seldom does), {@code discard_weight}; 1 when no opponent is so contradicted.
   */
  private double weight(Observation seen) {
    double weight = 1;
    int kinds = seen.variant().tileKinds();
    for (Seat s : Seat.all()) {
      if (s == seen.me()) {
        continue;
      }
      List<RiverTile> river = seen.river(s);
      int[] h = hands[s.index()];
      int size = 0;
      for (int t = 0; t < kinds; t++) {
        size += h[t];
      }
      if (size % 3 != 1) {
        continue;
      }
      for (int i = river.size() - 1, seenCount = 0; i >= 0 && seenCount < RECENT_DISCARDS; i--, seenCount++) {
        int t = river.get(i).tile().index();
        if (h[t] >= 4) {
          continue;
        }
        h[t]++;
        boolean complete = SuitShapes.isStandardComplete(h) || meldCounts[s.index()] == 0 && HandDistance.sevenPairs(h, kinds) < 0;
        h[t]--;
        if (complete) {
          weight *= config.discardWeight();
          break;
        }
      }
    }
    return weight;
  }

  /** Drops the candidates clearly behind the leader; the number left. */
  private int prune(int k, int n) {
    int leader = leader(k, n);
    int left = 0;
    for (int c = 0; c < k; c++) {
      if (!live[c] || c == leader) {
        left += live[c] ? 1 : 0;
        continue;
      }
      if (config.drop() > 0 && ahead(leader, c, n, config.drop())) {
        live[c] = false;
      } else {
        left++;
      }
    }
    return left;
  }

  /** True when every live candidate has had the same value as candidate 0's... as each other in every world so far. */
  private boolean allEqual(int k, int n) {
    int first = -1;
    for (int c = 0; c < k; c++) {
      if (!live[c]) {
        continue;
      }
      if (first < 0) {
        first = c;
        continue;
      }
      for (int w = 0; w < n; w++) {
        if (values[c][w] != values[first][w]) {
          return false;
        }
      }
    }
    return true;
  }

  private int leader(int k, int n) {
    int best = -1;
    double bestMean = Double.NEGATIVE_INFINITY;
    for (int c = 0; c < k; c++) {
      if (!live[c]) {
        continue;
      }
      double mean = mean(c, n);
      if (mean > bestMean) {
        best = c;
        bestMean = mean;
      }
    }
    return best;
  }

  private int pick(int k, int n) {
    int leader = leader(k, n);
    if (leader == 0 || !live[0]) {
      return leader;
    }
    return ahead(leader, 0, n, config.confidence()) ? leader : 0;
  }

  private double mean(int c, int n) {
    double sum = 0;
    double total = 0;
    for (int w = 0; w < n; w++) {
      sum += weights[w] * values[c][w];
      total += weights[w];
    }
    return sum / total;
  }

  /**
   * True when candidate {@code a} is ahead of {@code b} by more than {@code z} standard errors of their
   * weighted paired difference (the effective sample size of the weights); a positive difference that
   * never varies is ahead.
   */
  private boolean ahead(int a, int b, int n, double z) {
    double total = 0;
    double squares = 0;
    double sum = 0;
    for (int w = 0; w < n; w++) {
      total += weights[w];
      squares += weights[w] * weights[w];
      sum += weights[w] * (values[a][w] - values[b][w]);
    }
    double mean = sum / total;
    if (mean <= 0) {
      return false;
    }
    double var = 0;
    for (int w = 0; w < n; w++) {
      double dev = values[a][w] - values[b][w] - mean;
      var += weights[w] * dev * dev;
    }
    var /= total;
    double effective = total * total / squares;
    if (effective < 2) {
      return false;
    }
    double se = Math.sqrt(var / (effective - 1));
    return mean > z * se;
  }

  int lastWorlds() {
    return lastWorlds;
  }

  int lastRollouts() {
    return lastRollouts;
  }
}
