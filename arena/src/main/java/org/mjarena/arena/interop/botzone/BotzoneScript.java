package org.mjarena.arena.interop.botzone;

import java.util.List;
import java.util.Optional;
import org.mjarena.arena.interop.botzone.BotzoneLine.IgnoredClaim;
import org.mjarena.arena.interop.botzone.BotzoneLine.Kind;
import org.mjarena.arena.record.Script;
import org.mjarena.engine.action.AddedKong;
import org.mjarena.engine.action.Chow;
import org.mjarena.engine.action.Claim;
import org.mjarena.engine.action.ClaimWin;
import org.mjarena.engine.action.ConcealedKong;
import org.mjarena.engine.action.Discard;
import org.mjarena.engine.action.ExposedKong;
import org.mjarena.engine.action.Pung;
import org.mjarena.engine.action.SelfDrawnWin;
import org.mjarena.engine.tile.Tile;

/**
 * The answers of a match log as a {@link Script}: what each seat answered when it was its turn, and what
 * it claimed of each discard or added kong.
 *
 * <ul>
 *   <li>{@code Play t}, {@code AnGang t}, {@code BuGang t}: the seat's next turn answer (discard,
 *       concealed kong, added kong); after a {@code Chi} or {@code Peng} the seat's {@code Play} is the
 *       discard of the turn the claim gave it;</li>
 *   <li>{@code Chi m}, {@code Peng}, {@code Gang}: the seat's claim (chow with middle tile m, pung,
 *       exposed kong) on the last discard; each {@code Ignore Player j X t} on the line is seat j's claim
 *       on the same discard, which lost;</li>
 *   <li>{@code Hu}: a self-drawn win when the seat's own {@code Draw} is the line before, else a claimed
 *       win on the last discard or added kong;</li>
 *   <li>{@code Draw}: not an answer; the wall ({@link BotzoneWall}) makes the engine deal it.</li>
 * </ul>
 *
 * <p>Claims are keyed by the offer they answer, as {@link Script} counts offers: the number of
 * {@code Play} and {@code BuGang} lines so far, the answered one included.
 */
final class BotzoneScript {
  private BotzoneScript() {}

  /**
   * The script of {@code match}.
   *
   * @throws Unreplayable when a {@code Chi} names a middle tile no chow has (a terminal or an honour)
   */
  static Script of(BotzoneMatch match) throws Unreplayable {
    Script script = new Script();
    List<BotzoneLine> lines = match.lines();
    int offer = 0;
    for (int i = 0; i < lines.size(); i++) {
      BotzoneLine line = lines.get(i);
      switch (line.kind()) {
        case DRAW -> { }   // not an answer: the wall deals the tile
        case PLAY -> {
          offer++;
          script.turn(line.seat(), Discard.of(line.tile()));
        }
        case BUGANG -> {
          offer++;
          script.turn(line.seat(), new AddedKong(line.tile()));
        }
        case ANGANG -> script.turn(line.seat(), new ConcealedKong(line.tile()));
        case CHI, PENG, GANG, HU -> {
          if (isSelfDrawnWin(lines, i)) {
            script.turn(line.seat(), SelfDrawnWin.INSTANCE);
          } else {
            script.claim(line.seat(), offer, claim(line, line.kind(), line.tile()));
            for (IgnoredClaim c : line.ignored()) {
              script.claim(c.seat(), offer, claim(line, c.kind(), c.tile()));
            }
          }
        }
      }
    }
    return script;
  }

  /** True when line {@code i} is a {@code Hu} right after the same seat's {@code Draw}: a self-drawn win. */
  static boolean isSelfDrawnWin(List<BotzoneLine> lines, int i) {
    BotzoneLine line = lines.get(i);
    if (line.kind() != Kind.HU || i == 0) {
      return false;
    }
    BotzoneLine before = lines.get(i - 1);
    return before.kind() == Kind.DRAW && before.seat() == line.seat();
  }

  /**
   * The claim a log writes as {@code kind tile}: a chow named by its middle tile, a pung, an exposed kong
   * or a win. Empty for a chow whose middle tile is a terminal or an honour, which no chow has.
   */
  static Optional<Claim> claim(Kind kind, Tile tile) {
    return switch (kind) {
      case CHI -> tile.index() < Tile.NUMBERED_KINDS && tile.number() > 1 && tile.number() < 9
          ? Optional.of(new Chow(Tile.of(tile.index() - 1))) : Optional.empty();
      case PENG -> Optional.of(Pung.INSTANCE);
      case GANG -> Optional.of(ExposedKong.INSTANCE);
      case HU -> Optional.of(ClaimWin.INSTANCE);
      default -> throw new IllegalArgumentException(kind + " is not a claim");
    };
  }

  private static Claim claim(BotzoneLine line, Kind kind, Tile tile) throws Unreplayable {
    Optional<Claim> claim = claim(kind, tile);
    if (claim.isEmpty()) {
      throw new Unreplayable("line " + line.lineNumber() + " ('" + line.text() + "'): a Chi names the middle tile of "
          + "its chow, and no chow has " + tile.code() + " in the middle");
    }
    return claim.get();
  }
}
