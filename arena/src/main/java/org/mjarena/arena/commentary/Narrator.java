package org.mjarena.arena.commentary;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import org.mjarena.arena.table.TableObserver;
import org.mjarena.engine.Decision;
import org.mjarena.engine.Observation;
import org.mjarena.engine.Seat;
import org.mjarena.engine.TurnDecision;
import org.mjarena.engine.Variant;
import org.mjarena.engine.Win;
import org.mjarena.engine.Wind;
import org.mjarena.engine.action.Action;
import org.mjarena.engine.event.AddedKongDeclared;
import org.mjarena.engine.event.ConcealedKonged;
import org.mjarena.engine.event.Discarded;
import org.mjarena.engine.event.Event;
import org.mjarena.engine.event.ExhaustiveDraw;
import org.mjarena.engine.event.GameStarted;
import org.mjarena.engine.event.Melded;
import org.mjarena.engine.event.TingDeclared;
import org.mjarena.engine.event.Won;
import org.mjarena.engine.hand.Meld;
import org.mjarena.engine.hand.MeldKind;
import org.mjarena.engine.mcr.McrRules;
import org.mjarena.engine.mcr.fan.FanCalculator;
import org.mjarena.engine.mcr.fan.FanCount;
import org.mjarena.engine.mcr.fan.FanResult;
import org.mjarena.engine.mcr.fan.WinningHand;
import org.mjarena.engine.mcr.distance.WinDistance;
import org.mjarena.engine.mcr.distance.WinDistanceCalculator;
import org.mjarena.engine.mcr.distance.WinDistanceForm;
import org.mjarena.engine.tile.Tile;

/**
 * Says a game as the {@link Commentator} sees it, in one language ({@link Phrasebook}): it watches the
 * game beside the commentator, on the same driver and after it, and hears its predictions through
 * {@link PredictionListener}. Each sentence belongs to one event of the game:
 *
 * <ul>
 *   <li>before a discard (at the draw or the meld before it): what the mover should keep and what may
 *       go, the commentator's candidates (the thesis's "draw round", seed 000 section 3.3.2);
 *   <li>at the discard: who discarded which tile, and whether it was among the candidates; when the hand
 *       left is ready and its waits are new: the waits, their copies the commentator cannot see, the
 *       chance the next draw wins and, in MCR, the fans a win would score or that it is short of 8
 *       (the engine's fan calculator, flowers left out as the minimum leaves them out); and the claims
 *       the reaction rules predict on it (section 3.3.3);
 *   <li>at a meld: who claimed what from whom, and whether it was foreseen; at a win: the deal-in or
 *       the self-drawn win and its value; at an exhausted wall, that nobody won.
 * </ul>
 *
 * <p>Nothing here runs in a tournament: a run's commentators have no listener. Sentences are made when
 * asked, on replay ({@code mjarena replay DIR --game N --commentary zh|en}), from the recorded events
 * played again through the driver, which gives the commentator the same observations in the same
 * order, so the same predictions. One instance per game being said; confined to its thread.
 */
public final class Narrator implements TableObserver, PredictionListener {
  /**
   * One sentence.
   *
   * @param event the index of the event it belongs to, in the game's events
   * @param text  the sentence
   */
  public record Sentence(int event, String text) {}

  private static final int COPIES = 4;

  private final Phrasebook words;
  private final FanCalculator fanCalculator;
  private final List<Sentence> sentences = new ArrayList<>();

  private Variant variant;
  private Seat dealer;
  /** Events of the game told so far; the next event's index. */
  private int told;
  private List<Event> lastTold;

  /** The candidates predicted for the mover's pending discard, and the copies in sight then. */
  private Seat predicted;
  private final List<Tile> candidates = new ArrayList<>();
  private final int[] seen = new int[Tile.KINDS];
  /** The mover of the pending turn decision and what it saw. */
  private Seat mover;
  private Observation moverView;
  /** The reactions predicted on the last discard, by seat (null where none). */
  private final Reaction[] reactions = new Reaction[Seat.COUNT];
  private int lastOffer = -1;
  private Tile lastOfferTile;
  /** The waits last said of each seat's ready hand, as a mask; 0 when not ready. */
  private final long[] waitsSaid = new long[Seat.COUNT];

  /**
   * A narrator in the words of {@code words}.
   *
   * @param fans MCR's fan calculator as the game's rules configure it (unused in the 108-tile variant)
   */
  public Narrator(Phrasebook words, FanCalculator fans) {
    this.words = words;
    this.fanCalculator = fans;
  }

