package org.mjarena.engine.play;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.mjarena.engine.Decision;
import org.mjarena.engine.Fault;
import org.mjarena.engine.Game;
import org.mjarena.engine.GameOutcome;
import org.mjarena.engine.NoDecision;
import org.mjarena.engine.Observation;
import org.mjarena.engine.ObservationTracker;
import org.mjarena.engine.RiverTile;
import org.mjarena.engine.Seat;
import org.mjarena.engine.TurnDecision;
import org.mjarena.engine.Win;
import org.mjarena.engine.Wind;
import org.mjarena.engine.event.Dealt;
import org.mjarena.engine.event.Event;
import org.mjarena.engine.event.EventList;
import org.mjarena.engine.event.Faulted;
import org.mjarena.engine.event.FlowerLaid;
import org.mjarena.engine.event.GameStarted;
import org.mjarena.engine.event.Paid;
import org.mjarena.engine.event.Settled;
import org.mjarena.engine.event.TingDeclared;
import org.mjarena.engine.hand.Hand;
import org.mjarena.engine.hand.Meld;
import org.mjarena.engine.hand.MeldKind;
import org.mjarena.engine.sample.HiddenTiles;
import org.mjarena.engine.tile.Tile;
import org.mjarena.engine.tile.Tiles;
import org.mjarena.engine.wall.Wall;

/**
 * What lies on the table during one hand, and how it is counted: the wall, each seat's concealed tiles,
 * melds, river, flowers and points, whose turn it is and what the game waits for, and the event list that
 * tells everything in order. It owns the state every variant shares, its three beginnings (dealt, copied,
 * taken up from a sampled position), the bookkeeping that keeps it whole (payments that sum to zero,
 * flowers laid aside, the settlement) and the queries of {@link Game}; it poses no decision. How play moves
 * it is {@link AbstractGame}, its only subclass (sealed): state apart from the rules that move it, as in
 * the model codebases of STYLE.md.
 */
public abstract sealed class GameState implements Game permits AbstractGame {
  /** No tile: the value of {@link #drawn}, {@link #punged} and {@link #chowed} when unset. */
  protected static final int NONE = -1;
  /** Seats at the table. */
  protected static final int SEATS = Seat.COUNT;
  /** Tiles dealt to each player before play. */
  protected static final int DEALT = Dealt.TILES;
  /**
   * Room the event list of a new game makes: a tile drawn after the deal is usually drawn and
   * discarded (two events), and the start, the deal, the claim decisions (two events each, about
   * twenty per game) and payments add a few dozen more. Most games (about 160 events with 108 tiles,
   * 220 with 144, tsumogiri players) then never grow the list, and it is no larger than they need.
   */
  private static final int EVENTS_PER_WALL_TILE = 2;
  private static final int EVENTS_BESIDES_TILES = 64;
  /** One shared Optional per tile, for the drawn tile of turn decisions. */
  private static final List<Optional<Tile>> DRAWN_TILES = Tile.all().stream().map(Optional::of).toList();

  /** The undrawn tiles. */
  protected final Wall wall;
  /** The number of tile kinds in play: 27 without honours, 34 with. */
  protected final int kinds;
  /** The seat that deals and plays first. */
  protected final Seat dealer;
  /** The prevalent wind (East in the 108-tile variant, which has no winds). */
  protected final Wind prevalentWind;
  /** Each seat's concealed tiles: changed only through {@code addTile} and {@code removeTile}, or restored at once. */
  protected final Hand[] hands = new Hand[SEATS];
  /** Each seat's melds, in the order declared. */
  protected final List<List<Meld>> melds = new ArrayList<>(SEATS);
  /** Tiles of which each seat has an exposed pung (bit t): the candidates for an added kong. */
  protected final long[] pungs = new long[SEATS];
  /** Each seat's discards still lying in front of it (claimed ones leave). */
  protected final List<List<Tile>> rivers = new ArrayList<>(SEATS);
  /** Each seat's points in this game; always summing to zero. */
  protected final int[] points = new int[SEATS];
  /** The flowers each seat has laid aside. */
  protected final int[] flowers = new int[SEATS];
  /** Writes the decision of each turn: one decision object per game, rewritten turn after turn. */
  protected final TurnDecision.Writer turns = new TurnDecision.Writer();
  final EventList log;
  /** Each seat's follower of the log; made when the seat's observation is first asked for. */
  final ObservationTracker.Follower[] followers = new ObservationTracker.Follower[SEATS];
  List<Fault> faults = List.of();

