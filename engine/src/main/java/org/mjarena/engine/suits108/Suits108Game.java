package org.mjarena.engine.suits108;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.mjarena.engine.ClaimOptions;
import org.mjarena.engine.Game;
import org.mjarena.engine.OpeningDecision;
import org.mjarena.engine.Rules;
import org.mjarena.engine.Seat;
import org.mjarena.engine.TurnDecision;
import org.mjarena.engine.Win;
import org.mjarena.engine.Wind;
import org.mjarena.engine.HandPrior;
import org.mjarena.engine.Observation;
import org.apache.commons.rng.UniformRandomProvider;
import org.mjarena.engine.action.ActionKind;
import org.mjarena.engine.action.OpeningAction;
import org.mjarena.engine.hand.Hand;
import org.mjarena.engine.hand.Meld;
import org.mjarena.engine.play.AbstractGame;
import org.mjarena.engine.sample.HiddenTiles;
import org.mjarena.engine.tile.Tile;
import org.mjarena.engine.wall.Wall;

/**
 * One hand of 108-tile competition mahjong in play: the shared play of {@link AbstractGame} with this
 * variant's ting (报听, 天听), immediate payoffs, 吃吐 and hand values. Section numbers below refer to
 * {@code shared/rules/competition-108.md}.
 */
final class Suits108Game extends AbstractGame {
  /**
   * The lists {@link #openingSeats} answers, made once rather than in every deal: for each dealer and
   * each set of ready non-dealers (bit d - 1 for the seat d places after the dealer), those seats in
   * playing order from the dealer.
   */
  private static final List<List<Seat>> OPENING_SEATS = openingSeatLists();

  private final Suits108Rules rules;
  private final boolean[] ting = new boolean[SEATS];
  /** Made once per game so that a turn decision costs no extra allocation. */
  private final Optional<TurnDecision.TingDiscards> tingSource = Optional.of(this::tingMask);

  Suits108Game(Suits108Rules rules, Wall wall, Seat dealer) {
    super(wall, Tile.NUMBERED_KINDS, dealer, Wind.EAST);
    this.rules = rules;
    dealHands();
    startPlay();
  }

  /** A game taken up where {@code seen} was made; a ting player's drawn hand is always ready. */
  Suits108Game(Suits108Rules rules, Observation seen, UniformRandomProvider rng) {
    super(seen, HiddenTiles.draw(seen, Tile.NUMBERED_KINDS, rng,
        (s, hand, noMelds) -> keeps(seen, Seat.of(s), hand, noMelds)));
    this.rules = rules;
    for (Seat seat : Seat.all()) {
      ting[seat.index()] = seen.isTing(seat);
    }
    resume();
  }

  /** A game taken up where {@code seen} was made, each hidden hand drawn alone (a ting player's ready) and reweighted by {@code prior}. */
  Suits108Game(Suits108Rules rules, Observation seen, UniformRandomProvider rng, HandPrior prior) {
    super(seen, HiddenTiles.draw(seen, Tile.NUMBERED_KINDS, rng, (s, hand, noMelds) -> keeps(seen, Seat.of(s), hand, noMelds),
        prior));
    this.rules = rules;
    for (Seat seat : Seat.all()) {
      ting[seat.index()] = seen.isTing(seat);
    }
    resume();
  }

  /** The public fact a seat's hidden hand must keep: a ting player's hand is ready. */
  static boolean keeps(Observation seen, Seat seat, Hand hand, boolean noMelds) {
    return !seen.isTing(seat) || waits(hand, noMelds) != 0;
  }

  private Suits108Game(Suits108Game g) {
    super(g);
    rules = g.rules;
    System.arraycopy(g.ting, 0, ting, 0, SEATS);
    if (g.pending instanceof TurnDecision) {
      pending = turnDecision(drawn != NONE && isWinning(turn.index()));
    }
  }

  @Override
  public Game copy() {
    return new Suits108Game(this);
  }

  @Override
  public Rules rules() {
    return rules;
  }

  // ---------------------------------------------------------------- rule parameters

  @Override
  protected boolean multipleWinners() {
    return rules.multipleWinners;
  }

  @Override
  protected boolean robAddedKongs() {
    return rules.robAddedKongs;
  }

  @Override
  protected boolean claimsOnLastDiscard() {
    return rules.claimsOnLastDiscard;
  }

  @Override
  protected boolean pungThenKongSameTurn() {
    return rules.pungThenKongSameTurn;
  }

  @Override
  protected int errorPenaltyEach() {
    return rules.conduct().errorPenaltyEach();
  }

