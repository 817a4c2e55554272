package org.mjarena.arena.commentary;

import org.mjarena.agents.eightfan.EightFanAgent;
import org.mjarena.agents.eightfan.EightFanDistance;
import org.mjarena.agents.fanfou.ClaimRule;
import org.mjarena.agents.lookahead.DistanceRanking;
import org.mjarena.agents.lookahead.DistanceToWin;
import org.mjarena.agents.perceptron.PerceptronAgent;
import org.mjarena.arena.config.CommentarySettings;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.EnumMap;
import java.util.HashMap;
import java.util.Map;
import java.util.List;
import java.util.Optional;
import org.mjarena.arena.table.GameInfo;
import org.mjarena.arena.table.TableObserver;
import org.mjarena.engine.ClaimDecision;
import org.mjarena.engine.ClaimOptions;
import org.mjarena.engine.Decision;
import org.mjarena.engine.Observation;
import org.mjarena.engine.Seat;
import org.mjarena.engine.TurnDecision;
import org.mjarena.engine.Variant;
import org.mjarena.engine.action.Action;
import org.mjarena.engine.action.Chow;
import org.mjarena.engine.action.Claim;
import org.mjarena.engine.action.AddedKong;
import org.mjarena.engine.action.ConcealedKong;
import org.mjarena.engine.action.SelfDrawnWin;
import org.mjarena.engine.action.Discard;
import org.mjarena.engine.action.TingDiscard;
import org.mjarena.engine.event.AddedKongDeclared;
import org.mjarena.engine.event.ConcealedKonged;
import org.mjarena.engine.event.Dealt;
import org.mjarena.engine.event.Discarded;
import org.mjarena.engine.event.Drew;
import org.mjarena.engine.event.Event;
import org.mjarena.engine.event.GameStarted;
import org.mjarena.engine.event.Melded;
import org.mjarena.engine.event.TingDeclared;
import org.mjarena.engine.hand.Meld;
import org.mjarena.engine.hand.MeldKind;
import org.mjarena.engine.mcr.fan.FanCalculator;
import org.mjarena.engine.mcr.distance.WinDistanceCalculator;
import org.mjarena.engine.tile.Tile;

/**
 * The commentator at one table: before each decision it predicts, from what its view allows, the
 * mover's discard (a ranked candidate set, {@link ExpertFilter}) or each asked seat's reaction to a
 * discard ({@link ReactionRules}); after the answers it scores the predictions against what each seat
 * answered, claims that lost on priority included (the driver reports every asked seat's answer).
 *
 * <p>It follows every hand from the events, which the driver shows it in full; the wall it never sees.
 * From the {@link CommentarySettings.View#PLAYER player view} a prediction uses the mover's hand and the
 * public tiles only; from the {@link CommentarySettings.View#TABLE table view} the copies in sight
 * include every hand. The only thing it learns of the seats is the lineup entry to credit a prediction
 * to, and the predicting code never sees it.
 *
 * <p>Forced decisions (a ting player's discard of its draw, a mandatory win) are not commented: there
 * is nothing to predict. One instance per table, confined to its thread.
 */
public final class Commentator implements TableObserver {
  /** Copies of each tile kind in a set (both variants). */
  private static final int COPIES = 4;
  /** The most candidates the combined method proposes: "about three" (thesis section 4.2). */
  static final int COMBINED_CANDIDATES = 3;

