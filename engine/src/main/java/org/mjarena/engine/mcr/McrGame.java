package org.mjarena.engine.mcr;

import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.mjarena.engine.ClaimDecision;
import org.mjarena.engine.ClaimOptions;
import org.mjarena.engine.Game;
import org.mjarena.engine.HandPrior;
import org.mjarena.engine.Observation;
import org.apache.commons.rng.UniformRandomProvider;
import org.mjarena.engine.Rules;
import org.mjarena.engine.ScoreLine;
import org.mjarena.engine.Seat;
import org.mjarena.engine.Win;
import org.mjarena.engine.Wind;
import org.mjarena.engine.action.ActionKind;
import org.mjarena.engine.action.Claim;
import org.mjarena.engine.action.OpeningAction;
import org.mjarena.engine.hand.Hand;
import org.mjarena.engine.hand.Meld;
import org.mjarena.engine.hand.MeldKind;
import org.mjarena.engine.mcr.fan.FanCount;
import org.mjarena.engine.mcr.fan.FanResult;
import org.mjarena.engine.mcr.fan.WinningHand;
import org.mjarena.engine.play.AbstractGame;
import org.mjarena.engine.sample.HiddenTiles;
import org.mjarena.engine.tile.Tile;
import org.mjarena.engine.wall.Wall;

/**
 * One hand of Chinese Official Mahjong in play: the shared play of {@link AbstractGame} with flowers,
 * the winds, wins of at least 8 fan (flowers not counted) scored by the project's fan calculator, and
 * base-8 payments. Section numbers refer to {@code shared/rules/mcr-botzone.md}.
 */
final class McrGame extends AbstractGame {
  /** The meld claims in the order the judge checks them after the win claims (section 7). */
  private static final List<Set<ActionKind>> MELD_CHECKS =
      List.of(EnumSet.of(ActionKind.PUNG, ActionKind.EXPOSED_KONG), EnumSet.of(ActionKind.CHOW));
  private final McrRules rules;
  /**
   * Per seat, which tiles complete a winning shape of the concealed hand it last had when asked
   * ({@link McrShapes#completes}): the tiles answered so far, those that complete, and the hand (its
   * keys and meld count) the answers belong to. A hand is asked about every discard of the others, and
   * comes back unchanged whenever its player discards what it drew.
   */
  private final long[] shapeKnown = new long[SEATS];
  private final long[] shapeCompletes = new long[SEATS];
  private final long[] shapeNumbered = new long[SEATS];
  private final int[] shapeHonours = new int[SEATS];
  private final int[] shapeMelds = new int[SEATS];

  McrGame(McrRules rules, Wall wall, Wind prevalentWind, Seat dealer) {
    super(wall, Tile.KINDS, dealer, prevalentWind);
    this.rules = rules;
    dealHands();
    startPlay();
  }

  /** A game taken up where {@code seen} was made: nothing is declared in MCR, so any hidden tiles will do. */
  McrGame(McrRules rules, Observation seen, UniformRandomProvider rng) {
    super(seen, HiddenTiles.draw(seen, Tile.KINDS, rng, (s, hand, noMelds) -> true));
    this.rules = rules;
    resume();
  }

  /** A game taken up where {@code seen} was made, each hidden hand drawn alone and reweighted by {@code prior}. */
  McrGame(McrRules rules, Observation seen, UniformRandomProvider rng, HandPrior prior) {
    super(seen, HiddenTiles.draw(seen, Tile.KINDS, rng, (s, hand, noMelds) -> true, prior));
    this.rules = rules;
    resume();
  }

  private McrGame(McrGame g) {
    super(g);
    rules = g.rules;
  }

  @Override
  public Game copy() {
    return new McrGame(this);
  }

  @Override
  public Rules rules() {
    return rules;
  }

  /** MCR has no opening decision. */
  @Override
  public void resolveOpening(OpeningAction[] bySeat) {
    throw new IllegalStateException("no opening decision is pending: " + pending);
  }

  // ---------------------------------------------------------------- tiles (sections 3 and 4)

  /** A flower drawn, in the deal or in play, is laid aside and replaced from the back of the wall (section 3.2). */
  @Override
  protected int nextTile(Seat seat, boolean replacement) {
    boolean fromBack = replacement;
    while (wall.canDraw(seat)) {
      int t = fromBack ? wall.replacement(seat) : wall.draw(seat);
      if (t < Tile.KINDS) {
        return t;
      }
      layFlower(seat.index(), t);
      fromBack = true;
    }
    return NONE;
  }