  // ---------------------------------------------------------------- ting (section 6)

  @Override
  protected boolean isTing(int s) {
    return ting[s];
  }

  @Override
  protected boolean mustWin(int o) {
    return ting[o] && rules.tingAutoWin;
  }

  @Override
  protected Optional<TurnDecision.TingDiscards> tingDiscards(boolean afterDraw) {
    return !ting[turn.index()] && (afterDraw || rules.tingAfterMeld) ? tingSource : Optional.empty();
  }

  /** After ting the player discards what it draws; it may kong only if its waits stay the same. */
  @Override
  protected TurnDecision turnDecision(boolean canWin) {
    int s = turn.index();
    if (drawn == NONE || !ting[s]) {
      return super.turnDecision(canWin);
    }
    Optional<Tile> drawnTile = drawnTile();
    if (canWin && rules.tingAutoWin) {
      return turns.write(turn, drawnTile, true, 0, 0, 0, Optional.empty());
    }
    long concealed = 0;
    long added = 0;
    if (rules.tingMayKong && canKongOnTurn(turn)) {
      if (hands[s].count(drawn) == 4 && keepsWaits(s, drawn, 4)) {
        concealed = 1L << drawn;
      }
      if ((pungs[s] >>> drawn & 1) != 0 && keepsWaits(s, drawn, 1)) {
        added = 1L << drawn;
      }
    }
    return turns.write(turn, drawnTile, canWin, 1L << drawn, concealed, added, Optional.empty());
  }

  /**
   * A ting player may win on a discard, or make a direct kong of it when its waits stay the same; it may
   * not chow or pung. The rules file disagrees with itself here, and the direct kong follows section 6
   * ([R]: after ting "it may still make a kong if that does not change its waits"; the competition text
   * it translates names no kind of kong) rather than the literal words of section 4 ([C]: a ting player
   * "may only win on a discard (section 6)"). Those words give section 6 as their reason, and section 6
   * forbids chow and pung because they would make the player discard a tile it did not draw; after a
   * direct kong it draws a replacement and discards what it draws, as ting demands. A rule tagged [R]
   * outranks a choice tagged [C].
   */
  @Override
  protected ClaimOptions claimOptions(Seat seat, int t, Seat from, boolean last) {
    int o = seat.index();
    if (!ting[o]) {
      return super.claimOptions(seat, t, from, last);
    }
    boolean canWin = canWin(o, t, false, false);
    boolean canKong = !last && rules.tingMayKong && hands[o].count(t) == 3 && canExposedKong(seat) && keepsWaits(o, t, 3);
    if (!canWin && !canKong) {
      return null;
    }
    return new ClaimOptions(seat, Tile.of(t), from, false, canWin, canWin && rules.tingAutoWin, false, canKong, 0);
  }