  private final Map<String, Integer> entryById = new HashMap<>();
  private final boolean tableView;
  private final CommentarySettings.Method method;
  private final CommentarySettings.Reactions reactionRule;
  private final ExpertFilter expert = new ExpertFilter();
  private final StatisticalView statistical;
  private final WinningPatterns claimPatterns = new WinningPatterns();
  /**
   * MCR: the 8-fan win distance around a claim, a feature of the answers; one per seat, since the fan totals
   * it keeps from decision to decision hold for one seat's wind.
   */
  private final EightFanDistance[] eightFan = {new EightFanDistance(), new EightFanDistance(),
      new EightFanDistance(), new EightFanDistance()};
  /** Seed 004's claim rule, Fanfou_op's, which the answers' flag 12 reads. */
  private final ClaimRule fanfouOp = new ClaimRule();
  /** Report 002's bot ({@code shanten-8fan}) by variant, whose answer the answers' flag 13 reads; made when first needed. */
  private final Map<Variant, EightFanAgent> reportBot = new EnumMap<>(Variant.class);
  /** Seed 001's call model ({@code perceptron}) by variant, whose answer flag 14 reads; made when first needed. */
  private final Map<Variant, PerceptronAgent> callModel = new EnumMap<>(Variant.class);
  /** Seed 003's claims by its distance weight ({@code distance-to-win} before its MCR 8-fan test), which flag 20 reads. */
  private final DistanceToWin weightRule = new DistanceToWin(0, false, 0);
  private final DistanceRanking distanceRanking = new DistanceRanking(DiscardChoice.DISTANCE_DEPTH);
  private final int[] unseen = new int[Tile.KINDS];
  private final int[] statisticalRanked = new int[Tile.KINDS];

  private final int[][] hands = new int[Seat.COUNT][Tile.KINDS];
  private final int[] melds = new int[Seat.COUNT];
  /** The tiles of each seat's concealed kongs: part of its hand, face down to the others. */
  private final int[][] concealedKongs = new int[Seat.COUNT][Tile.KINDS];
  /** Copies of each tile in public sight: rivers, exposed melds, added kongs. */
  private final int[] publicSeen = new int[Tile.KINDS];
  private final int[] seen = new int[Tile.KINDS];
  private long discardedMask;
  private int tingMask;

  private Variant variant;
  private int[] entryBySeat;
  private CommentaryTally[] byEntry;

  /** The pending discard prediction of the mover, or count -1. */
  private final int[] ranked = new int[ExpertFilter.MAX_CANDIDATES];
  private int rankedCount = -1;
  private Seat rankedSeat;
  private int legalDiscards;
  /** The pending reaction predictions of the seats asked about a discard, null where none. */
  private final Reaction[] reactions = new Reaction[Seat.COUNT];
  private boolean reactionsPending;
  private List<Event> lastApplied;
  /** Told each prediction as it is made, for sentences; null (and then never asked) in a run. */
  private final PredictionListener listener;
  /** The discard decisions of the game being played, for the probability model; null when not collected. */
  private List<Choice> choices;
  /** The pending turn's options and their flags when the mover may do more than discard, while {@link #choices} are collected; else null. */
  private int[] turnCodes;
  private byte[] turnFeatures;
  private Seat turnSeat;
  /** The pending decision's legal tiles and their features, while {@link #choices} are collected. */
  private int[] choiceTiles;
  private byte[] choiceFeatures;
  /** Each asked seat's pending answer to describe: its legal answers, their kinds and flags; null where none. */
  private final List<Claim>[] claimAnswers = newClaimAnswers();
  private final int[][] claimKinds = new int[Seat.COUNT][];
  private final byte[][] claimFeatures = new byte[Seat.COUNT][];
  /** The tile each seat drew last, or -1 after a meld: the tile a discard would let go at once. */
  private final int[] lastDrawn = new int[Seat.COUNT];

  /**
   * A commentator of games between the lineup entries {@code ids} (lineup order), with {@code settings};
   * {@code listener}, when not null, is told each prediction as it is made (for sentences, {@link Narrator}).
   */
  Commentator(CommentarySettings settings, List<String> ids, PredictionListener listener) {
    for (int e = 0; e < ids.size(); e++) {
      entryById.put(ids.get(e), e);
    }
    this.tableView = settings.view() == CommentarySettings.View.TABLE;
    this.method = settings.method();
    this.statistical = new StatisticalView(method == CommentarySettings.Method.STATISTICAL);
    this.reactionRule = settings.reactions();
    this.listener = listener;
  }