  /** The sentences so far, in the order of the events they belong to. */
  public List<Sentence> sentences() {
    List<Sentence> sorted = new ArrayList<>(sentences);
    sorted.sort(Comparator.comparingInt(Sentence::event));
    return sorted;
  }

  @Override
  public void gameStarted(List<Event> deal) {
    sentences.clear();
    Arrays.fill(reactions, null);
    Arrays.fill(waitsSaid, 0);
    predicted = null;
    mover = null;
    moverView = null;
    lastOffer = -1;
    for (Event e : deal) {
      if (e instanceof GameStarted g) {
        variant = g.variant();
        dealer = g.dealer();
      }
    }
    told = deal.size();
    lastTold = null;
  }

  @Override
  public void discardPredicted(Seat seat, int[] ranked, int count, int[] seenNow) {
    predicted = seat;
    candidates.clear();
    for (int i = 0; i < count; i++) {
      candidates.add(Tile.of(ranked[i]));
    }
    System.arraycopy(seenNow, 0, seen, 0, Tile.KINDS);
  }

  @Override
  public void reactionsPredicted(Reaction[] bySeat) {
    System.arraycopy(bySeat, 0, reactions, 0, Seat.COUNT);
    List<Wind> seats = new ArrayList<>();
    List<Reaction> what = new ArrayList<>();
    for (Seat s : Seat.all()) {
      Reaction r = bySeat[s.index()];
      if (r != null && r != Reaction.NONE) {
        seats.add(wind(s));
        what.add(r);
      }
    }
    if (!seats.isEmpty() && lastOffer >= 0) {
      say(lastOffer, words.possibleClaims(lastOfferTile, seats, what));
    }
  }

  @Override
  public void beforeDecision(Seat seat, Observation seenBySeat, Decision decision) {
    if (decision instanceof TurnDecision) {
      mover = seat;
      moverView = seenBySeat;
      if (predicted == seat) {
        Optional<Tile> drawn = seenBySeat.drawn().filter(t -> !candidates.contains(t));
        say(told - 1, words.advice(wind(seat), drawn, candidates));
      }
    }
  }

  @Override
  public void afterDecision(Seat seat, Action answer, long nanos, List<Event> events) {
    if (events == lastTold) {
      return; // the seats asked about one discard are reported with the same events
    }
    for (int i = 0; i < events.size(); i++) {
      tell(told + i, events.get(i));
    }
    told += events.size();
    lastTold = events;
    predicted = null;
    mover = null;
    moverView = null;
  }

  private void tell(int index, Event e) {
    if (e instanceof Discarded d) {
      boolean wasPredicted = predicted == d.seat();
      say(index, words.discard(wind(d.seat()), d.tile(), wasPredicted ? candidates : List.of()));
      if (mover == d.seat() && moverView != null) {
        ready(index, d.seat(), d.tile(), wasPredicted);
      }
      offered(index, d.tile());
    } else if (e instanceof AddedKongDeclared a) {
      offered(index, a.tile());
    } else if (e instanceof Melded m) {
      Meld meld = m.meld();
      boolean claimed = meld.kind() == MeldKind.CHOW || meld.kind() == MeldKind.PUNG || meld.kind() == MeldKind.EXPOSED_KONG;
      Reaction expected = reactions[m.seat().index()];
      say(index, words.meld(wind(m.seat()), meld, claimed ? Optional.of(wind(meld.from())) : Optional.empty(),
          claimed ? Optional.of(expected == reactionOf(meld.kind())) : Optional.empty()));
    } else if (e instanceof ConcealedKonged k) {
      say(index, words.concealedKong(wind(k.seat()), k.tile()));
    } else if (e instanceof Won w) {
      Win win = w.win();
      Optional<Wind> from = win.selfDrawn() ? Optional.empty() : win.from().map(this::wind);
      boolean foreseen = from.isPresent() && reactions[win.seat().index()] == Reaction.WIN;
      say(index, words.win(wind(win.seat()), win, from, variant == Variant.MCR, foreseen));
    } else if (e instanceof TingDeclared t) {
      say(index, words.ting(wind(t.seat())));
    } else if (e instanceof ExhaustiveDraw) {
      say(index, words.exhausted());
    }
  }

  /** A discard or an added kong others may claim: the claims predicted on it belong to it. */
  private void offered(int index, Tile tile) {
    lastOffer = index;
    lastOfferTile = tile;
    Arrays.fill(reactions, null);
  }

