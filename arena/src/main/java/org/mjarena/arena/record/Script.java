package org.mjarena.arena.record;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.mjarena.engine.ClaimOptions;
import org.mjarena.engine.Fault;
import org.mjarena.engine.Decision;
import org.mjarena.engine.Observation;
import org.mjarena.engine.OpeningDecision;
import org.mjarena.engine.Seat;
import org.mjarena.engine.TurnDecision;
import org.mjarena.engine.action.AddedKong;
import org.mjarena.engine.action.Claim;
import org.mjarena.engine.action.ConcealedKong;
import org.mjarena.engine.action.DeclareTing;
import org.mjarena.engine.action.Discard;
import org.mjarena.engine.action.OpeningAction;
import org.mjarena.engine.action.Pass;
import org.mjarena.engine.action.SelfDrawnWin;
import org.mjarena.engine.action.TingDiscard;
import org.mjarena.engine.action.TurnAction;
import org.mjarena.engine.event.AddedKongDeclared;
import org.mjarena.engine.event.ClaimOffered;
import org.mjarena.engine.event.ClaimResolved;
import org.mjarena.engine.event.ConcealedKonged;
import org.mjarena.engine.event.Discarded;
import org.mjarena.engine.event.Drew;
import org.mjarena.engine.event.Event;
import org.mjarena.engine.event.Faulted;
import org.mjarena.engine.event.Sanctioned;
import org.mjarena.engine.event.TingDeclared;
import org.mjarena.engine.event.Won;
import org.mjarena.engine.play.GameObserver;
import org.mjarena.engine.play.Player;
import org.mjarena.engine.play.PlayerFault;

/**
 * The answers of a game written down beforehand, played back through the driver by one {@link Player}
 * per seat: each seat's turn answers in order, its claim answers by the discard (or added kong) they
 * answer, and its opening answer. A recorded fault is played back as a {@link PlayerFault} with the
 * recorded reason. Made from a game's events ({@link #of(List)}) or written answer by answer (an
 * imported log).
 *
 * <p>The driver does not ask for a forced move (a decision with one legal action), so the script also
 * watches the game ({@link GameObserver}) and takes such a move off the seat's turn answers itself.
 * A seat asked for more than the script holds answers with a fault that says so, which makes the
 * replayed game differ from its record where the script ran out.
 */
public final class Script implements GameObserver {
  /** A recorded fault: the answer that is played back by throwing {@link PlayerFault}. */

  private final List<ArrayDeque<Object>> turns = new ArrayList<>();
  private final List<Map<Integer, Object>> claims = new ArrayList<>();
  private final Object[] opening = new Object[Seat.COUNT];

  /** An empty script: every claim passes, every opening question is declined. */
  public Script() {
    for (int s = 0; s < Seat.COUNT; s++) {
      turns.add(new ArrayDeque<>());
      claims.add(new HashMap<>());
    }
  }

  /** Adds {@code seat}'s next turn answer. */
  public Script turn(Seat seat, TurnAction answer) {
    turns.get(seat.index()).add(answer);
    return this;
  }

  /** Adds {@code seat}'s answer to the {@code offer}-th discard or added kong of the game (from 1). */
  public Script claim(Seat seat, int offer, Claim answer) {
    claims.get(seat.index()).put(offer, answer);
    return this;
  }

  /** Sets {@code seat}'s answer to the opening ting question. */
  public Script opening(Seat seat, OpeningAction answer) {
    opening[seat.index()] = answer;
    return this;
  }

