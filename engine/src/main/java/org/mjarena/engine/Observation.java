package org.mjarena.engine;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import org.mjarena.engine.event.Event;
import org.mjarena.engine.event.EventList;
import org.mjarena.engine.hand.Meld;
import org.mjarena.engine.hand.MeldKind;
import org.mjarena.engine.tile.Tile;

/**
 * What one seat may know at one moment: its own concealed tiles and drawn tile, everything public
 * (melds, rivers, flowers, ting, points, the wall's size, the winds and the dealer), and the full
 * history of the events it was shown, in order. An {@link ObservationTracker} builds it from those
 * events; nothing else makes one, so an observation never holds more than its seat saw.
 *
 * <p>An observation is a value: it never changes, and an agent or the commentator may keep the
 * observation of move 12 while move 40 is played. A game hands one to the player to move at every
 * decision, so it is made lazily: the events are applied only when something is first read.
 */
public final class Observation {
  private State state;
  private ObservationTracker.Follower source;
  private int length;

  Observation(State state) {
    this.state = state;
  }

  Observation(ObservationTracker.Follower source, int length) {
    this.source = source;
    this.length = length;
  }

  private State s() {
    if (state == null) {
      state = source.stateAt(length);
      source = null;
    }
    return state;
  }

  State state() {
    return s();
  }

  /** The variant being played. */
  public Variant variant() {
    return s().variant;
  }

  /** The observing seat. */
  public Seat me() {
    return s().me;
  }

  /** The prevalent wind 圈风. */
  public Wind prevalentWind() {
    return s().prevalentWind;
  }

  /** The seat that dealt and played first. */
  public Seat dealer() {
    return s().dealer;
  }

  /** My seat wind 门风. */
  public Wind seatWind() {
    return Wind.ofSeat(s().me, s().dealer);
  }

  /** The seat wind of {@code seat}. */
  public Wind seatWind(Seat seat) {
    return Wind.ofSeat(seat, s().dealer);
  }

  /** How many of {@code tile} my concealed hand holds (the drawn tile included). */
  public int concealedCount(Tile tile) {
    return s().concealed[tile.index()];
  }

  /** A fresh copy of my concealed counts, indexed by {@link Tile#index()} (length {@link Tile#KINDS}). */
  public int[] concealed() {
    return s().concealed.clone();
  }

  /** The number of tiles in my concealed hand. */
  public int concealedSize() {
    return s().handSizes[s().me.index()];
  }

  /** The number of concealed tiles {@code seat} holds: public, since every draw and meld is. */
  public int handSize(Seat seat) {
    return s().handSizes[seat.index()];
  }

  /** The tile I have just drawn, while it is my turn after the draw. */
  public Optional<Tile> drawn() {
    return s().drawn < 0 ? Optional.empty() : Optional.of(Tile.of(s().drawn));
  }

  /**
   * The melds of {@code seat} I can see, in the order declared. The others' concealed kongs lie face
   * down and are not listed ({@link #concealedKongs} counts them); my own are.
   */
  public List<Meld> melds(Seat seat) {
    return s().melds.get(seat.index());
  }

  /** The number of concealed kongs {@code seat} has made, seen or not. */
  public int concealedKongs(Seat seat) {
    return s().concealedKongs[seat.index()];
  }

  /** The number of melds {@code seat} has declared, face-down concealed kongs included. */
  public int meldCount(Seat seat) {
    int n = s().melds.get(seat.index()).size();
    return seat == s().me ? n : n + s().concealedKongs[seat.index()];
  }

  /** Every discard of {@code seat}, in order, with its tsumogiri and claimed marks. */
  public List<RiverTile> river(Seat seat) {
    return s().rivers.get(seat.index());
  }

  /** The number of flowers {@code seat} has laid aside (MCR with flowers); 0 elsewhere. */
  public int flowers(Seat seat) {
    return s().flowers[seat.index()];
  }

  /** True when {@code seat} has declared ting (108-tile variant). */
  public boolean isTing(Seat seat) {
    return (s().tingMask >>> seat.index() & 1) != 0;
  }

  /** The points {@code seat} has won or lost so far in this game. */
  public int points(Seat seat) {
    return s().points[seat.index()];
  }

  /** The number of tiles still to be drawn from the wall, all blocks together. */
  public int wallRemaining() {
    return s().wallRemaining;
  }

  /**
   * The number of tiles {@code seat} may still draw: the whole wall when it is shared, the seat's own
   * block with per-seat blocks.
   */
  public int wallRemaining(Seat seat) {
    return s().blocks == null ? s().wallRemaining : s().blocks[seat.index()];
  }

  /** True when the wall is four private blocks, one per seat (Botzone's duplicate wall). */
  public boolean perSeatBlocks() {
    return s().blocks != null;
  }

  /**
   * The number of copies of each tile kind I cannot see, indexed by {@link Tile#index()}: four, less my
   * concealed tiles, every meld I can see, every discard still lying in a river, and a tile being added
   * to a kong. They are in the other players' hands, face-down kongs or the wall.
   */
  public int[] unseen() {
    State st = s();
    int[] unseen = new int[Tile.KINDS];
    int kinds = st.variant.tileKinds();
    Arrays.fill(unseen, 0, kinds, 4);
    for (int t = 0; t < kinds; t++) {
      unseen[t] -= st.concealed[t];
    }
    for (int s = 0; s < Seat.COUNT; s++) {
      for (Meld m : st.melds.get(s)) {
        // The tiles of the meld, counted without building its tile list: agents read this every turn.
        int first = m.tile().index();
        int step = m.kind() == MeldKind.CHOW ? 1 : 0;
        for (int i = 0; i < m.kind().size(); i++) {
          unseen[first + i * step]--;
        }
      }
      for (RiverTile r : st.rivers.get(s)) {
        if (!r.claimed()) {
          unseen[r.tile().index()]--;
        }
      }
    }
    if (st.announced >= 0) {
      unseen[st.announced]--;
    }
    return unseen;
  }

