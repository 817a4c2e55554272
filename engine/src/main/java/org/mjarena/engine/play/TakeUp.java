package org.mjarena.engine.play;

import java.util.List;
import org.mjarena.engine.Seat;
import org.mjarena.engine.event.AddedKongDeclared;
import org.mjarena.engine.event.ClaimOffered;
import org.mjarena.engine.event.ConcealedKonged;
import org.mjarena.engine.event.Dealt;
import org.mjarena.engine.event.Discarded;
import org.mjarena.engine.event.Drew;
import org.mjarena.engine.event.Event;
import org.mjarena.engine.event.Faulted;
import org.mjarena.engine.event.FlowerLaid;
import org.mjarena.engine.event.Melded;
import org.mjarena.engine.event.Paid;
import org.mjarena.engine.event.TingDeclared;
import org.mjarena.engine.hand.Hand;
import org.mjarena.engine.hand.MeldKind;
import org.mjarena.engine.sample.HiddenTiles;

/**
 * Where play stands in a game sampled from an observation, read from its history: the last event that
 * moved play (a draw, a claimed meld, a discard, an added kong, or the deal) and the turn state it left.
 * It owns that reading only; {@link AbstractGame#resume()} takes play up from it the way play would have
 * reached it.
 *
 * @param how             what the game does next
 * @param turn            whose turn it is, or who discarded or is adding to a kong; null before play
 * @param drawn           the tile the seat to move just drew, or {@link GameState#NONE}
 * @param replacementDraw true when that draw replaced a kong
 * @param claimedFrom     who provided the tile just chowed or punged, or null
 * @param punged          the tile just punged on this turn (or being added to a kong right after its pung), or NONE
 * @param chowed          the tile just chowed on this turn, or NONE
 * @param announced       the tile being added to a kong while the others may rob it, or NONE
 */
record TakeUp(How how, Seat turn, int drawn, boolean replacementDraw, Seat claimedFrom, int punged, int chowed,
    int announced) {
  private static final int NONE = GameState.NONE;

  /** How a sampled game takes up play. */
  enum How { TURN_AFTER_DRAW, TURN_AFTER_CLAIM, OFFER_DISCARD, OFFER_ROB, OPENING }

  /**
   * Reads where play stands after {@code history}. A draw the observer did not see is one of the
   * drawer's tiles in {@code hands}, picked by {@code hidden}.
   *
   * @throws IllegalArgumentException when the history holds no game, or one that is over
   */
  static TakeUp of(List<Event> history, Hand[] hands, HiddenTiles hidden) {
    int i = history.size() - 1;
    while (i >= 0 && isAfterword(history.get(i))) {
      i--;
    }
    if (i < 0) {
      throw new IllegalArgumentException("an observation with no game in it");
    }
    Event last = history.get(i);
    if (last instanceof Drew d) {
      Seat turn = d.seat();
      int drawn = d.tile().isPresent() ? d.tile().get().index() : hidden.pickTile(hands[turn.index()]);
      return new TakeUp(How.TURN_AFTER_DRAW, turn, drawn, afterKong(history, i, turn), null, NONE, NONE, NONE);
    }
    if (last instanceof Melded m && (m.meld().kind() == MeldKind.CHOW || m.meld().kind() == MeldKind.PUNG)) {
      boolean pung = m.meld().kind() == MeldKind.PUNG;
      return new TakeUp(How.TURN_AFTER_CLAIM, m.seat(), NONE, false, m.meld().from(),
          pung ? m.meld().tile().index() : NONE, pung ? NONE : m.meld().claimed().index(), NONE);
    }
    if (last instanceof Discarded d) {
      return new TakeUp(How.OFFER_DISCARD, d.seat(), NONE, false, null, NONE, NONE, NONE);
    }
    if (last instanceof AddedKongDeclared a) {
      Seat turn = a.seat();
      int j = i - 1;
      while (j >= 0 && history.get(j) instanceof Paid) {
        j--;
      }
      boolean sameTurnAsPung = j >= 0 && history.get(j) instanceof Melded m && m.seat() == turn
          && m.meld().kind() == MeldKind.PUNG && m.meld().tile() == a.tile();
      return new TakeUp(How.OFFER_ROB, turn, NONE, false, null, sameTurnAsPung ? a.tile().index() : NONE, NONE,
          a.tile().index());
    }
    if (last instanceof Dealt) {
      return new TakeUp(How.OPENING, null, NONE, false, null, NONE, NONE, NONE);
    }
    throw new IllegalArgumentException("cannot take up play after " + last + ": the game is over");
  }

  /** Events that follow the one that moved play without moving it themselves. */
  private static boolean isAfterword(Event e) {
    return e instanceof Paid || e instanceof ClaimOffered || e instanceof TingDeclared || e instanceof Faulted;
  }

  /** True when the draw at {@code i} is the replacement of a kong {@code seat} just made (flowers laid between). */
  private static boolean afterKong(List<Event> history, int i, Seat seat) {
    int j = i - 1;
    while (j >= 0 && (history.get(j) instanceof FlowerLaid || history.get(j) instanceof Paid)) {
      j--;
    }
    if (j < 0) {
      return false;
    }
    Event e = history.get(j);
    return e instanceof ConcealedKonged k && k.seat() == seat
        || e instanceof Melded m && m.seat() == seat && m.meld().kind().isKong();
  }
}
