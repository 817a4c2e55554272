package org.mjarena.agents.eightfan;

import java.util.Arrays;
import org.mjarena.engine.hand.SuitShapes;

/**
 * The target tiles one suit group of a hand can be completed into: every way of covering it with sets
 * (pungs and chows) and at most one pair, each of which holds at least one kind the hand holds, with the
 * tiles still to draw within a budget and within the copies left unseen. This is the "leaf completion"
 * of report 002 ({@code Makeup_hu}) taken one suit at a time: a partial set (搭子) or a single tile is
 * completed with the tiles that make it a set, checked against the unseen counts.
 *
 * <p>Each target is kept once, as its tile counts (a suit key of {@link SuitShapes}: the count at
 * position {@code i} times {@code 5^i}), with its sets, whether it holds the pair, its cost (the copies
 * it needs beyond those held: {@code sum max(0, target - held)}) and the kinds it needs as a tile mask.
 * The held tiles a target leaves out are the discards it implies. Targets are grouped into buckets by
 * (sets, pair, cost), so that {@link FanTargets} can join four groups into whole hands of a given cost.
 *
 * <p>Mutable, reused from hand to hand: one instance holds the targets of one group key.
 */
final class GroupTargets {
  /** The most sets a hand makes from its concealed tiles: four, without melds. */
  static final int MAX_SETS = 4;
  /** Copies of each tile kind. */
  private static final int COPIES = 4;
  /** Set blocks: a pung at a position, or a chow from a position; pairs are kept apart. */
  private static final int PUNG = 0;
  private static final int CHOW = 1;
  /** Targets a new instance has room for; it doubles when full. */
  private static final int INITIAL_CAPACITY = 64;

  private int first;
  private int size;
  private boolean honour;
  private int need;
  private int budget;
  private final int[] held = new int[SuitShapes.NUMBERED_SIZE];
  private final int[] unseen = new int[SuitShapes.NUMBERED_SIZE];
  /** The target being built by the search, its key, cost and missing kinds (a tile mask). */
  private final int[] target = new int[SuitShapes.NUMBERED_SIZE];
  private int key;
  private int cost;
  private long missingKinds;

  /** The set blocks that touch a held kind: kind and position. */
  private final int[] blockKind = new int[2 * SuitShapes.NUMBERED_SIZE];
  private final int[] blockPosition = new int[2 * SuitShapes.NUMBERED_SIZE];
  private int blocks;
  /** The pung blocks come first, one per held kind: the kinds a pair may be made of. */
  private int heldKinds;

  /** The targets found, in the order found, then sorted into buckets (through the spare arrays). */
  private int count;
  private int[] keys = new int[INITIAL_CAPACITY];
  private byte[] sets = new byte[INITIAL_CAPACITY];
  private byte[] eyes = new byte[INITIAL_CAPACITY];
  private byte[] costs = new byte[INITIAL_CAPACITY];
  private long[] missing = new long[INITIAL_CAPACITY];
  private int[] spareKeys = new int[INITIAL_CAPACITY];
  private byte[] spareSets = new byte[INITIAL_CAPACITY];
  private byte[] spareEyes = new byte[INITIAL_CAPACITY];
  private byte[] spareCosts = new byte[INITIAL_CAPACITY];
  private long[] spareMissing = new long[INITIAL_CAPACITY];
  /** Per bucket (see {@link #bucket}), where its targets start in the sorted arrays; one more for the end. */
  private int[] bucketStart = new int[1];
  /** Where the next target of each bucket goes while sorting. */
  private int[] next = new int[0];
  /** The non-empty buckets, cheapest first. */
  private int[] nonEmpty = new int[0];
  private int nonEmptyCount;

  /** The keys recorded by the build under way, shared by every instance of one search. */
  private final KeySet recorded;

  /** An instance that records its keys in {@code recorded}. */
  GroupTargets(KeySet recorded) {
    this.recorded = recorded;
  }