  @Override
  public void startGame(GameInfo info) {
    this.entryBySeat = new int[Seat.COUNT];
    for (int s = 0; s < Seat.COUNT; s++) {
      entryBySeat[s] = entryById.get(info.bySeat().get(s));
    }
    this.byEntry = Commentary.newTallies(entryById.size());
  }

  @Override
  public void gameStarted(List<Event> deal) {
    for (int[] h : hands) {
      Arrays.fill(h, 0);
    }
    Arrays.fill(melds, 0);
    for (int[] k : concealedKongs) {
      Arrays.fill(k, 0);
    }
    Arrays.fill(publicSeen, 0);
    Arrays.fill(reactions, null);
    discardedMask = 0;
    tingMask = 0;
    rankedCount = -1;
    reactionsPending = false;
    lastApplied = null;
    Arrays.fill(lastDrawn, -1);
    Arrays.fill(claimAnswers, null);
    turnCodes = null;
    if (choices != null) {
      choices = new ArrayList<>();
    }
    follow(deal);
  }

  @Override
  public void beforeDecision(Seat seat, Observation seenBySeat, Decision decision) {
    if (decision instanceof TurnDecision t) {
      if (!t.isForced()) {
        long start = System.nanoTime();
        if (choices != null) {
          describeTurn(seat, t);
        }
        predictDiscard(seat, t.discardMask(), seenBySeat);
        tally(seat).nanos += System.nanoTime() - start;
        tally(seat).predictions++;
        if (listener != null) {
          listener.discardPredicted(seat, ranked, rankedCount, seen);
        }
      }
    } else if (decision instanceof ClaimDecision c) {
      Optional<ClaimOptions> options = c.options(seat);
      if (options.isPresent() && !isForced(options.get())) {
        long start = System.nanoTime();
        ClaimOptions o = options.get();
        int[] hand = hands[seat.index()];
        boolean thesis = reactionRule == CommentarySettings.Reactions.THESIS;
        // The hand's distance as it stands, read by the distance rule and by the answers' flags: worked out once.
        int now = thesis && choices == null ? -1 : StatisticalView.distance(variant, hand, melds[seat.index()]);
        reactions[seat.index()] = thesis
            ? ReactionRules.thesis(hand, o, (tingMask >>> seat.index() & 1) != 0
                || WinDistanceCalculator.basic(hand, melds[seat.index()]) == 0)
            : ReactionRules.distance(hand, melds[seat.index()], now, o,
                variant == Variant.MCR ? eightFans(seat, seenBySeat) : null);
        reactionsPending = true;
        if (choices != null) {
          describe(seat, o, now, reactions[seat.index()], seenBySeat);
        }
        tally(seat).nanos += System.nanoTime() - start;
        tally(seat).predictions++;
      }
    }
  }

  @Override
  public void afterDecision(Seat seat, Action answer, long nanos, List<Event> events) {
    if (turnCodes != null && seat == turnSeat) {
      int at = indexOf(turnCodes, turnCode(answer));
      if (at >= 0) {
        choices.add(new TurnChoice(entryBySeat[seat.index()], turnCodes, turnFeatures, at));
      }
      turnCodes = null;
    }
    if (rankedCount >= 0 && seat == rankedSeat) {
      Tile played = answer instanceof Discard d ? d.tile() : answer instanceof TingDiscard d ? d.tile() : null;
      if (played != null) {
        tally(seat).discard(ranked, rankedCount, played.index(), legalDiscards);
        if (choiceTiles != null) {
          int at = Arrays.binarySearch(choiceTiles, played.index());
          choices.add(new DiscardChoice(entryBySeat[seat.index()], choiceTiles, choiceFeatures, at));
        }
      }
      rankedCount = -1;
      choiceTiles = null;
    }
    if (reactionsPending) {
      ReactionRules.applyPriority(reactions);
      reactionsPending = false;
      if (listener != null) {
        listener.reactionsPredicted(reactions);
      }
    }
    if (claimAnswers[seat.index()] != null && answer instanceof Claim claim) {
      int at = claimAnswers[seat.index()].indexOf(claim);
      if (at >= 0) {
        choices.add(new ClaimChoice(entryBySeat[seat.index()], claimKinds[seat.index()], claimFeatures[seat.index()], at));
      }
      claimAnswers[seat.index()] = null;
    }
    Reaction predicted = reactions[seat.index()];
    if (predicted != null && answer instanceof Claim claim) {
      tally(seat).reaction(predicted, Reaction.of(claim));
      reactions[seat.index()] = null;
    }
    if (events != lastApplied) {
      follow(events);
      lastApplied = events;
    }
  }

