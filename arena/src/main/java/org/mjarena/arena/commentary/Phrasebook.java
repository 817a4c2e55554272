package org.mjarena.arena.commentary;

import java.util.List;
import java.util.Optional;
import org.mjarena.engine.Win;
import org.mjarena.engine.Wind;
import org.mjarena.engine.hand.Meld;
import org.mjarena.engine.tile.Tile;

/**
 * The words of one language for the {@link Narrator}'s sentences: one template per kind of remark, in
 * the spirit of the Quesheng thesis's commentary model (seed 000, section 3.3: what happened, what the
 * commentator expected and whether it came true, a ready hand's waits and chances, the claims to watch
 * for), worded anew. Seats are named by their seat wind, tiles by their names in the language.
 */
public interface Phrasebook {
  /** The languages there are, by id. */
  static Optional<Phrasebook> of(String id) {
    return switch (id) {
      case "zh" -> Optional.of(new ChinesePhrasebook());
      case "en" -> Optional.of(new EnglishPhrasebook());
      default -> Optional.empty();
    };
  }

  /** The ids {@link #of} knows. */
  String IDS = "zh, en";

  /** The name of a tile, e.g. 五万 or Character 5. */
  String tile(Tile t);

  /** The name of the seat with seat wind {@code w}, e.g. 东家 or East. */
  String seat(Wind w);

  /** Before a discard: what the mover should keep ({@code keep}, its draw when no candidate) and what may go. */
  String advice(Wind seat, Optional<Tile> keep, List<Tile> mayGo);

  /** A discard, against the candidates predicted for it (empty: nothing was predicted, a forced discard). */
  String discard(Wind seat, Tile tile, List<Tile> candidates);

  /** A hand that has just become ready, or whose waits changed. */
  String ready(Wind seat, Ready ready);

  /** The claims predicted on a discard: each seat with its reaction, in turn order. */
  String possibleClaims(Tile tile, List<Wind> seats, List<Reaction> reactions);

  /**
   * A meld made of a claimed discard, or a kong from the hand.
   *
   * @param from     the seat the claimed tile came from, empty for a kong from the hand
   * @param foreseen whether the commentator predicted the claim; empty for a kong from the hand
   */
  String meld(Wind seat, Meld meld, Optional<Wind> from, Optional<Boolean> foreseen);

  /** A kong made face down, its tile named when the commentator saw it. */
  String concealedKong(Wind seat, Optional<Tile> tile);

  /**
   * A win: self-drawn, or a deal-in by {@code from}.
   *
   * @param fans     true in MCR, where the win's value is its fans
   * @param foreseen whether the commentator predicted the win on a discard (always false when self-drawn)
   */
  String win(Wind seat, Win win, Optional<Wind> from, boolean fans, boolean foreseen);

  /** The 108-tile variant's ting declaration. */
  String ting(Wind seat);

  /** The wall is empty and nobody won. */
  String exhausted();
}
