package org.mjarena.engine.play;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import org.apache.commons.rng.UniformRandomProvider;
import org.mjarena.engine.ClaimDecision;
import org.mjarena.engine.ClaimOptions;
import org.mjarena.engine.Decision;
import org.mjarena.engine.Fault;
import org.mjarena.engine.Game;
import org.mjarena.engine.GameOutcome;
import org.mjarena.engine.HandPrior;
import org.mjarena.engine.HiddenHand;
import org.mjarena.engine.NoDecision;
import org.mjarena.engine.Observation;
import org.mjarena.engine.ObservationTracker;
import org.mjarena.engine.OpeningDecision;
import org.mjarena.engine.RiverTile;
import org.mjarena.engine.Seat;
import org.mjarena.engine.TurnDecision;
import org.mjarena.engine.Win;
import org.mjarena.engine.Wind;
import org.mjarena.engine.action.ActionKind;
import org.mjarena.engine.action.AddedKong;
import org.mjarena.engine.action.Chow;
import org.mjarena.engine.action.Claim;
import org.mjarena.engine.action.ConcealedKong;
import org.mjarena.engine.action.Discard;
import org.mjarena.engine.action.Pass;
import org.mjarena.engine.action.TingDiscard;
import org.mjarena.engine.action.TurnAction;
import org.mjarena.engine.event.AddedKongDeclared;
import org.mjarena.engine.event.ClaimOffered;
import org.mjarena.engine.event.ClaimResolved;
import org.mjarena.engine.event.ConcealedKonged;
import org.mjarena.engine.event.Dealt;
import org.mjarena.engine.event.Discarded;
import org.mjarena.engine.event.Drew;
import org.mjarena.engine.event.Event;
import org.mjarena.engine.event.EventList;
import org.mjarena.engine.event.ExhaustiveDraw;
import org.mjarena.engine.event.Faulted;
import org.mjarena.engine.event.FlowerLaid;
import org.mjarena.engine.event.GameStarted;
import org.mjarena.engine.event.Melded;
import org.mjarena.engine.event.Paid;
import org.mjarena.engine.event.Sanctioned;
import org.mjarena.engine.event.Settled;
import org.mjarena.engine.event.TingDeclared;
import org.mjarena.engine.event.Won;
import org.mjarena.engine.hand.Hand;
import org.mjarena.engine.hand.Meld;
import org.mjarena.engine.hand.MeldKind;
import org.mjarena.engine.tile.Tile;
import org.mjarena.engine.tile.Tiles;
import org.mjarena.engine.wall.Wall;

/**
 * The play every variant shares: four seats dealt thirteen tiles each from a {@link Wall}; turns of
 * draw then discard or kong; claims on a discard resolved all at once by priority (win, then kong or
 * pung, then chow from the left player only); concealed, added and exposed kongs with replacement
 * draws; robbing an added kong; the game drawn when the next player cannot draw; the error sanction.
 * Everything that happens is appended to the game's event list as it happens.
 *
 * <p>A variant says what differs through the protected hooks: which hands win and how they are paid,
 * the payoffs of melds, extra turn actions (the 108-tile ting), the last-discard and kong conditions,
 * and flowers (MCR). A game starts in one of two ways. Dealt: the subclass constructor calls
 * {@link #dealHands()} and then starts play with {@link #draw(Seat, boolean)} or an opening decision.
 * Taken up from a sampled position ({@link #AbstractGame(Observation, Sample)}): the subclass restores
 * its own state and calls {@link #resume()}.
 */
public abstract class AbstractGame implements Game {
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
  /** How often {@link #sample} may redraw the hidden tiles to keep every ting player ready. */
  private static final int MAX_SAMPLE_TRIES = 1_000_000;
  /** One shared Optional per tile, for the drawn tile of turn decisions. */
  private static final List<Optional<Tile>> DRAWN_TILES = Tile.all().stream().map(Optional::of).toList();
  /** Slots of {@link #OFFERS} per tile, seat and discarder: pung (16), kong (8) and the chow mask (0-7). */
  private static final int OFFER_KINDS = 32;
  /**
   * The offers of a discard made most often, shared by all games as the frequent events are: for each
   * tile, seat, discarder and set of meld claims (pung, kong, chows) without a win, the options, the
   * event that tells them ({@link ClaimOffered#meldsOnly}) and the claim decision that asks that seat
   * alone. A 108-tile tsumogiri game makes about 21 offers, nearly all of them such. Filled as first
   * needed: threads that race make equal values, and any of them will do.
   */
  private static final Offer[] OFFERS = new Offer[Tile.KINDS * SEATS * SEATS * OFFER_KINDS];

  /** The undrawn tiles. */
  protected final Wall wall;
  /** The number of tile kinds in play: 27 without honours, 34 with. */
  protected final int kinds;
  /** The seat that deals and plays first. */
  protected final Seat dealer;
  /** The prevalent wind (East in the 108-tile variant, which has no winds). */
  protected final Wind prevalentWind;
  /** Each seat's concealed tiles: changed only through {@link #addTile} and {@link #removeTile}, or restored at once. */
  protected final Hand[] hands = new Hand[SEATS];
  /**
   * Each seat's {@link #winCandidates} as last worked out, valid while bit s of {@link #masksKnown} is
   * set: a seat's hand and melds change only on its own turns and claims, but it is asked about three
   * discards and one draw in every round.
   */
  private final long[] winMasks = new long[SEATS];
  /**
   * Each seat's tiles that it might claim from its left player (a win, a pung or kong, a chow) and from
   * the others (no chow), kept with {@link #winMasks}: one test per seat on each discard.
   */
  private final long[] claimsFromLeft = new long[SEATS];
  private final long[] claimsFromOthers = new long[SEATS];
  private int masksKnown;
  /**
   * True from a draw until a hand or melds change otherwise: the masks of the seat that drew are then
   * still those of its hand before the draw, which the discard of the tile drawn gives back, as most
   * turns do. That discard then keeps them instead of working them out again.
   */
  private boolean masksBeforeDraw;
  /** The shared offer {@link #claimOptions} gave last, so that a discard with one seat asked finds it again without a lookup. */
  private Offer lastOffer;
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
  private final EventList log;
  /** Each seat's follower of the log; made when the seat's observation is first asked for. */
  private final ObservationTracker.Follower[] followers = new ObservationTracker.Follower[SEATS];
  private List<Fault> faults = List.of();

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
  private int announced = NONE;
  /** Set while a draw lays flowers aside: the tile finally drawn then came from the back of the wall. */
  private boolean flowerReplaced;
  /** Set by a sampled game until {@link #resume()}: how play is taken up, and for whom the game was sampled. */
  private Resumption resumption;
  private Seat sampledFor;
  private GameOutcome outcome;