  /** The accuracy of the game played last (or being played), one tally per lineup entry, in lineup order. */
  CommentaryTally[] game() {
    return byEntry;
  }

  /**
   * From now on, keeps the discard decisions of each game for the probability model (the combined method
   * only, whose candidates are among its features): {@link #choices} after each game.
   */
  void collectChoices() {
    if (method != CommentarySettings.Method.COMBINED) {
      throw new IllegalStateException("discard probabilities stand on the combined method");
    }
    choices = new ArrayList<>();
  }

  /** The decisions of the game played last, in order, when {@link #collectChoices} was asked; else none. */
  List<Choice> choices() {
    return choices == null ? List.of() : choices;
  }

  private CommentaryTally tally(Seat seat) {
    return byEntry[entryBySeat[seat.index()]];
  }

  private void predictDiscard(Seat seat, long legal, Observation mover) {
    int[] hand = hands[seat.index()];
    fillSeen(seat);
    rankedCount = switch (method) {
      case EXPERT -> expert.candidates(hand, legal, discardedMask, seen, ranked);
      case STATISTICAL -> statistical(seat, hand, legal, ExpertFilter.MAX_CANDIDATES, ranked, fanContext(mover));
      case COMBINED -> combined(seat, hand, legal);
    };
    rankedSeat = seat;
    legalDiscards = Long.bitCount(legal);
    if (choices != null) {
      describe(seat, hand, legal);
    }
  }

