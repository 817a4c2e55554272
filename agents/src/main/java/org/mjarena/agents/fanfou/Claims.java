package org.mjarena.agents.fanfou;

import java.util.List;
import org.mjarena.agents.Position;
import org.mjarena.engine.ClaimOptions;
import org.mjarena.engine.Observation;
import org.mjarena.engine.TurnDecision;
import org.mjarena.engine.Variant;
import org.mjarena.engine.action.AddedKong;
import org.mjarena.engine.action.Chow;
import org.mjarena.engine.action.Claim;
import org.mjarena.engine.action.ClaimWin;
import org.mjarena.engine.action.ConcealedKong;
import org.mjarena.engine.action.DeclareTing;
import org.mjarena.engine.action.ExposedKong;
import org.mjarena.engine.action.OpeningAction;
import org.mjarena.engine.action.Pass;
import org.mjarena.engine.action.Pung;
import org.mjarena.engine.action.TurnAction;
import org.mjarena.engine.hand.Meld;
import org.mjarena.engine.hand.MeldKind;
import org.mjarena.engine.tile.Tile;

/**
 * The claim, kong and ting decisions of Fanfou_ba and Fanfou_op (Wang et al. 2022, seed 004); the
 * Robot of its experiments takes Fanfou_op's ("吃、碰、杠的动作决策完全沿用Fanfou_op的设计").
 *
 * <p><b>Claims.</b> A win is always taken. Otherwise, in the order of the authors' code, an exposed kong
 * whenever the rules allow one, else a pung whenever allowed, else the chow {@link Chows} picks (Fanfou_ba's
 * limits or Fanfou_op's Table 2). The paper gives no other condition: a claim pays at once in the
 * 108-tile variant (chow 1, pung 2, direct kong 4).
 *
 * <p><b>Kongs on one's own turn.</b> Both make every concealed kong the rules allow; only Fanfou_op makes
 * added kongs (补杠 is one of the things the paper adds to it). A ting player is offered only the kongs
 * that keep its waits.
 *
 * <p><b>Ting</b> (108-tile variant). Fanfou_ba declares ting whenever the discard it chose leaves a ready
 * hand, even one whose waits are all in sight (the dead wait, 死听, formula 2 was made to avoid).
 * Fanfou_op declares only with an effective wait count of at least 2 ({@link ReadyHands}); asked about
 * the opening ting (天听) on its dealt tiles it applies the same count. The paper does not say what
 * Fanfou_ba does about the opening ting; it declares, as it would with any ready hand.
 *
 * <p><b>MCR.</b> No ting exists. A meld claim (chow, pung, exposed kong) gives up the concealed hand, and
 * with it 门前清 and 不求人; whether an open hand that is not ready can still reach the 8-fan minimum
 * would take a search over its completions that the paper has no counterpart for (the 8-fan win
 * distance of seed 002 is that search). So in MCR a claim the paper's rules would make is made only
 * when the hand after it (after the best discard, for a chow or pung) is ready with waits that win with
 * at least 8 fan, as {@link ReadyHands} counts them: at least one unseen such wait for Fanfou_ba, an
 * effective count of at least 2 for Fanfou_op (its threshold for declaring ting). Measured against the
 * two other readings, with three Fanfou_op players, one for each rule, and a distance-to-win player
 * (150 MCR deals in all 24 seat orders): this rule won 28.7% of the games and 6.3 points a game; the
 * paper's claims unchanged won 27.9% and 2.2 points; refusing only the claims that make a ready hand
 * under 8 fan (and making those that leave the hand not ready) won 21.4% and lost 0.3 points a game.
 * Kongs from one's own hand are made as in the paper: a kong adds fan (暗杠 2, 明杠 1) and a concealed
 * kong keeps the hand concealed.
 *
 * <p>Mutable: it shares its agent's {@link Position}.
 */
final class Claims {
  private final Version version;
  private final Position position;
  private final ReadyHands readyHands = new ReadyHands();
  /**
   * The variant, read once: an agent plays one game, and in the 108-tile variant a pung or kong is
   * decided without reading the observation at all.
   */
  private Variant variant;

