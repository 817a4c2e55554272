package org.mjarena.agents;

import java.util.ArrayList;
import java.util.List;
import org.mjarena.engine.Observation;
import org.mjarena.engine.ObservationTracker;
import org.mjarena.engine.Seat;
import org.mjarena.engine.Variant;
import org.mjarena.engine.Wind;
import org.mjarena.engine.event.Dealt;
import org.mjarena.engine.event.Discarded;
import org.mjarena.engine.event.Drew;
import org.mjarena.engine.event.GameStarted;
import org.mjarena.engine.event.Melded;
import org.mjarena.engine.hand.Meld;
import org.mjarena.engine.hand.MeldKind;
import org.mjarena.engine.tile.Tile;
import org.mjarena.engine.tile.Tiles;

/**
 * Observations of seat 0 for unit tests, made the only way observations are made: by an
 * {@link ObservationTracker} folding a short history. Seat 0 is dealt the first thirteen of its tiles
 * and draws the rest; each pung is a tile seat 2 discarded and seat 0 claimed; the tiles played are
 * seat 1's discards, which nobody claimed. Nothing else is public.
 */
public final class FixedObservation {
  private FixedObservation() {}

  /** Seat 0 holding {@code hand} (either notation of {@link Tiles}) in the 108-tile variant. */
  public static Observation of(String hand) {
    return build(Variant.SUITS_108, hand, List.of(), "");
  }

  /** Seat 0 holding {@code hand} in Chinese Official Mahjong: the honours are in play too. */
  public static Observation mcr(String hand) {
    return build(Variant.MCR, hand, List.of(), "");
  }

  /** Seat 0 holding {@code hand} and a pung of {@code tile} claimed from seat 2, in the 108-tile variant. */
  public static Observation withPung(String hand, String tile) {
    return build(Variant.SUITS_108, hand, List.of(Tiles.parse(tile).get(0)), "");
  }

  /**
   * Seat 0 holding {@code hand} with pungs of {@code pungs} claimed from seat 2, after seat 1 has
   * discarded the tiles of {@code played} (both in either notation of {@link Tiles}, possibly empty).
   */
  public static Observation of(Variant variant, String hand, String pungs, String played) {
    return build(variant, hand, Tiles.parse(pungs), played);
  }

  private static Observation build(Variant variant, String hand, List<Tile> pungs, String played) {
    List<Tile> tiles = new ArrayList<>();
    for (Tile p : pungs) {
      tiles.add(p);
      tiles.add(p);
    }
    tiles.addAll(Tiles.parse(hand));
    ObservationTracker tracker = new ObservationTracker(Seat.S0);
    tracker.accept(new GameStarted(variant, Wind.EAST, Seat.S0, variant.tileCount(), false));
    tracker.accept(new Dealt(Seat.S0, tiles.subList(0, Math.min(Dealt.TILES, tiles.size()))));
    for (Seat other : List.of(Seat.S1, Seat.S2, Seat.S3)) {
      tracker.accept(new Dealt(other, List.of()));
    }
    for (Tile t : Tiles.parse(played)) {
      tracker.accept(Discarded.of(Seat.S1, t, false));
    }
    for (Tile p : pungs) {
      tracker.accept(Discarded.of(Seat.S2, p, false));
      tracker.accept(new Melded(Seat.S0, new Meld(MeldKind.PUNG, p, p, Seat.S2)));
    }
    for (Tile extra : tiles.subList(Math.min(Dealt.TILES, tiles.size()), tiles.size())) {
      tracker.accept(Drew.of(Seat.S0, extra, false));
    }
    return tracker.observation();
  }
}
