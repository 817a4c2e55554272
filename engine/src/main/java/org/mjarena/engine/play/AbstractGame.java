package org.mjarena.engine.play;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.mjarena.engine.ClaimDecision;
import org.mjarena.engine.ClaimOptions;
import org.mjarena.engine.Fault;
import org.mjarena.engine.GameOutcome;
import org.mjarena.engine.Observation;
import org.mjarena.engine.OpeningDecision;
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
import org.mjarena.engine.action.TingDiscard;
import org.mjarena.engine.action.TurnAction;
import org.mjarena.engine.event.AddedKongDeclared;
import org.mjarena.engine.event.ClaimOffered;
import org.mjarena.engine.event.ConcealedKonged;
import org.mjarena.engine.event.ExhaustiveDraw;
import org.mjarena.engine.event.Faulted;
import org.mjarena.engine.event.Melded;
import org.mjarena.engine.event.Sanctioned;
import org.mjarena.engine.event.Won;
import org.mjarena.engine.hand.Hand;
import org.mjarena.engine.hand.Meld;
import org.mjarena.engine.hand.MeldKind;
import org.mjarena.engine.sample.HiddenTiles;
import org.mjarena.engine.tile.Tile;
import org.mjarena.engine.wall.Wall;

/**
 * The play every variant shares: four seats dealt thirteen tiles each from a {@link Wall}; turns of
 * draw then discard or kong; claims on a discard resolved all at once by priority (win, then kong or
 * pung, then chow from the left player only); concealed, added and exposed kongs with replacement
 * draws; robbing an added kong; the game drawn when the next player cannot draw; the error sanction.
 * It owns the turn and claim flow and the hooks through which a variant says what differs; the table
 * it moves is its {@link GameState}, the caches that make offers cheap are {@link ClaimOffers}, the
 * priority among claims is {@link ClaimResolution}. Everything that happens is appended to the game's
 * event list as it happens.
 *
 * <p>A variant says what differs through the protected hooks: which hands win and how they are paid,
 * the payoffs of melds, extra turn actions (the 108-tile ting), the last-discard and kong conditions,
 * and flowers (MCR). A game starts in one of two ways. Dealt: the subclass constructor calls
 * {@link #dealHands()} and then starts play with {@link #draw(Seat, boolean)} or an opening decision.
 * Taken up from a sampled position ({@link #AbstractGame(Observation, HiddenTiles)}, with the tiles
 * {@link HiddenTiles#draw} drew): the subclass restores its own state and calls {@link #resume()}.
 */
public abstract non-sealed class AbstractGame extends GameState {
  /** What this game may offer on a discard, worked out cheaply; a copied or sampled game starts it empty. */
  private final ClaimOffers offers = new ClaimOffers(this);
  /** Set by a sampled game until {@link #resume()}: how play is taken up, and for whom the game was sampled. */
  private TakeUp.How resumption;
  private Seat sampledFor;

  /** A game about to be dealt from {@code wall}, with {@code kinds} tile kinds in play. */
  protected AbstractGame(Wall wall, int kinds, Seat dealer, Wind prevalentWind) {
    super(wall, kinds, dealer, prevalentWind);
  }

  /**
   * A copy of {@code g}, its pending decision included (a turn decision copied into this game's own
   * {@link #turns}); the subclass copies its own state, and writes the turn decision again when the
   * decision asks the game (as the 108-tile ting discards do).
   */
  protected AbstractGame(AbstractGame g) {
    super(g);
  }

  /**
   * A game taken up at the point {@code seen} was made, with the tiles {@code hidden} drew: every public
   * fact comes from {@code seen}, the event list is {@code seen}'s history, and where play stands is read
   * from it ({@link TakeUp}). The subclass then restores its own state and calls {@link #resume()}.
   */
  protected AbstractGame(Observation seen, HiddenTiles hidden) {
    super(seen, hidden);
    sampledFor = seen.me();
    TakeUp at = TakeUp.of(seen.history(), hands, hidden);
    turn = at.turn();
    drawn = at.drawn();
    replacementDraw = at.replacementDraw();
    claimedFrom = at.claimedFrom();
    punged = at.punged();
    chowed = at.chowed();
    announced = at.announced();
    resumption = at.how();
    followSampled(seen);
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

  // ---------------------------------------------------------------- game

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
    boolean winning = (offers.winMask(seat.index()) >>> t & 1) != 0 && canWin(seat.index(), t, true, false);
    addTile(seat.index(), t);
    offers.drew();
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
    boolean handAsBeforeDraw = offers.isBeforeDraw() && t == drawn;
    removeTile(s, t);
    if (handAsBeforeDraw) {
      offers.keep(s);
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
    ClaimOptions a = offers.mayClaim(second, t, meldsAllowed, true) ? claimOptions(Seat.of(second), t, from, last) : null;
    ClaimOptions b = offers.mayClaim(third, t, meldsAllowed, false) ? claimOptions(Seat.of(third), t, from, last) : null;
    ClaimOptions c = offers.mayClaim(fourth, t, meldsAllowed, false) ? claimOptions(Seat.of(fourth), t, from, last) : null;
    if (a == null && b == null && c == null) {
      draw(Seat.of(second), false);
      return;
    }
    ClaimOptions alone = b == null && c == null ? a : a == null && c == null ? b : a == null && b == null ? c : null;
    // The options are shared exactly when they are those of the last shared offer (the same object).
    ClaimOffers.Offer shared = offers.sharedAlone(alone);
    if (shared != null && (resumption == null || alone.seat() != sampledFor)) {
      log.addMeldOffer(alone.seat(), t, from, shared.canPung(), shared.canKong(), shared.chowMask());
      pending = shared.alone();
    } else {
      offer(new ClaimDecision(Tile.of(t), from, false, ClaimOffers.asked(a, b, c)));
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
    boolean canWin = held < 4 && (offers.winMask(o) >>> t & 1) != 0 && canWin(o, t, false, false);
    boolean canPung = false;
    boolean canKong = !last && held == 3 && canExposedKong(seat);
    int chowMask = 0;
    if (!last || claimsOnLastDiscard()) {
      canPung = held >= 2;
      if (seat == from.next()) {
        chowMask = hand.chowMask(t);
      }
    }
    if (!canWin && !canPung && !canKong && chowMask == 0) {
      return null;
    }
    if (!canWin) {
      return offers.shared(seat, t, from, canPung, canKong, chowMask);
    }
    return new ClaimOptions(seat, Tile.of(t), from, false, true, mustWin(o), canPung, canKong, chowMask);
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
        offer(new ClaimDecision(Tile.of(t), turn, true, ClaimOffers.asked(a, b, c)));
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
    ClaimResolution r = new ClaimResolution(decision, bySeat, multipleWinners());
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

  /** Seat s's hand or melds changed: the claim masks of the seat are worked out again when next asked. */
  @Override
  final void handChanged(int s) {
    offers.forget(s);
  }
}