  /**
   * The flags of every legal answer of {@code seat} to a discard ({@link ClaimChoice#FEATURES}), {@code now} the
   * hand's win distance as it stands, {@code rule} the claim rule's answer, {@code claimant} the seat's observation
   * (for the 8-fan distance of MCR).
   */
  private void describe(Seat seat, ClaimOptions o, int now, Reaction rule, Observation claimant) {
    int[] hand = hands[seat.index()];
    int melded = melds[seat.index()];
    boolean honour = o.tile().index() >= Tile.NUMBERED_KINDS;
    boolean ting = (tingMask >>> seat.index() & 1) != 0;
    int eightFanNow = -1;
    if (variant == Variant.MCR && (o.canPung() || o.canKong() || o.chowMask() != 0)) {
      eightFan[seat.index()].load(claimant);
      eightFanNow = eightFan[seat.index()].waiting();
    }
    List<Claim> legal = o.legal();
    Claim byOp = fanfouOp.answer(claimant, o);
    // Only when a kong is legal: a few times in ten games, where the other flags read little (ClaimChoice).
    Claim byReport = o.canKong()
        ? reportBot.computeIfAbsent(variant, v -> new EightFanAgent(v == Variant.MCR, 0)).decideClaim(claimant, o) : null;
    Claim byModel = o.canKong()
        ? callModel.computeIfAbsent(variant, v -> new PerceptronAgent(null, true, 0)).decideClaim(claimant, o) : null;
    Claim byWeight = o.canPung() || o.canKong() || o.chowMask() != 0 ? weightRule.claimByWeight(claimant, o) : null;
    int[] kinds = new int[legal.size()];
    int t = o.tile().index();
    int inSight = 0;
    for (int copies : publicSeen) {
      inSight += copies;
    }
    int held = 0;
    int ofItsSuit = 0;
    for (int u = 0; u < hand.length; u++) {
      held += hand[u];
      ofItsSuit += !honour && u / 9 == t / 9 ? hand[u] : 0;
    }
    boolean oneSuit = !honour && 10 * ofItsSuit >= 6 * held;
    byte[] f = new byte[legal.size() * ClaimChoice.FEATURES];
    for (int i = 0; i < legal.size(); i++) {
      Claim c = legal.get(i);
      Reaction kind = Reaction.of(c);
      kinds[i] = kind.ordinal();
      int base = i * ClaimChoice.FEATURES;
      boolean meld = kind == Reaction.CHOW || kind == Reaction.PUNG || kind == Reaction.KONG;
      if (kind != Reaction.NONE) {
        f[base + kind.ordinal() - 1] = 1;
      }
      f[base + 4] = (byte) (kind == rule ? 1 : 0);
      int after = meld ? ReactionRules.afterClaim(hand, melded, o, c) : now;
      f[base + 5] = (byte) ((kind == Reaction.CHOW || kind == Reaction.PUNG) && after < now ? 1 : 0);
      f[base + 6] = (byte) (honour && (kind == Reaction.PUNG || kind == Reaction.KONG) ? 1 : 0);
      f[base + 7] = (byte) (meld && now == 0 ? 1 : 0);
      f[base + 8] = (byte) (meld && ting ? 1 : 0);
      int eightFanAfter = meld && eightFanNow > 0 ? eightFanAfter(eightFan[seat.index()], c, o.tile(), eightFanNow)
          : eightFanNow;
      f[base + 9] = (byte) (eightFanAfter < eightFanNow ? 1 : 0);
      f[base + 10] = (byte) (after == 0 && now > 0 ? 1 : 0);
      f[base + 11] = (byte) (eightFanAfter == 0 && eightFanNow > 0 ? 1 : 0);
      f[base + 12] = (byte) (c.equals(byOp) ? 1 : 0);
      f[base + 13] = (byte) (c.equals(byReport) ? 1 : 0);
      f[base + 14] = (byte) (c.equals(byModel) ? 1 : 0);
      f[base + 15] = (byte) (kind == Reaction.CHOW && hand[t] > 0 ? 1 : 0);
      f[base + 16] = (byte) (meld && inSight >= ClaimChoice.MIDDLE ? 1 : 0);
      f[base + 17] = (byte) (meld && inSight >= ClaimChoice.LATE ? 1 : 0);
      f[base + 18] = (byte) (meld && melded > 0 ? 1 : 0);
      f[base + 19] = (byte) (meld && oneSuit ? 1 : 0);
      f[base + 20] = (byte) (meld && c.equals(byWeight) ? 1 : 0);
    }
    claimAnswers[seat.index()] = legal;
    claimKinds[seat.index()] = kinds;
    claimFeatures[seat.index()] = f;
  }

  @SuppressWarnings("unchecked")
  private static List<Claim>[] newClaimAnswers() {
    return (List<Claim>[]) new List<?>[Seat.COUNT];
  }

  /** The features of every legal discard ({@link DiscardChoice#FEATURES}), after the combined method ran. */
  private void describe(Seat seat, int[] hand, long legal) {
    int n = Long.bitCount(legal);
    int[] tiles = new int[n];
    int k = 0;
    for (long m = legal; m != 0; m &= m - 1) {
      tiles[k++] = Long.numberOfTrailingZeros(m);
    }
    int[] byExpert = tiles.clone();
    expert.order(hand, discardedMask, seen, byExpert, n);
    fillUnseen();
    long mostUseful = statistical.mostUsefulMask(hand, melds[seat.index()], unseen);
    long byWeight = distanceRanking.best(variant, hand, melds[seat.index()], unseen, legal); // the library is read beyond depth 0 only
    byte[] f = new byte[n * DiscardChoice.FEATURES];
    for (int i = 0; i < n; i++) {
      int t = byExpert[i];
      int base = Arrays.binarySearch(tiles, t) * DiscardChoice.FEATURES;
      for (int r = 0; r < Math.min(rankedCount, COMBINED_CANDIDATES); r++) {
        if (ranked[r] == t) {
          f[base + r] = 1;
        }
      }
      f[base + 3] = (byte) (statistical.bestMask() >>> t & 1);
      int key = expert.keyAt(i);
      int stage = ExpertFilter.stage(key);
      f[base + 4] = (byte) (stage == 2 ? 1 : 0);
      f[base + 5] = (byte) (stage == 1 ? 1 : 0);
      int tendencies = ExpertFilter.tendencies(key);
      for (int b = 0; b < 4; b++) {
        f[base + 6 + b] = (byte) (tendencies >>> (3 - b) & 1);
      }
      f[base + DiscardChoice.SEEN] = (byte) Math.min(seen[t], COPIES);
      f[base + 11] = (byte) (lastDrawn[seat.index()] == t ? 1 : 0);
      f[base + 12] = (byte) (hand[t] >= 2 ? 1 : 0);
      f[base + 13] = (byte) (mostUseful >>> t & 1);
      f[base + DiscardChoice.DISTANCE] = (byte) (byWeight >>> t & 1);
      f[base + DiscardChoice.PUBLIC] = (byte) Math.min(publicSeen[t], COPIES);
    }
    DiscardChoice.markTiles(tiles, f);
    choiceTiles = tiles;
    choiceFeatures = f;
  }