  /** The decisions of {@code version}, reading positions into {@code position}. */
  Claims(Version version, Position position) {
    this.version = version;
    this.position = position;
  }

  /** The answer to a discard or a tile added to a kong. */
  Claim decide(Observation seen, ClaimOptions options) {
    if (options.canWin()) {
      return ClaimWin.INSTANCE;
    }
    if (variant == null) {
      variant = seen.variant();
    }
    boolean mcr = variant == Variant.MCR;
    if (mcr || options.chowMask() != 0) {
      position.load(seen);
    }
    int t = options.tile().index();
    if (options.canKong() && (!mcr || readyAfter(new Meld(MeldKind.EXPOSED_KONG, options.tile(), options.tile(),
        options.from()), t, t, t))) {
      return ExposedKong.INSTANCE;
    }
    if (options.canPung() && (!mcr || readyAfter(new Meld(MeldKind.PUNG, options.tile(), options.tile(),
        options.from()), t, t))) {
      return Pung.INSTANCE;
    }
    if (options.chowMask() != 0) {
      int i = Chows.choose(position.counts(), t, options.chowMask(), version == Version.OP);
      if (i >= 0) {
        int low = t - 2 + i;
        Tile lowest = Tile.of(low);
        if (!mcr || readyAfter(new Meld(MeldKind.CHOW, lowest, options.tile(), options.from()),
            Chows.handTile(t, i, 0), Chows.handTile(t, i, 1))) {
          return new Chow(lowest);
        }
      }
    }
    return options.defaultAction();
  }

  /**
   * MCR: whether the hand, after the claim that makes {@code meld} out of {@code fromHand} and the
   * claimed tile, is ready for a win of at least 8 fan (see the class comment).
   */
  private boolean readyAfter(Meld meld, int... fromHand) {
    for (int t : fromHand) {
      position.take(t);
    }
    List<Meld> melds = position.meldsWith(meld);
    int count;
    if (meld.kind().isKong()) {
      count = ReadyHands.effective(position, melds);
    } else {
      readyHands.tryDiscards(position, position.heldMask(), melds);
      count = readyHands.bestCount();
    }
    for (int t : fromHand) {
      position.put(t);
    }
    return count >= threshold();
  }

  /** The effective wait count a ready hand must reach: Fanfou_op's 2, or any unseen wait for Fanfou_ba. */
  private int threshold() {
    return version == Version.OP ? ReadyHands.TING_MINIMUM : 1;
  }

  /** The kong to make on one's own turn, or null when none: concealed first, then (Fanfou_op) added. */
  TurnAction ownKong(TurnDecision decision) {
    if (decision.concealedKongMask() != 0) {
      return new ConcealedKong(Tile.of(Long.numberOfTrailingZeros(decision.concealedKongMask())));
    }
    if (version == Version.OP && decision.addedKongMask() != 0) {
      return new AddedKong(Tile.of(Long.numberOfTrailingZeros(decision.addedKongMask())));
    }
    return null;
  }

  /**
   * Whether to declare ting with the discard of {@code tile}, chosen otherwise: only when the rules
   * allow it, and for Fanfou_op only when the hand left has an effective wait count of at least 2.
   */
  boolean declaresTing(Observation seen, TurnDecision decision, int tile) {
    if ((decision.tingDiscardMask() >>> tile & 1) == 0) {
      return false;
    }
    if (version == Version.BA) {
      return true;
    }
    position.load(seen);
    position.take(tile);
    int count = ReadyHands.effective(position, position.melds());
    position.put(tile);
    return count >= ReadyHands.TING_MINIMUM;
  }

  /** The opening ting (天听) on ready dealt tiles. */
  OpeningAction opening(Observation seen) {
    if (version == Version.BA) {
      return DeclareTing.INSTANCE;
    }
    position.load(seen);
    return ReadyHands.effective(position, position.melds()) >= ReadyHands.TING_MINIMUM ? DeclareTing.INSTANCE
        : Pass.INSTANCE;
  }
}