  /** Whose turn it is, or who discarded / added to a kong while a claim decision is pending. */
  protected Seat turn;
  /** The tile just drawn on this turn, or NONE after a chow or pung. */
  protected int drawn = NONE;
  /** True when the tile just drawn was a kong replacement. */
  protected boolean replacementDraw;
  /** The tile just punged on this turn (for the pung-then-kong rule), or NONE. */
  protected int punged = NONE;
  /** The tile just chowed on this turn (for the 108-tile 吃吐), or NONE. */
  protected int chowed = NONE;
  /** Who provided the tile just chowed or punged. */
  protected Seat claimedFrom;
  /** What the game waits for. */
  protected Decision pending;
  /** The tile being added to a kong while the others may rob it (and after it was robbed), or NONE. */
  int announced = NONE;
  /** Set while a draw lays flowers aside: the tile finally drawn then came from the back of the wall. */
  boolean flowerReplaced;
  GameOutcome outcome;

  /** A table about to be dealt from {@code wall}, with {@code kinds} tile kinds in play. */
  GameState(Wall wall, int kinds, Seat dealer, Wind prevalentWind) {
    this.wall = wall;
    this.kinds = kinds;
    this.dealer = dealer;
    this.prevalentWind = prevalentWind;
    this.log = new EventList(EVENTS_PER_WALL_TILE * (wall.remaining() - SEATS * DEALT) + EVENTS_BESIDES_TILES);
    for (int s = 0; s < SEATS; s++) {
      hands[s] = new Hand();
      melds.add(new ArrayList<>()); // no array until the first meld, which most hands never make
      rivers.add(new ArrayList<>(24));
    }
  }

  /** A copy of {@code g}'s table, its pending decision included (a turn decision copied into this game's own {@link #turns}). */
  GameState(GameState g) {
    wall = g.wall.copy();
    kinds = g.kinds;
    dealer = g.dealer;
    prevalentWind = g.prevalentWind;
    log = g.log.copy();
    for (int s = 0; s < SEATS; s++) {
      hands[s] = g.hands[s].copy();
      melds.add(new ArrayList<>(g.melds.get(s)));
      rivers.add(new ArrayList<>(g.rivers.get(s)));
      followers[s] = g.followers[s] == null ? null : g.followers[s].copyFor(log);
    }
    System.arraycopy(g.pungs, 0, pungs, 0, SEATS);
    System.arraycopy(g.points, 0, points, 0, SEATS);
    System.arraycopy(g.flowers, 0, flowers, 0, SEATS);
    faults = g.faults;
    turn = g.turn;
    drawn = g.drawn;
    announced = g.announced;
    replacementDraw = g.replacementDraw;
    punged = g.punged;
    chowed = g.chowed;
    claimedFrom = g.claimedFrom;
    outcome = g.outcome;
    pending = g.pending instanceof TurnDecision t ? turns.copy(t) : g.pending;
  }

