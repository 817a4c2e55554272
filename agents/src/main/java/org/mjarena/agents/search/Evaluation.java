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
 * difference of two candidates is measured on the same hidden tiles and the same wall). The opponents'
 * hands are drawn by the engine reweighted by the {@link OpponentModel}; a world the engine cannot draw
 * (two 108-tile ting players left no ready hands) ends the sampling. After {@code min_worlds} worlds, and
 * after each world from then on, a candidate whose paired difference to the leader exceeds {@code drop}
 * standard errors is dropped (the prior's answer only at {@code confidence}). The search stops when one
 * candidate is left, after {@code worlds} worlds when every candidate has scored the same in each, at
 * {@code worlds} worlds unless a deviation is promising or the prior's discard dangerous (then up to
 * {@code max_worlds}), or when the time budget or the safety stop is reached. The answer is the leader
 * if it beats the default answer by {@code confidence} standard errors, else the default: the prior's
 * (candidate 0), or when the hand is far from ready and the prior's discard often won on at once, the
 * candidate won on least ({@link #baseline}).
 *
 * <p>Mutable scratch, one per agent, confined to its thread.
 */
final class Evaluation {
  private static final int MAX_CANDIDATES = 32;
  /**
   * Without a time budget, a decision still stops sampling after this long: a safety net far above the
   * decisions' p99 (tens to a few hundred milliseconds) and below the tables' default limit of 3000 ms, for the rare
   * position whose worlds are costly to draw (108-tile ting players whose ready hands are few). Like the
   * table's own limit, it decides nothing unless it is reached, so results are reproducible whenever no
   * decision reaches it.
   */
  private static final long GUARD_MILLIS = 2500;
  /** The z of a leader over the prior's answer from which the search goes on past {@code worlds}, up to {@code max_worlds}. */
  private static final double PROMISING = 1.0;
  /** A hand this far from ready (win distance) or farther gives up a discard that is often won on at once. */
  private static final int FAR = 2;
  /** The share of worlds in which the prior's discard is won on at once that makes it too dangerous when far. */
  private static final double DANGER = 0.05;
  private static final Map<Variant, Rules> SHARED = Map.of(
      Variant.SUITS_108, Rulebook.rules(Variant.SUITS_108, Map.of()),
      Variant.MCR, Rulebook.rules(Variant.MCR, Map.of()));
  private static final Map<Variant, Rules> BLOCKS = Map.of(
      Variant.SUITS_108, Rulebook.rules(Variant.SUITS_108, Map.of("wall", "per-seat-blocks")),
      Variant.MCR, Rulebook.rules(Variant.MCR, Map.of("wall", "botzone-duplicate")));

  private final SearchAgent.Config config;
  private final Rollout rollout = new Rollout();
  private final OpponentModel model;
  /** Shown every sampled world with the observation it was sampled from; tests set it. */
  private java.util.function.BiConsumer<Observation, Game> watcher = (seen, world) -> { };
  private final int[][] hands = new int[Seat.COUNT][];
  private final int[] meldCounts = new int[Seat.COUNT];
  private double[][] values = new double[MAX_CANDIDATES][];
  private double[] weights;
  private final boolean[] live = new boolean[MAX_CANDIDATES];
  /** Per candidate, the worlds in which its discard is won on at once. */
  private final int[] dealIns = new int[MAX_CANDIDATES];
  /** Since this evaluation was made: searched decisions, worlds, rollouts, answers other than the prior's. */
  private long decisions;
  private long totalWorlds;
  private long totalRollouts;
  private long deviations;

  Evaluation(SearchAgent.Config config) {
    this.config = config;
    this.model = new OpponentModel(config.opponentModel(), config.discardWeight());
    int n = config.maxWorlds();
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
    model.load(seen);
    long deadline = System.nanoTime() + (config.timeMillis() > 0 ? config.timeMillis() : GUARD_MILLIS) * 1_000_000L;
    for (int c = 0; c < k; c++) {
      live[c] = true;
      dealIns[c] = 0;
    }
    int liveCount = k;
    // Far from ready, a discard won on at once in some world makes the search measure the danger on every world it may.
    boolean far = turns != null
        && HandDistance.of(seen.concealed(), seen.meldCount(me), seen.variant().tileKinds()) >= FAR;
    int w = 0;
    while (w < config.maxWorlds()) {
      UniformRandomProvider worldRng = Seeds.generator(Seeds.derive(seed, w));
      Game world;
      try {
        world = rules.sampleConsistent(seen, worldRng, model);
      } catch (IllegalArgumentException e) {
        // The sampler found no hands a seat at a time (two 108-tile ting players waiting on the same last
        // tiles): decide on the worlds so far, or answer the prior's.
        break;
      }
      watcher.accept(seen, world);
      load(world, seen);
      weights[w] = 1;
      for (int c = 0; c < k; c++) {
        if (!live[c]) {
          continue;
        }
        Game g = world.copy();
        rollout.start(g, hands, meldCounts);
        Decision d = g.pending();
        if (turns != null) {
          TurnAction a = turns.get(c);
          if (!(d instanceof TurnDecision t) || t.seat() != me || !t.isLegal(a)) {
            throw new IllegalStateException("a sampled world does not offer " + a + " at " + d);
          }
          g.apply(a);
          if (g.pending() instanceof ClaimDecision offered && anyWin(offered)) {
            dealIns[c]++;
          }
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
        totalRollouts++;
      }
      w++;
      boolean danger = far && dealIns[0] > 0;
      // While the prior's discard may be too dangerous, every candidate's danger is measured: none is dropped.
      if (w >= config.minWorlds() && liveCount > 1 && !danger) {
        liveCount = prune(k, w);
      }
      if (liveCount <= 1 || w >= config.worlds() && !danger && allEqual(k, w) || System.nanoTime() > deadline) {
        break;
      }
      if (w >= config.worlds() && !undecided(k, w) && !danger) {
        break;
      }
    }
    totalWorlds += w;
    decisions++;
    if (w == 0) {
      return 0;
    }
    int baseline = far ? baseline(k, w) : 0;
    int chosen = pick(k, w, baseline);
    deviations += chosen != 0 ? 1 : 0;
    return chosen;
  }

  /** The hands of every seat in {@code world}: the observer's own from {@code seen}, the others' as sampled. */
  private void load(Game world, Observation seen) {
    for (Seat s : Seat.all()) {
      Observation o = s == seen.me() ? seen : world.observation(s);
      hands[s.index()] = o.concealed();
      meldCounts[s.index()] = o.melds(s).size();
    }
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
      double needed = c == 0 ? Math.max(config.drop(), config.confidence()) : config.drop();
      if (config.drop() > 0 && ahead(leader, c, n, needed)) {
        live[c] = false;
      } else {
        left++;
      }
    }
    return left;
  }

  /**
   * True when the search should go on past {@code worlds}: a candidate other than the prior's answer
   * leads, by at least {@value #PROMISING} standard errors but not yet by {@code confidence}.
   */
  private boolean undecided(int k, int n) {
    int leader = leader(k, n);
    if (leader == 0 || !live[0]) {
      return false;
    }
    double z = z(leader, 0, n);
    return z >= PROMISING && z < config.confidence();
  }

  /** True when every live candidate has had the same value as each other in every world so far. */
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

  /**
   * The answer the search keeps unless another is proven better: the prior's (candidate 0), except when
   * the hand is far from ready (distance {@value #FAR} or more; the caller checks) and the prior's discard
   * is won on at once in at least {@value #DANGER} of the worlds (measured on up to {@code max_worlds}
   * worlds once it has been won on in one); then the candidate won on least often (the earliest on a
   * tie). Immediate deal-ins are counted exactly in every world, so this reads the danger with far less
   * noise than the rollouts' end points, whose spread hides it; a player far from winning gives up its
   * hand rather than feed a ready one.
   */
  private int baseline(int k, int n) {
    if (n == 0 || dealIns[0] < DANGER * n) {
      return 0;
    }
    int safest = 0;
    for (int c = 1; c < k; c++) {
      if (live[c] && dealIns[c] < dealIns[safest]) {
        safest = c;
      }
    }
    return safest;
  }

  private int pick(int k, int n, int baseline) {
    int leader = leader(k, n);
    if (leader == baseline || !live[baseline]) {
      return leader;
    }
    return ahead(leader, baseline, n, config.confidence()) ? leader : baseline;
  }

  /** True when some seat asked about a discard may win on it. */
  private static boolean anyWin(ClaimDecision offered) {
    for (ClaimOptions o : offered.asked()) {
      if (o.canWin()) {
        return true;
      }
    }
    return false;
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

  /** True when candidate {@code a} is ahead of {@code b} by more than {@code z} standard errors ({@link #z}). */
  private boolean ahead(int a, int b, int n, double z) {
    return z(a, b, n) > z;
  }

  /**
   * The mean of the weighted paired difference of candidates {@code a} and {@code b} over the first
   * {@code n} worlds in standard errors (the effective sample size of the weights): positive when
   * {@code a} leads; infinite for a difference that never varies, 0 with fewer than two worlds.
   */
  private double z(int a, int b, int n) {
    double total = 0;
    double squares = 0;
    double sum = 0;
    for (int w = 0; w < n; w++) {
      total += weights[w];
      squares += weights[w] * weights[w];
      sum += weights[w] * (values[a][w] - values[b][w]);
    }
    double mean = sum / total;
    double effective = total * total / squares;
    if (mean == 0 || effective < 2) {
      return 0;
    }
    double var = 0;
    for (int w = 0; w < n; w++) {
      double dev = values[a][w] - values[b][w] - mean;
      var += weights[w] * dev * dev;
    }
    var /= total;
    double se = Math.sqrt(var / (effective - 1));
    return se == 0 ? Math.signum(mean) * Double.POSITIVE_INFINITY : mean / se;
  }

  /** Shows every world sampled from now on to {@code watcher}, with the observation it was sampled from. */
  void watch(java.util.function.BiConsumer<Observation, Game> watcher) {
    this.watcher = watcher;
  }

  /** Searched decisions, worlds, rollouts and answers other than the prior's, since this evaluation was made. */
  long[] totals() {
    return new long[] {decisions, totalWorlds, totalRollouts, deviations};
  }
}