  /**
   * The options of {@code seat}'s turn and their flags ({@link TurnChoice#FEATURES}), when it may do more than
   * discard: declare ting with a discard, win, or kong.
   */
  private void describeTurn(Seat seat, TurnDecision t) {
    long concealed = t.concealedKongMask();
    long added = t.addedKongMask();
    boolean ting = t.tingDiscardMask() != 0;
    if (!t.canSelfDrawnWin() && concealed == 0 && added == 0 && !ting) {
      return;
    }
    int n = 1 + (ting ? 1 : 0) + (t.canSelfDrawnWin() ? 1 : 0) + Long.bitCount(concealed) + Long.bitCount(added);
    int[] codes = new int[n];
    byte[] f = new byte[n * TurnChoice.FEATURES];
    int[] hand = hands[seat.index()];
    int melded = melds[seat.index()];
    int now = ReactionRules.afterBestDiscard(hand, melded);
    boolean declared = (tingMask >>> seat.index() & 1) != 0;
    int k = 0;
    codes[k++] = TurnChoice.DISCARD;
    if (ting) {
      f[k * TurnChoice.FEATURES] = 1;
      codes[k++] = TurnChoice.TING;
    }
    if (t.canSelfDrawnWin()) {
      f[k * TurnChoice.FEATURES + 1] = 1;
      codes[k++] = TurnChoice.WIN;
    }
    for (int kind = 0; kind < 2; kind++) {
      long mask = kind == 0 ? concealed : added;
      for (long m = mask; m != 0; m &= m - 1) {
        int tile = Long.numberOfTrailingZeros(m);
        int base = k * TurnChoice.FEATURES;
        int taken = kind == 0 ? 4 : 1;
        hand[tile] -= taken;
        int after = WinDistanceCalculator.basic(hand, melded + (kind == 0 ? 1 : 0));
        hand[tile] += taken;
        f[base + 2 + kind] = 1;
        f[base + 4] = (byte) (after <= now ? 1 : 0);
        f[base + 5] = (byte) (now == 0 ? 1 : 0);
        f[base + 6] = (byte) (declared ? 1 : 0);
        codes[k++] = (kind == 0 ? TurnChoice.CONCEALED_KONG : TurnChoice.ADDED_KONG) + tile;
      }
    }
    turnCodes = codes;
    turnFeatures = f;
    turnSeat = seat;
  }

  /** The code of a turn's answer among {@link TurnChoice}'s options. */
  static int turnCode(Action answer) {
    return answer instanceof TingDiscard ? TurnChoice.TING
        : answer instanceof SelfDrawnWin ? TurnChoice.WIN
        : answer instanceof ConcealedKong k ? TurnChoice.CONCEALED_KONG + k.tile().index()
        : answer instanceof AddedKong a ? TurnChoice.ADDED_KONG + a.tile().index()
        : TurnChoice.DISCARD;
  }

  private static int indexOf(int[] codes, int code) {
    for (int i = 0; i < codes.length; i++) {
      if (codes[i] == code) {
        return i;
      }
    }
    return -1;
  }