  /**
   * The table {@code seen} shows, with the tiles {@code hidden} drew for what its seat cannot see: every
   * public fact comes from {@code seen}, the event list is {@code seen}'s history, the faults are those it
   * tells. Where play stands, and the seats' followers, are set by {@link AbstractGame} after this.
   */
  GameState(Observation seen, HiddenTiles hidden) {
    wall = hidden.wall();
    kinds = hidden.kinds();
    dealer = seen.dealer();
    prevalentWind = seen.prevalentWind();
    List<Event> history = seen.history();
    log = new EventList(history);
    List<Fault> recorded = new ArrayList<>();
    for (int s = 0; s < SEATS; s++) {
      Seat seat = Seat.of(s);
      hands[s] = hidden.hands()[s];
      melds.add(new ArrayList<>(hidden.melds().get(s)));
      for (Meld m : hidden.melds().get(s)) {
        markPung(s, m);
      }
      List<Tile> river = new ArrayList<>(24);
      for (RiverTile r : seen.river(seat)) {
        if (!r.claimed()) {
          river.add(r.tile());
        }
      }
      rivers.add(river);
      points[s] = seen.points(seat);
      flowers[s] = seen.flowers(seat);
    }
    for (Event e : history) {
      if (e instanceof Faulted f) {
        recorded.add(f.fault());
      }
    }
    faults = List.copyOf(recorded);
  }

  /**
   * Makes each seat's follower of a sampled game's log: {@code seen} itself for its own seat, and for the
   * others what {@code seen}'s seat saw with their sampled tiles (the tile just drawn too, on their turn).
   */
  final void followSampled(Observation seen) {
    int from = seen.history().size();
    for (int s = 0; s < SEATS; s++) {
      Seat seat = Seat.of(s);
      Observation start = seat == seen.me() ? seen
          : seen.sampledFor(seat, hands[s].counts(), turn == seat && drawn != NONE ? drawnTile() : Optional.empty(),
              melds.get(s));
      followers[s] = new ObservationTracker.Follower(log, start, from);
    }
  }

  /** True when a player of this seat has declared ting (only the 108-tile variant has ting). */
  protected boolean isTing(int s) {
    return false;
  }

  // ---------------------------------------------------------------- the wall and the deal

  /**
   * Draws the next playable tile for {@code seat} (a replacement from the back when {@code
   * replacement}), or returns NONE when there is none. Variants with flowers set them aside here with
   * {@link #layFlower}.
   */
  protected int nextTile(Seat seat, boolean replacement) {
    if (!wall.canDraw(seat)) {
      return NONE;
    }
    return replacement ? wall.replacement(seat) : wall.draw(seat);
  }

  /**
   * Announces the game and deals thirteen tiles to each seat, from the dealer on in playing order;
   * with per-seat blocks each seat takes its own.
   */
  protected void dealHands() {
    log.add(new GameStarted(rules().variant(), prevalentWind, dealer, wall.remaining(),
        wall.mode() == Wall.Mode.PER_SEAT_BLOCKS));
    for (int d = 0; d < SEATS; d++) {
      Seat s = Seat.of((dealer.index() + d) & 3);
      byte[] dealt = new byte[DEALT];
      for (int k = 0; k < DEALT; k++) {
        int t = nextTile(s, false);
        if (t == NONE) {
          throw new IllegalStateException("the wall ran out while dealing");
        }
        addTile(s.index(), t);
        dealt[k] = (byte) t;
      }
      log.add(Dealt.of(s, dealt));
    }
    flowerReplaced = false;
  }

  // ---------------------------------------------------------------- queries

  @Override
  public Decision pending() {
    return pending;
  }

  @Override
  public boolean isOver() {
    return outcome != null;
  }

  @Override
  public GameOutcome outcome() {
    if (outcome == null) {
      throw new IllegalStateException("the game is still being played");
    }
    return outcome;
  }

  @Override
  public int points(Seat seat) {
    return points[seat.index()];
  }

  @Override
  public Observation observation(Seat seat) {
    ObservationTracker.Follower f = followers[seat.index()];
    if (f == null) {
      f = new ObservationTracker.Follower(log, seat);
      followers[seat.index()] = f;
    }
    return f.observation();
  }

  @Override
  public List<Event> events() {
    return log.snapshot();
  }

  /** The number of events so far: the index the next event will have. */
  public int eventCount() {
    return log.size();
  }

  /** The events from index {@code from} on, as an immutable list: what followed a decision. */
  List<Event> eventsFrom(int from) {
    return log.snapshotFrom(from);
  }

