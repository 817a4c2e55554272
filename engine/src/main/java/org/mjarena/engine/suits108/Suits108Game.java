package org.mjarena.engine.suits108;

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
import org.mjarena.engine.OpeningDecision;
import org.mjarena.engine.Rules;
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
import org.mjarena.engine.action.OpeningAction;
import org.mjarena.engine.action.TingDiscard;
import org.mjarena.engine.action.TurnAction;
import org.mjarena.engine.hand.Hand;
import org.mjarena.engine.hand.Meld;
import org.mjarena.engine.hand.MeldKind;
import org.mjarena.engine.tile.Tile;
import org.mjarena.engine.wall.Wall;

/**
 * One hand of 108-tile competition mahjong in play. Section numbers below refer to
 * {@code shared/rules/competition-108.md}.
 */
final class Suits108Game implements Game {
  private static final int NONE = -1;
  private static final int SEATS = Seat.COUNT;
  private static final long ALL_TILES = (1L << Tile.NUMBERED_KINDS) - 1;
  /** One shared Optional per tile, for the drawn tile of turn decisions. */
  private static final List<Optional<Tile>> DRAWN_TILES = Tile.all().stream().map(Optional::of).toList();
  @SuppressWarnings("unchecked")
  private static final Optional<Tile>[] DRAWN = DRAWN_TILES.toArray(new Optional[0]);

  private final Suits108Rules rules;
  private final Wall wall;
  private final Hand[] hands = new Hand[SEATS];
  private final List<List<Meld>> melds = new ArrayList<>(SEATS);
  /** Tiles of each kind in each seat's melds: needed to know which waits are physically possible. */
  private final int[][] meldTiles = new int[SEATS][Tile.NUMBERED_KINDS];
  /** Tiles of which each seat has an exposed pung (bit t): the candidates for an added kong. */
  private final long[] pungs = new long[SEATS];
  private final List<List<Tile>> discards = new ArrayList<>(SEATS);
  private final List<List<Tile>> rivers = new ArrayList<>(SEATS);
  private final boolean[] ting = new boolean[SEATS];
  private final int[] points = new int[SEATS];
  private final View[] views = new View[SEATS];

  /** Whose turn it is, or who discarded / added to a kong while a claim decision is pending. */
  private Seat turn;
  /** The tile just drawn on this turn, or NONE after a chow or pung. */
  private int drawn = NONE;
  /** The tile just punged on this turn (for the pung-then-kong rule), or NONE. */
  private int punged = NONE;
  /** The tile just chowed on this turn (for 吃吐), or NONE. */
  private int chowed = NONE;
  /** Who provided the tile just chowed or punged. */
  private Seat claimedFrom;
  private Decision pending;
  private HandOutcome outcome;
  /** Made once per game so that a turn decision costs no extra allocation. */
  private final Optional<TurnDecision.TingDiscards> tingSource = Optional.of(this::tingDiscards);

  Suits108Game(Suits108Rules rules, Wall wall) {
    this.rules = rules;
    this.wall = wall;
    for (int s = 0; s < SEATS; s++) {
      hands[s] = new Hand();
      melds.add(new ArrayList<>(4));
      discards.add(new ArrayList<>(24));
      rivers.add(new ArrayList<>(24));
      views[s] = new View(Seat.of(s));
    }
    for (Seat s : Seat.all()) {
      for (int k = 0; k < 13; k++) {
        hands[s.index()].add(wall.draw(s));
      }
    }
    List<Seat> ready = new ArrayList<>(3);
    if (rules.heavenlyTing) {
      for (int s = 1; s < SEATS; s++) {
        if (waits(s) != 0) {
          ready.add(Seat.of(s));
        }
      }
    }
    if (ready.isEmpty()) {
      draw(Seat.EAST, false);
    } else {
      pending = new OpeningDecision(List.copyOf(ready));
    }
  }

