package org.mjarena.agents.search;

import java.util.ArrayList;
import java.util.List;
import org.mjarena.engine.ClaimOptions;
import org.mjarena.engine.Observation;
import org.mjarena.engine.TurnDecision;
import org.mjarena.engine.Variant;
import org.mjarena.engine.action.AddedKong;
import org.mjarena.engine.action.Claim;
import org.mjarena.engine.action.ConcealedKong;
import org.mjarena.engine.action.Discard;
import org.mjarena.engine.action.TingDiscard;
import org.mjarena.engine.action.TurnAction;
import org.mjarena.engine.tile.Tile;

/**
 * The search's prior: the few answers worth playing forward. The prior agent's answer comes first (the
 * search keeps it unless another is clearly better); then, on a turn, the discards that leave the
 * lowest {@link HandDistance}, most unseen useful tiles first, then the loosest tile, up to a count,
 * with each one's ting form (108-tile variant) and every concealed and added kong; on a claim, every
 * legal answer.
 *
 * <p>Mutable scratch, one per agent.
 */
final class Candidates {
  /** Safe-looking discards proposed besides the nearest ones. */
  private static final int SAFE = 2;
  /** An opponent's latest discards that count as safe against it. */
  private static final int RECENT = 6;
  private final int discards;
  private final long[] keys = new long[Tile.KINDS];

  /** A prior that proposes up to {@code discards} discards besides the prior agent's answer. */
  Candidates(int discards) {
    this.discards = discards;
  }

  /** The candidates of a turn with more than one legal answer, {@code first} (the prior agent's) first. */
  List<TurnAction> turn(Observation seen, TurnDecision decision, TurnAction first) {
    List<TurnAction> list = new ArrayList<>(discards + 4);
    list.add(first);
    int kinds = seen.variant().tileKinds();
    int[] counts = seen.concealed();
    int melds = seen.meldCount(seen.me());
    int[] unseen = seen.unseen();
    long allowed = decision.discardMask();
    int n = 0;
    for (long m = allowed; m != 0; m &= m - 1) {
      int x = Long.numberOfTrailingZeros(m);
      if (counts[x] == 0) {
        continue;
      }
      counts[x]--;
      int d = HandDistance.of(counts, melds, kinds);
      int useful = 0;
      for (int y = 0; y < kinds; y++) {
        if (unseen[y] == 0 || y == x) {
          continue;
        }
        counts[y]++;
        if (HandDistance.of(counts, melds, kinds) < d) {
          useful += unseen[y];
        }
        counts[y]--;
      }
      counts[x]++;
      int loose = HandDistance.looseness(counts, x);
      // Lower sorts first: distance, then more useful tiles, then looser; the tile last.
      keys[n++] = ((long) (d + 2) << 48) | ((long) (4096 - useful) << 32) | ((long) (loose + (1 << 15)) << 8) | x;
    }
    java.util.Arrays.sort(keys, 0, n);
    boolean ting = seen.variant() == Variant.SUITS_108;
    for (int i = 0; i < n && i < discards; i++) {
      Tile t = Tile.of((int) (keys[i] & 0xFF));
      add(list, Discard.of(t));
      if (ting && (decision.tingDiscardMask() >>> t.index() & 1) != 0) {
        add(list, TingDiscard.of(t));
      }
    }
    addSafest(list, seen, counts, allowed, unseen);
    for (long m = decision.concealedKongMask(); m != 0; m &= m - 1) {
      add(list, new ConcealedKong(Tile.of(Long.numberOfTrailingZeros(m))));
    }
    for (long m = decision.addedKongMask(); m != 0; m &= m - 1) {
      add(list, new AddedKong(Tile.of(Long.numberOfTrailingZeros(m))));
    }
    return list;
  }

  /**
   * Adds the {@value #SAFE} held discards that look safest from public facts alone, for the search to
   * measure: tiles an opponent discarded in its latest {@value #RECENT} (a player seldom waits on what it
   * just threw), then tiles of which no copy is unseen.
   */
  private static void addSafest(List<TurnAction> list, Observation seen, int[] counts, long allowed, int[] unseen) {
    int kinds = seen.variant().tileKinds();
    int[] score = new int[kinds];
    for (org.mjarena.engine.Seat s : org.mjarena.engine.Seat.all()) {
      if (s == seen.me()) {
        continue;
      }
      List<org.mjarena.engine.RiverTile> river = seen.river(s);
      for (int i = Math.max(0, river.size() - RECENT); i < river.size(); i++) {
        score[river.get(i).tile().index()] += 2;
      }
    }
    for (int added = 0; added < SAFE; added++) {
      int best = -1;
      int bestScore = 0;
      for (long m = allowed; m != 0; m &= m - 1) {
        int x = Long.numberOfTrailingZeros(m);
        if (counts[x] == 0 || list.contains(Discard.of(Tile.of(x)))) {
          continue;
        }
        int sc = score[x] + (unseen[x] == 0 ? 1 : 0);
        if (sc > bestScore) {
          best = x;
          bestScore = sc;
        }
      }
      if (best < 0) {
        return;
      }
      list.add(Discard.of(Tile.of(best)));
    }
  }

  /** Every legal answer to a claim, {@code first} (the prior agent's) first. */
  List<Claim> claim(ClaimOptions options, Claim first) {
    List<Claim> list = new ArrayList<>(6);
    list.add(first);
    for (Claim c : options.legal()) {
      add(list, c);
    }
    return list;
  }

  private static <T> void add(List<T> list, T item) {
    if (!list.contains(item)) {
      list.add(item);
    }
  }
}
