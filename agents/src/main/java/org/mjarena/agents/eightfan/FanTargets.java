package org.mjarena.agents.eightfan;

import java.util.ArrayList;
import java.util.List;
import org.mjarena.engine.Wind;
import org.mjarena.engine.hand.Meld;
import org.mjarena.engine.hand.SuitShapes;
import org.mjarena.engine.mcr.McrRules;
import org.mjarena.engine.mcr.fan.FanCalculator;
import org.mjarena.engine.mcr.fan.WinningHand;
import org.mjarena.engine.mcr.distance.WinDistanceCalculator;
import org.mjarena.engine.tile.Tile;

/**
 * The "improved basic_form_shanten" of report 002: the basic-form win distance (shanten) counting only
 * the completions that reach the 8-fan minimum, with the useful tiles (有效牌) of those completions.
 *
 * <p>A <em>target</em> is a whole winning hand in the basic form (the player's melds, and sets and a pair
 * from its concealed tiles) in which every set and the pair hold at least one kind the hand holds: the
 * report's leaf completion, which completes the partial sets (搭子) and single tiles of a decomposition
 * into sets, and the pair, with tiles still unseen. Its <em>cost</em> is the number of tiles it needs
 * that the hand does not hold; the hand's distance is the lowest cost less one (0: ready, -1: complete),
 * the usual win distance of a hand of 13 - 3 x melds tiles, and for a hand that has just drawn, the distance
 * after its best discard. A target counts only when it reaches 8 fan without flowers
 * ({@link McrRules#MINIMUM_FAN}), scored by the engine's fan calculator as a self-drawn win (the report:
 * "假设自摸", which also scores at least as much as a win on a discard) with the observation's seat and
 * prevalent winds, on the best of the tiles it still needs as the winning tile. The Last Tile flag
 * (和绝张) is set when the other three copies of the winning tile are public, rivers and exposed melds,
 * as the engine judges it: the report counts on 和绝张 to reach 8 fan, even discarding a tile to make a
 * wait the last one. The useful tiles are the kinds the counted targets need: drawing one lowers the
 * distance (the report: "所使用的自动补全的牌显然即为该番型的有效牌").
 *
 * <p>Targets are found suit group by suit group ({@link GroupTargets}) and joined: the sets of the groups
 * must add up to the sets the hand needs, one group holds the pair, and the costs add up to the cost
 * asked for. The search goes level by level from the engine's plain distance ({@link WinDistanceCalculator},
 * a lower bound); a hand with no 8-fan target at its plain distance is usually one more away (the report:
 * "返回的上听数比原始版本...多1"), and the search stops {@link #EXTRA_LEVELS} above the plain distance.
 *
 * <p>The targets of each group and every fan score are kept for the rest of a decision, as the discards
 * tried, the claims and the kong replacements weighed share most of their groups and targets. Mutable
 * scratch space: one instance per agent.
 */
final class FanTargets {
  /** Levels searched above the plain distance before a hand is taken to have no 8-fan target near. */
  static final int EXTRA_LEVELS = 2;
  /** The most fan a different winning tile of the same target adds: a wait fan (边张, 嵌张 or 单钓将). */
  private static final int WAIT_FAN = 1;
  /** Fan of 和绝张 (Last Tile, fan 58). */
  private static final int LAST_TILE_FAN = 4;
  /** Copies of a tile kind: the last one is 和绝张 when the other three are public. */
  private static final int COPIES = 4;
  private static final int NUMBERED_KEY_BITS = 21;
  /** A group's targets by key: the sets needed (3 bits), the group (2), its held key, its unseen key. */
  private static final int NEED_BITS = 3;
  private static final int KEY_SHIFT = NEED_BITS + 2;
  private static final int UNSEEN_SHIFT = KEY_SHIFT + NUMBERED_KEY_BITS;
  /** A meld in a key: its kind (plus one, so that no meld is 0) in 3 bits, then its tile. */
  private static final int MELD_KIND_BITS = 3;
  private static final int MELD_BITS = 9;
  private static final int GROUPS = SuitShapes.GROUPS;
  /** Slots of the group and fan tables (powers of two). */
  private static final int GROUP_SLOTS = 1 << 9;
  /** Group targets kept at most; the table starts again when a search would go beyond. */
  private static final int GROUPS_KEPT = GROUP_SLOTS / 2;
  private static final int FAN_SLOTS = 1 << 12;
  /** The fan table is started again when this full, to keep probing short. */
  private static final int FAN_LOAD = FAN_SLOTS / 2;

  /** The situation the targets are scored in, set by {@link #begin}. */
  private int[] unseen;
  private int[] publicCopies;
  private Wind seatWind = Wind.EAST;
  private Wind prevalentWind = Wind.EAST;
  private FanCalculator fans = FanCalculator.standard();

