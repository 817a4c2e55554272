package org.mjarena.agents.search;

import java.util.List;
import org.mjarena.engine.ClaimDecision;
import org.mjarena.engine.ClaimOptions;
import org.mjarena.engine.Decision;
import org.mjarena.engine.Game;
import org.mjarena.engine.OpeningDecision;
import org.mjarena.engine.Seat;
import org.mjarena.engine.TurnDecision;
import org.mjarena.engine.Variant;
import org.mjarena.engine.action.Chow;
import org.mjarena.engine.action.Claim;
import org.mjarena.engine.action.ClaimWin;
import org.mjarena.engine.action.DeclareTing;
import org.mjarena.engine.action.Discard;
import org.mjarena.engine.action.OpeningAction;
import org.mjarena.engine.action.Pass;
import org.mjarena.engine.action.Pung;
import org.mjarena.engine.action.SelfDrawnWin;
import org.mjarena.engine.action.TingDiscard;
import org.mjarena.engine.action.TurnAction;
import org.mjarena.engine.event.AddedKongDeclared;
import org.mjarena.engine.event.ConcealedKonged;
import org.mjarena.engine.event.Discarded;
import org.mjarena.engine.event.Drew;
import org.mjarena.engine.event.Event;
import org.mjarena.engine.event.EventList;
import org.mjarena.engine.event.Melded;
import org.mjarena.engine.hand.MeldKind;
import org.mjarena.engine.tile.Tile;

/**
 * Plays a sampled world to the end of the hand with a fast greedy policy in every seat, and tells the
 * final points of one seat.
 *
 * <p>The policy sees the world's hands as the rollout tracks them from the world's events (every event,
 * hidden ones included: the world is the search's own guess, so nothing in it is secret from the
 * search). It wins whenever the engine offers a win (in MCR only wins of 8 fan are offered), discards
 * to the lowest {@link HandDistance} (a drawn tile that does not lower it goes back at once, so most
 * turns cost one distance), ties broken towards the loosest tile, honours and terminals first; pungs,
 * and in the 108-tile variant chows, when the hand after the meld is nearer; never kongs; declares
 * ting (108) whenever its discard leaves a ready hand. It is deterministic: worlds differ only by the
 * sampled tiles, which is what makes the comparison of candidate answers paired (common random
 * numbers).
 *
 * <p>Mutable, one per agent, confined to its thread; allocates nothing per step.
 */
final class Rollout {
  /** A distance not yet worked out. */
  private static final int UNKNOWN = Integer.MIN_VALUE;

  private final int[][] counts = new int[Seat.COUNT][Tile.KINDS];
  private final int[] melds = new int[Seat.COUNT];
  /** Each seat's distance with its 13-tile hand (before its draw), or {@link #UNKNOWN}. */
  private final int[] waiting = new int[Seat.COUNT];
  private final Claim[] answers = new Claim[Seat.COUNT];
  private final OpeningAction[] openings = new OpeningAction[Seat.COUNT];
  private boolean chows;
  private int kinds;
  private int cursor;

  /**
   * Takes up {@code world} with the given hands (concealed counts and meld counts per seat): copied, so
   * one start serves many rollouts.
   */
  void start(Game world, int[][] hands, int[] meldCounts) {
    Variant v = world.rules().variant();
    kinds = v.tileKinds();
    chows = v == Variant.SUITS_108;
    for (int s = 0; s < Seat.COUNT; s++) {
      System.arraycopy(hands[s], 0, counts[s], 0, Tile.KINDS);
      melds[s] = meldCounts[s];
      waiting[s] = UNKNOWN;
    }
    cursor = world.events().size();
  }

  /** Plays {@code game} (the world started, perhaps with the candidate answer applied) to its end; the points of {@code me}. */
  int finish(Game game, Seat me) {
    while (true) {
      follow(game);
      Decision d = game.pending();
      if (d instanceof TurnDecision t) {
        game.apply(turn(t));
      } else if (d instanceof ClaimDecision c) {
        game.resolve(claims(c));
      } else if (d instanceof OpeningDecision o) {
        game.resolveOpening(openings(o));
      } else {
        return game.points(me);
      }
    }
  }

  /** The policy's answer to a claim decision, for every seat asked. */
  Claim[] claims(ClaimDecision c) {
    for (ClaimOptions o : c.asked()) {
      answers[o.seat().index()] = claim(o);
    }
    return answers;
  }

  /**
   * Applies the events the game told since the last call to the tracked hands: draws and discards from
   * their briefs ({@link EventList}), the rarer events from their objects.
   */
  void follow(Game game) {
    List<Event> all = game.events();
    EventList.View view = all instanceof EventList.View v ? v : null;
    for (int n = all.size(); cursor < n; cursor++) {
      if (view != null) {
        int brief = view.brief(cursor);
        int kind = EventList.briefKind(brief);
        if (kind == EventList.BRIEF_DREW) {
          counts[EventList.briefSeat(brief)][EventList.briefTile(brief)]++;
          continue;
        }
        if (kind == EventList.BRIEF_DISCARDED) {
          // The policy set the seat's distance when it chose the discard; a candidate answer's discard has none.
          counts[EventList.briefSeat(brief)][EventList.briefTile(brief)]--;
          continue;
        }
        if (kind != EventList.BRIEF_OTHER) {
          continue;
        }
      }
      track(all.get(cursor));
    }
  }