  /** A game about to be dealt from {@code wall}, with {@code kinds} tile kinds in play. */
  protected AbstractGame(Wall wall, int kinds, Seat dealer, Wind prevalentWind) {
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

  /**
   * A copy of {@code g}, its pending decision included (a turn decision copied into this game's own
   * {@link #turns}); the subclass copies its own state, and writes the turn decision again when the
   * decision asks the game (as the 108-tile ting discards do).
   */
  protected AbstractGame(AbstractGame g) {
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
   * A game taken up at the point {@code seen} was made, with the hidden tiles of {@code sample}: every
   * public fact comes from {@code seen}, the event list is {@code seen}'s history. The subclass then
   * restores its own state and calls {@link #resume()}.
   */
  protected AbstractGame(Observation seen, Sample sample) {
    wall = sample.wall;
    kinds = sample.kinds;
    dealer = seen.dealer();
    prevalentWind = seen.prevalentWind();
    sampledFor = seen.me();
    List<Event> history = seen.history();
    log = new EventList(history);
    List<Fault> recorded = new ArrayList<>();
    for (int s = 0; s < SEATS; s++) {
      Seat seat = Seat.of(s);
      hands[s] = sample.hands[s];
      melds.add(new ArrayList<>(sample.melds.get(s)));
      for (Meld m : sample.melds.get(s)) {
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
    resumption = takeUp(history, sample.randomTile);
    for (int s = 0; s < SEATS; s++) {
      Seat seat = Seat.of(s);
      Observation start = seat == sampledFor ? seen
          : seen.sampledFor(seat, hands[s].counts(), turn == seat && drawn != NONE ? drawnTile() : Optional.empty(),
              melds.get(s));
      followers[s] = new ObservationTracker.Follower(log, start, history.size());
    }
  }

  // ---------------------------------------------------------------- hooks

  /**
   * True when seat s may win on tile t: drawn ({@code selfDrawn}), or discarded by {@link #turn}, or
   * being added to a kong by {@link #turn} ({@code robbing}). Called with t not yet in the hand. The
   * default is the shape alone
   * (four sets and a pair, or seven pairs).
   */
  protected boolean canWin(int s, int t, boolean selfDrawn, boolean robbing) {
    return (hands[s].winningTiles() >>> t & 1) != 0;
  }

  /**
   * The tiles seat s might win on, as a mask: every tile for which {@link #canWin} may be true of its
   * hand and melds as they are (drawn, discarded or robbed), and maybe more. It is asked again only
   * after the hand or the melds changed. The default is the shape alone, which is what the default
   * {@link #canWin} tests.
   */
  protected long winCandidates(int s) {
    return hands[s].winningTiles();
  }

  /**
   * Scores seat s's win on tile t. For a self-drawn win the tile is already in the hand; otherwise it
   * is not.
   */
  protected abstract Win score(int s, int t, boolean selfDrawn, Optional<Seat> from, boolean robbing);

  /** Makes the payments of one win (the game then ends). */
  protected abstract void payWin(Win win);

  /** Called after a meld is made (for immediate payoffs); {@code sameTurnAsPung} for an added kong made right after its pung. */
  protected void afterMeld(int s, Meld meld, boolean sameTurnAsPung) {}

  /** Called after seat s discards t, before the others are asked about it. */
  protected void afterDiscard(int s, int t, boolean declaresTing) {}

  /** What discards may declare ting this turn (only the 108-tile variant has ting); empty by default. */
  protected Optional<TurnDecision.TingDiscards> tingDiscards(boolean afterDraw) {
    return Optional.empty();
  }

  /** True when a win on seat o's robbing of a kong is mandatory (a 108-tile ting player's automatic win). */
  protected boolean mustWin(int o) {
    return false;
  }

  /** True when a player of this seat has declared ting. */
  protected boolean isTing(int s) {
    return false;
  }

  /** Whether several players may win on one discard. */
  protected abstract boolean multipleWinners();

  /** Whether an added kong may be robbed. */
  protected abstract boolean robAddedKongs();

  /** Whether chow and pung may be claimed on the last discard (a win always may, a kong never). */
  protected abstract boolean claimsOnLastDiscard();

  /** Whether the claimant of a pung may add the fourth tile at once (108-tile rule). */
  protected boolean pungThenKongSameTurn() {
    return false;
  }

  /** What the offender pays each other player under the error sanction. */
  protected abstract int errorPenaltyEach();

  /** The seats asked before play whether to declare ting on their dealt tiles (108-tile 天听); none by default. */
  protected List<Seat> openingSeats() {
    return List.of();
  }

  /**
   * True when {@code seat} may declare a concealed or added kong on its turn: a replacement tile must be
   * there for it.
   */
  protected boolean canKongOnTurn(Seat seat) {
    return wall.canDraw(seat);
  }

  /**
   * True when {@code seat} may claim a discard for an exposed kong, on a discard that allows melds (not
   * the last one): its replacement tile must be there for it. Nothing else refuses it, in any variant
   * or wall: on Botzone's duplicate wall (mcr-botzone.md section 4, step 4) an exposed kong is refused
   * when the claimant's own block is empty, or when the discarder's right neighbour's block is, which
   * makes the discard the last; the claimant's right neighbour's block, which a kong on one's turn
   * needs ({@link #canKongOnTurn}), does not count.
   */
  protected final boolean canExposedKong(Seat seat) {
    return wall.canDraw(seat);
  }

  /**
   * True when the discard {@code from} just made is the last one: the next player cannot draw. With
   * per-seat blocks the rules files' "wall empty" is read as the next player's own block being empty,
   * as on Botzone; other blocks may still hold tiles.
   */
  protected boolean isLastDiscard(Seat from) {
    return !wall.canDraw(from.next());
  }

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

  // ---------------------------------------------------------------- game

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

  /** Asks the opening question when the variant has one for some seat, else the dealer draws. */
  protected void startPlay() {
    List<Seat> asked = openingSeats();
    if (asked.isEmpty()) {
      draw(dealer, false);
    } else {
      pending = new OpeningDecision(asked);
    }
  }

  /** Draws for {@code seat} and makes it its turn; with no tile left the game is drawn. */
  protected void draw(Seat seat, boolean replacement) {
    flowerReplaced = false;
    int t = nextTile(seat, replacement);
    if (t == NONE) {
      log.add(ExhaustiveDraw.INSTANCE);
      end(GameOutcome.Kind.DRAW, List.of(), Optional.empty(), Optional.empty(), "");
      return;
    }
    turn = seat;
    drawn = t;
    replacementDraw = replacement;
    punged = NONE;
    chowed = NONE;
    log.addDraw(seat, t, replacement || flowerReplaced);
    // The hand before the draw knows its winning tiles (usually already worked out for the others' discards).
    boolean winning = (winMask(seat.index()) >>> t & 1) != 0 && canWin(seat.index(), t, true, false);
    addTile(seat.index(), t);
    masksBeforeDraw = true;
    pending = turnDecision(winning);
  }

  /**
   * The legal actions of the player to move: after a draw, the win (when {@code canWin}), concealed
   * and added kongs and any discard; after a chow or pung, any discard (and, where the variant allows
   * it, the kong of the tile just punged).
   */
  protected TurnDecision turnDecision(boolean canWin) {
    int s = turn.index();
    Hand hand = hands[s];
    boolean kongOk = canKongOnTurn(turn);
    if (drawn == NONE) {
      long added = punged != NONE && pungThenKongSameTurn() && hand.count(punged) > 0 && kongOk ? 1L << punged : 0;
      return turns.write(turn, Optional.empty(), false, hand.heldMask(), 0, added, tingDiscards(false));
    }
    long concealed = kongOk ? hand.quadMask() : 0;
    long added = kongOk ? hand.heldMask() & pungs[s] : 0;
    return turns.write(turn, drawnTile(), canWin, hand.heldMask(), concealed, added, tingDiscards(true));
  }

  /** The tile just drawn, as a shared Optional (no allocation on the hot path). */
  protected Optional<Tile> drawnTile() {
    return DRAWN_TILES.get(drawn);
  }

  @Override
  public void apply(TurnAction action) {
    if (!(pending instanceof TurnDecision decision)) {
      throw new IllegalStateException("no turn is pending: " + pending);
    }
    if (!decision.isLegal(action)) {
      throw new IllegalArgumentException(action + " is not legal for " + turn + "; legal: " + decision.legal());
    }
    int s = turn.index();
    switch (action.kind()) {
      case SELF_DRAWN_WIN -> {
        Win win = score(s, drawn, true, Optional.empty(), false);
        log.add(new Won(win));
        payWin(win);
        end(GameOutcome.Kind.WIN, List.of(win), Optional.empty(), Optional.empty(), "");
      }
      case DISCARD -> discard(s, ((Discard) action).tile().index(), false);
      case TING_DISCARD -> discard(s, ((TingDiscard) action).tile().index(), true);
      case CONCEALED_KONG -> {
        int t = ((ConcealedKong) action).tile().index();
        for (int k = 0; k < 4; k++) {
          removeTile(s, t);
        }
        Meld meld = new Meld(MeldKind.CONCEALED_KONG, Tile.of(t), Tile.of(t), turn);
        addMeld(s, meld);
        log.add(new ConcealedKonged(turn, Optional.of(Tile.of(t))));
        afterMeld(s, meld, false);
        draw(turn, true);
      }
      case ADDED_KONG -> addedKong(s, ((AddedKong) action).tile().index());
      default -> throw new IllegalArgumentException("not a turn action: " + action);
    }
  }

  private void discard(int s, int t, boolean declaresTing) {
    boolean handAsBeforeDraw = masksBeforeDraw && t == drawn;
    removeTile(s, t);
    if (handAsBeforeDraw) {
      masksKnown |= 1 << s;
    }
    rivers.get(s).add(Tile.of(t));
    log.addDiscard(turn, t, t == drawn);
    if (declaresTing) {
      declareTing(turn);
    }
    afterDiscard(s, t, declaresTing);
    drawn = NONE;
    punged = NONE;
    chowed = NONE;
    offerDiscard(t);
  }

  /** Asks the others about a discard; with nothing to claim, the next player draws. */
  private void offerDiscard(int t) {
    Seat from = turn;
    boolean last = isLastDiscard(from);
    boolean meldsAllowed = !last || claimsOnLastDiscard();
    int second = (from.index() + 1) & 3;
    int third = (from.index() + 2) & 3;
    int fourth = (from.index() + 3) & 3;
    ClaimOptions a = mayClaim(second, t, meldsAllowed, true) ? claimOptions(Seat.of(second), t, from, last) : null;
    ClaimOptions b = mayClaim(third, t, meldsAllowed, false) ? claimOptions(Seat.of(third), t, from, last) : null;
    ClaimOptions c = mayClaim(fourth, t, meldsAllowed, false) ? claimOptions(Seat.of(fourth), t, from, last) : null;
    if (a == null && b == null && c == null) {
      draw(Seat.of(second), false);
      return;
    }
    ClaimOptions alone = b == null && c == null ? a : a == null && c == null ? b : a == null && b == null ? c : null;
    // The options are shared exactly when they are those of the last shared offer (the same object).
    Offer shared = alone != null && lastOffer != null && lastOffer.options == alone ? lastOffer : null;
    if (shared != null && (resumption == null || alone.seat() != sampledFor)) {
      log.addMeldOffer(alone.seat(), t, from, shared.canPung, shared.canKong, shared.chowMask);
      pending = shared.alone;
    } else {
      offer(new ClaimDecision(Tile.of(t), from, false, listOf(a, b, c)));
    }
  }

  /** Makes a claim decision pending and tells each seat asked what it may claim. */
  private void offer(ClaimDecision decision) {
    List<ClaimOptions> asked = decision.asked();
    for (int i = 0; i < asked.size(); i++) {
      // A sampled game is taken up with its seat's own offer already in the history.
      if (resumption == null || asked.get(i).seat() != sampledFor) {
        log.add(new ClaimOffered(asked.get(i)));
      }
    }
    pending = decision;
  }

  /** A shared offer: the options, the claim decision asking their seat alone, and its event's pung, kong and chows. */
  private record Offer(ClaimOptions options, ClaimDecision alone, boolean canPung, boolean canKong, int chowMask) {}

  /** The shared options of a meld claim without a win (see {@link #OFFERS}), kept as {@link #lastOffer}. */
  private ClaimOptions sharedOptions(Seat seat, int t, Seat from, boolean canPung, boolean canKong, int chowMask) {
    int slot = offerSlot(t, seat, from, canPung, canKong, chowMask);
    Offer o = OFFERS[slot];
    if (o == null) {
      ClaimOptions options = ClaimOffered.meldsOnly(seat, Tile.of(t), from, canPung, canKong, chowMask).options();
      o = new Offer(options, new ClaimDecision(Tile.of(t), from, false, List.of(options)), canPung, canKong, chowMask);
      OFFERS[slot] = o;
    }
    lastOffer = o;
    return o.options;
  }

  private static int offerSlot(int t, Seat seat, Seat from, boolean canPung, boolean canKong, int chowMask) {
    return ((t * SEATS + seat.index()) * SEATS + from.index()) * OFFER_KINDS + (canPung ? 16 : 0) + (canKong ? 8 : 0)
        + chowMask;
  }

  /**
   * False when seat o surely has nothing to claim of tile t just discarded: t is not among its
   * {@link #winCandidates} and, where melds are allowed, it holds fewer than two of t and (the next
   * seat only) no two tiles that make a chow with t. One mask test in front of {@link #claimOptions},
   * which most discards then never reach.
   */
  private boolean mayClaim(int o, int t, boolean meldsAllowed, boolean next) {
    knowMasks(o);
    long claimable = !meldsAllowed ? winMasks[o] : next ? claimsFromLeft[o] : claimsFromOthers[o];
    return (claimable >>> t & 1) != 0;
  }

  /** Seat s's {@link #winCandidates}, worked out again only after its hand or melds changed. */
  private long winMask(int s) {
    knowMasks(s);
    return winMasks[s];
  }

  /** Works out seat s's {@link #winMasks} and claim masks again when its hand or melds changed since. */
  private void knowMasks(int s) {
    if ((masksKnown >>> s & 1) == 0) {
      long win = winCandidates(s);
      Hand hand = hands[s];
      winMasks[s] = win;
      claimsFromOthers[s] = win | hand.pairMask();
      claimsFromLeft[s] = win | hand.pairMask() | hand.chowTiles();
      masksKnown |= 1 << s;
    }
  }

  /**
   * What {@code seat} may claim of tile t discarded by {@code from}, or null when nothing: a win; a
   * pung and, for the next seat only, chows, unless this is the {@code last} discard and the variant
   * allows no melds on it ({@link #claimsOnLastDiscard()}); an exposed kong (with a replacement
   * available), never on the last discard: both rules files let the last discard be won on but not
   * konged (108-tile section 4, MCR section 4), and with per-seat blocks the konger may still have a
   * replacement in its own block, so the replacement alone does not settle it.
   */
  protected ClaimOptions claimOptions(Seat seat, int t, Seat from, boolean last) {
    int o = seat.index();
    Hand hand = hands[o];
    int held = hand.count(t);
    // The win candidates are known here (the discard was tested against them): a cheap first test.
    boolean canWin = held < 4 && (winMask(o) >>> t & 1) != 0 && canWin(o, t, false, false);
    boolean canPung = false;
    boolean canKong = !last && held == 3 && canExposedKong(seat);
    int chowMask = 0;
    if (!last || claimsOnLastDiscard()) {
      canPung = held >= 2;
      if (seat == from.next()) {
        chowMask = chowMask(hand, t);
      }
    }
    if (!canWin && !canPung && !canKong && chowMask == 0) {
      return null;
    }
    if (!canWin) {
      return sharedOptions(seat, t, from, canPung, canKong, chowMask);
    }
    return new ClaimOptions(seat, Tile.of(t), from, false, true, mustWin(o), canPung, canKong, chowMask);
  }

  /** The options that are not null, in order, as an immutable list; at least one is not null. */
  private static List<ClaimOptions> listOf(ClaimOptions a, ClaimOptions b, ClaimOptions c) {
    if (a == null) {
      return b == null ? List.of(c) : c == null ? List.of(b) : List.of(b, c);
    }
    if (b == null) {
      return c == null ? List.of(a) : List.of(a, c);
    }
    return c == null ? List.of(a, b) : List.of(a, b, c);
  }

  /** Bit i: the chow whose lowest tile is t - 2 + i is possible with this hand; honours form no chows. */
  protected static int chowMask(Hand hand, int t) {
    if (t >= Tile.NUMBERED_KINDS) {
      return 0;
    }
    int p = t % 9;
    // The suit's nine positions with t among them; bit j of runs: positions j, j + 1 and j + 2 all held.
    int suit = (int) ((hand.heldMask() | 1L << t) >>> (t - p)) & 0x1FF;
    int runs = suit & suit >>> 1 & suit >>> 2;
    return (p >= 2 ? runs >>> (p - 2) : runs << (2 - p)) & 7;
  }

  /** Announces an added kong; the others may rob it, and if nobody can, it is made and a replacement drawn. */
  private void addedKong(int s, int t) {
    removeTile(s, t);
    announced = t;
    log.add(new AddedKongDeclared(turn, Tile.of(t)));
    offerAddedKong(s, t);
  }

  private void offerAddedKong(int s, int t) {
    if (robAddedKongs()) {
      ClaimOptions a = robbingOptions(Seat.of((s + 1) & 3), t);
      ClaimOptions b = robbingOptions(Seat.of((s + 2) & 3), t);
      ClaimOptions c = robbingOptions(Seat.of((s + 3) & 3), t);
      if (a != null || b != null || c != null) {
        drawn = NONE;
        offer(new ClaimDecision(Tile.of(t), turn, true, listOf(a, b, c)));
        return;
      }
    }
    completeAddedKong(s, t, punged == t);
  }

  /** What {@code seat} may answer to tile t being added to a kong: the win only, or null when it cannot. */
  private ClaimOptions robbingOptions(Seat seat, int t) {
    int o = seat.index();
    return canWin(o, t, false, true) ? new ClaimOptions(seat, Tile.of(t), turn, true, true, mustWin(o), false, false, 0) : null;
  }

  private void completeAddedKong(int s, int t, boolean sameTurnAsPung) {
    List<Meld> own = melds.get(s);
    for (int i = 0; i < own.size(); i++) {
      Meld m = own.get(i);
      if (m.kind() == MeldKind.PUNG && m.tile().index() == t) {
        Meld kong = m.withKind(MeldKind.ADDED_KONG);
        own.set(i, kong);
        announced = NONE;
        pungs[s] &= ~(1L << t);
        log.add(new Melded(turn, kong));
        afterMeld(s, kong, sameTurnAsPung);
        draw(turn, true);
        return;
      }
    }
    throw new IllegalStateException(turn + " has no pung of " + Tile.of(t) + " to add to");
  }

  // ---------------------------------------------------------------- claims

  /** The claim decision pending; throws IllegalStateException when none is. */
  protected final ClaimDecision pendingClaims() {
    if (!(pending instanceof ClaimDecision decision)) {
      throw new IllegalStateException("no claim decision is pending: " + pending);
    }
    return decision;
  }

  /** Every answer is checked, in turn order after the discarder: the first faulty one is the offender's. */
  @Override
  public Optional<Seat> offender(Claim[] bySeat) {
    for (ClaimOptions o : pendingClaims().asked()) {
      Claim c = bySeat[o.seat().index()];
      if (c == null || !o.isLegal(c)) {
        return Optional.of(o.seat());
      }
    }
    return Optional.empty();
  }

  @Override
  public void resolve(Claim[] bySeat) {
    ClaimDecision decision = pendingClaims();
    List<ClaimOptions> asked = decision.asked(); // indexed loops below: this runs after most discards
    boolean allPassed = true;
    for (int i = 0; i < asked.size(); i++) {
      ClaimOptions o = asked.get(i);
      Claim c = bySeat[o.seat().index()];
      if (c == null || !o.isLegal(c)) {
        throw new IllegalArgumentException(c + " is not legal for " + o.seat() + "; legal: " + o.legal());
      }
      allPassed &= c.kind() == ActionKind.PASS;
    }
    int t = decision.tile().index();
    Seat from = decision.from();
    if (allPassed) {
      // What most claim decisions come to: the tile goes by (the Resolution below says the same, at more cost).
      log.addAllPassed(decision.tile(), from, decision.robbing());
      if (decision.robbing()) {
        completeAddedKong(from.index(), t, punged == t);
      } else {
        draw(from.next(), false);
      }
      return;
    }
    Resolution r = new Resolution(decision, bySeat, multipleWinners());
    log.add(r.event());
    if (r.winners != null) {
      List<Win> wins = new ArrayList<>(r.winners.size());
      for (Seat w : r.winners) {
        wins.add(score(w.index(), t, false, Optional.of(from), decision.robbing()));
      }
      for (Win w : wins) {
        log.add(new Won(w));
        payWin(w);
      }
      end(GameOutcome.Kind.WIN, wins, Optional.of(from), Optional.empty(), "");
      return;
    }
    if (decision.robbing()) {
      completeAddedKong(from.index(), t, punged == t);
      return;
    }
    if (r.taker == null) {
      draw(from.next(), false);
      return;
    }
    Seat seat = r.taker;
    int s = seat.index();
    Claim c = bySeat[s];
    if (c.kind() == ActionKind.EXPOSED_KONG) {
      takeDiscard(from, s, t, 3);
      Meld meld = new Meld(MeldKind.EXPOSED_KONG, Tile.of(t), Tile.of(t), from);
      claimMeld(s, meld);
      draw(seat, true);
    } else if (c.kind() == ActionKind.PUNG) {
      takeDiscard(from, s, t, 2);
      claimMeld(s, new Meld(MeldKind.PUNG, Tile.of(t), Tile.of(t), from));
      startClaimTurn(seat, from, t, NONE);
    } else {
      Chow chow = (Chow) c;
      int low = chow.lowest().index();
      rivers.get(from.index()).remove(rivers.get(from.index()).size() - 1);
      for (int k = low; k < low + 3; k++) {
        if (k != t) {
          removeTile(s, k);
        }
      }
      claimMeld(s, new Meld(MeldKind.CHOW, chow.lowest(), Tile.of(t), from));
      startClaimTurn(seat, from, NONE, t);
    }
  }

  private void claimMeld(int s, Meld meld) {
    addMeld(s, meld);
    log.add(new Melded(Seat.of(s), meld));
    afterMeld(s, meld, false);
  }

  /**
   * How one set of answers to a claim decision is resolved: the winners by priority (every claimed
   * win when several may win, else the first in turn order), else the one pung or kong, else the chow.
   */
  private static final class Resolution {
    final List<Seat> winners;
    final Seat taker;
    final ClaimResolved.Resolution why;
    private final ClaimDecision decision;
    private final Claim[] bySeat;

    Resolution(ClaimDecision decision, Claim[] bySeat, boolean multipleWinners) {
      this.decision = decision;
      this.bySeat = bySeat;
      List<ClaimOptions> asked = decision.asked();
      List<Seat> won = null;
      int wins = 0;
      Seat meld = null;
      Seat chow = null;
      int claims = 0;
      for (int i = 0; i < asked.size(); i++) {
        Seat seat = asked.get(i).seat();
        ActionKind k = bySeat[seat.index()].kind();
        if (k == ActionKind.PASS) {
          continue;
        }
        claims++;
        if (k == ActionKind.CLAIM_WIN) {
          wins++;
          if (won == null || multipleWinners) {
            if (won == null) {
              won = new ArrayList<>(3);
            }
            won.add(seat);
          }
        } else if (k == ActionKind.CHOW) {
          chow = seat;
        } else {
          meld = seat;
        }
      }
      winners = won;
      taker = won != null ? null : meld != null ? meld : chow;
      if (claims == 0) {
        why = ClaimResolved.Resolution.ALL_PASSED;
      } else if (claims == 1) {
        why = ClaimResolved.Resolution.ONLY_CLAIM;
      } else if (wins > 1) {
        why = multipleWinners ? ClaimResolved.Resolution.SEVERAL_WINNERS : ClaimResolved.Resolution.FIRST_IN_TURN_ORDER;
      } else if (wins == 1) {
        why = ClaimResolved.Resolution.WIN_BEATS_MELD;
      } else {
        why = ClaimResolved.Resolution.PUNG_OR_KONG_BEATS_CHOW;
      }
    }

    ClaimResolved event() {
      if (why == ClaimResolved.Resolution.ALL_PASSED) {
        return ClaimResolved.allPassed(decision.tile(), decision.from(), decision.robbing());
      }
      Claim[] answers = {Pass.INSTANCE, Pass.INSTANCE, Pass.INSTANCE, Pass.INSTANCE};
      List<ClaimOptions> asked = decision.asked();
      for (int i = 0; i < asked.size(); i++) {
        int s = asked.get(i).seat().index();
        answers[s] = bySeat[s];
      }
      List<Seat> takers = winners != null ? winners : taker != null ? List.of(taker) : List.of();
      return new ClaimResolved(decision.tile(), decision.from(), decision.robbing(), List.of(answers), takers, why);
    }
  }

  private void takeDiscard(Seat from, int s, int t, int fromHand) {
    List<Tile> river = rivers.get(from.index());
    river.remove(river.size() - 1);
    for (int k = 0; k < fromHand; k++) {
      removeTile(s, t);
    }
  }

  private void startClaimTurn(Seat seat, Seat from, int pungedTile, int chowedTile) {
    turn = seat;
    drawn = NONE;
    replacementDraw = false;
    punged = pungedTile;
    chowed = chowedTile;
    claimedFrom = from;
    pending = turnDecision(false);
  }

  /** Ends the opening decision: the seats' declarations are made and the dealer draws. */
  protected void afterOpening() {
    draw(dealer, false);
  }

  @Override
  public void fault(Fault fault) {
    if (outcome != null) {
      throw new IllegalStateException("the game is already over");
    }
    addFault(fault);
    log.add(new Faulted(fault));
  }

  @Override
  public void sanction(Fault fault) {
    if (outcome != null) {
      throw new IllegalStateException("the game is already over");
    }
    Seat offender = fault.seat();
    addFault(fault);
    log.add(new Sanctioned(fault));
    for (int o = 0; o < SEATS; o++) {
      if (o != offender.index()) {
        pay(offender.index(), o, errorPenaltyEach());
      }
    }
    end(GameOutcome.Kind.SANCTION, List.of(), Optional.empty(), Optional.of(offender), fault.reason());
  }

  private void addFault(Fault fault) {
    List<Fault> more = new ArrayList<>(faults);
    more.add(fault);
    faults = List.copyOf(more);
  }

  // ---------------------------------------------------------------- bookkeeping

  /** Seat s takes tile t into its concealed hand. */
  protected final void addTile(int s, int t) {
    hands[s].add(t);
    masksKnown &= ~(1 << s);
    masksBeforeDraw = false;
  }

  /** Seat s gives up tile t from its concealed hand. */
  protected final void removeTile(int s, int t) {
    hands[s].remove(t);
    masksKnown &= ~(1 << s);
    masksBeforeDraw = false;
  }

  /** Adds a meld to seat s; a pung becomes a candidate for an added kong. */
  protected void addMeld(int s, Meld meld) {
    melds.get(s).add(meld);
    markPung(s, meld);
    masksKnown &= ~(1 << s);
    masksBeforeDraw = false;
  }

  /** Marks a pung of seat s as a candidate for an added kong. */
  private void markPung(int s, Meld meld) {
    if (meld.kind() == MeldKind.PUNG) {
      pungs[s] |= 1L << meld.tile().index();
    }
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
  private void end(GameOutcome.Kind kind, List<Win> wins, Optional<Seat> dealIn, Optional<Seat> offender, String reason) {
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

  // ---------------------------------------------------------------- sampled positions

  /**
   * The hidden part of a position drawn for {@link #AbstractGame(Observation, Sample)}.
   *
   * @param kinds      the tile kinds in play
   * @param hands      every seat's concealed tiles: the observer's own, the others drawn
   * @param melds      every seat's melds: the observer's view, plus the others' face-down kongs drawn
   * @param wall       the undrawn tiles in a drawn order, with the observed size (of each block)
   * @param randomTile picks which of a seat's tiles is the one it just drew, when that is hidden
   */
  protected record Sample(int kinds, Hand[] hands, List<List<Meld>> melds, Wall wall, TilePicker randomTile) {}

  /** Picks one tile of a hand. */
  @FunctionalInterface
  protected interface TilePicker {
    /** One of the tiles of {@code hand}, each tile (not each kind) as likely. */
    int pick(Hand hand);
  }

  /** Whether a drawn hand keeps a seat's public facts: a 108-tile ting player's hand must be ready. */
  @FunctionalInterface
  protected interface Keeps {
    /** True when seat s may hold {@code hand}; {@code noMelds} when the seat has no meld. */
    boolean keeps(int s, Hand hand, boolean noMelds);
  }

  /**
   * Draws the tiles {@code seen}'s seat cannot see: each other seat's face-down kongs (a kind of which
   * four are unseen, each such kind as likely), then one uniform shuffle of the remaining unseen tiles,
   * dealt to the other seats' hands and then the wall (block by block with per-seat blocks). The whole
   * shuffle is drawn again while a seat's hand fails {@code keeps}.
   *
   * @throws IllegalArgumentException when no draw keeps the public facts (an inconsistent observation)
   */
  protected static Sample sample(Observation seen, int kinds, UniformRandomProvider rng, Keeps keeps) {
    Seat me = seen.me();
    int[] unseen = seen.unseen();
    List<List<Meld>> melds = hiddenKongs(seen, kinds, unseen, rng);
    int[] pool = pool(unseen, kinds);
    List<Integer> unlaid = unlaidFlowers(seen, kinds);
    for (int tries = 0; tries < MAX_SAMPLE_TRIES; tries++) {
      shuffle(pool, rng);
      Hand[] hands = new Hand[SEATS];
      int next = 0;
      boolean kept = true;
      for (Seat seat : Seat.all()) {
        int s = seat.index();
        if (seat == me) {
          hands[s] = ownHand(seen, kinds);
          continue;
        }
        hands[s] = new Hand();
        for (int k = 0; k < seen.handSize(seat); k++) {
          hands[s].add(pool[next++]);
        }
        kept &= keeps.keeps(s, hands[s], melds.get(s).isEmpty());
      }
      if (kept) {
        return new Sample(kinds, hands, melds, wallOf(seen, wallTiles(pool, next, unlaid, rng)), hand -> pickTile(hand, rng));
      }
    }
    throw new IllegalArgumentException("no hidden tiles keep the public facts of " + seen);
  }

  /**
   * Draws the tiles {@code seen}'s seat cannot see one seat at a time, for {@link
   * org.mjarena.engine.Rules#sampleConsistent(Observation, UniformRandomProvider, HandPrior)}: the
   * face-down kongs as {@link #sample} draws them, then each other seat's hand, a uniform draw without
   * replacement from the unseen tiles the seats before it left, drawn again until it keeps the seat's
   * public facts and is kept by {@code prior} (after {@link HandPrior#TRIES} refusals by the prior
   * alone, the prior is no longer asked for that seat); then the wall, the tiles left in a uniform order.
   * When the seats drawn first leave a later seat no hand that keeps its public facts within {@value
   * #SEAT_FACT_TRIES} draws (two 108-tile ting players that need the same last tiles), the draw starts
   * again with the seats in another order, up to {@value #SEAT_ORDER_RESTARTS} times.
   *
   * @throws IllegalArgumentException when no order of the seats gave every seat a hand that keeps its facts
   */
  protected static Sample sample(Observation seen, int kinds, UniformRandomProvider rng, Keeps keeps, HandPrior prior) {
    Seat me = seen.me();
    List<Seat> others = new ArrayList<>(SEATS - 1);
    for (Seat seat : Seat.all()) {
      if (seat != me) {
        others.add(seat);
      }
    }
    for (int restart = 0; restart < SEAT_ORDER_RESTARTS; restart++) {
      int[] unseen = seen.unseen();
      List<List<Meld>> melds = hiddenKongs(seen, kinds, unseen, rng);
      int[] pool = pool(unseen, kinds);
      Hand[] hands = new Hand[SEATS];
      hands[me.index()] = ownHand(seen, kinds);
      int next = 0;
      for (int i = 0; i < others.size() && next >= 0; i++) {
        Seat seat = others.get((i + restart) % others.size());
        int size = seen.handSize(seat);
        Hand hand = drawHand(seat, size, pool, next, melds.get(seat.index()).isEmpty(), rng, keeps, prior);
        hands[seat.index()] = hand;
        next = hand == null ? -1 : next + size;
      }
      if (next >= 0) {
        return new Sample(kinds, hands, melds, wallOf(seen, wallTiles(pool, next, unlaidFlowers(seen, kinds), rng)),
            hand -> pickTile(hand, rng));
      }
    }
    throw new IllegalArgumentException("no hidden hands keep the public facts, a seat at a time, of " + seen);
  }

  /** Restarts of {@link #sample(Observation, int, UniformRandomProvider, Keeps, HandPrior)} before it falls back. */
  private static final int SEAT_ORDER_RESTARTS = 6;
  /** Draws of one seat's hand that fail its public facts before a restart. */
  private static final int SEAT_FACT_TRIES = 20_000;

  /**
   * One seat's hand drawn from {@code pool[next..]} (a partial shuffle that leaves the hand at
   * {@code pool[next..next + size)}), kept by {@code keeps} and {@code prior}; null when no draw keeps the
   * public facts within {@value #SEAT_FACT_TRIES} tries.
   */
  private static Hand drawHand(Seat seat, int size, int[] pool, int next, boolean noMelds, UniformRandomProvider rng,
      Keeps keeps, HandPrior prior) {
    int refused = 0;
    for (int tries = 0; tries < SEAT_FACT_TRIES; tries++) {
      Hand hand = new Hand();
      for (int i = next; i < next + size; i++) {
        int j = i + rng.nextInt(pool.length - i);
        int x = pool[j];
        pool[j] = pool[i];
        pool[i] = x;
        hand.add(x);
      }
      if (!keeps.keeps(seat.index(), hand, noMelds)) {
        continue;
      }
      if (refused >= HandPrior.TRIES) {
        return hand;
      }
      double p = prior.accept(seat, hand);
      if (p >= 1 || rng.nextDouble() < p) {
        return hand;
      }
      refused++;
    }
    return null;
  }

  /** Every seat's melds as the observer sees them, with each other seat's face-down kongs drawn (and taken from {@code unseen}). */
  private static List<List<Meld>> hiddenKongs(Observation seen, int kinds, int[] unseen, UniformRandomProvider rng) {
    List<List<Meld>> melds = new ArrayList<>(SEATS);
    for (Seat seat : Seat.all()) {
      List<Meld> own = new ArrayList<>(seen.melds(seat));
      if (seat != seen.me()) {
        for (int k = 0; k < seen.concealedKongs(seat); k++) {
          int t = HiddenHand.drawKongKind(unseen, kinds, rng);
          unseen[t] -= 4;
          own.add(new Meld(MeldKind.CONCEALED_KONG, Tile.of(t), Tile.of(t), seat));
        }
      }
      melds.add(own);
    }
    return melds;
  }

  /** The unseen tiles, one entry per tile. */
  private static int[] pool(int[] unseen, int kinds) {
    int n = 0;
    for (int t = 0; t < kinds; t++) {
      n += unseen[t];
    }
    int[] pool = new int[n];
    for (int t = 0, i = 0; t < kinds; t++) {
      for (int k = 0; k < unseen[t]; k++) {
        pool[i++] = t;
      }
    }
    return pool;
  }

  /** The flowers not yet laid aside, which are in the wall: the set has wallSize - 4 * kinds of them. */
  private static List<Integer> unlaidFlowers(Observation seen, int kinds) {
    int flowerCount = ((GameStarted) seen.history().get(0)).wallSize() - 4 * kinds;
    boolean[] laid = new boolean[flowerCount];
    for (Event e : seen.history()) {
      if (e instanceof FlowerLaid f) {
        laid[f.flower().number() - 1] = true;
      }
    }
    List<Integer> unlaid = new ArrayList<>();
    for (int f = 0; f < flowerCount; f++) {
      if (!laid[f]) {
        unlaid.add(Tile.KINDS + f);
      }
    }
    return unlaid;
  }

  /** The observer's own concealed tiles. */
  private static Hand ownHand(Observation seen, int kinds) {
    Hand hand = new Hand();
    int[] own = seen.concealed();
    for (int t = 0; t < kinds; t++) {
      for (int k = 0; k < own[t]; k++) {
        hand.add(t);
      }
    }
    return hand;
  }

  /** The wall: the pool's tiles from {@code next} on and the flowers not yet laid aside, in one uniform order. */
  private static int[] wallTiles(int[] pool, int next, List<Integer> unlaid, UniformRandomProvider rng) {
    int[] wallTiles = Arrays.copyOf(Arrays.copyOfRange(pool, next, pool.length), pool.length - next + unlaid.size());
    for (int f = 0; f < unlaid.size(); f++) {
      wallTiles[pool.length - next + f] = unlaid.get(f);
    }
    shuffle(wallTiles, rng);
    return wallTiles;
  }

  private static void shuffle(int[] tiles, UniformRandomProvider rng) {
    for (int i = tiles.length - 1; i > 0; i--) {
      int j = rng.nextInt(i + 1);
      int x = tiles[i];
      tiles[i] = tiles[j];
      tiles[j] = x;
    }
  }

  private static Wall wallOf(Observation seen, int[] tiles) {
    if (!seen.perSeatBlocks()) {
      return Wall.sharedRemaining(tiles);
    }
    int[][] blocks = new int[SEATS][];
    int at = 0;
    for (Seat seat : Seat.all()) {
      int n = seen.wallRemaining(seat);
      blocks[seat.index()] = Arrays.copyOfRange(tiles, at, at + n);
      at += n;
    }
    if (at != tiles.length) {
      throw new IllegalStateException(tiles.length + " unseen tiles for blocks of " + at + " in " + seen);
    }
    return Wall.blocksRemaining(blocks);
  }

  private static int pickTile(Hand hand, UniformRandomProvider rng) {
    int pick = rng.nextInt(hand.size());
    for (int t = 0; ; t++) {
      pick -= hand.count(t);
      if (pick < 0) {
        return t;
      }
    }
  }

  /** How a sampled game takes up play. */
  private enum Resumption { TURN_AFTER_DRAW, TURN_AFTER_CLAIM, OFFER_DISCARD, OFFER_ROB, OPENING }

  /**
   * Works out from the history where play stands: the last event that moved play (a draw, a claimed
   * meld, a discard, an added kong, or the deal) and the turn state it left.
   */
  private Resumption takeUp(List<Event> history, TilePicker randomTile) {
    int i = history.size() - 1;
    while (i >= 0 && isAfterword(history.get(i))) {
      i--;
    }
    if (i < 0) {
      throw new IllegalArgumentException("an observation with no game in it");
    }
    Event last = history.get(i);
    if (last instanceof Drew d) {
      turn = d.seat();
      drawn = d.tile().isPresent() ? d.tile().get().index() : randomTile.pick(hands[turn.index()]);
      replacementDraw = afterKong(history, i, turn);
      return Resumption.TURN_AFTER_DRAW;
    }
    if (last instanceof Melded m && (m.meld().kind() == MeldKind.CHOW || m.meld().kind() == MeldKind.PUNG)) {
      turn = m.seat();
      claimedFrom = m.meld().from();
      if (m.meld().kind() == MeldKind.PUNG) {
        punged = m.meld().tile().index();
      } else {
        chowed = m.meld().claimed().index();
      }
      return Resumption.TURN_AFTER_CLAIM;
    }
    if (last instanceof Discarded d) {
      turn = d.seat();
      return Resumption.OFFER_DISCARD;
    }
    if (last instanceof AddedKongDeclared a) {
      turn = a.seat();
      announced = a.tile().index();
      int j = i - 1;
      while (j >= 0 && history.get(j) instanceof Paid) {
        j--;
      }
      if (j >= 0 && history.get(j) instanceof Melded m && m.seat() == turn && m.meld().kind() == MeldKind.PUNG
          && m.meld().tile() == a.tile()) {
        punged = a.tile().index();
      }
      return Resumption.OFFER_ROB;
    }
    if (last instanceof Dealt) {
      return Resumption.OPENING;
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

  /**
   * Takes up play in a sampled game: works out the pending decision the way play would have reached it.
   * When nobody in the sampled game can claim a discard or rob a kong that some seat was asked about in
   * the real one, play goes on from there.
   */
  protected void resume() {
    switch (resumption) {
      case TURN_AFTER_DRAW -> {
        int s = turn.index();
        removeTile(s, drawn);
        boolean winning = canWin(s, drawn, true, false);
        addTile(s, drawn);
        pending = turnDecision(winning);
      }
      case TURN_AFTER_CLAIM -> pending = turnDecision(false);
      case OFFER_DISCARD -> {
        List<Tile> river = rivers.get(turn.index());
        offerDiscard(river.get(river.size() - 1).index());
      }
      case OFFER_ROB -> offerAddedKong(turn.index(), announced);
      case OPENING -> startPlay();
      default -> throw new IllegalStateException("no resumption: " + resumption);
    }
    resumption = null;
  }
}