  /** The targets of the groups met so far, by group, held and unseen tiles, and sets needed. */
  private final List<GroupTargets> pool = new ArrayList<>();
  private final GroupTargets.KeySet recorded = new GroupTargets.KeySet();
  private int used;
  private final long[] groupSlotKeys = new long[GROUP_SLOTS];
  private final int[] groupSlotStamps = new int[GROUP_SLOTS];
  private final GroupTargets[] groupSlotValues = new GroupTargets[GROUP_SLOTS];
  private int groupStamp = 1;

  /**
   * Fan totals (without flowers) by target, winning tile, Last Tile flag and melds, under the winds and
   * calculator {@link #begin} last set. They hold while those stay (an agent plays one game, in one seat,
   * under one prevalent wind), so they are kept from decision to decision, and dropped when a begin
   * brings others (the commentator weighs every seat's claims with one instance).
   */
  private final long[] fanSlotNumbered = new long[FAN_SLOTS];
  private final long[] fanSlotRest = new long[FAN_SLOTS];
  private final int[] fanSlotStamps = new int[FAN_SLOTS];
  private final byte[] fanSlotValues = new byte[FAN_SLOTS];
  private int fanStamp = 1;
  private int fanCount;
  /** The melds of the search under way, as a key: kind and tile of each, 9 bits apiece. */
  private long meldKey;

  /** The search under way. */
  private final GroupTargets[] groups = new GroupTargets[GROUPS];
  private final int[] keys = new int[GROUPS];
  private List<Meld> melds;
  private int discarded;
  private boolean wantUseful;
  private boolean found;
  private long useful;

  /**
   * Starts a decision in a new situation (what is unseen and public has changed).
   *
   * @param unseen        copies of each kind the player cannot see (what a target may still draw)
   * @param publicCopies  copies of each kind in the rivers and exposed melds (for 和绝张)
   * @param seatWind      the player's seat wind
   * @param prevalentWind the prevalent wind
   * @param fans          the calculator wins are scored with
   */
  void begin(int[] unseen, int[] publicCopies, Wind seatWind, Wind prevalentWind, FanCalculator fans) {
    if (seatWind != this.seatWind || prevalentWind != this.prevalentWind || fans != this.fans) {
      clearFans();
    }
    this.unseen = unseen;
    this.publicCopies = publicCopies;
    this.seatWind = seatWind;
    this.prevalentWind = prevalentWind;
    this.fans = fans;
  }

  /**
   * The 8-fan distance of a hand: the lowest level from its plain distance up to {@code maxLevel} at
   * which it has a target of 8 fan; a value above {@code maxLevel} when it has none up to there. When the
   * search stops at {@link #EXTRA_LEVELS} above the plain distance first, the answer is one level beyond
   * that: the hand is taken to be that far.
   *
   * @param counts    concealed tiles by tile index: 13 - 3 x melds, or one more after a draw
   * @param melds     the declared melds
   * @param drawn     the tile drawn in a simulation to make this hand (a kong's replacement: one copy fewer
   *                  is unseen), or -1
   */
  int distance(int[] counts, List<Meld> melds, int drawn, int maxLevel) {
    int plain = WinDistanceCalculator.basic(counts, melds.size());
    for (int level = plain; level <= plain + EXTRA_LEVELS && level <= maxLevel; level++) {
      if (search(counts, melds, level + 1, false, -1, drawn)) {
        return level;
      }
    }
    return plain + EXTRA_LEVELS + 1;
  }

  /**
   * Whether the hand has a target of 8 fan at {@code level} exactly; with it, {@link #useful()} holds the
   * kinds every such target needs.
   */
  boolean usefulAt(int[] counts, List<Meld> melds, int level, int discarded) {
    return search(counts, melds, level + 1, true, discarded, -1);
  }

  /**
   * Whether the hand has a target of 8 fan at {@code level} exactly, as {@link #usefulAt} answers, the
   * search stopping at the first such target (no useful tiles are gathered).
   */
  boolean reachesAt(int[] counts, List<Meld> melds, int level, int discarded) {
    return search(counts, melds, level + 1, false, discarded, -1);
  }

  /** The useful tiles found by the last {@link #usefulAt}, as a tile mask. */
  long useful() {
    return useful;
  }