  /**
   * The script of a recorded game: what each seat answered, read off its events.
   *
   * <ul>
   *   <li>a turn ends with a discard ({@link TingDiscard} when {@link TingDeclared} follows it), a
   *       concealed or added kong, or a self-drawn win;</li>
   *   <li>each asked seat's answer to a discard or added kong is in the {@link ClaimResolved} after its
   *       {@link ClaimOffered};</li>
   *   <li>a {@link TingDeclared} before the first draw answers the opening question;</li>
   *   <li>a {@link Faulted} or {@link Sanctioned} seat answered with that fault; after a fault the
   *       table played the default action, which is then no answer of the seat's.</li>
   * </ul>
   */
  public static Script of(List<Event> events) {
    Script script = new Script();
    int offers = 0;
    boolean[] asked = new boolean[Seat.COUNT];
    boolean[] faulted = new boolean[Seat.COUNT];
    boolean playing = false;
    for (int i = 0; i < events.size(); i++) {
      Event e = events.get(i);
      if (e instanceof Drew) {
        playing = true;
      } else if (e instanceof Discarded d) {
        offers++;
        boolean ting = i + 1 < events.size() && events.get(i + 1) instanceof TingDeclared;
        script.ownTurn(d.seat(), ting ? TingDiscard.of(d.tile()) : Discard.of(d.tile()), faulted);
      } else if (e instanceof ConcealedKonged k) {
        script.ownTurn(k.seat(), new ConcealedKong(k.tile().orElseThrow()), faulted);
      } else if (e instanceof AddedKongDeclared a) {
        offers++;
        script.ownTurn(a.seat(), new AddedKong(a.tile()), faulted);
      } else if (e instanceof Won w && w.win().selfDrawn()) {
        script.ownTurn(w.win().seat(), SelfDrawnWin.INSTANCE, faulted);
      } else if (e instanceof TingDeclared t && !playing) {
        script.opening(t.seat(), DeclareTing.INSTANCE);
      } else if (e instanceof ClaimOffered c) {
        asked[c.seat().index()] = true;
      } else if (e instanceof ClaimResolved r) {
        for (Seat s : Seat.all()) {
          if (asked[s.index()] && !faulted[s.index()]) {
            script.claim(s, offers, r.answers().get(s.index()));
          }
          asked[s.index()] = false;
          faulted[s.index()] = false;
        }
      } else if (e instanceof Faulted f) {
        script.fault(f.fault(), asked[f.seat().index()], playing, offers);
        // The table then played the default action: a pass, a discard, or the opening's pass.
        faulted[f.seat().index()] = playing || asked[f.seat().index()];
      } else if (e instanceof Sanctioned s) {
        script.fault(s.fault(), asked[s.offender().index()], playing, offers);
      }
    }
    return script;
  }

  /** A turn answer, unless the seat's fault just before made the table play it. */
  private void ownTurn(Seat seat, TurnAction answer, boolean[] faulted) {
    if (faulted[seat.index()]) {
      faulted[seat.index()] = false;
    } else {
      turn(seat, answer);
    }
  }

  private void fault(Fault f, boolean claiming, boolean playing, int offers) {
    Seat seat = f.seat();
    if (claiming) {
      claims.get(seat.index()).put(offers, f);
    } else if (!playing) {
      opening[seat.index()] = f;
    } else {
      turns.get(seat.index()).add(f);
    }
  }

  /** The player of {@code seat}. */
  public Player player(Seat seat) {
    int s = seat.index();
    return new Player() {
      @Override
      public TurnAction decideTurn(Observation seen, TurnDecision decision) {
        Object answer = turns.get(s).poll();
        if (answer == null) {
          throw new PlayerFault(Fault.Kind.ILLEGAL, "the script has no more turns for " + seat);
        }
        return (TurnAction) played(answer);
      }

      @Override
      public Claim decideClaim(Observation seen, ClaimOptions options) {
        Object answer = claims.get(s).get(offers(seen));
        return answer == null ? Pass.INSTANCE : (Claim) played(answer);
      }

      @Override
      public OpeningAction decideOpening(Observation seen, OpeningDecision decision) {
        Object answer = opening[s];
        return answer == null ? Pass.INSTANCE : (OpeningAction) played(answer);
      }
    };
  }

  /** Every seat's player, seat 0 first. */
  public Player[] players() {
    Player[] players = new Player[Seat.COUNT];
    for (Seat seat : Seat.all()) {
      players[seat.index()] = player(seat);
    }
    return players;
  }

  private static Object played(Object answer) {
    if (answer instanceof Fault f) {
      throw new PlayerFault(f);
    }
    return answer;
  }

  /** The number of discards and added kongs so far: which offer a claim decision answers. */
  private static int offers(Observation seen) {
    int n = 0;
    for (Event e : seen.history()) {
      if (e instanceof Discarded || e instanceof AddedKongDeclared) {
        n++;
      }
    }
    return n;
  }

  /** A forced turn is played without asking: its recorded answer is taken off here. */
  @Override
  public void beforeDecision(Seat seat, Observation seen, Decision decision) {
    if (decision instanceof TurnDecision t && t.isForced()) {
      turns.get(seat.index()).poll();
    }
  }
}