  /** The statistical view's best {@code max} discards, written to {@code out}. */
  private int statistical(Seat seat, int[] hand, long legal, int max, int[] out, WinningPatterns.FanContext fans) {
    fillUnseen();
    int n = statistical.candidates(variant, hand, melds[seat.index()], legal, unseen, max, statisticalRanked, fans);
    System.arraycopy(statisticalRanked, 0, out, 0, n);
    return n;
  }

  /** The copies of each tile in sight of {@code seat}'s commentator: every hand from the table view, its own from the player view. */
  private void fillSeen(Seat seat) {
    System.arraycopy(publicSeen, 0, seen, 0, Tile.KINDS);
    for (int s = 0; s < Seat.COUNT; s++) {
      if (tableView || s == seat.index()) {
        for (int t = 0; t < Tile.KINDS; t++) {
          seen[t] += hands[s][t] + concealedKongs[s][t];
        }
      }
    }
  }

  /** The unseen copies of each tile, from the view's copies in sight. */
  private void fillUnseen() {
    for (int t = 0; t < Tile.KINDS; t++) {
      unseen[t] = Math.max(0, COPIES - seen[t]);
    }
  }

  /**
   * Algorithm 6 of the thesis, adapted. The thesis reads the hand with the expert filter, hands the
   * valuable tiles to the statistical view for the most probable winning pattern, and of the tiles
   * outside that pattern proposes first those the expert prefers to let go (its example: of F2, F3, T7
   * and W8 outside the pattern, "tiles discarded before and honours first": F2, F3, T7). Here the tiles
   * outside the pattern are the discards that leave the least win distance (the statistical view), and
   * the expert's order ({@link ExpertFilter#order}) ranks them, the chance of the next useful draw
   * breaking ties; at most {@value #COMBINED_CANDIDATES} are proposed, the "about three" of the
   * thesis's evaluation (section 4.2). The thesis completes the partial chows with their likelier tile
   * before asking the statistical view; the win distance takes every completion into account at once.
   */
  private int combined(Seat seat, int[] hand, long legal) {
    int melded = melds[seat.index()];
    statistical.evaluate(variant, hand, melded, legal);
    int n = 0;
    for (long m = statistical.bestMask(); m != 0; m &= m - 1) {
      statisticalRanked[n++] = Long.numberOfTrailingZeros(m);
    }
    expert.order(hand, discardedMask, seen, statisticalRanked, n);
    // The chance of the next useful draw breaks ties, and costs a distance per tile kind: only the ties
    // that decide which tiles are proposed, or in which order, are broken.
    fillUnseen();
    for (int i = 0; i < Math.min(n, COMBINED_CANDIDATES); ) {
      int j = i + 1;
      while (j < n && expert.keyAt(j) == expert.keyAt(i)) {
        j++;
      }
      if (j - i > 1) {
        statistical.rankByChance(hand, melded, unseen, statisticalRanked, i, j, null);
      }
      i = j;
    }
    int kept = Math.min(n, COMBINED_CANDIDATES);
    System.arraycopy(statisticalRanked, 0, ranked, 0, kept);
    return kept;
  }

  /**
   * What the statistical view's MCR patterns need for their 8-fan check: the mover's melds and winds.
   * The standard fan table scores them: the Botzone judge's differs only for one concealed and one
   * exposed kong, which a pattern of least missing tiles almost never holds.
   */
  private WinningPatterns.FanContext fanContext(Observation mover) {
    return variant != Variant.MCR ? null : new WinningPatterns.FanContext(mover.melds(mover.me()), mover.seatWind(),
        mover.prevalentWind(), FanCalculator.standard());
  }

