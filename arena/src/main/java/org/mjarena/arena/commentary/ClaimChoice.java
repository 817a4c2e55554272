package org.mjarena.arena.commentary;

import org.mjarena.arena.record.Bytes;

/**
 * One seat's answer to a discard (or to an added kong it may rob) as the probability model sees it: its
 * legal answers in the engine's order (pass, each chow, pung, kong, win), what each looked like to the
 * commentator ({@link #FEATURES} flags each), and the answer given.
 *
 * @param entry    the lineup entry that answered (its index)
 * @param kinds    each answer's {@link Reaction}, by ordinal (the chows share one, told apart by their flags)
 * @param features {@link #FEATURES} flags per answer, in order
 * @param played   the position in {@code kinds} of the answer given
 */
record ClaimChoice(int entry, int[] kinds, byte[] features, int played) implements Choice {
  /**
   * Flags per answer:
   * <ol start="0">
   *   <li>to 3: a chow, a pung, an exposed kong, a win (a pass has none);</li>
   *   <li value="4">the commentator's claim rule ({@code reactions}) gives this kind of answer, before the priority
   *       between seats;</li>
   *   <li value="5">a chow or pung that leaves the hand closer to winning after its best discard;</li>
   *   <li value="6">a pung or kong of an honour;</li>
   *   <li value="7">a meld out of a ready hand;</li>
   *   <li value="8">a meld by a player who declared ting (108 tiles);</li>
   *   <li value="9">MCR: a meld that leaves the hand nearer an 8-fan win after its best discard (the 8-fan win
   *       distance of report 002, {@link org.mjarena.agents.eightfan.EightFanDistance}, which the perceptron's
   *       call model reads too); never in the 108-tile variant, which has no minimum;</li>
   *   <li value="10">a meld that makes the hand ready: after a chow or pung and its best discard, after a kong
   *       as it stands (the Fanfou players' MCR rule claims only then);</li>
   *   <li value="11">MCR: a meld that makes the hand ready to win with 8 fan or more (the 8-fan distance of
   *       flag 9 at 0);</li>
   *   <li value="12">the answer seed 004's claim rule gives, Fanfou_op's (Fanfou_mc's and the Robot's too;
   *       {@link org.mjarena.agents.fanfou.ClaimRule}): every kong and pung, the chow of its Table 2, in MCR
   *       only when the hand after the meld is ready to win with 8 fan with an effective wait count of 2.
   *       Fanfou_ba's rule as a second flag added little (its chows are learned from this one) for 7% more
   *       time a commented decision.</li>
   *   <li value="13">when a kong is legal, the answer report 002's bot gives ({@code shanten-8fan}, {@link
   *       org.mjarena.agents.eightfan.EightFanAgent}: it kongs when, each replacement tile weighted by its unseen
   *       copies, the distance after it is kept more often than it rises; 8-fan distances in MCR);</li>
   *   <li value="14">when a kong is legal, the answer seed 001's call model gives (the shipped model of {@code
   *       perceptron}: the hands after passing, the pung and the kong weighed by features no flag above reads).
   *       Whether a player kongs, pungs or passes a tile it holds three of is otherwise hard to read from the
   *       hand: without these two flags MCR kong F1 was about 70%. As answers to every discard they cost
   *       half the commented decision's time again and foresaw real players' pungs worse; a kong is legal a
   *       few times in ten games.</li>
   *   <li value="15">a chow of a tile the hand already holds (the chow then adds a copy of a tile it has);</li>
   *   <li value="16">a meld with {@link #MIDDLE} or more tiles in public sight (rivers, melds), about halfway
   *       through a hand;</li>
   *   <li value="17">a meld with {@link #LATE} or more in sight;</li>
   *   <li value="18">a meld by a hand that has melded already (its concealment is gone);</li>
   *   <li value="19">a meld of a numbered tile whose suit is 60% or more of the hand's concealed tiles (a flush
   *       on the way);</li>
   *   <li value="20">the chow, pung or kong seed 003's distance weight gives ({@code distance-to-win} before its
   *       MCR 8-fan test, {@link org.mjarena.agents.lookahead.DistanceToWin#claimByWeight}): the meld of lowest
   *       weight after its best discard, below the hand's (a kong when it does not raise it), the first chow of
   *       equal weight. The weight is the paper's greedy count of the changes a hand needs, not the win
   *       distance of flag 5, so the two part on some melds, and this flag picks one of several that lower it.
   *       A few table lookups per answer.</li>
   * </ol>
   * Flags 15 to 19 are what the 56 real Botzone matches showed their bot claims by, beside the flags above:
   * it chowed a tile it held 6% of the times it could, one it did not hold 40%; it punged 55% of the
   * times it could early in a hand, 15% late; and it punged and chowed more once its hand was open.
   */
  static final int FEATURES = 21;
  /** The kind of decision ({@link Choice#decision}). */
  static final String DECISION = "answer";
  /** Tiles in public sight from which a meld counts as made in the middle of a hand (flag 16). */
  static final int MIDDLE = 24;
  /** Tiles in public sight from which a meld counts as made late in a hand (flag 17). */
  static final int LATE = 48;

  @Override
  public int width() {
    return FEATURES;
  }

  @Override
  public String decision() {
    return DECISION;
  }

  /** The answer's kind in a word: the chows share one, told apart by their flags. */
  @Override
  public String option(int o) {
    return Reaction.values()[kinds[o]].word();
  }

  /** Writes the choice compactly ({@link Choice#writeFlagged}): each option's kind in a byte and its flags in three. */
  void write(Bytes.Out out) {
    Choice.writeFlagged(this, kinds, out);
  }

  /** Reads a choice {@link #write} wrote. */
  static ClaimChoice read(Bytes.In in) {
    return Choice.readFlagged(in, FEATURES, ClaimChoice::new);
  }
}