  /**
   * The discards that leave the player to move ready: at least one tile kind completes the hand
   * (section 6), even a kind whose four copies it holds itself.
   */
  private long tingMask() {
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

  /** Section 6: before play, non-dealers whose thirteen dealt tiles are ready may declare ting (天听). */
  @Override
  protected List<Seat> openingSeats() {
    int ready = 0;
    if (rules.heavenlyTing) {
      for (int d = 1; d < SEATS; d++) {
        if (waits((dealer.index() + d) & 3) != 0) {
          ready |= 1 << d - 1;
        }
      }
    }
    return OPENING_SEATS.get(dealer.index() * 8 + ready);
  }

  private static List<List<Seat>> openingSeatLists() {
    List<List<Seat>> lists = new ArrayList<>(SEATS * 8);
    for (int dealer = 0; dealer < SEATS; dealer++) {
      for (int ready = 0; ready < 8; ready++) {
        List<Seat> seats = new ArrayList<>(3);
        for (int d = 1; d < SEATS; d++) {
          if ((ready >>> d - 1 & 1) != 0) {
            seats.add(Seat.of((dealer + d) & 3));
          }
        }
        lists.add(List.copyOf(seats));
      }
    }
    return List.copyOf(lists);
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
        declareTing(s);
        payEach(s.index(), rules.payoffTingEach);
      }
    }
    afterOpening();
  }

  /** The waits of seat s's hand of 3n + 1 tiles (see {@link #waits(Hand, boolean)}). */
  private long waits(int s) {
    return waits(hands[s], melds.get(s).isEmpty());
  }

  /**
   * The tile kinds that complete {@code hand} (3n + 1 tiles) into a section-7 hand, as a mask; seven
   * pairs only with {@code noMelds}. These are the waits of section 6, where a ready hand is one that
   * some tile kind completes and "remaining copies are not checked": a kind the player already holds
   * all four of, in its hand or in its hand and melds, is a wait when a fifth copy would complete the
   * shape, although it can never arrive. A win is offered on a tile that arrives
   * ({@link Hand#winningTiles()}), so these waits decide readiness alone: the ting declaration, 天听,
   * the hands a sampled ting player may hold, and whether a ting player's kong keeps its waits.
   */
  static long waits(Hand hand, boolean noMelds) {
    // With no melds these are the hand's winning tiles, which it keeps for the claims that follow.
    long mask = noMelds ? hand.winningTiles() : hand.standardWaits();
    for (long m = hand.quadMask(); m != 0; m &= m - 1) {
      int t = Long.numberOfTrailingZeros(m);
      if (completesWithFifth(hand, t)) {
        mask |= 1L << t;
      }
    }
    return mask;
  }

  /**
   * True when a fifth copy of t would complete {@code hand}, which holds four: five copies can only form
   * sets and a pair if a pung or the pair is made of them (chows take one copy each, and there are at
   * most four sets), so the hand without two copies must be complete, or the hand without one copy
   * must split into sets alone.
   */
  private static boolean completesWithFifth(Hand hand, int t) {
    hand.remove(t);
    boolean pairOfThem = hand.isSetsOnly();
    hand.remove(t);
    boolean pungOfThem = hand.isStandardComplete();
    hand.add(t);
    hand.add(t);
    return pairOfThem || pungOfThem;
  }

  /**
   * True when a ting player's kong of tile t keeps the waits it had before the tile that allows the
   * kong arrived. {@code fromHand} tiles of t leave the hand (the drawn one included): 4 for a
   * concealed kong, 1 for an added kong, 3 for a direct kong. After the kong the player has a meld, so
   * seven pairs is no longer among its waits.
   */
  private boolean keepsWaits(int s, int t, int fromHand) {
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
    long after = waits(hand, false);
    for (int k = 0; k < fromHand; k++) {
      hand.add(t);
    }
    return before == after && before != 0;
  }

  // ---------------------------------------------------------------- payoffs (section 8)

  @Override
  protected void afterDiscard(int s, int t, boolean declaresTing) {
    if (declaresTing) {
      ting[s] = true;
      payEach(s, rules.payoffTingEach);
    }
    if (chowed == t && rules.chowSpitRefund) {
      pay(s, claimedFrom.index(), rules.payoffChow); // 吃吐 (section 8.1)
    }
  }

  @Override
  protected void afterMeld(int s, Meld meld, boolean sameTurnAsPung) {
    int from = meld.from().index();
    switch (meld.kind()) {
      case CHOW -> pay(from, s, rules.payoffChow);
      case PUNG -> pay(from, s, rules.payoffPung);
      case EXPOSED_KONG -> pay(from, s, rules.payoffDirectKong);
      case CONCEALED_KONG -> payEach(s, rules.payoffConcealedKongEach);
      case ADDED_KONG -> {
        if (sameTurnAsPung) {
          // Pung then kong in the same turn is paid as one direct kong (section 8.1).
          pay(from, s, rules.payoffDirectKong - rules.payoffPung);
        } else {
          payEach(s, rules.payoffAddedKongEach);
        }
      }
      default -> throw new IllegalStateException("no such meld: " + meld);
    }
  }

  /** Section 8.2: a self-drawn win is paid by each of the three others, any other win by the discarder or konger. */
  @Override
  protected void payWin(Win win) {
    if (win.selfDrawn()) {
      payEach(win.seat().index(), win.value());
    } else {
      pay(win.from().orElseThrow().index(), win.seat().index(), win.value());
    }
  }

  // ---------------------------------------------------------------- hands and scores (section 7)

  /** True when seat s's concealed hand (with its melds) is a winning hand. */
  private boolean isWinning(int s) {
    Hand hand = hands[s];
    return hand.isStandardComplete() || melds.get(s).isEmpty() && hand.isSevenPairs();
  }

  /**
   * Scores seat s's win on tile t: the highest of full flush, seven pairs, all pungs and basic win.
   * When two patterns have the same value, the one first in the order full flush, seven pairs, all
   * pungs, basic names the win.
   */
  @Override
  protected Win score(int s, int t, boolean selfDrawn, Optional<Seat> from, boolean robbed) {
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
    return new Win(Seat.of(s), Tile.of(t), selfDrawn, from, robbed, pattern, value, List.of());
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
}