  /**
   * Finds the targets of one group.
   *
   * @param group   the suit group: 0-2 the numbered suits, 3 the honours
   * @param counts  the hand's concealed tiles by tile index
   * @param unseen  the copies of each tile kind the player cannot see
   * @param need    the sets the whole hand still needs (four less its melds): no group makes more
   * @param budget  the most copies a target may need
   * @param drawn   a tile the hand has drawn in a simulation (a kong's replacement), whose copy is then no
   *                longer unseen; -1 when there is none
   */
  void build(int group, int[] counts, int[] unseen, int need, int budget, int drawn) {
    this.first = SuitShapes.firstTile(group);
    this.size = SuitShapes.groupSize(group);
    this.honour = group == SuitShapes.HONOUR_GROUP;
    this.need = need;
    this.budget = budget;
    for (int p = 0; p < size; p++) {
      held[p] = counts[first + p];
      this.unseen[p] = unseen[first + p] - (first + p == drawn ? 1 : 0);
      target[p] = 0;
    }
    blocks = 0;
    for (int p = 0; p < size; p++) {
      if (held[p] > 0) {
        addBlock(PUNG, p);
      }
    }
    heldKinds = blocks;
    if (!honour) {
      for (int a = 0; a + 2 < size; a++) {
        if (held[a] + held[a + 1] + held[a + 2] > 0) {
          addBlock(CHOW, a);
        }
      }
    }
    count = 0;
    key = 0;
    cost = 0;
    missingKinds = 0;
    recorded.clear();
    search(0, 0);
    sortIntoBuckets();
  }

  /** The budget the targets were found within. */
  int budget() {
    return budget;
  }

  private void addBlock(int kind, int position) {
    blockKind[blocks] = kind;
    blockPosition[blocks] = position;
    blocks++;
  }

  /**
   * Records the current target, and the current target with each pair that touches a held kind; then
   * adds one more set block from {@code from} on (blocks in a fixed order, so that each multiset of
   * blocks is built once) while the hand needs sets.
   */
  private void search(int from, int setsSoFar) {
    record(setsSoFar, 0);
    int savedKey = key;
    int savedCost = cost;
    long savedMissing = missingKinds;
    for (int h = 0; h < heldKinds; h++) {
      int p = blockPosition[h];
      if (addTile(p) & addTile(p)) {
        record(setsSoFar, 1);
      }
      target[p] -= 2;
      key = savedKey;
      cost = savedCost;
      missingKinds = savedMissing;
    }
    if (setsSoFar == need) {
      return;
    }
    for (int b = from; b < blocks; b++) {
      int p = blockPosition[b];
      // Every tile of the block is added (no short cut), so that all of them are taken out again.
      boolean ok = blockKind[b] == PUNG
          ? addTile(p) & addTile(p) & addTile(p)
          : addTile(p) & addTile(p + 1) & addTile(p + 2);
      if (ok) {
        search(b, setsSoFar + 1);
      }
      if (blockKind[b] == PUNG) {
        target[p] -= 3;
      } else {
        target[p]--;
        target[p + 1]--;
        target[p + 2]--;
      }
      key = savedKey;
      cost = savedCost;
      missingKinds = savedMissing;
    }
  }

  /**
   * Adds one copy of position {@code p} to the target. False when the target then needs more copies
   * than are unseen, or costs more than the budget; the caller takes the tile out again either way and
   * restores the key, cost and missing kinds it saved.
   */
  private boolean addTile(int p) {
    int n = ++target[p];
    key += SuitShapes.pow5(p);
    if (n > held[p]) {
      cost++;
      missingKinds |= 1L << (first + p);
      return n - held[p] <= unseen[p] && n <= COPIES && cost <= budget;
    }
    return true;
  }

  /** Keeps the current target (with the pair when {@code pair} is 1), once per key. */
  private void record(int setsSoFar, int pair) {
    if (!recorded.add(key)) {
      return;
    }
    if (count == keys.length) {
      int n = 2 * count;
      keys = Arrays.copyOf(keys, n);
      sets = Arrays.copyOf(sets, n);
      eyes = Arrays.copyOf(eyes, n);
      costs = Arrays.copyOf(costs, n);
      missing = Arrays.copyOf(missing, n);
      spareKeys = new int[n];
      spareSets = new byte[n];
      spareEyes = new byte[n];
      spareCosts = new byte[n];
      spareMissing = new long[n];
    }
    long mask = missingKinds;
    keys[count] = key;
    sets[count] = (byte) setsSoFar;
    eyes[count] = (byte) pair;
    costs[count] = (byte) cost;
    missing[count] = mask;
    count++;
  }

  /** The bucket of a target: by sets, pair and cost. */
  private int bucket(int setsOf, int pair, int costOf) {
    return (setsOf * 2 + pair) * (budget + 1) + costOf;
  }

