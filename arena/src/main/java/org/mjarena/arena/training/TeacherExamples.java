package org.mjarena.arena.training;

import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import java.util.function.BiPredicate;
import org.mjarena.arena.table.GameInfo;
import org.mjarena.engine.ClaimDecision;
import org.mjarena.engine.ClaimOptions;
import org.mjarena.engine.Decision;
import org.mjarena.engine.Observation;
import org.mjarena.engine.Seat;
import org.mjarena.engine.TurnDecision;
import org.mjarena.engine.action.Action;
import org.mjarena.engine.action.Discard;
import org.mjarena.engine.action.TingDiscard;
import org.mjarena.engine.event.Event;

/**
 * The teacher recorders of {@code mjarena train dataset}: the teacher's decisions of one kind, watched on
 * the table, as training examples. Discards ({@link DiscardExamples}): every turn of a recorded seat that
 * was answered (not forced) with a discard, plain or declaring ting, with the observation the seat had
 * and the discards it could choose from. Calls ({@link CallExamples}): every discard of another player
 * that a recorded seat could chow, pung or kong, and every turn of its with a concealed or added kong
 * legal, that it did not win on, with its answer; the discards after the calls are the shipped discard
 * model's.
 */
final class TeacherExamples {
  private TeacherExamples() {}

  /** A new observer of the decisions of {@code kind} of the seats for which {@code recorded} holds, given the game. */
  static GameExamples of(ExamplesFile.Kind kind, BiPredicate<GameInfo, Seat> recorded) {
    return switch (kind) {
      case DISCARD -> new DiscardObserver(recorded);
      case CALL -> new CallObserver(recorded);
      case FOLD -> throw new IllegalArgumentException("a teacher's decisions are discards or calls: fold-data labels folds");
    };
  }

  /**
   * What both observers share: the seats of the game whose decisions are recorded, the game, and the
   * encoder whose examples the game's are.
   */
  private abstract static class Recording<E extends ExampleEncoder> implements GameExamples {
    final E encoder;
    GameInfo game;
    private final BiPredicate<GameInfo, Seat> recorded;
    private final boolean[] recording = new boolean[Seat.COUNT];

    Recording(BiPredicate<GameInfo, Seat> recorded, E encoder) {
      this.recorded = recorded;
      this.encoder = encoder;
    }

    @Override
    public void startGame(GameInfo info) {
      game = info;
      for (Seat s : Seat.all()) {
        recording[s.index()] = recorded.test(info, s);
      }
      encoder.take();
    }

    /** Whether {@code seat}'s decisions are recorded in this game. */
    boolean recording(Seat seat) {
      return recording[seat.index()];
    }

    @Override
    public int examples() {
      return encoder.examples();
    }

    @Override
    public byte[] take() {
      return encoder.take();
    }
  }

  /** The discard decisions of one seat at a time: a turn is asked and answered before the next decision. */
  private static final class DiscardObserver extends Recording<DiscardExamples.Encoder> {
    private Observation pending;
    private long candidates;

    DiscardObserver(BiPredicate<GameInfo, Seat> recorded) {
      super(recorded, new DiscardExamples.Encoder());
    }

    @Override
    public void beforeDecision(Seat seat, Observation seen, Decision decision) {
      pending = null;
      if (recording(seat) && decision instanceof TurnDecision t && !t.isForced()) {
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
  }

  /**
   * The call decisions: a claim decision asks its seats one after the other and tells their answers
   * only once it is resolved, so what each seat saw is kept by seat.
   */
  private static final class CallObserver extends Recording<CallExamples.Encoder> {
    private final Observation[] pending = new Observation[Seat.COUNT];
    private final ClaimOptions[] options = new ClaimOptions[Seat.COUNT];
    private final long[][] masks = new long[Seat.COUNT][3];

    CallObserver(BiPredicate<GameInfo, Seat> recorded) {
      super(recorded, new CallExamples.Encoder());
    }

    @Override
    public void startGame(GameInfo info) {
      super.startGame(info);
      Arrays.fill(pending, null);
    }

    @Override
    public void beforeDecision(Seat seat, Observation seen, Decision decision) {
      int s = seat.index();
      pending[s] = null;
      if (!recording(seat)) {
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
  }
}
