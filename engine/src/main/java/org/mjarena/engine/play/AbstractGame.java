package org.mjarena.engine.play;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import java.util.Optional;
import org.mjarena.engine.ClaimDecision;
import org.mjarena.engine.ClaimOptions;
import org.mjarena.engine.Decision;
import org.mjarena.engine.Game;
import org.mjarena.engine.HandOutcome;
import org.mjarena.engine.NoDecision;
import org.mjarena.engine.Observation;
import org.mjarena.engine.Seat;
import org.mjarena.engine.TurnDecision;
import org.mjarena.engine.Variant;
import org.mjarena.engine.Win;
import org.mjarena.engine.action.ActionKind;
import org.mjarena.engine.action.AddedKong;
import org.mjarena.engine.action.Chow;
import org.mjarena.engine.action.Claim;
import org.mjarena.engine.action.ConcealedKong;
import org.mjarena.engine.action.Discard;
import org.mjarena.engine.action.TingDiscard;
import org.mjarena.engine.action.TurnAction;
import org.mjarena.engine.hand.Hand;
import org.mjarena.engine.hand.Meld;
import org.mjarena.engine.hand.MeldKind;
import org.mjarena.engine.tile.Tile;
import org.mjarena.engine.wall.Wall;

/**
 * The play every variant shares: four seats dealt thirteen tiles each from a {@link Wall}; turns of
 * draw then discard or kong; claims on a discard resolved all at once by priority (win, then kong or
 * pung, then chow from the left player only); concealed, added and exposed kongs with replacement
 * draws; robbing an added kong; the hand drawn when the next player cannot draw; the error sanction.
 *
 * <p>A variant says what differs through the protected hooks: which hands win and how they are paid,
 * the payoffs of melds, extra turn actions (the 108-tile ting), the last-discard and kong conditions,
 * and tiles set aside (MCR flowers). Subclasses deal the hands with {@link #dealHands()} and start
 * play with {@link #draw(Seat, boolean)} or an opening decision from their own constructor.
 */
public abstract class AbstractGame implements Game {
  /** No tile: the value of {@link #drawn}, {@link #punged} and {@link #chowed} when unset. */
  protected static final int NONE = -1;
  /** Seats at the table. */
  protected static final int SEATS = Seat.COUNT;
  /** Tiles dealt to each player before play. */
  protected static final int DEALT = 13;
  /** One shared Optional per tile, for the drawn tile of turn decisions. */
  private static final List<Optional<Tile>> DRAWN_TILES = Tile.all().stream().map(Optional::of).toList();

  /** The undrawn tiles. */
  protected final Wall wall;
  /** The number of tile kinds in play: 27 without honours, 34 with. */
  protected final int kinds;
  /** Each seat's concealed tiles. */
  protected final Hand[] hands = new Hand[SEATS];
  /** Each seat's melds, in the order declared. */
  protected final List<List<Meld>> melds = new ArrayList<>(SEATS);
  /** Tiles of each kind in each seat's melds. */
  protected final int[][] meldTiles = new int[SEATS][Tile.KINDS];
  /** Tiles of which each seat has an exposed pung (bit t): the candidates for an added kong. */
  protected final long[] pungs = new long[SEATS];
  /** Each seat's discards in order, claimed ones included. */
  protected final List<List<Tile>> discards = new ArrayList<>(SEATS);
  /** Each seat's discards still lying in front of it. */
  protected final List<List<Tile>> rivers = new ArrayList<>(SEATS);
  /** Each seat's points in this hand; always summing to zero. */
  protected final int[] points = new int[SEATS];
  private final Observation[] views = new Observation[SEATS];

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
  private HandOutcome outcome;

  /** A game about to be dealt from {@code wall}, with {@code kinds} tile kinds in play. */
  protected AbstractGame(Wall wall, int kinds) {
    this.wall = wall;
    this.kinds = kinds;
    for (int s = 0; s < SEATS; s++) {
      hands[s] = new Hand();
      melds.add(new ArrayList<>(4));
      discards.add(new ArrayList<>(24));
      rivers.add(new ArrayList<>(24));
      views[s] = new View(Seat.of(s));
    }
  }