  /** Searches the targets of exactly {@code cost}. */
  private boolean search(int[] counts, List<Meld> melds, int cost, boolean wantUseful, int discarded, int drawn) {
    int need = GroupTargets.MAX_SETS - melds.size();
    this.melds = melds;
    meldKey = 0;
    for (int i = 0; i < melds.size(); i++) {
      Meld m = melds.get(i);
      meldKey |= (long) (m.kind().ordinal() + 1 | m.tile().index() << MELD_KIND_BITS) << i * MELD_BITS;
    }
    this.discarded = discarded;
    this.wantUseful = wantUseful;
    this.found = false;
    this.useful = 0;
    if (used + GROUPS > GROUPS_KEPT) {
      // The table starts again before this hand's groups are taken, never while they are in use.
      used = 0;
      groupStamp++;
    }
    for (int g = 0; g < GROUPS; g++) {
      keys[g] = SuitShapes.key(counts, g);
      groups[g] = targets(g, keys[g], counts, need, cost, drawn >= 0 && SuitShapes.group(drawn) == g ? drawn : -1);
    }
    join(need, cost);
    return found;
  }

  /**
   * Joins the groups' targets into whole hands of {@code need} sets, one pair and the given cost, bucket
   * by bucket, and scores each hand that could tell something new. The loops stop at the first 8-fan
   * hand when only the distance is wanted.
   */
  private void join(int need, int cost) {
    GroupTargets a = groups[0];
    GroupTargets b = groups[1];
    GroupTargets c = groups[2];
    GroupTargets d = groups[3];
    for (int i = 0; i < a.buckets(); i++) {
      int ba = a.bucketAt(i);
      int ca = a.costOf(ba);
      if (ca > cost) {
        break;
      }
      for (int j = 0; j < b.buckets(); j++) {
        int bb = b.bucketAt(j);
        int cb = ca + b.costOf(bb);
        if (cb > cost) {
          break;
        }
        int sb = a.setsOf(ba) + b.setsOf(bb);
        int pb = a.pairOf(ba) + b.pairOf(bb);
        if (sb > need || pb > 1) {
          continue;
        }
        for (int k = 0; k < c.buckets(); k++) {
          int bc = c.bucketAt(k);
          int cc = cb + c.costOf(bc);
          if (cc > cost) {
            break;
          }
          int sc = sb + c.setsOf(bc);
          int pc = pb + c.pairOf(bc);
          if (sc > need || pc > 1) {
            continue;
          }
          int bd = d.find(need - sc, 1 - pc, cost - cc);
          if (bd >= 0 && joinBuckets(ba, bb, bc, bd)) {
            return;
          }
        }
      }
    }
  }

  /** Scores the hands of four buckets, one target from each; true when the search can stop. */
  private boolean joinBuckets(int ba, int bb, int bc, int bd) {
    GroupTargets a = groups[0];
    GroupTargets b = groups[1];
    GroupTargets c = groups[2];
    GroupTargets d = groups[3];
    for (int i = a.start(ba); i < a.end(ba); i++) {
      long ma = a.missing(i);
      for (int j = b.start(bb); j < b.end(bb); j++) {
        long mb = ma | b.missing(j);
        for (int k = c.start(bc); k < c.end(bc); k++) {
          long mc = mb | c.missing(k);
          for (int l = d.start(bd); l < d.end(bd); l++) {
            long missing = mc | d.missing(l);
            if (wantUseful && (missing & ~useful) == 0) {
              continue;
            }
            if (reachesMinimum(a.key(i), b.key(j), c.key(k), d.key(l), missing)) {
              found = true;
              if (!wantUseful) {
                return true;
              }
              useful |= missing;
            }
          }
        }
      }
    }
    return false;
  }

  /**
   * True when the target of the four group keys, won self-drawn on one of the kinds it needs, scores
   * at least 8 fan without flowers. The tiles are tried in index order; after the first, a target that
   * falls short by more than a wait fan, and by more than 和绝张 too when a needed tile would be the
   * last, cannot reach 8 on any other, since the winning tile changes no other fan of a self-drawn win.
   */
  private boolean reachesMinimum(int k0, int k1, int k2, int k3, long missing) {
    long numbered = k0 | (long) k1 << NUMBERED_KEY_BITS | (long) k2 << 2 * NUMBERED_KEY_BITS;
    boolean lastAny = false;
    for (long m = missing; m != 0; m &= m - 1) {
      lastAny |= isLastTile(Long.numberOfTrailingZeros(m));
    }
    int first = -1;
    for (long m = missing; m != 0; m &= m - 1) {
      int w = Long.numberOfTrailingZeros(m);
      int fan = fan(numbered, k3, w, isLastTile(w));
      if (fan >= McrRules.MINIMUM_FAN) {
        return true;
      }
      if (first < 0) {
        first = fan;
        if (first + WAIT_FAN + (lastAny ? LAST_TILE_FAN : 0) < McrRules.MINIMUM_FAN) {
          return false;
        }
      }
    }
    return false;
  }

  /** True when winning on {@code w} would be 和绝张: its three other copies public, the discarded one included. */
  private boolean isLastTile(int w) {
    return publicCopies[w] + (w == discarded ? 1 : 0) == COPIES - 1;
  }