  /**
   * MCR: a meld keeps 8 fans within reach when one of the likeliest winning patterns of the hand after it
   * scores 8 ({@link WinningPatterns}, from the claimant's view); a hand too far from winning for the
   * patterns is given the benefit of the doubt.
   */
  private ReactionRules.EightFans eightFans(Seat seat, Observation claimant) {
    return (hand, melded, distance, meld) -> {
      if (distance + 1 > WinningPatterns.MAX_MISSING) {
        return true;
      }
      fillSeen(seat); // the claimant's hand is the one after the meld: its tiles but the claimed one are in sight
      List<Tile> meldTiles = meld.tiles();
      meldTiles.remove(meld.claimed());
      for (Tile t : meldTiles) {
        seen[t.index()]++;
      }
      fillUnseen();
      List<Meld> withMeld = new ArrayList<>(claimant.melds(seat));
      withMeld.add(meld);
      WinningPatterns.FanContext fans = new WinningPatterns.FanContext(withMeld, claimant.seatWind(),
          claimant.prevalentWind(), FanCalculator.standard());
      return claimPatterns.rank(variant, hand, melded, distance, unseen, fans) && claimPatterns.any();
    };
  }

  /**
   * MCR: the 8-fan win distance the meld {@code c} of the discard {@code claimed} leaves after its best
   * discard, or {@code now} when that is not lower than {@code now}; {@code eightFan} holds the claimant's
   * position.
   */
  private static int eightFanAfter(EightFanDistance eightFan, Claim c, Tile claimed, int now) {
    int t = claimed.index();
    return c instanceof Chow chow ? eightFan.afterClaim(MeldKind.CHOW, chow.lowest().index(), t, now)
        : Reaction.of(c) == Reaction.PUNG ? eightFan.afterClaim(MeldKind.PUNG, t, t, now)
        : eightFan.afterClaim(MeldKind.EXPOSED_KONG, t, t, now);
  }

  /** A claim decision with one legal answer: a mandatory win with nothing else to choose. */
  static boolean isForced(ClaimOptions o) {
    return o.mustWin() && !o.canPung() && !o.canKong() && o.chowMask() == 0;
  }

  /** Follows every hand, the public tiles and the ting declarations through {@code events}. */
  private void follow(List<Event> events) {
    for (int i = 0; i < events.size(); i++) {
      Event e = events.get(i);
      if (e instanceof Drew d) {
        d.tile().ifPresent(t -> hands[d.seat().index()][t.index()]++);
        lastDrawn[d.seat().index()] = d.tile().map(Tile::index).orElse(-1);
      } else if (e instanceof Discarded d) {
        hands[d.seat().index()][d.tile().index()]--;
        publicSeen[d.tile().index()]++;
        discardedMask |= 1L << d.tile().index();
      } else if (e instanceof Dealt d) {
        for (Tile t : d.tiles()) {
          if (t.index() < Tile.KINDS) {
            hands[d.seat().index()][t.index()]++;
          }
        }
      } else if (e instanceof Melded m) {
        meld(m.seat(), m.meld());
        lastDrawn[m.seat().index()] = -1;
      } else if (e instanceof ConcealedKonged k) {
        k.tile().ifPresent(t -> {
          hands[k.seat().index()][t.index()] -= COPIES;
          concealedKongs[k.seat().index()][t.index()] += COPIES;
        });
        melds[k.seat().index()]++;
      } else if (e instanceof AddedKongDeclared a) {
        hands[a.seat().index()][a.tile().index()]--;
        publicSeen[a.tile().index()]++;
      } else if (e instanceof GameStarted g) {
        variant = g.variant();
      } else if (e instanceof TingDeclared t) {
        tingMask |= 1 << t.seat().index();
      }
    }
  }

  /** A chow, pung or exposed kong of a claimed discard leaves the hand (the discard is counted already). */
  private void meld(Seat seat, Meld meld) {
    if (meld.kind() == MeldKind.ADDED_KONG) {
      return; // its tile left the hand with AddedKongDeclared
    }
    melds[seat.index()]++;
    boolean claimedSkipped = false;
    for (Tile t : meld.tiles()) {
      if (!claimedSkipped && t == meld.claimed()) {
        claimedSkipped = true;
        continue;
      }
      hands[seat.index()][t.index()]--;
      publicSeen[t.index()]++;
    }
  }
}