  /**
   * Says the mover's hand after its discard of {@code tile} when it is ready with waits not said before.
   * The unseen counts come from the commentator's view at the decision, so they need its prediction.
   */
  private void ready(int index, Seat seat, Tile tile, boolean withView) {
    int[] hand = moverView.concealed();
    hand[tile.index()]--;
    int melds = moverView.meldCount(seat);
    long waits = waits(hand, melds);
    if (waits == 0) {
      waitsSaid[seat.index()] = 0;
      return;
    }
    if (waits == waitsSaid[seat.index()] || !withView) {
      waitsSaid[seat.index()] = waits;
      return;
    }
    waitsSaid[seat.index()] = waits;
    List<Tile> waitList = new ArrayList<>();
    List<Integer> unseen = new ArrayList<>();
    for (long m = waits; m != 0; m &= m - 1) {
      int t = Long.numberOfTrailingZeros(m);
      waitList.add(Tile.of(t));
      unseen.add(Math.max(0, COPIES - seen[t]));
    }
    int total = 0;
    for (int t = 0; t < variant.tileKinds(); t++) {
      total += Math.max(0, COPIES - seen[t]);
    }
    Optional<Ready.Fans> fans = variant == Variant.MCR ? Optional.of(fans(hand, waitList)) : Optional.empty();
    say(index, words.ready(wind(seat), new Ready(tile, waitList, unseen, total, fans)));
  }

  /**
   * The winning tiles of a hand of 3n + 1 tiles, as a mask, or 0 when it is not ready: in MCR in any of
   * its forms; in the 108-tile variant four sets and a pair, or seven pairs without melds.
   */
  static long waits(int[] hand, int melds, Variant variant) {
    WinDistance s = WinDistanceCalculator.all(hand, melds);
    long waits;
    if (variant == Variant.MCR) {
      waits = s.min() == 0 ? s.effectiveMin() : 0;
    } else {
      waits = s.basic() == 0 ? s.effective(WinDistanceForm.BASIC) : 0;
      if (melds == 0 && s.of(WinDistanceForm.SEVEN_PAIRS) == 0) {
        waits |= s.effective(WinDistanceForm.SEVEN_PAIRS);
      }
    }
    return waits & ((1L << variant.tileKinds()) - 1);
  }

  private long waits(int[] hand, int melds) {
    return waits(hand, melds, variant);
  }

  /** What a win on each wait scores, on a discard and self-drawn, without flowers. */
  private Ready.Fans fans(int[] hand, List<Tile> waitList) {
    List<Tile> concealed = new ArrayList<>();
    for (int t = 0; t < Tile.KINDS; t++) {
      for (int c = 0; c < hand[t]; c++) {
        concealed.add(Tile.of(t));
      }
    }
    List<Meld> melds = moverView.melds(mover);
    FanResult bestDiscard = null;
    FanResult bestSelf = null;
    for (Tile w : waitList) {
      // A wait on a tile whose four copies the hand holds itself (in MCR's shanten, a kind of 4 in the
      // hand still counts as wanted) can never be won on: no hand to score.
      long held = hand[w.index()] + melds.stream().flatMap(m -> m.tiles().stream()).filter(t -> t == w).count();
      if (held >= COPIES) {
        continue;
      }
      for (boolean selfDrawn : new boolean[] {false, true}) {
        FanResult r = fanCalculator.calculate(new WinningHand(concealed, melds, w, selfDrawn, false, false, false,
            moverView.seatWind(), moverView.prevalentWind(), 0));
        if (!r.winning()) {
          continue;
        }
        if (selfDrawn && (bestSelf == null || r.totalWithoutFlowers() > bestSelf.totalWithoutFlowers())) {
          bestSelf = r;
        } else if (!selfDrawn && (bestDiscard == null || r.totalWithoutFlowers() > bestDiscard.totalWithoutFlowers())) {
          bestDiscard = r;
        }
      }
    }
    int onDiscard = bestDiscard == null ? 0 : bestDiscard.totalWithoutFlowers();
    int selfDrawn = bestSelf == null ? 0 : bestSelf.totalWithoutFlowers();
    FanResult shown = onDiscard >= McrRules.MINIMUM_FAN || selfDrawn < McrRules.MINIMUM_FAN ? bestDiscard : bestSelf;
    List<FanCount> best = shown == null ? List.of() : shown.fans();
    return new Ready.Fans(onDiscard, selfDrawn, best);
  }

  private static Reaction reactionOf(MeldKind kind) {
    return switch (kind) {
      case CHOW -> Reaction.CHOW;
      case PUNG -> Reaction.PUNG;
      case EXPOSED_KONG -> Reaction.KONG;
      default -> Reaction.NONE;
    };
  }

  private Wind wind(Seat seat) {
    return Wind.ofSeat(seat, dealer);
  }

  private void say(int event, String text) {
    sentences.add(new Sentence(event, text));
  }
}