  /**
   * Every event I was shown, in order, from the start of the game: the others' private events in the
   * form I learnt them ({@link Event#seenBy}).
   */
  public List<Event> history() {
    return s().history;
  }

  /**
   * The same public facts as {@code seat} would know them holding {@code concealed} (counts by tile
   * index) and {@code ownMelds}, having just drawn {@code drawn}: where another seat starts in a game
   * sampled from this observation. Its history is this one as {@code seat} would have learnt it.
   */
  public Observation sampledFor(Seat seat, int[] concealed, Optional<Tile> drawn, List<Meld> ownMelds) {
    State st = s();
    List<List<Meld>> visible = new ArrayList<>(st.melds);
    // The observer's concealed kongs lie face down for the new seat; the new seat's own are as drawn.
    List<Meld> observers = new ArrayList<>();
    for (Meld m : st.melds.get(st.me.index())) {
      if (m.kind() != MeldKind.CONCEALED_KONG) {
        observers.add(m);
      }
    }
    visible.set(st.me.index(), List.copyOf(observers));
    visible.set(seat.index(), List.copyOf(ownMelds));
    EventList history = new EventList();
    for (Event e : st.history) {
      e.seenBy(seat).ifPresent(history::add);
    }
    return new Observation(new State(st.variant, seat, st.prevalentWind, st.dealer, Arrays.copyOf(concealed, Tile.KINDS),
        drawn.map(Tile::index).orElse(-1), List.copyOf(visible), st.concealedKongs, st.handSizes, st.rivers, st.flowers,
        st.tingMask, st.points, st.wallRemaining, st.blocks, st.announced, history.snapshot()));
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof Observation other && s().equals(other.s());
  }

  @Override
  public int hashCode() {
    return s().hashCode();
  }

  @Override
  public String toString() {
    State st = s();
    StringBuilder sb = new StringBuilder(st.variant.id()).append(" seen by ").append(st.me).append(", prevalent ")
        .append(st.prevalentWind).append(", dealer ").append(st.dealer).append(", wall ").append(st.wallRemaining);
    for (Seat seat : Seat.all()) {
      int s = seat.index();
      sb.append("\n  ").append(seat).append(seat == st.me ? " (me)" : "").append(": ");
      if (seat == st.me) {
        sb.append(org.mjarena.engine.tile.Tiles.compact(st.concealed));
        if (st.drawn >= 0) {
          sb.append(" drew ").append(Tile.of(st.drawn).code());
        }
      } else {
        sb.append(st.handSizes[s]).append(" tiles");
      }
      sb.append(" melds ").append(st.melds.get(s));
      if (seat != st.me && st.concealedKongs[s] > 0) {
        sb.append(" +").append(st.concealedKongs[s]).append(" face-down kong(s)");
      }
      sb.append(" river ").append(st.rivers.get(s)).append(" points ").append(st.points[s]);
      if (st.flowers[s] > 0) {
        sb.append(" flowers ").append(st.flowers[s]);
      }
      if ((st.tingMask >>> s & 1) != 0) {
        sb.append(" TING");
      }
    }
    return sb.toString();
  }

  /** The state the events built: immutable once made; arrays are never handed out. */
  static final class State {
    final Variant variant;
    final Seat me;
    final Wind prevalentWind;
    final Seat dealer;
    final int[] concealed;
    final int drawn;
    final List<List<Meld>> melds;
    final int[] concealedKongs;
    final int[] handSizes;
    final List<List<RiverTile>> rivers;
    final int[] flowers;
    final int tingMask;
    final int[] points;
    final int wallRemaining;
    final int[] blocks;
    final int announced;
    final List<Event> history;

    State(Variant variant, Seat me, Wind prevalentWind, Seat dealer, int[] concealed, int drawn, List<List<Meld>> melds,
        int[] concealedKongs, int[] handSizes, List<List<RiverTile>> rivers, int[] flowers, int tingMask, int[] points,
        int wallRemaining, int[] blocks, int announced, List<Event> history) {
      this.variant = variant;
      this.me = me;
      this.prevalentWind = prevalentWind;
      this.dealer = dealer;
      this.concealed = concealed;
      this.drawn = drawn;
      this.melds = melds;
      this.concealedKongs = concealedKongs;
      this.handSizes = handSizes;
      this.rivers = rivers;
      this.flowers = flowers;
      this.tingMask = tingMask;
      this.points = points;
      this.wallRemaining = wallRemaining;
      this.blocks = blocks;
      this.announced = announced;
      this.history = history;
    }

    @Override
    public boolean equals(Object o) {
      return o instanceof State x && variant == x.variant && me == x.me && prevalentWind == x.prevalentWind
          && dealer == x.dealer && Arrays.equals(concealed, x.concealed) && drawn == x.drawn && melds.equals(x.melds)
          && Arrays.equals(concealedKongs, x.concealedKongs) && Arrays.equals(handSizes, x.handSizes)
          && rivers.equals(x.rivers) && Arrays.equals(flowers, x.flowers) && tingMask == x.tingMask
          && Arrays.equals(points, x.points) && wallRemaining == x.wallRemaining && Arrays.equals(blocks, x.blocks)
          && announced == x.announced && history.equals(x.history);
    }

    @Override
    public int hashCode() {
      return ((me.hashCode() * 31 + Arrays.hashCode(concealed)) * 31 + rivers.hashCode()) * 31 + history.size();
    }
  }
}
