package org.mjarena.engine;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Optional;
import org.mjarena.engine.action.AddedKong;
import org.mjarena.engine.action.ConcealedKong;
import org.mjarena.engine.action.Discard;
import org.mjarena.engine.action.SelfDrawnWin;
import org.mjarena.engine.action.TingDiscard;
import org.mjarena.engine.action.TurnAction;
import org.mjarena.engine.tile.Tile;

/**
 * A player's own turn: what it drew (if it drew) and what it may do.
 *
 * <p>The legal actions are held as tile masks (bit {@code t} for tile index {@code t}); the list form
 * {@link #legal()} is built only when asked, because most agents never need it. Which discards may
 * declare ting is also worked out only when first asked.
 *
 * <p>A decision is valid while it is pending, until it is answered: query it then, and keep what you
 * need of it rather than the object. A game rewrites one decision object for each of its turns
 * ({@link Writer}), because a decision per turn was the largest allocation of a game. Nobody who is
 * handed the decision can change it.
 */
public final class TurnDecision implements Decision {
  /** Works out, for the pending turn only, which discards leave a ready hand. */
  @FunctionalInterface
  public interface TingDiscards {
    /** The mask of tiles whose discard may declare ting. */
    long compute();
  }

  private static final long UNKNOWN = -1;

  private Seat seat;
  private Tile drawn;
  private boolean canWin;
  private long discards;
  private long concealedKongs;
  private long addedKongs;
  private TingDiscards tingSource;
  private long tingDiscards;
  private List<TurnAction> legal;

  /**
   * A turn decision.
   *
   * @param seat           whose turn it is
   * @param drawn          the tile just drawn, if the turn started with a draw
   * @param canWin         whether a self-drawn win is legal
   * @param discards       tiles that may be discarded
   * @param concealedKongs tiles that may be konged from the hand
   * @param addedKongs     tiles that may be added to an exposed pung
   * @param tingSource     works out the ting discards when asked; {@code null} when ting is not allowed
   */
  public TurnDecision(Seat seat, Optional<Tile> drawn, boolean canWin, long discards, long concealedKongs,
      long addedKongs, Optional<TingDiscards> tingSource) {
    set(seat, drawn, canWin, discards, concealedKongs, addedKongs, tingSource);
  }

  private TurnDecision() {}

  private void set(Seat seat, Optional<Tile> drawn, boolean canWin, long discards, long concealedKongs,
      long addedKongs, Optional<TingDiscards> tingSource) {
    this.seat = seat;
    this.drawn = drawn.orElse(null);
    this.canWin = canWin;
    this.discards = discards;
    this.concealedKongs = concealedKongs;
    this.addedKongs = addedKongs;
    this.tingSource = tingSource.orElse(null);
    this.tingDiscards = this.tingSource == null ? 0 : UNKNOWN;
    this.legal = null;
  }

  /**
   * Rewrites one decision object turn after turn, for a game that makes no decision object per turn.
   * The game keeps its writer to itself and hands out only the decision, so whoever holds the decision
   * cannot change it; a decision written again is a new pending decision.
   */
  public static final class Writer {
    private final TurnDecision decision = new TurnDecision();

    /**
     * Makes the decision the next turn's and returns it; the parameters are those of
     * {@link TurnDecision#TurnDecision the constructor}.
     */
    public TurnDecision write(Seat seat, Optional<Tile> drawn, boolean canWin, long discards, long concealedKongs,
        long addedKongs, Optional<TingDiscards> tingSource) {
      decision.set(seat, drawn, canWin, discards, concealedKongs, addedKongs, tingSource);
      return decision;
    }

    /**
     * Makes the decision a copy of {@code other} and returns it. Ting discards not yet worked out are
     * worked out by {@code other}'s source: a game copied from another writes the copy's decision again
     * when its source is the game itself.
     */
    public TurnDecision copy(TurnDecision other) {
      TurnDecision d = decision;
      d.seat = other.seat;
      d.drawn = other.drawn;
      d.canWin = other.canWin;
      d.discards = other.discards;
      d.concealedKongs = other.concealedKongs;
      d.addedKongs = other.addedKongs;
      d.tingSource = other.tingSource;
      d.tingDiscards = other.tingDiscards;
      d.legal = other.legal;
      return d;
    }
  }

