package org.mjarena.arena.training;

import org.mjarena.agents.perceptron.CallFeatures;
import org.mjarena.agents.perceptron.DiscardFeatures;
import org.mjarena.agents.perceptron.DiscardModel;
import org.mjarena.agents.perceptron.PerceptronAgent;
import org.mjarena.engine.ClaimOptions;
import org.mjarena.engine.Observation;
import org.mjarena.engine.action.Action;
import org.mjarena.engine.action.AddedKong;
import org.mjarena.engine.action.Chow;
import org.mjarena.engine.action.ConcealedKong;
import org.mjarena.engine.action.Discard;
import org.mjarena.engine.action.ExposedKong;
import org.mjarena.engine.action.Pass;
import org.mjarena.engine.action.Pung;
import org.mjarena.engine.action.TingDiscard;

/**
 * The call examples (seed 001, section 7.1): at each decision of the teacher where a call is legal, the
 * features of every candidate ({@link CallFeatures}: not calling, each call with its best following
 * discard) and which one the teacher chose. They go into an examples file of kind
 * {@link ExamplesFile.Kind#CALL}, laid out as the discard examples are ({@link DiscardExamples}), a
 * candidate's byte being its {@link CallFeatures#code} instead of a tile, and with the features all its
 * candidates share left out.
 *
 * <p>Two decisions make examples: another player's discard that the teacher may chow, pung or kong
 * (not one it wins on: a win is always taken), and the teacher's own turn with a concealed or added kong
 * legal (not one it wins on). The paper's examples were the calls of attacking players only (before
 * another's riichi); ours are all of them: our teachers never fold, so every position of theirs attacks.
 *
 * <p>The discard after a chow or pung, and the one against which an own-turn kong is weighed, is the one
 * the shipped discard model ranks first, as the agent will play it ({@link PerceptronAgent#bestDiscard}):
 * the examples depend on that model, so it is made first.
 */
final class CallExamples {
  private CallExamples() {}

  /**
   * Turns the teacher's call decisions into example bytes: one instance per thread, as it keeps scratch
   * space. A game's examples go into one growing buffer, handed over when the game is done.
   */
  static final class Encoder extends ExampleEncoder {
    private final CallFeatures features = new CallFeatures();
    private final DiscardFeatures discards = new DiscardFeatures();
    private final int[][] byCandidate = new int[CallFeatures.MAX_CANDIDATES][CallFeatures.MAX_ACTIVE];
    private final int[] sizes = new int[CallFeatures.MAX_CANDIDATES];
    private final int[] codes = new int[CallFeatures.MAX_CANDIDATES];
    private final int[] scratch = new int[DiscardFeatures.MAX_ACTIVE];

    /** An encoder of call decisions. */
    Encoder() {
      super(CallFeatures.DIMENSION);
    }

    /** The discard model whose first choices follow a call: the one shipped for the variant. */
    private static DiscardModel model(Observation seen) {
      return DiscardModel.shipped(seen.variant());
    }

    /**
     * Adds the example of a claim decision (a discard to answer) unless no call was legal or the teacher
     * won on the tile.
     *
     * @param seen    what the teacher saw
     * @param options what it could answer
     * @param chosen  its answer
     * @param order   the seat order of the game
     */
    void addClaim(Observation seen, ClaimOptions options, Action chosen, int order) {
      if (options.robbing() || !options.canPung() && !options.canKong() && options.chowMask() == 0) {
        return;
      }
      int t = options.tile().index();
      int code;
      if (chosen instanceof Pass) {
        code = CallFeatures.code(CallFeatures.NONE, t);
      } else if (chosen instanceof Chow c) {
        code = CallFeatures.code(CallFeatures.CHOW, c.lowest().index());
      } else if (chosen instanceof Pung) {
        code = CallFeatures.code(CallFeatures.PUNG, t);
      } else if (chosen instanceof ExposedKong) {
        code = CallFeatures.code(CallFeatures.EXPOSED_KONG, t);
      } else {
        return;
      }
      int n = features.claims(seen, options, model(seen), codes, byCandidate, sizes);
      write(seen, n, code, order);
    }

    /**
     * Adds the example of one's own turn with a kong legal (tile masks {@code concealedKongs} and
     * {@code addedKongs}, the discards allowed {@code discardMask}) unless the teacher won.
     */
    void addKong(Observation seen, long discardMask, long concealedKongs, long addedKongs, Action chosen,
        int order) {
      if ((concealedKongs | addedKongs) == 0) {
        return;
      }
      int code;
      if (chosen instanceof Discard || chosen instanceof TingDiscard) {
        code = -1;
      } else if (chosen instanceof ConcealedKong k) {
        code = CallFeatures.code(CallFeatures.CONCEALED_KONG, k.tile().index());
      } else if (chosen instanceof AddedKong k) {
        code = CallFeatures.code(CallFeatures.ADDED_KONG, k.tile().index());
      } else {
        return;
      }
      int discard = PerceptronAgent.bestDiscard(model(seen), discards, seen, discardMask, scratch);
      if (discard < 0) {
        return;
      }
      if (code < 0) {
        code = CallFeatures.code(CallFeatures.NONE, discard);
      }
      int n = features.kongs(seen, discard, concealedKongs, addedKongs, codes, byCandidate, sizes);
      write(seen, n, code, order);
    }

    private void write(Observation position, int n, int code, int order) {
      int teacher = -1;
      for (int c = 0; c < n; c++) {
        if (codes[c] == code) {
          teacher = c;
        }
      }
      if (n < 2 || teacher < 0) {
        return;
      }
      add(order, position.me().index(), n, teacher, codes, sizes, byCandidate);
    }
  }
}