  @Override
  public int tileTotal() {
    int n = wall.remaining() + (announced == NONE ? 0 : 1);
    for (int s = 0; s < SEATS; s++) {
      n += hands[s].size() + rivers.get(s).size() + flowers[s];
      for (Meld m : melds.get(s)) {
        n += m.kind().size();
      }
    }
    return n;
  }

  /** The tile just drawn, as a shared Optional (no allocation on the hot path). */
  protected Optional<Tile> drawnTile() {
    return DRAWN_TILES.get(drawn);
  }

  // ---------------------------------------------------------------- bookkeeping

  /** Seat s takes tile t into its concealed hand. */
  protected final void addTile(int s, int t) {
    hands[s].add(t);
    handChanged(s);
  }

  /** Seat s gives up tile t from its concealed hand. */
  protected final void removeTile(int s, int t) {
    hands[s].remove(t);
    handChanged(s);
  }

  /** Adds a meld to seat s; a pung becomes a candidate for an added kong. */
  protected void addMeld(int s, Meld meld) {
    melds.get(s).add(meld);
    markPung(s, meld);
    handChanged(s);
  }

  /** Called after seat s's concealed tiles or melds changed, for what play keeps about them. */
  abstract void handChanged(int s);

  /** Marks a pung of seat s as a candidate for an added kong. */
  final void markPung(int s, Meld meld) {
    if (meld.kind() == MeldKind.PUNG) {
      pungs[s] |= 1L << meld.tile().index();
    }
  }

  /** Seat s lays aside the flower it just drew; its replacement comes from the back of the wall. */
  protected void layFlower(int s, int flower) {
    flowers[s]++;
    flowerReplaced = true;
    log.add(FlowerLaid.of(Seat.of(s), Tile.of(flower)));
  }

  /** Tells that {@code seat} declares ting (108-tile variant): with its discard, or before play. */
  protected void declareTing(Seat seat) {
    log.add(new TingDeclared(seat));
  }

  /** Moves {@code amount} points from {@code payer} to {@code payee}; nothing happens for 0. */
  protected void pay(int payer, int payee, int amount) {
    if (amount != 0) {
      points[payer] -= amount;
      points[payee] += amount;
      log.add(new Paid(Seat.of(payer), Seat.of(payee), amount));
    }
  }

  /** Each other player pays {@code amount} to {@code payee}. */
  protected void payEach(int payee, int amount) {
    for (int o = 0; o < SEATS; o++) {
      if (o != payee) {
        pay(o, payee, amount);
      }
    }
  }

  /** Ends the game: the outcome is fixed and the settlement is the last event. */
  final void end(GameOutcome.Kind kind, List<Win> wins, Optional<Seat> dealIn, Optional<Seat> offender, String reason) {
    List<Integer> pointList = List.of(points[0], points[1], points[2], points[3]);
    log.add(new Settled(pointList));
    outcome = new GameOutcome(kind, wins, dealIn, pointList, offender, reason, faults);
    pending = NoDecision.INSTANCE;
  }

  /** The whole state, hidden tiles and wall order included: two games in the same state print the same. */
  @Override
  public String toString() {
    StringBuilder sb = new StringBuilder(rules().variant().id()).append(" game, dealer ").append(dealer)
        .append(", prevalent ").append(prevalentWind).append(", wall ").append(wall.remaining()).append(": ");
    for (int t : wall.remainingOrder()) {
      sb.append(Tile.of(t).code()).append(' ');
    }
    for (int s = 0; s < SEATS; s++) {
      sb.append("\n  ").append(Seat.of(s)).append(": ").append(hands[s]).append(" melds ").append(melds.get(s))
          .append(" river ").append(Tiles.codes(rivers.get(s))).append(isTing(s) ? " TING" : "")
          .append(" flowers ").append(flowers[s]).append(" points ").append(points[s]);
    }
    return sb.append("\n  turn ").append(turn).append(" drawn ").append(drawn).append(replacementDraw ? " (replacement)" : "")
        .append(" punged ").append(punged).append(" chowed ").append(chowed).append(" from ").append(claimedFrom)
        .append(" announced ").append(announced)
        .append("\n  pending: ").append(pending).toString();
  }
}
