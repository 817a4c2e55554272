package org.mjarena.arena.training;

import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.BiPredicate;
import org.mjarena.agents.perceptron.DiscardExamples;
import org.mjarena.arena.GameInfo;
import org.mjarena.arena.TableObserver;
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
 * Keeps the discard decisions of the teacher as training examples ({@link DiscardExamples}): every turn of
 * a recorded seat that was answered (not forced) with a discard, plain or declaring ting, with the
 * observation the seat had and the discards it could choose from. Each table gets its own observer
 * ({@link #newObserver}); the examples of each game wait under its (deal, seat order) until the run
 * {@link #take takes} their deal, in deal order, so the file is the same whatever the threads.
 */
public final class TeacherRecorder {
  /** A game's examples: how many, and their bytes. */
  public record Examples(int count, byte[] bytes) {}

  private final BiPredicate<GameInfo, Seat> recorded;
  private final Map<Long, Examples> played = new ConcurrentHashMap<>();

  /** Records the seats for which {@code recorded} holds, given the game. */
  public TeacherRecorder(BiPredicate<GameInfo, Seat> recorded) {
    this.recorded = recorded;
  }

  /** An observer for one table (one thread). */
  public TableObserver newObserver() {
    return new Observer();
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
}