  /** Applies one event told as an object to the tracked hands. */
  private void track(Event e) {
    if (e instanceof Drew d) {
      if (d.tile().isPresent()) {
        counts[d.seat().index()][d.tile().get().index()]++;
      }
    } else if (e instanceof Discarded d) {
      counts[d.seat().index()][d.tile().index()]--;
    } else if (e instanceof Melded m) {
      meld(m);
    } else if (e instanceof ConcealedKonged k) {
      int s = k.seat().index();
      counts[s][k.tile().orElseThrow().index()] -= 4;
      melds[s]++;
      waiting[s] = UNKNOWN;
    } else if (e instanceof AddedKongDeclared a) {
      int s = a.seat().index();
      counts[s][a.tile().index()]--;
      waiting[s] = UNKNOWN;
    }
  }

  private void meld(Melded m) {
    int s = m.seat().index();
    int[] c = counts[s];
    int t = m.meld().tile().index();
    MeldKind kind = m.meld().kind();
    switch (kind) {
      case CHOW -> {
        int claimed = m.meld().claimed().index();
        for (int x = t; x < t + 3; x++) {
          if (x != claimed) {
            c[x]--;
          }
        }
        melds[s]++;
      }
      case PUNG -> {
        c[t] -= 2;
        melds[s]++;
      }
      case EXPOSED_KONG -> {
        c[t] -= 3;
        melds[s]++;
      }
      default -> {
        // An added kong's tile left the hand when it was announced; a concealed kong is told by ConcealedKonged.
      }
    }
    waiting[s] = UNKNOWN;
  }

  /** The policy's turn. */
  TurnAction turn(TurnDecision t) {
    if (t.canSelfDrawnWin()) {
      return SelfDrawnWin.INSTANCE;
    }
    long discards = t.discardMask();
    if (Long.bitCount(discards) == 1) {
      return Discard.of(Tile.of(Long.numberOfTrailingZeros(discards)));
    }
    int s = t.seat().index();
    int[] c = counts[s];
    int m = melds[s];
    int before = waiting[s];
    int drawn = t.drawn().map(Tile::index).orElse(-1);
    int best;
    int after;
    if (drawn >= 0 && before != UNKNOWN && (discards >>> drawn & 1) != 0 && HandDistance.of(c, m, kinds) >= before) {
      // The draw does not bring the hand nearer: it goes back, and the hand keeps its distance.
      best = drawn;
      after = before;
    } else {
      int packed = HandDistance.bestDiscard(c, m, kinds, discards);
      best = HandDistance.tile(packed);
      after = HandDistance.distance(packed);
    }
    waiting[s] = after;
    if (after == 0 && (t.tingDiscardMask() >>> best & 1) != 0) {
      return TingDiscard.of(Tile.of(best));
    }
    return Discard.of(Tile.of(best));
  }

  /** The policy's answer to one seat's claim options. */
  Claim claim(ClaimOptions o) {
    if (o.canWin()) {
      return ClaimWin.INSTANCE;
    }
    if (o.robbing() || !o.canPung() && (!chows || o.chowMask() == 0)) {
      return Pass.INSTANCE;
    }
    int s = o.seat().index();
    int[] c = counts[s];
    int m = melds[s];
    int now = waiting[s];
    if (now == UNKNOWN) {
      now = HandDistance.of(c, m, kinds);
      waiting[s] = now;
    }
    int t = o.tile().index();
    Claim best = Pass.INSTANCE;
    int bestAfter = now;
    if (o.canPung()) {
      c[t] -= 2;
      int after = HandDistance.of(c, m + 1, kinds);
      c[t] += 2;
      if (after < bestAfter) {
        best = Pung.INSTANCE;
        bestAfter = after;
      }
    }
    if (chows) {
      for (int i = 0; i < 3; i++) {
        if ((o.chowMask() >>> i & 1) == 0) {
          continue;
        }
        int low = t - 2 + i;
        for (int x = low; x <= low + 2; x++) {
          c[x] -= x == t ? 0 : 1;
        }
        int after = HandDistance.of(c, m + 1, kinds);
        for (int x = low; x <= low + 2; x++) {
          c[x] += x == t ? 0 : 1;
        }
        if (after < bestAfter) {
          best = new Chow(Tile.of(low));
          bestAfter = after;
        }
      }
    }
    return best;
  }

  private OpeningAction[] openings(OpeningDecision o) {
    for (Seat s : o.asked()) {
      openings[s.index()] = DeclareTing.INSTANCE;
    }
    return openings;
  }

  /** The tracked concealed counts of {@code seat} (live: do not change them). */
  int[] counts(Seat seat) {
    return counts[seat.index()];
  }

  /** The tracked number of melds of {@code seat}. */
  int melds(Seat seat) {
    return melds[seat.index()];
  }
}