  /**
   * A concealed or added kong needs a replacement tile; on Botzone's duplicate wall the judge also
   * refuses it when the right neighbour's block is empty (section 4, step 3). An exposed kong on a
   * discard is not refused for the right neighbour's block ({@link #canExposedKong}).
   *
   * <p>{@code botzone-protocol.md} section 3 says that "a kong is illegal whenever the konger's own
   * block or its right neighbour's block is empty", which would refuse an exposed kong too. That
   * sentence is wrong for the exposed kong: section 4, step 4, refuses it only when the claimant's own
   * block is empty or the discard is the last, and the judge itself checks only the block of the
   * discarder's right neighbour.
   */
  @Override
  protected boolean canKongOnTurn(Seat seat) {
    return wall.canDraw(seat) && (wall.mode() == Wall.Mode.SHARED || wall.canDraw(seat.next()));
  }

  @Override
  protected boolean multipleWinners() {
    return rules.multipleWinners;
  }

  /** Only added kongs can be robbed (section 4.5). */
  @Override
  protected boolean robAddedKongs() {
    return true;
  }

  /** The last discard may be won on, but not chowed, punged or konged (section 4.4). */
  @Override
  protected boolean claimsOnLastDiscard() {
    return false;
  }

  @Override
  protected int errorPenaltyEach() {
    return rules.conduct().errorPenaltyEach();
  }

  /**
   * The answers to a discard are checked in the judge's order (section 7), and the first check that
   * settles the hand or the claim settles it: a fault is sanctioned, a win is made, a pung, kong or chow
   * is taken, and the answers after it are never looked at.
   * <ol>
   *   <li>The discarder, whom the judge checks first, is never asked here.</li>
   *   <li>Win claims, in turn order from the discarder's right: a false win is the offender's; the first
   *       valid win settles (every win claim is checked when several players may win, and the wins
   *       then settle). Section 4 agrees: of several win claims the first is checked and "the others
   *       are ignored".</li>
   *   <li>Pung and kong claims in seat order 0..3: an illegal one is the offender's, a legal one is
   *       taken.</li>
   *   <li>Chow claims in seat order 0..3, likewise.</li>
   * </ol>
   * A player that threw, answered too late or gave no answer is checked in the second step, at its
   * place in turn order: section 7 does not say where a time-out comes, and the judge checks a seat's
   * run verdict just before its win claim. A tile being added to a kong is answered by a win or a pass
   * only: every answer is checked in turn order from the konger's right, as the judge does.
   *
   * <p>So an illegal answer checked after a legal one that settled is not sanctioned: a wrong chow
   * beside a pung that is taken, say. {@code botzone-protocol.md} section 3 says "an invalid response is
   * an error even if it would have lost anyway"; the judge, whose order section 7 says to follow, does
   * not check it.
   */
  @Override
  public Optional<Seat> offender(Claim[] bySeat) {
    ClaimDecision decision = pendingClaims();
    boolean won = false;
    for (ClaimOptions o : decision.asked()) {
      Claim c = bySeat[o.seat().index()];
      if (c == null || (decision.robbing() || c.kind() == ActionKind.CLAIM_WIN) && !o.isLegal(c)) {
        return Optional.of(o.seat());
      }
      if (c.kind() == ActionKind.CLAIM_WIN) {
        if (!rules.multipleWinners) {
          return Optional.empty();
        }
        won = true;
      }
    }
    if (won || decision.robbing()) {
      return Optional.empty();
    }
    for (Set<ActionKind> kinds : MELD_CHECKS) {
      for (Seat seat : Seat.all()) {
        Optional<ClaimOptions> o = decision.options(seat);
        if (o.isPresent() && kinds.contains(bySeat[seat.index()].kind())) {
          return o.get().isLegal(bySeat[seat.index()]) ? Optional.empty() : Optional.of(seat);
        }
      }
    }
    return Optional.empty();
  }

  // ---------------------------------------------------------------- wins (sections 5 and 6)

  /** A win needs a winning shape and at least 8 fan without flowers; no smaller win is ever offered. */
  @Override
  protected boolean canWin(int s, int t, boolean selfDrawn, boolean robbing) {
    if (!completes(s, t)) {
      return false;
    }
    FanResult result = rules.fans.calculate(winningHand(s, t, selfDrawn, robbing, false));
    return result.winning() && result.totalWithoutFlowers() >= McrRules.MINIMUM_FAN;
  }

  /**
   * Whether tile t completes a winning shape of seat s's hand. Worked out for every tile at once when
   * the hand changes, from the standard shapes alone unless a special shape may be in it
   * ({@link SpecialShapeFilter}); then tile by tile, as asked. Kept while the hand stays the same.
   */
  private boolean completes(int s, int t) {
    int meldCount = knowShapes(s);
    long bit = 1L << t;
    if ((shapeKnown[s] & bit) == 0) {
      shapeKnown[s] |= bit;
      if (McrShapes.completes(hands[s], meldCount, t)) {
        shapeCompletes[s] |= bit;
      }
    }
    return (shapeCompletes[s] & bit) != 0;
  }

