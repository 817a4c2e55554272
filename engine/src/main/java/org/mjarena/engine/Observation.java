package org.mjarena.engine;

import java.util.List;
import java.util.Optional;
import org.mjarena.engine.hand.Meld;
import org.mjarena.engine.tile.Tile;

/**
 * What one player may know: its own concealed tiles and everything public. Built only by a
 * {@link Game}; it never reveals another player's concealed tiles or the order of the wall.
 *
 * <p>An observation is a live view: it always shows the game as it is now. An agent that wants to
 * keep something for later copies it (for example {@link #concealed()} returns a fresh array).
 */
public interface Observation {
  /** The variant being played. */
  Variant variant();

  /** The observing player. */
  Seat me();

  /** How many of {@code tile} my concealed hand holds. */
  int concealedCount(Tile tile);

  /** A fresh copy of my concealed counts, indexed by {@link Tile#index()} (length {@link Tile#KINDS}). */
  int[] concealed();

  /** The number of tiles in my concealed hand. */
  int concealedSize();

  /** The tile I have just drawn, when it is my turn after a draw. */
  Optional<Tile> drawn();

  /** The declared melds of a player, in the order declared. */
  List<Meld> melds(Seat seat);

  /** The tiles a player has discarded, in order, including those another player claimed. */
  List<Tile> discards(Seat seat);

  /** The tiles a player has discarded that still lie in front of it (not claimed), in order. */
  List<Tile> river(Seat seat);

  /** The number of flowers a player has laid aside (MCR with flowers); 0 elsewhere. */
  int flowers(Seat seat);

  /** True when a player has declared ting (108-tile variant). */
  boolean isTing(Seat seat);

  /** A player's points so far in this hand. */
  int points(Seat seat);

  /** The number of tiles still to be drawn from the wall. */
  int wallRemaining();

  /**
   * The number of copies of each tile kind I cannot see: four, less my concealed tiles, every meld and
   * every tile lying in a river. They are in the other players' hands or in the wall.
   */
  int[] unseen();
}