  /** A copy of {@code g}; the subclass copies its own state and then sets {@link #pending}. */
  protected AbstractGame(AbstractGame g) {
    wall = g.wall.copy();
    kinds = g.kinds;
    for (int s = 0; s < SEATS; s++) {
      hands[s] = g.hands[s].copy();
      melds.add(new ArrayList<>(g.melds.get(s)));
      meldTiles[s] = g.meldTiles[s].clone();
      discards.add(new ArrayList<>(g.discards.get(s)));
      rivers.add(new ArrayList<>(g.rivers.get(s)));
      views[s] = new View(Seat.of(s));
    }
    System.arraycopy(g.pungs, 0, pungs, 0, SEATS);
    System.arraycopy(g.points, 0, points, 0, SEATS);
    turn = g.turn;
    drawn = g.drawn;
    replacementDraw = g.replacementDraw;
    punged = g.punged;
    chowed = g.chowed;
    claimedFrom = g.claimedFrom;
    outcome = g.outcome;
    pending = g.pending;
  }

  // ---------------------------------------------------------------- hooks

  /**
   * True when seat s may win on tile t: drawn ({@code selfDrawn}), or discarded by {@link #turn}, or
   * being added to a kong by {@link #turn} ({@code robbing}). Called with t not yet in the hand. The
   * default is the shape alone (four sets and a pair, or seven pairs).
   */
  protected boolean canWin(int s, int t, boolean selfDrawn, boolean robbing) {
    return (hands[s].winningTiles() >>> t & 1) != 0;
  }

  /**
   * Scores seat s's win on tile t. For a self-drawn win the tile is already in the hand; otherwise it
   * is not.
   */
  protected abstract Win score(int s, int t, boolean selfDrawn, Optional<Seat> from, boolean robbing);

  /** Makes the payments of one win (the hand then ends). */
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

  /** Whether chow, pung and kong may be claimed on the last discard (a win always may). */
  protected abstract boolean claimsOnLastDiscard();

  /** Whether the claimant of a pung may add the fourth tile at once (108-tile rule). */
  protected boolean pungThenKongSameTurn() {
    return false;
  }

  /** What the offender pays each other player under the error sanction. */
  protected abstract int errorPenaltyEach();

  /** True when {@code seat} may kong: a replacement tile must be there for it. */
  protected boolean canKong(Seat seat) {
    return wall.canDraw(seat);
  }

  /** True when the discard {@code from} just made is the last one: the next player cannot draw. */
  protected boolean isLastDiscard(Seat from) {
    return !wall.canDraw(from.next());
  }

  /**
   * Draws the next playable tile for {@code seat} (a replacement from the back when {@code
   * replacement}), or returns NONE when there is none. Variants with flowers set them aside here.
   */
  protected int nextTile(Seat seat, boolean replacement) {
    if (!wall.canDraw(seat)) {
      return NONE;
    }
    return replacement ? wall.replacement(seat) : wall.draw(seat);
  }

  /** Tiles set aside during play (flowers), for {@link #tileTotal()}. */
  protected int setAside() {
    return 0;
  }