  /** The tiles that complete a winning shape, and those not yet worked out, which may. */
  @Override
  protected long winCandidates(int s) {
    knowShapes(s);
    return shapeCompletes[s] | ~shapeKnown[s];
  }

  /**
   * Starts the answers of {@link #completes} again when seat s's hand is not the one they belong to;
   * returns its meld count.
   */
  private int knowShapes(int s) {
    int meldCount = melds.get(s).size();
    Hand hand = hands[s];
    if (shapeNumbered[s] != hand.numberedKey() || shapeHonours[s] != hand.honourKey() || shapeMelds[s] != meldCount) {
      shapeNumbered[s] = hand.numberedKey();
      shapeHonours[s] = hand.honourKey();
      shapeMelds[s] = meldCount;
      if (SpecialShapeFilter.mayComplete(hand, meldCount)) {
        shapeKnown[s] = 0;
        shapeCompletes[s] = 0;
      } else {
        shapeKnown[s] = -1L;
        shapeCompletes[s] = hand.winningTiles() & ~hand.quadMask();
      }
    }
    return meldCount;
  }

  @Override
  protected Win score(int s, int t, boolean selfDrawn, Optional<Seat> from, boolean robbing) {
    FanResult result = rules.fans.calculate(winningHand(s, t, selfDrawn, robbing, selfDrawn));
    List<ScoreLine> lines = new ArrayList<>();
    String top = "";
    int topPoints = -1;
    for (FanCount f : result.fans()) {
      lines.add(new ScoreLine(f.fan().id(), f.fan().english(), f.fan().points(), f.count()));
      if (f.fan().points() > topPoints) {
        topPoints = f.fan().points();
        top = f.fan().english();
      }
    }
    return new Win(Seat.of(s), Tile.of(t), selfDrawn, from, robbing, top, result.total(), lines);
  }

  /**
   * Section 6: a self-drawn win collects 8 + F from each other player; a win on a discard or a robbed
   * kong collects 8 + F from the discarder or konger and 8 from each of the two others.
   */
  @Override
  protected void payWin(Win win) {
    int s = win.seat().index();
    if (win.selfDrawn()) {
      payEach(s, McrRules.BASE + win.value());
      return;
    }
    int from = win.from().orElseThrow().index();
    for (int o = 0; o < SEATS; o++) {
      if (o != s) {
        pay(o, s, o == from ? McrRules.BASE + win.value() : McrRules.BASE);
      }
    }
  }

  /**
   * The fan calculator's view of seat s winning on tile t. {@code inHand} says whether t is already
   * among the concealed tiles (a self-drawn win being scored).
   *
   * <p>Situation flags (section 5): a self-draw after a kong is 杠上开花 and a win on an added kong is
   * 抢杠和; the win is on the last tile (妙手回春 / 海底捞月) when the player after the one whose turn it
   * is cannot draw; 和绝张 when the other three copies of t are public (rivers and exposed melds; a
   * concealed kong is not public; robbing a kong never counts as 和绝张).
   */
  private WinningHand winningHand(int s, int t, boolean selfDrawn, boolean robbing, boolean inHand) {
    Hand hand = hands[s];
    List<Tile> concealed = new ArrayList<>(14);
    for (int k = 0; k < Tile.KINDS; k++) {
      int n = hand.count(k) - (inHand && k == t ? 1 : 0);
      for (int i = 0; i < n; i++) {
        concealed.add(Tile.of(k));
      }
    }
    boolean aboutKong = selfDrawn ? replacementDraw : robbing;
    boolean wallLast = !robbing && !wall.canDraw(turn.next());
    boolean fourthTile = !robbing && publicCopies(t) - (selfDrawn ? 0 : 1) == 3;
    return new WinningHand(concealed, melds.get(s), Tile.of(t), selfDrawn, fourthTile, aboutKong, wallLast,
        Wind.ofSeat(Seat.of(s), dealer), prevalentWind, flowers[s]);
  }

  /** Copies of tile t any player can see: in the rivers and in exposed melds. */
  private int publicCopies(int t) {
    int n = 0;
    for (int s = 0; s < SEATS; s++) {
      for (Tile r : rivers.get(s)) {
        n += r.index() == t ? 1 : 0;
      }
      for (Meld m : melds.get(s)) {
        if (m.kind() != MeldKind.CONCEALED_KONG) {
          for (Tile x : m.tiles()) {
            n += x.index() == t ? 1 : 0;
          }
        }
      }
    }
    return n;
  }
}
