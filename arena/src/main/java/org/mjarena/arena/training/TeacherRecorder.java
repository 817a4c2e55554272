package org.mjarena.arena.training;

import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.BiPredicate;
import org.mjarena.agents.perceptron.CallExamples;
import org.mjarena.agents.perceptron.DiscardExamples;
import org.mjarena.arena.table.GameInfo;
import org.mjarena.arena.table.TableObserver;
import org.mjarena.engine.ClaimDecision;
import org.mjarena.engine.ClaimOptions;
import org.mjarena.engine.Decision;
import org.mjarena.engine.GameOutcome;
import org.mjarena.engine.Observation;
import org.mjarena.engine.Seat;
import org.mjarena.engine.TurnDecision;
import org.mjarena.engine.action.Action;
import org.mjarena.engine.action.Discard;
import org.mjarena.engine.action.TingDiscard;
import org.mjarena.engine.event.Event;

/**
 * Keeps the decisions of the teacher as training examples, of one kind. Discards
 * ({@link DiscardExamples}): every turn of a recorded seat that was answered (not forced) with a discard,
 * plain or declaring ting, with the observation the seat had and the discards it could choose from.
 * Calls ({@link CallExamples}): every discard of another player that a recorded seat could chow, pung or
 * kong, and every turn of its with a concealed or added kong legal, that it did not win on, with its
 * answer; the discards after the calls are the shipped discard model's. Each table gets its own observer
 * ({@link #newObserver}); the examples of each game wait under its (deal, seat order) until the run
 * {@link #take takes} their deal, in deal order, so the file is the same whatever the threads.
 */
public final class TeacherRecorder {
  /** A game's examples: how many, and their bytes. */
  public record Examples(int count, byte[] bytes) {}

  private final BiPredicate<GameInfo, Seat> recorded;
  private final DiscardExamples.Kind kind;
  private final Map<Long, Examples> played = new ConcurrentHashMap<>();

  /** Records the discards of the seats for which {@code recorded} holds, given the game. */
  public TeacherRecorder(BiPredicate<GameInfo, Seat> recorded) {
    this(recorded, DiscardExamples.Kind.DISCARD);
  }

  /** Records the decisions of {@code kind} of the seats for which {@code recorded} holds, given the game. */
  public TeacherRecorder(BiPredicate<GameInfo, Seat> recorded, DiscardExamples.Kind kind) {
    this.recorded = recorded;
    this.kind = kind;
  }

  /** An observer for one table (one thread). */
  public TableObserver newObserver() {
    return kind == DiscardExamples.Kind.DISCARD ? new Observer() : new CallObserver();
  }

  /** Takes out the examples of {@code deal}'s games, seat orders 0 to {@code seatOrders - 1}, in that order. */
  public Examples take(long deal, int seatOrders) {
    java.io.ByteArrayOutputStream all = new java.io.ByteArrayOutputStream();
    int count = 0;
    for (int order = 0; order < seatOrders; order++) {
      Examples game = played.remove(key(deal, order));
      if (game != null) {
        all.writeBytes(game.bytes());
        count += game.count();
      }
    }
    return new Examples(count, all.toByteArray());
  }

  private static long key(long deal, int order) {
    return deal << 16 | order;
  }

  private final class Observer implements TableObserver {
    private final DiscardExamples.Encoder encoder = new DiscardExamples.Encoder();
    private final boolean[] recording = new boolean[Seat.COUNT];
    private GameInfo game;
    private Observation pending;
    private long candidates;

    @Override
    public void startGame(GameInfo info) {
      game = info;
      for (Seat s : Seat.all()) {
        recording[s.index()] = recorded.test(info, s);
      }
      encoder.take();
    }

    @Override
    public void beforeDecision(Seat seat, Observation seen, Decision decision) {
      pending = null;
      if (recording[seat.index()] && decision instanceof TurnDecision t && !t.isForced()) {
        pending = seen;
        candidates = t.discardMask(); // the decision object is reused: keep the mask, not it
      }
    }

    @Override
    public void afterDecision(Seat seat, Action answer, long nanos, List<Event> events) {
      if (pending == null || pending.me() != seat) {
        return;
      }
      int tile = answer instanceof Discard d ? d.tile().index() : answer instanceof TingDiscard d ? d.tile().index() : -1;
      if (tile >= 0) {
        encoder.add(pending, candidates, tile, game.seatOrder());
      }
      pending = null;
    }

    @Override
    public void gameEnded(GameOutcome outcome, List<Event> events) {
      int count = encoder.examples();
      played.put(key(game.deal(), game.seatOrder()), new Examples(count, encoder.take()));
    }
  }

  /**
   * The call decisions: a claim decision asks its seats one after the other and tells their answers
   * only once it is resolved, so what each seat saw is kept by seat.
   */
  private final class CallObserver implements TableObserver {
    private final CallExamples.Encoder encoder = new CallExamples.Encoder();
    private final boolean[] recording = new boolean[Seat.COUNT];
    private final Observation[] pending = new Observation[Seat.COUNT];
    private final ClaimOptions[] options = new ClaimOptions[Seat.COUNT];
    private final long[][] masks = new long[Seat.COUNT][3];
    private GameInfo game;

    @Override
    public void startGame(GameInfo info) {
      game = info;
      for (Seat s : Seat.all()) {
        recording[s.index()] = recorded.test(info, s);
        pending[s.index()] = null;
      }
      encoder.take();
    }

    @Override
    public void beforeDecision(Seat seat, Observation seen, Decision decision) {
      int s = seat.index();
      pending[s] = null;
      if (!recording[s]) {
        return;
      }
      if (decision instanceof TurnDecision t && !t.isForced() && (t.concealedKongMask() | t.addedKongMask()) != 0) {
        pending[s] = seen;
        options[s] = null;
        // The decision object is reused: keep the masks, not it.
        masks[s][0] = t.discardMask();
        masks[s][1] = t.concealedKongMask();
        masks[s][2] = t.addedKongMask();
      } else if (decision instanceof ClaimDecision c) {
        Optional<ClaimOptions> o = c.options(seat);
        if (o.isPresent()) {
          pending[s] = seen;
          options[s] = o.get();
        }
      }
    }

    @Override
    public void afterDecision(Seat seat, Action answer, long nanos, List<Event> events) {
      int s = seat.index();
      Observation seen = pending[s];
      if (seen == null) {
        return;
      }
      pending[s] = null;
      if (options[s] != null) {
        encoder.addClaim(seen, options[s], answer, game.seatOrder());
      } else {
        encoder.addKong(seen, masks[s][0], masks[s][1], masks[s][2], answer, game.seatOrder());
      }
    }

    @Override
    public void gameEnded(GameOutcome outcome, List<Event> events) {
      int count = encoder.examples();
      played.put(key(game.deal(), game.seatOrder()), new Examples(count, encoder.take()));
    }
  }
}
