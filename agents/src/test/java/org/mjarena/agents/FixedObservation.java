package org.mjarena.agents;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import org.mjarena.engine.Observation;
import org.mjarena.engine.Seat;
import org.mjarena.engine.Variant;
import org.mjarena.engine.hand.Meld;
import org.mjarena.engine.hand.MeldKind;
import org.mjarena.engine.tile.Tile;
import org.mjarena.engine.tile.Tiles;

/**
 * A frozen observation for unit tests, of the 108-tile variant unless set otherwise: my concealed
 * tiles and melds, nothing else public. The tiles I cannot see are every copy of the variant's kinds
 * not in my hand or melds, unless set otherwise.
 */
public final class FixedObservation implements Observation {
  private final int[] concealed;
  private final List<Meld> melds = new ArrayList<>();
  private int[] unseen;
  private Variant variant = Variant.SUITS_108;

  private FixedObservation(int[] concealed) {
    this.concealed = concealed;
  }

  /** An observation of EAST holding {@code hand} (either notation of {@link Tiles}), with no melds. */
  public static FixedObservation of(String hand) {
    return new FixedObservation(Tiles.counts(hand));
  }

  /** Adds one of my melds: a pung of {@code tile} claimed from seat 2. */
  public FixedObservation withPung(String tile) {
    Tile t = Tiles.parse(tile).get(0);
    melds.add(new Meld(MeldKind.PUNG, t, t, Seat.S2));
    return this;
  }

  /** Makes this an observation of Chinese Official Mahjong: the honours are in play too. */
  public FixedObservation inMcr() {
    variant = Variant.MCR;
    return this;
  }

  /** Replaces the tiles I cannot see (counts indexed by tile). */
  public FixedObservation withUnseen(int[] counts) {
    unseen = counts.clone();
    return this;
  }

  @Override
  public Variant variant() {
    return variant;
  }

  @Override
  public Seat me() {
    return Seat.S0;
  }

  @Override
  public int concealedCount(Tile tile) {
    return concealed[tile.index()];
  }

  @Override
  public int[] concealed() {
    return Arrays.copyOf(concealed, Tile.KINDS);
  }

  @Override
  public int concealedSize() {
    return Arrays.stream(concealed).sum();
  }

  @Override
  public Optional<Tile> drawn() {
    return Optional.empty();
  }

  @Override
  public List<Meld> melds(Seat seat) {
    return seat == Seat.S0 ? List.copyOf(melds) : List.of();
  }

  @Override
  public List<Tile> discards(Seat seat) {
    return List.of();
  }

  @Override
  public List<Tile> river(Seat seat) {
    return List.of();
  }

  @Override
  public int flowers(Seat seat) {
    return 0;
  }

  @Override
  public boolean isTing(Seat seat) {
    return false;
  }

  @Override
  public int points(Seat seat) {
    return 0;
  }

  @Override
  public int wallRemaining() {
    return 50;
  }

  @Override
  public int[] unseen() {
    if (unseen != null) {
      return unseen.clone();
    }
    int[] counts = new int[Tile.KINDS];
    int kinds = variant == Variant.MCR ? Tile.KINDS : Tile.NUMBERED_KINDS;
    for (int t = 0; t < kinds; t++) {
      counts[t] = 4 - concealed[t];
    }
    for (Meld m : melds) {
      for (Tile t : m.tiles()) {
        counts[t.index()]--;
      }
    }
    return counts;
  }
}