  /** Sorts the targets by bucket (a counting sort, stable) and lists the non-empty buckets cheapest first. */
  private void sortIntoBuckets() {
    int buckets = (MAX_SETS + 1) * 2 * (budget + 1);
    if (bucketStart.length < buckets + 1) {
      bucketStart = new int[buckets + 1];
      nonEmpty = new int[buckets];
    }
    Arrays.fill(bucketStart, 0, buckets + 1, 0);
    for (int i = 0; i < count; i++) {
      bucketStart[bucket(sets[i], eyes[i], costs[i]) + 1]++;
    }
    for (int b = 0; b < buckets; b++) {
      bucketStart[b + 1] += bucketStart[b];
    }
    if (next.length < buckets) {
      next = new int[buckets];
    }
    System.arraycopy(bucketStart, 0, next, 0, buckets);
    for (int i = 0; i < count; i++) {
      int at = next[bucket(sets[i], eyes[i], costs[i])]++;
      spareKeys[at] = keys[i];
      spareSets[at] = sets[i];
      spareEyes[at] = eyes[i];
      spareCosts[at] = costs[i];
      spareMissing[at] = missing[i];
    }
    int[] k = keys;
    keys = spareKeys;
    spareKeys = k;
    byte[] swap = sets;
    sets = spareSets;
    spareSets = swap;
    swap = eyes;
    eyes = spareEyes;
    spareEyes = swap;
    swap = costs;
    costs = spareCosts;
    spareCosts = swap;
    long[] m = missing;
    missing = spareMissing;
    spareMissing = m;
    nonEmptyCount = 0;
    for (int c = 0; c <= budget; c++) {
      for (int s = 0; s <= MAX_SETS; s++) {
        for (int e = 0; e < 2; e++) {
          int b = bucket(s, e, c);
          if (bucketStart[b + 1] > bucketStart[b]) {
            nonEmpty[nonEmptyCount++] = b;
          }
        }
      }
    }
  }

  /** The number of non-empty buckets. */
  int buckets() {
    return nonEmptyCount;
  }

  /** The {@code i}-th non-empty bucket, cheapest first. */
  int bucketAt(int i) {
    return nonEmpty[i];
  }

  /** The sets of every target in bucket {@code b}. */
  int setsOf(int b) {
    return b / (budget + 1) / 2;
  }

  /** 1 when the targets of bucket {@code b} hold the pair. */
  int pairOf(int b) {
    return b / (budget + 1) % 2;
  }

  /** The cost of every target in bucket {@code b}. */
  int costOf(int b) {
    return b % (budget + 1);
  }

  /** The bucket of the given sets, pair and cost, or -1 when it is empty or out of range. */
  int find(int setsOf, int pair, int costOf) {
    if (setsOf < 0 || setsOf > MAX_SETS || pair < 0 || pair > 1 || costOf < 0 || costOf > budget) {
      return -1;
    }
    int b = bucket(setsOf, pair, costOf);
    return bucketStart[b + 1] > bucketStart[b] ? b : -1;
  }

  /** Where the targets of bucket {@code b} start. */
  int start(int b) {
    return bucketStart[b];
  }

  /** Where the targets of bucket {@code b} end (exclusive). */
  int end(int b) {
    return bucketStart[b + 1];
  }

  /** The suit key of target {@code i}. */
  int key(int i) {
    return keys[i];
  }

  /** The kinds target {@code i} needs beyond the held tiles, as a tile mask. */
  long missing(int i) {
    return missing[i];
  }

  /**
   * A set of suit keys that is emptied in constant time: the keys one build has recorded. One serves every
   * instance of a search, as builds run one at a time.
   */
  static final class KeySet {
    private static final int INITIAL_SLOTS = 1 << 9;
    private int[] keys = new int[INITIAL_SLOTS];
    private int[] stamps = new int[INITIAL_SLOTS];
    private int stamp = 1;
    private int size;

    /** Empties the set. */
    void clear() {
      stamp++;
      size = 0;
    }

    /** Adds a key; false when it was there already. */
    boolean add(int key) {
      int slot = slot(key);
      while (stamps[slot] == stamp) {
        if (keys[slot] == key) {
          return false;
        }
        slot = (slot + 1) & (keys.length - 1);
      }
      stamps[slot] = stamp;
      keys[slot] = key;
      if (2 * ++size > keys.length) {
        grow();
      }
      return true;
    }

    private int slot(int key) {
      return (key * 0x9E3779B1) >>> (32 - Integer.numberOfTrailingZeros(keys.length));
    }

    /** Doubles the table, putting back the keys of the current stamp. */
    private void grow() {
      int[] oldKeys = keys;
      int[] oldStamps = stamps;
      keys = new int[2 * oldKeys.length];
      stamps = new int[keys.length];
      for (int i = 0; i < oldKeys.length; i++) {
        if (oldStamps[i] == stamp) {
          int slot = slot(oldKeys[i]);
          while (stamps[slot] == stamp) {
            slot = (slot + 1) & (keys.length - 1);
          }
          stamps[slot] = stamp;
          keys[slot] = oldKeys[i];
        }
      }
    }
  }
}