  /** The flowers seat s has laid aside. */
  protected int flowerCount(int s) {
    return 0;
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
  public HandOutcome outcome() {
    if (outcome == null) {
      throw new IllegalStateException("the hand is still being played");
    }
    return outcome;
  }

  @Override
  public int points(Seat seat) {
    return points[seat.index()];
  }

  @Override
  public Observation observation(Seat seat) {
    return views[seat.index()];
  }

  @Override
  public int tileTotal() {
    int n = wall.remaining() + setAside();
    for (int s = 0; s < SEATS; s++) {
      n += hands[s].size() + rivers.get(s).size();
      for (Meld m : melds.get(s)) {
        n += m.kind().size();
      }
    }
    return n;
  }

  /** Deals thirteen tiles to each seat in seat order. */
  protected void dealHands() {
    for (Seat s : Seat.all()) {
      for (int k = 0; k < DEALT; k++) {
        int t = nextTile(s, false);
        if (t == NONE) {
          throw new IllegalStateException("the wall ran out while dealing");
        }
        hands[s.index()].add(t);
      }
    }
  }

  /** Draws for {@code seat} and makes it its turn; with no tile left the hand is drawn. */
  protected void draw(Seat seat, boolean replacement) {
    int t = nextTile(seat, replacement);
    if (t == NONE) {
      end(new HandOutcome(HandOutcome.Kind.DRAW, List.of(), Optional.empty(), pointList(), Optional.empty(), ""));
      return;
    }
    turn = seat;
    drawn = t;
    replacementDraw = replacement;
    punged = NONE;
    chowed = NONE;
    // The hand before the draw knows its winning tiles (usually already worked out for the others' discards).
    boolean winning = canWin(seat.index(), t, true, false);
    hands[seat.index()].add(t);
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
    boolean kongOk = canKong(turn);
    if (drawn == NONE) {
      long added = punged != NONE && pungThenKongSameTurn() && hand.count(punged) > 0 && kongOk ? 1L << punged : 0;
      return new TurnDecision(turn, Optional.empty(), false, hand.heldMask(), 0, added, tingDiscards(false));
    }
    long concealed = kongOk ? hand.quadMask() : 0;
    long added = kongOk ? hand.heldMask() & pungs[s] : 0;
    return new TurnDecision(turn, drawnTile(), canWin, hand.heldMask(), concealed, added, tingDiscards(true));
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
        payWin(win);
        end(new HandOutcome(HandOutcome.Kind.WIN, List.of(win), Optional.empty(), pointList(), Optional.empty(), ""));
      }
      case DISCARD -> discard(s, ((Discard) action).tile().index(), false);
      case TING_DISCARD -> discard(s, ((TingDiscard) action).tile().index(), true);
      case CONCEALED_KONG -> {
        int t = ((ConcealedKong) action).tile().index();
        for (int k = 0; k < 4; k++) {
          hands[s].remove(t);
        }
        Meld meld = new Meld(MeldKind.CONCEALED_KONG, Tile.of(t), Tile.of(t), turn);
        addMeld(s, meld);
        afterMeld(s, meld, false);
        draw(turn, true);
      }
      case ADDED_KONG -> addedKong(s, ((AddedKong) action).tile().index());
      default -> throw new IllegalArgumentException("not a turn action: " + action);
    }
  }

  private void discard(int s, int t, boolean declaresTing) {
    hands[s].remove(t);
    discards.get(s).add(Tile.of(t));
    rivers.get(s).add(Tile.of(t));
    afterDiscard(s, t, declaresTing);
    drawn = NONE;
    punged = NONE;
    chowed = NONE;
    offerDiscard(t);
  }

  /** Asks the others about a discard; with nothing to claim, the next player draws. */
  private void offerDiscard(int t) {
    Seat from = turn;
    boolean meldsAllowed = !isLastDiscard(from) || claimsOnLastDiscard();
    ClaimOptions[] asked = null;
    int n = 0;
    for (int d = 1; d < SEATS; d++) {
      Seat seat = Seat.of((from.index() + d) & 3);
      ClaimOptions options = claimOptions(seat, t, from, meldsAllowed);
      if (options != null) {
        if (asked == null) {
          asked = new ClaimOptions[SEATS - 1];
        }
        asked[n++] = options;
      }
    }
    if (asked == null) {
      draw(from.next(), false);
    } else {
      pending = new ClaimDecision(Tile.of(t), from, false, listOf(asked, n));
    }
  }

  /**
   * What {@code seat} may claim of tile t discarded by {@code from}, or null when nothing: a win;
   * unless melds are not allowed on this discard, a pung, an exposed kong (with a replacement
   * available) and, for the next seat only, chows.
   */
  protected ClaimOptions claimOptions(Seat seat, int t, Seat from, boolean meldsAllowed) {
    int o = seat.index();
    Hand hand = hands[o];
    int held = hand.count(t);
    boolean canWin = held < 4 && canWin(o, t, false, false);
    boolean canPung = false;
    boolean canKong = false;
    int chowMask = 0;
    if (meldsAllowed) {
      canPung = held >= 2;
      canKong = held == 3 && canKong(seat);
      if (seat == from.next()) {
        chowMask = chowMask(hand, t);
      }
    }
    if (!canWin && !canPung && !canKong && chowMask == 0) {
      return null;
    }
    return new ClaimOptions(seat, Tile.of(t), from, false, canWin, canWin && mustWin(o), canPung, canKong, chowMask);
  }

  /** Claim options as an immutable list, without an intermediate collection. */
  protected static List<ClaimOptions> listOf(ClaimOptions[] asked, int n) {
    return n == 1 ? List.of(asked[0]) : n == 2 ? List.of(asked[0], asked[1]) : List.of(asked[0], asked[1], asked[2]);
  }

  /** Bit i: the chow whose lowest tile is t - 2 + i is possible with this hand; honours form no chows. */
  protected static int chowMask(Hand hand, int t) {
    if (t >= Tile.NUMBERED_KINDS) {
      return 0;
    }
    int p = t % 9;
    int mask = 0;
    for (int i = 0; i < 3; i++) {
      int low = p - 2 + i;
      if (low < 0 || low + 2 > 8) {
        continue;
      }
      boolean ok = true;
      for (int k = 0; k < 3 && ok; k++) {
        int tile = t - p + low + k;
        ok = tile == t || hand.count(tile) > 0;
      }
      if (ok) {
        mask |= 1 << i;
      }
    }
    return mask;
  }

  /** The others may rob an added kong; if nobody can, the kong is made and a replacement drawn. */
  private void addedKong(int s, int t) {
    if (robAddedKongs()) {
      ClaimOptions[] asked = new ClaimOptions[SEATS - 1];
      int n = 0;
      for (int d = 1; d < SEATS; d++) {
        Seat seat = Seat.of((s + d) & 3);
        int o = seat.index();
        if (canWin(o, t, false, true)) {
          asked[n++] = new ClaimOptions(seat, Tile.of(t), turn, true, true, mustWin(o), false, false, 0);
        }
      }
      if (n > 0) {
        drawn = NONE;
        pending = new ClaimDecision(Tile.of(t), turn, true, listOf(asked, n));
        return;
      }
    }
    completeAddedKong(s, t, punged == t);
  }

  private void completeAddedKong(int s, int t, boolean sameTurnAsPung) {
    hands[s].remove(t);
    List<Meld> own = melds.get(s);
    for (int i = 0; i < own.size(); i++) {
      Meld m = own.get(i);
      if (m.kind() == MeldKind.PUNG && m.tile().index() == t) {
        Meld kong = m.withKind(MeldKind.ADDED_KONG);
        own.set(i, kong);
        pungs[s] &= ~(1L << t);
        meldTiles[s][t]++;
        afterMeld(s, kong, sameTurnAsPung);
        draw(turn, true);
        return;
      }
    }
    throw new IllegalStateException(turn + " has no pung of " + Tile.of(t) + " to add to");
  }

  // ---------------------------------------------------------------- claims

  @Override
  public void resolve(Claim[] bySeat) {
    if (!(pending instanceof ClaimDecision decision)) {
      throw new IllegalStateException("no claim decision is pending: " + pending);
    }
    List<ClaimOptions> asked = decision.asked(); // indexed loops below: this runs after most discards
    for (int i = 0; i < asked.size(); i++) {
      ClaimOptions o = asked.get(i);
      Claim c = bySeat[o.seat().index()];
      if (c == null || !o.isLegal(c)) {
        throw new IllegalArgumentException(c + " is not legal for " + o.seat() + "; legal: " + o.legal());
      }
    }
    int t = decision.tile().index();
    Seat from = decision.from();
    List<Win> wins = null;
    for (int i = 0; i < asked.size(); i++) {
      ClaimOptions o = asked.get(i);
      if (bySeat[o.seat().index()].kind() == ActionKind.CLAIM_WIN && (wins == null || multipleWinners())) {
        if (wins == null) {
          wins = new ArrayList<>(3);
        }
        wins.add(score(o.seat().index(), t, false, Optional.of(from), decision.robbing()));
      }
    }
    if (wins != null) {
      for (Win w : wins) {
        payWin(w);
      }
      end(new HandOutcome(HandOutcome.Kind.WIN, List.copyOf(wins), Optional.of(from), pointList(), Optional.empty(), ""));
      return;
    }
    if (decision.robbing()) {
      completeAddedKong(from.index(), t, punged == t);
      return;
    }
    for (int i = 0; i < asked.size(); i++) {
      ClaimOptions o = asked.get(i);
      Claim c = bySeat[o.seat().index()];
      int s = o.seat().index();
      if (c.kind() == ActionKind.EXPOSED_KONG) {
        takeDiscard(from, s, t, 3);
        Meld meld = new Meld(MeldKind.EXPOSED_KONG, Tile.of(t), Tile.of(t), from);
        addMeld(s, meld);
        afterMeld(s, meld, false);
        draw(o.seat(), true);
        return;
      }
      if (c.kind() == ActionKind.PUNG) {
        takeDiscard(from, s, t, 2);
        Meld meld = new Meld(MeldKind.PUNG, Tile.of(t), Tile.of(t), from);
        addMeld(s, meld);
        afterMeld(s, meld, false);
        startClaimTurn(o.seat(), from, t, NONE);
        return;
      }
    }
    for (int i = 0; i < asked.size(); i++) {
      ClaimOptions o = asked.get(i);
      if (bySeat[o.seat().index()] instanceof Chow chow) {
        int s = o.seat().index();
        int low = chow.lowest().index();
        rivers.get(from.index()).remove(rivers.get(from.index()).size() - 1);
        for (int k = low; k < low + 3; k++) {
          if (k != t) {
            hands[s].remove(k);
          }
        }
        Meld meld = new Meld(MeldKind.CHOW, chow.lowest(), Tile.of(t), from);
        addMeld(s, meld);
        afterMeld(s, meld, false);
        startClaimTurn(o.seat(), from, NONE, t);
        return;
      }
    }
    draw(from.next(), false);
  }

  private void takeDiscard(Seat from, int s, int t, int fromHand) {
    List<Tile> river = rivers.get(from.index());
    river.remove(river.size() - 1);
    for (int k = 0; k < fromHand; k++) {
      hands[s].remove(t);
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

  @Override
  public void sanction(Seat offender, String reason) {
    if (outcome != null) {
      throw new IllegalStateException("the hand is already over");
    }
    for (int o = 0; o < SEATS; o++) {
      if (o != offender.index()) {
        pay(offender.index(), o, errorPenaltyEach());
      }
    }
    end(new HandOutcome(HandOutcome.Kind.SANCTION, List.of(), Optional.empty(), pointList(), Optional.of(offender), reason));
  }

  // ---------------------------------------------------------------- bookkeeping

  /** Adds a meld to seat s and counts its tiles. */
  protected void addMeld(int s, Meld meld) {
    melds.get(s).add(meld);
    if (meld.kind() == MeldKind.PUNG) {
      pungs[s] |= 1L << meld.tile().index();
    }
    for (Tile t : meld.tiles()) {
      meldTiles[s][t.index()]++;
    }
  }

  /** Moves {@code amount} points from {@code payer} to {@code payee}. */
  protected void pay(int payer, int payee, int amount) {
    points[payer] -= amount;
    points[payee] += amount;
  }

  /** Each other player pays {@code amount} to {@code payee}. */
  protected void payEach(int payee, int amount) {
    for (int o = 0; o < SEATS; o++) {
      if (o != payee) {
        pay(o, payee, amount);
      }
    }
  }

  /** The points of the four seats, for an outcome. */
  protected List<Integer> pointList() {
    return List.of(points[0], points[1], points[2], points[3]);
  }

  /** Ends the hand. */
  protected void end(HandOutcome result) {
    outcome = result;
    pending = NoDecision.INSTANCE;
  }

  @Override
  public String toString() {
    StringBuilder sb = new StringBuilder(rules().variant().id()).append(" hand, wall ").append(wall.remaining());
    for (int s = 0; s < SEATS; s++) {
      sb.append("\n  ").append(Seat.of(s)).append(": ").append(hands[s]).append(" melds ").append(melds.get(s))
          .append(isTing(s) ? " TING" : "").append(" points ").append(points[s]);
    }
    return sb.append("\n  pending: ").append(pending).toString();
  }

  /** What one seat may see of this game. */
  private final class View implements Observation {
    private final Seat me;

    View(Seat me) {
      this.me = me;
    }

    @Override
    public Variant variant() {
      return rules().variant();
    }

    @Override
    public Seat me() {
      return me;
    }

    @Override
    public int concealedCount(Tile tile) {
      return hands[me.index()].count(tile.index());
    }

    @Override
    public int[] concealed() {
      return hands[me.index()].counts();
    }

    @Override
    public int concealedSize() {
      return hands[me.index()].size();
    }

    @Override
    public Optional<Tile> drawn() {
      return turn == me && drawn != NONE && pending instanceof TurnDecision ? drawnTile() : Optional.empty();
    }

    @Override
    public List<Meld> melds(Seat seat) {
      return Collections.unmodifiableList(melds.get(seat.index()));
    }

    @Override
    public List<Tile> discards(Seat seat) {
      return Collections.unmodifiableList(discards.get(seat.index()));
    }

    @Override
    public List<Tile> river(Seat seat) {
      return Collections.unmodifiableList(rivers.get(seat.index()));
    }

    @Override
    public int flowers(Seat seat) {
      return flowerCount(seat.index());
    }

    @Override
    public boolean isTing(Seat seat) {
      return AbstractGame.this.isTing(seat.index());
    }

    @Override
    public int points(Seat seat) {
      return points[seat.index()];
    }

    @Override
    public int wallRemaining() {
      return wall.remaining();
    }

    @Override
    public int[] unseen() {
      int[] unseen = new int[Tile.KINDS];
      Arrays.fill(unseen, 0, kinds, 4);
      Hand own = hands[me.index()];
      for (int t = 0; t < kinds; t++) {
        unseen[t] -= own.count(t);
        for (int s = 0; s < SEATS; s++) {
          unseen[t] -= meldTiles[s][t];
        }
      }
      for (List<Tile> river : rivers) {
        for (Tile t : river) {
          unseen[t.index()]--;
        }
      }
      return unseen;
    }
  }
}