  /** The fan (without flowers) of the target won self-drawn on {@code w}, from the table or the calculator. */
  private int fan(long numbered, int honours, int w, boolean lastTile) {
    long rest = honours | w << 17 | (lastTile ? 1 << 23 : 0) | meldKey << 24 | 1L << 63;
    int slot = (int) ((numbered * 0x9E3779B97F4A7C15L + rest * 0xC2B2AE3D27D4EB4FL) >>> (64 - Integer.numberOfTrailingZeros(FAN_SLOTS)));
    while (fanSlotStamps[slot] == fanStamp) {
      if (fanSlotNumbered[slot] == numbered && fanSlotRest[slot] == rest) {
        return fanSlotValues[slot];
      }
      slot = (slot + 1) & (FAN_SLOTS - 1);
    }
    int fan = calculate(numbered, honours, w, lastTile);
    if (fanCount >= FAN_LOAD) {
      clearFans();
    }
    fanSlotStamps[slot] = fanStamp;
    fanSlotNumbered[slot] = numbered;
    fanSlotRest[slot] = rest;
    fanSlotValues[slot] = (byte) Math.min(fan, Byte.MAX_VALUE);
    fanCount++;
    return fan;
  }

  private int calculate(long numbered, int honours, int w, boolean lastTile) {
    List<Tile> concealed = new ArrayList<>(SuitShapes.NUMBERED_SIZE * 2);
    for (int g = 0; g < GROUPS; g++) {
      int key = g == SuitShapes.HONOUR_GROUP ? honours
          : (int) (numbered >>> g * NUMBERED_KEY_BITS & ((1 << NUMBERED_KEY_BITS) - 1));
      int first = SuitShapes.firstTile(g);
      for (int p = 0; p < SuitShapes.groupSize(g); p++) {
        int n = SuitShapes.count(key, p) - (first + p == w ? 1 : 0);
        for (int i = 0; i < n; i++) {
          concealed.add(Tile.of(first + p));
        }
      }
    }
    WinningHand hand = new WinningHand(concealed, melds, Tile.of(w), true, lastTile, false, false, seatWind,
        prevalentWind, 0);
    return fans.calculate(hand).totalWithoutFlowers();
  }

  private void clearFans() {
    fanStamp++;
    fanCount = 0;
  }

  /**
   * The targets of one group key within {@code budget} ({@code drawn}: a simulated draw in this group, or
   * -1). They depend on nothing but the group's held and unseen tiles and the sets needed, so they are
   * kept from decision to decision (a claim weighed on another's discard shares most groups with the
   * turn before). The targets kept for more sets needed serve too, when their budget is enough: they are
   * those for fewer and more (the sets only cap the search), and a join takes the sets it needs from
   * each group (after a claim the hand needs one set fewer, its untouched groups are those the hand as
   * it was searched).
   */
  private GroupTargets targets(int group, int key, int[] counts, int need, int budget, int drawn) {
    int first = SuitShapes.firstTile(group);
    int unseenKey = 0;
    for (int p = SuitShapes.groupSize(group) - 1; p >= 0; p--) {
      unseenKey = unseenKey * (COPIES + 1) + unseen[first + p] - (first + p == drawn ? 1 : 0);
    }
    long id = (long) unseenKey << UNSEEN_SHIFT | (long) key << KEY_SHIFT | group << NEED_BITS | need;
    for (int more = need + 1; more <= GroupTargets.MAX_SETS; more++) {
      GroupTargets kept = kept(id - need + more);
      if (kept != null && kept.budget() >= budget) {
        return kept;
      }
    }
    int slot = slotOf(id);
    if (groupSlotStamps[slot] == groupStamp) {
      GroupTargets t = groupSlotValues[slot];
      if (t.budget() < budget) {
        t.build(group, counts, unseen, need, budget, drawn);
      }
      return t;
    }
    if (used == pool.size()) {
      pool.add(new GroupTargets(recorded));
    }
    GroupTargets t = pool.get(used++);
    t.build(group, counts, unseen, need, budget, drawn);
    groupSlotStamps[slot] = groupStamp;
    groupSlotKeys[slot] = id;
    groupSlotValues[slot] = t;
    return t;
  }

  /** The slot of the group table that holds {@code id}, or the free slot where it would go. */
  private int slotOf(long id) {
    int slot = (int) ((id * 0x9E3779B97F4A7C15L) >>> (64 - Integer.numberOfTrailingZeros(GROUP_SLOTS)));
    while (groupSlotStamps[slot] == groupStamp && groupSlotKeys[slot] != id) {
      slot = (slot + 1) & (GROUP_SLOTS - 1);
    }
    return slot;
  }

  /** The targets kept under {@code id}, or null. */
  private GroupTargets kept(long id) {
    int slot = slotOf(id);
    return groupSlotStamps[slot] == groupStamp ? groupSlotValues[slot] : null;
  }
}
