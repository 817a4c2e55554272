package org.mjarena.arena.commentary;

import org.mjarena.arena.record.Bytes;
import org.mjarena.arena.record.EventText;
import org.mjarena.engine.tile.Tile;

/**
 * The mover's choice on its own turn when it may do more than discard: discard, discard declaring ting (the
 * 108-tile variant), win on its own draw, or kong (concealed, or added to an exposed pung), as the
 * probability model sees it. Which tile it discards is a {@link DiscardChoice} of its own.
 *
 * @param entry    the lineup entry that chose (its index)
 * @param codes    each option: {@link #DISCARD}, {@link #TING}, {@link #WIN}, {@link #CONCEALED_KONG} or
 *                 {@link #ADDED_KONG} plus the kong's tile index
 * @param features {@link #FEATURES} flags per option, in order
 * @param played   the position in {@code codes} of the option taken
 */
record TurnChoice(int entry, int[] codes, byte[] features, int played) implements Choice {
  /** Let a tile go, declaring nothing. */
  static final int DISCARD = 0;
  /** Let a tile go declaring ting. */
  static final int TING = 1;
  /** Win on one's own draw. */
  static final int WIN = 2;
  /** A concealed kong, plus its tile index. */
  static final int CONCEALED_KONG = 64;
  /** A tile added to an exposed pung, plus its tile index. */
  static final int ADDED_KONG = 128;

  /**
   * Flags per option (a plain discard has none):
   * <ol start="0">
   *   <li>it declares ting;</li>
   *   <li value="1">it wins;</li>
   *   <li value="2">a concealed kong;</li>
   *   <li value="3">an added kong;</li>
   *   <li value="4">a kong that leaves the win distance no higher than the best discard would;</li>
   *   <li value="5">a kong from a ready hand;</li>
   *   <li value="6">a kong by a player who declared ting.</li>
   * </ol>
   */
  static final int FEATURES = 7;
  /** The kind of decision ({@link Choice#decision}). */
  static final String DECISION = "turn";

  @Override
  public int width() {
    return FEATURES;
  }

  @Override
  public String decision() {
    return DECISION;
  }

  @Override
  public String option(int o) {
    return text(codes[o]);
  }

  /** An option's code in a word or two: {@code discard}, {@code ting}, {@code win}, {@code concealed kong 1m}. */
  static String text(int code) {
    return code == DISCARD ? "discard" : code == TING ? "ting" : code == WIN ? "win"
        : code >= ADDED_KONG ? "added kong " + EventText.tile(Tile.of(code - ADDED_KONG))
        : "concealed kong " + EventText.tile(Tile.of(code - CONCEALED_KONG));
  }

  /** Writes the choice compactly ({@link Choice#writeFlagged}): each option's code in a byte and its flags in three. */
  void write(Bytes.Out out) {
    Choice.writeFlagged(this, codes, out);
  }

  /** Reads a choice {@link #write} wrote. */
  static TurnChoice read(Bytes.In in) {
    return Choice.readFlagged(in, FEATURES, TurnChoice::new);
  }
}