  private Suits108Game(Suits108Game g) {
    rules = g.rules;
    wall = g.wall.copy();
    for (int s = 0; s < SEATS; s++) {
      hands[s] = g.hands[s].copy();
      melds.add(new ArrayList<>(g.melds.get(s)));
      meldTiles[s] = g.meldTiles[s].clone();
      discards.add(new ArrayList<>(g.discards.get(s)));
      rivers.add(new ArrayList<>(g.rivers.get(s)));
      views[s] = new View(Seat.of(s));
    }
    System.arraycopy(g.ting, 0, ting, 0, SEATS);
    System.arraycopy(g.pungs, 0, pungs, 0, SEATS);
    System.arraycopy(g.points, 0, points, 0, SEATS);
    turn = g.turn;
    drawn = g.drawn;
    punged = g.punged;
    chowed = g.chowed;
    claimedFrom = g.claimedFrom;
    outcome = g.outcome;
    pending = g.pending instanceof TurnDecision ? turnDecision(g.drawn != NONE && isWinning(g.turn.index())) : g.pending;
  }

  @Override
  public Game copy() {
    return new Suits108Game(this);
  }

  @Override
  public Rules rules() {
    return rules;
  }

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
    int n = wall.remaining();
    for (int s = 0; s < SEATS; s++) {
      n += hands[s].size() + rivers.get(s).size();
      for (Meld m : melds.get(s)) {
        n += m.kind().size();
      }
    }
    return n;
  }

  // ---------------------------------------------------------------- turns

  /** Draws for {@code seat} (section 3.1) and makes it its turn; with no tile left the hand is drawn (section 9). */
  private void draw(Seat seat, boolean replacement) {
    if (!wall.canDraw(seat)) {
      end(new HandOutcome(HandOutcome.Kind.DRAW, List.of(), Optional.empty(), pointList(), Optional.empty(), ""));
      return;
    }
    int t = replacement ? wall.replacement(seat) : wall.draw(seat);
    // The hand before the draw knows its winning tiles (usually already worked out for the others' discards).
    boolean winning = isWinningWith(seat.index(), t);
    hands[seat.index()].add(t);
    turn = seat;
    drawn = t;
    punged = NONE;
    chowed = NONE;
    pending = turnDecision(winning);
  }

  /** The legal actions of the player to move (sections 3, 4 and 6). */
  private TurnDecision turnDecision(boolean canWin) {
    int s = turn.index();
    Hand hand = hands[s];
    boolean replacementPossible = wall.canDraw(turn);
    if (drawn == NONE) {
      // After a chow or pung: discard, or add the fourth tile at once to the pung just made (section 4).
      long added = punged != NONE && rules.pungThenKongSameTurn && hand.count(punged) > 0 && replacementPossible
          ? 1L << punged : 0;
      boolean tingOk = !ting[s] && rules.tingAfterMeld;
      return new TurnDecision(turn, Optional.empty(), false, hand.heldMask(), 0, added,
          tingOk ? tingSource : Optional.empty());
    }
    Optional<Tile> drawnTile = DRAWN[drawn];
    if (ting[s]) {
      // After ting the player discards what it draws; it may kong only if its waits stay the same (section 6).
      if (canWin && rules.tingAutoWin) {
        return new TurnDecision(turn, drawnTile, true, 0, 0, 0, Optional.empty());
      }
      long concealed = 0;
      long added = 0;
      if (rules.tingMayKong && replacementPossible) {
        if (hand.count(drawn) == 4 && keepsWaits(s, drawn, 4, 4)) {
          concealed = 1L << drawn;
        }
        if (hasPung(s, drawn) && keepsWaits(s, drawn, 1, 1)) {
          added = 1L << drawn;
        }
      }
      return new TurnDecision(turn, drawnTile, canWin, 1L << drawn, concealed, added, Optional.empty());
    }
    long concealed = replacementPossible ? hand.quadMask() : 0;
    long added = replacementPossible ? hand.heldMask() & pungs[s] : 0;
    return new TurnDecision(turn, drawnTile, canWin, hand.heldMask(), concealed, added, tingSource);
  }

  /** The discards that leave the player to move ready (section 6: at least one tile completes the hand). */
  private long tingDiscards() {
    int s = turn.index();
    Hand hand = hands[s];
    long mask = 0;
    for (long m = hand.heldMask(); m != 0; m &= m - 1) {
      int t = Long.numberOfTrailingZeros(m);
      hand.remove(t);
      if (waits(s) != 0) {
        mask |= 1L << t;
      }
      hand.add(t);
    }
    return mask;
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
        for (int o = 0; o < SEATS; o++) {
          if (o != s) {
            pay(o, s, win.value());
          }
        }
        end(new HandOutcome(HandOutcome.Kind.WIN, List.of(win), Optional.empty(), pointList(), Optional.empty(), ""));
      }
      case DISCARD -> discard(s, ((Discard) action).tile().index(), false);
      case TING_DISCARD -> discard(s, ((TingDiscard) action).tile().index(), true);
      case CONCEALED_KONG -> {
        int t = ((ConcealedKong) action).tile().index();
        for (int k = 0; k < 4; k++) {
          hands[s].remove(t);
        }
        addMeld(s, new Meld(MeldKind.CONCEALED_KONG, Tile.of(t), Tile.of(t), turn));
        payEach(s, rules.payoffConcealedKongEach);
        draw(turn, true);
      }
      case ADDED_KONG -> addedKong(s, ((AddedKong) action).tile().index());
      default -> throw new IllegalArgumentException("not a turn action: " + action);
    }
  }

  private void discard(int s, int t, boolean declareTing) {
    hands[s].remove(t);
    discards.get(s).add(Tile.of(t));
    rivers.get(s).add(Tile.of(t));
    if (declareTing) {
      ting[s] = true;
      payEach(s, rules.payoffTingEach);
    }
    if (chowed == t && rules.chowSpitRefund) {
      pay(s, claimedFrom.index(), rules.payoffChow); // 吃吐 (section 8.1)
    }
    drawn = NONE;
    punged = NONE;
    chowed = NONE;
    offerDiscard(t);
  }

  /** Section 4: asks the others about a discard; with nothing to claim, the next player draws. */
  private void offerDiscard(int t) {
    Seat from = turn;
    boolean lastDiscard = !wall.canDraw(from.next());
    boolean meldsAllowed = !lastDiscard || rules.claimsOnLastDiscard;
    ClaimOptions[] asked = null;
    int n = 0;
    for (int d = 1; d < SEATS; d++) {
      Seat seat = Seat.of((from.index() + d) & 3);
      int o = seat.index();
      Hand hand = hands[o];
      int held = hand.count(t);
      boolean canWin = held < 4 && isWinningWith(o, t);
      boolean mustWin = canWin && ting[o] && rules.tingAutoWin;
      boolean canPung = false;
      boolean canKong = false;
      int chowMask = 0;
      if (meldsAllowed) {
        boolean replacementPossible = wall.canDraw(seat);
        if (!ting[o]) {
          canPung = held >= 2;
          canKong = held == 3 && replacementPossible;
          if (d == 1) {
            chowMask = chowMask(hand, t);
          }
        } else {
          canKong = rules.tingMayKong && held == 3 && replacementPossible && keepsWaits(o, t, 3, 4);
        }
      }
      if (canWin || canPung || canKong || chowMask != 0) {
        if (asked == null) {
          asked = new ClaimOptions[SEATS - 1];
        }
        asked[n++] = new ClaimOptions(seat, Tile.of(t), from, false, canWin, mustWin, canPung, canKong, chowMask);
      }
    }
    if (asked == null) {
      draw(from.next(), false);
    } else {
      pending = new ClaimDecision(Tile.of(t), from, false, listOf(asked, n));
    }
  }

  private static List<ClaimOptions> listOf(ClaimOptions[] asked, int n) {
    return n == 1 ? List.of(asked[0]) : n == 2 ? List.of(asked[0], asked[1]) : List.of(asked[0], asked[1], asked[2]);
  }

  /** Bit i: the chow whose lowest tile is t - 2 + i is possible with this hand. */
  private static int chowMask(Hand hand, int t) {
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

  /** Section 5: the others may rob an added kong; if nobody does, the kong is made and a replacement drawn. */
  private void addedKong(int s, int t) {
    if (rules.robAddedKongs) {
      ClaimOptions[] asked = new ClaimOptions[SEATS - 1];
      int n = 0;
      for (int d = 1; d < SEATS; d++) {
        Seat seat = Seat.of((s + d) & 3);
        int o = seat.index();
        if (isWinningWith(o, t)) {
          boolean mustWin = ting[o] && rules.tingAutoWin;
          asked[n++] = new ClaimOptions(seat, Tile.of(t), turn, true, true, mustWin, false, false, 0);
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
        own.set(i, m.withKind(MeldKind.ADDED_KONG));
        pungs[s] &= ~(1L << t);
        meldTiles[s][t]++;
        if (sameTurnAsPung) {
          // Pung then kong in the same turn is paid as one direct kong (section 8.1).
          pay(m.from().index(), s, rules.payoffDirectKong - rules.payoffPung);
        } else {
          payEach(s, rules.payoffAddedKongEach);
        }
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
      if (bySeat[o.seat().index()].kind() == ActionKind.CLAIM_WIN && (wins == null || rules.multipleWinners)) {
        if (wins == null) {
          wins = new ArrayList<>(3);
        }
        wins.add(score(o.seat().index(), t, false, Optional.of(from), decision.robbing()));
      }
    }
    if (wins != null) {
      for (Win w : wins) {
        pay(from.index(), w.seat().index(), w.value());
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
        addMeld(s, new Meld(MeldKind.EXPOSED_KONG, Tile.of(t), Tile.of(t), from));
        pay(from.index(), s, rules.payoffDirectKong);
        draw(o.seat(), true);
        return;
      }
      if (c.kind() == ActionKind.PUNG) {
        takeDiscard(from, s, t, 2);
        addMeld(s, new Meld(MeldKind.PUNG, Tile.of(t), Tile.of(t), from));
        pay(from.index(), s, rules.payoffPung);
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
        addMeld(s, new Meld(MeldKind.CHOW, chow.lowest(), Tile.of(t), from));
        pay(from.index(), s, rules.payoffChow);
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
    punged = pungedTile;
    chowed = chowedTile;
    claimedFrom = from;
    pending = turnDecision(false);
  }

  @Override
  public void resolveOpening(OpeningAction[] bySeat) {
    if (!(pending instanceof OpeningDecision decision)) {
      throw new IllegalStateException("no opening decision is pending: " + pending);
    }
    for (Seat s : decision.asked()) {
      OpeningAction a = bySeat[s.index()];
      if (a == null) {
        throw new IllegalArgumentException("no opening answer from " + s);
      }
      if (a.kind() == ActionKind.DECLARE_TING) {
        ting[s.index()] = true;
        payEach(s.index(), rules.payoffTingEach);
      }
    }
    draw(Seat.EAST, false);
  }

  @Override
  public void sanction(Seat offender, String reason) {
    if (outcome != null) {
      throw new IllegalStateException("the hand is already over");
    }
    for (int o = 0; o < SEATS; o++) {
      if (o != offender.index()) {
        pay(offender.index(), o, rules.errorPenaltyEach);
      }
    }
    end(new HandOutcome(HandOutcome.Kind.SANCTION, List.of(), Optional.empty(), pointList(), Optional.of(offender), reason));
  }

  // ---------------------------------------------------------------- hands and scores

  /** True when seat s's concealed hand (with its melds) is a winning hand (section 7). */
  private boolean isWinning(int s) {
    Hand hand = hands[s];
    return hand.isStandardComplete() || melds.get(s).isEmpty() && hand.isSevenPairs();
  }

  /**
   * True when tile t would complete seat s's hand. Seven pairs needs thirteen concealed tiles, which
   * in this variant means no melds, so the hand's own winning tiles are exactly the rule.
   */
  private boolean isWinningWith(int s, int t) {
    return (hands[s].winningTiles() >>> t & 1) != 0;
  }

  /**
   * The tiles that complete seat s's hand of 3n + 1 tiles, as a mask. A kind the player already holds
   * four of, in hand and melds together, is no wait; whether copies remain unseen is not checked
   * (section 6).
   */
  private long waits(int s) {
    Hand hand = hands[s];
    long mask = hand.standardWaits();
    if (melds.get(s).isEmpty()) {
      mask |= hand.sevenPairsWaits();
    }
    for (long m = mask; m != 0; m &= m - 1) {
      int t = Long.numberOfTrailingZeros(m);
      if (hand.count(t) + meldTiles[s][t] >= 4) {
        mask &= ~(1L << t);
      }
    }
    return mask & ALL_TILES;
  }

  /**
   * True when a ting player's kong of tile t keeps the waits it had before the tile that allows the
   * kong arrived (section 6). {@code fromHand} tiles of t leave the hand (the drawn one included) and
   * {@code toMelds} join its melds: 4 and 4 for a concealed kong, 1 and 1 for an added kong, 3 and 4
   * for a direct kong.
   */
  private boolean keepsWaits(int s, int t, int fromHand, int toMelds) {
    Hand hand = hands[s];
    boolean drawnHere = drawn == t && turn.index() == s;
    if (drawnHere) {
      hand.remove(t);
    }
    long before = waits(s);
    if (drawnHere) {
      hand.add(t);
    }
    for (int k = 0; k < fromHand; k++) {
      hand.remove(t);
    }
    meldTiles[s][t] += toMelds;
    long after = waits(s);
    meldTiles[s][t] -= toMelds;
    for (int k = 0; k < fromHand; k++) {
      hand.add(t);
    }
    return before == after && before != 0;
  }

  private boolean hasPung(int s, int t) {
    return (pungs[s] >>> t & 1) != 0;
  }

  /**
   * Scores seat s's win on tile t (section 7): the highest of full flush, seven pairs, all pungs and
   * basic win. When two patterns have the same value, the one listed first in the rules file's table
   * order of precedence here (full flush, seven pairs, all pungs, basic) names the win.
   */
  private Win score(int s, int t, boolean selfDrawn, Optional<Seat> from, boolean robbed) {
    Hand hand = hands[s];
    if (!selfDrawn) {
      hand.add(t);
    }
    List<Meld> own = melds.get(s);
    boolean sevenPairs = own.isEmpty() && hand.isSevenPairs();
    boolean allPungs = hand.isAllPungs() && own.stream().allMatch(Meld::isPungOrKong);
    boolean fullFlush = oneSuit(hand, own);
    if (!selfDrawn) {
      hand.remove(t);
    }
    String pattern = "basic";
    int value = rules.valueBasic;
    if (allPungs && rules.valueAllPungs > value) {
      pattern = "all-pungs";
      value = rules.valueAllPungs;
    }
    if (sevenPairs && rules.valueSevenPairs >= value) {
      pattern = "seven-pairs";
      value = rules.valueSevenPairs;
    }
    if (fullFlush && rules.valueFullFlush >= value) {
      pattern = "full-flush";
      value = rules.valueFullFlush;
    }
    return new Win(Seat.of(s), Tile.of(t), selfDrawn, from, robbed, pattern, value);
  }

  private static boolean oneSuit(Hand hand, List<Meld> melds) {
    int suits = 0;
    for (int g = 0; g < 3; g++) {
      if (hand.groupSize(g) > 0) {
        suits |= 1 << g;
      }
    }
    for (Meld m : melds) {
      suits |= 1 << m.tile().suit().ordinal();
    }
    return Integer.bitCount(suits) == 1;
  }

  // ---------------------------------------------------------------- bookkeeping

  private void addMeld(int s, Meld meld) {
    melds.get(s).add(meld);
    if (meld.kind() == MeldKind.PUNG) {
      pungs[s] |= 1L << meld.tile().index();
    }
    for (Tile t : meld.tiles()) {
      meldTiles[s][t.index()]++;
    }
  }

  private void pay(int payer, int payee, int amount) {
    points[payer] -= amount;
    points[payee] += amount;
  }

  private void payEach(int payee, int amount) {
    for (int o = 0; o < SEATS; o++) {
      if (o != payee) {
        pay(o, payee, amount);
      }
    }
  }

  private List<Integer> pointList() {
    return List.of(points[0], points[1], points[2], points[3]);
  }

  private void end(HandOutcome result) {
    outcome = result;
    pending = NoDecision.INSTANCE;
  }

  @Override
  public String toString() {
    StringBuilder sb = new StringBuilder("108-tile hand, wall ").append(wall.remaining());
    for (int s = 0; s < SEATS; s++) {
      sb.append("\n  ").append(Seat.of(s)).append(": ").append(hands[s]).append(" melds ").append(melds.get(s))
          .append(ting[s] ? " TING" : "").append(" points ").append(points[s]);
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
      return Variant.SUITS_108;
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
      return turn == me && drawn != NONE && pending instanceof TurnDecision ? Optional.of(Tile.of(drawn)) : Optional.empty();
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
    public boolean isTing(Seat seat) {
      return ting[seat.index()];
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
      Arrays.fill(unseen, 0, Tile.NUMBERED_KINDS, Suits108Rules.COPIES);
      Hand own = hands[me.index()];
      for (int t = 0; t < Tile.NUMBERED_KINDS; t++) {
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
