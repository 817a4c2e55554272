package org.mjarena.arena.interop.botzone;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.mjarena.engine.Seat;
import org.mjarena.engine.Wind;
import org.mjarena.engine.event.AddedKongDeclared;
import org.mjarena.engine.event.ConcealedKonged;
import org.mjarena.engine.event.Dealt;
import org.mjarena.engine.event.Discarded;
import org.mjarena.engine.event.Drew;
import org.mjarena.engine.event.Event;
import org.mjarena.engine.event.FlowerLaid;
import org.mjarena.engine.event.GameStarted;
import org.mjarena.engine.event.Melded;
import org.mjarena.engine.hand.Meld;
import org.mjarena.engine.hand.MeldKind;
import org.mjarena.engine.tile.Tile;

/**
 * The requests the Botzone MCR judge sends one seat, made from the events that seat was shown
 * ({@code botzone-protocol.md} sections 2 and 4): one request per judge turn, the same turns for every
 * seat.
 *
 * <ul>
 *   <li>{@code 0 <seat> <quan>} when the game starts; Botzone numbers seats by seat wind (0 = East, the
 *       dealer) and the prevalent wind 0..3;</li>
 *   <li>{@code 1 <f0..f3> <13 tiles> <flowers by seat>} once the four seats are dealt (the flowers laid
 *       aside in the deal come before each seat's deal; a flower drawn after is laid aside in play);</li>
 *   <li>{@code 2 <tile>} for my draw, {@code 3 <p> DRAW} for another's; {@code 3 <p> BUHUA <flower>} for a
 *       flower laid aside in play;</li>
 *   <li>{@code 3 <p> PLAY <t>} for a discard after a draw; after a chow or pung the discard completes
 *       the meld's request: {@code 3 <p> CHI <middle> <t>}, {@code 3 <p> PENG <t>};</li>
 *   <li>{@code 3 <p> GANG} for an exposed kong of a discard or a concealed kong (tile hidden);
 *       {@code 3 <p> BUGANG <t>} when a tile is added to a pung (the completed kong says nothing more).</li>
 * </ul>
 *
 * <p>Feed it every event of the seat's history in order ({@link #accept}); the requests accumulate in
 * {@link #requests()}. Not thread-safe.
 */
public final class BotzoneRequests {
  private final List<String> requests = new ArrayList<>();
  private Seat dealer;
  /** The prevalent wind, 0..3. */
  private int quan;
  private boolean dealing;
  /** The seats dealt so far. */
  private int dealt;
  private List<Tile> hand = List.of();
  private final List<List<Tile>> dealtFlowers = new ArrayList<>();
  /** The chow or pung whose request waits for its discard; null when none. */
  private Melded pendingMeld;

  /** A generator at the start of a game. */
  public BotzoneRequests() {
    for (int s = 0; s < Seat.COUNT; s++) {
      dealtFlowers.add(new ArrayList<>());
    }
  }

  /** Every request so far, oldest first. */
  public List<String> requests() {
    return requests;
  }

  /** The Botzone seat number of {@code seat}: its seat wind, 0 for the dealer. */
  public int botzoneSeat(Seat seat) {
    return Wind.ofSeat(seat, dealer).index();
  }

  /** The seat with Botzone seat number {@code number}. */
  public Seat seat(int number) {
    return Seat.of((dealer.index() + number) % Seat.COUNT);
  }

  /** Takes in the next event the seat was shown; it may make one request. */
  public void accept(Event event) {
    if (event instanceof GameStarted g) {
      dealer = g.dealer();
      quan = g.prevalentWind().index();
      dealing = true;
      return;
    }
    if (dealing) {
      if (event instanceof Dealt d) {
        if (d.tiles().size() > 0) {
          hand = d.tiles();
          // The seat itself: its seat number and the prevalent wind, the first turn of the judge.
          requests.add("0 " + botzoneSeat(d.seat()) + " " + quan);
        }
        if (++dealt == Seat.COUNT) {
          dealing = false;
          requests.add(dealRequest());
        }
      } else if (event instanceof FlowerLaid f) {
        // Each seat's flowers are laid aside as its thirteen tiles are taken, before its Dealt.
        dealtFlowers.get(botzoneSeat(f.seat())).add(f.flower());
      }
      return;
    }
    if (event instanceof Drew d) {
      Optional<Tile> tile = d.tile();
      requests.add(tile.isPresent() ? "2 " + tile.get().code() : "3 " + botzoneSeat(d.seat()) + " DRAW");
    } else if (event instanceof FlowerLaid f) {
      requests.add("3 " + botzoneSeat(f.seat()) + " BUHUA " + f.flower().code());
    } else if (event instanceof Discarded d) {
      requests.add(discardRequest(d));
      pendingMeld = null;
    } else if (event instanceof Melded m) {
      MeldKind kind = m.meld().kind();
      if (kind == MeldKind.CHOW || kind == MeldKind.PUNG) {
        pendingMeld = m;
      } else if (kind == MeldKind.EXPOSED_KONG) {
        requests.add("3 " + botzoneSeat(m.seat()) + " GANG");
      }
    } else if (event instanceof ConcealedKonged k) {
      requests.add("3 " + botzoneSeat(k.seat()) + " GANG");
    } else if (event instanceof AddedKongDeclared a) {
      requests.add("3 " + botzoneSeat(a.seat()) + " BUGANG " + a.tile().code());
    }
  }

  private String dealRequest() {
    StringBuilder sb = new StringBuilder("1");
    for (List<Tile> f : dealtFlowers) {
      sb.append(' ').append(f.size());
    }
    for (Tile t : hand) {
      sb.append(' ').append(t.code());
    }
    for (List<Tile> f : dealtFlowers) {
      for (Tile t : f) {
        sb.append(' ').append(t.code());
      }
    }
    return sb.toString();
  }

  private String discardRequest(Discarded d) {
    String p = "3 " + botzoneSeat(d.seat());
    if (pendingMeld != null && pendingMeld.seat() == d.seat()) {
      Meld meld = pendingMeld.meld();
      return meld.kind() == MeldKind.CHOW
          ? p + " CHI " + Tile.of(meld.tile().index() + 1).code() + " " + d.tile().code()
          : p + " PENG " + d.tile().code();
    }
    return p + " PLAY " + d.tile().code();
  }
}