  /** Whose turn it is. */
  public Seat seat() {
    return seat;
  }

  /** The tile just drawn (by a normal or replacement draw); empty after a chow or pung. */
  public Optional<Tile> drawn() {
    return Optional.ofNullable(drawn);
  }

  /** True when a self-drawn win is legal. */
  public boolean canSelfDrawnWin() {
    return canWin;
  }

  /** The tiles that may be discarded, as a mask. */
  public long discardMask() {
    return discards;
  }

  /** The tiles that may be discarded while declaring ting, as a mask. */
  public long tingDiscardMask() {
    if (tingDiscards == UNKNOWN) {
      tingDiscards = tingSource.compute();
    }
    return tingDiscards;
  }

  /** The tiles that may be konged from the hand, as a mask. */
  public long concealedKongMask() {
    return concealedKongs;
  }

  /** The tiles that may be added to an exposed pung, as a mask. */
  public long addedKongMask() {
    return addedKongs;
  }

  /**
   * True when exactly one action is legal, so there is nothing to decide: a ting player's forced
   * discard of its draw, or its automatic win.
   */
  public boolean isForced() {
    return tingSource == null
        && Long.bitCount(discards) + Long.bitCount(concealedKongs) + Long.bitCount(addedKongs) + (canWin ? 1 : 0) == 1;
  }

  /** True when {@code tile} may be discarded. */
  public boolean canDiscard(Tile tile) {
    return (discards >>> tile.index() & 1) != 0;
  }

  /** Every legal action: the win first, then kongs, discards and ting discards, by tile. */
  public List<TurnAction> legal() {
    if (legal == null) {
      List<TurnAction> list = new ArrayList<>(16);
      if (canWin) {
        list.add(SelfDrawnWin.INSTANCE);
      }
      for (long m = concealedKongs; m != 0; m &= m - 1) {
        list.add(new ConcealedKong(Tile.of(Long.numberOfTrailingZeros(m))));
      }
      for (long m = addedKongs; m != 0; m &= m - 1) {
        list.add(new AddedKong(Tile.of(Long.numberOfTrailingZeros(m))));
      }
      for (long m = discards; m != 0; m &= m - 1) {
        list.add(Discard.of(Tile.of(Long.numberOfTrailingZeros(m))));
      }
      for (long m = tingDiscardMask(); m != 0; m &= m - 1) {
        list.add(TingDiscard.of(Tile.of(Long.numberOfTrailingZeros(m))));
      }
      legal = Collections.unmodifiableList(list);
    }
    return legal;
  }

  /** True when {@code action} is one of the legal actions. */
  public boolean isLegal(TurnAction action) {
    return switch (action.kind()) {
      case SELF_DRAWN_WIN -> canWin;
      case DISCARD -> has(discards, ((Discard) action).tile());
      case TING_DISCARD -> has(tingDiscardMask(), ((TingDiscard) action).tile());
      case CONCEALED_KONG -> has(concealedKongs, ((ConcealedKong) action).tile());
      case ADDED_KONG -> has(addedKongs, ((AddedKong) action).tile());
      default -> false;
    };
  }

  /**
   * The action taken for a player that cannot answer, under the default-action policy: a mandatory
   * win when that is all there is, else the drawn tile when it may be discarded (摸啥打啥), else the
   * first discard by tile order.
   */
  public TurnAction defaultAction() {
    if (discards == 0) {
      return legal().get(0);
    }
    if (drawn != null && canDiscard(drawn)) {
      return Discard.of(drawn);
    }
    return Discard.of(Tile.of(Long.numberOfTrailingZeros(discards)));
  }

  private static boolean has(long mask, Tile tile) {
    return (mask >>> tile.index() & 1) != 0;
  }

  @Override
  public String toString() {
    return "turn of " + seat + (drawn == null ? "" : " after drawing " + drawn) + ": " + legal();
  }
}
