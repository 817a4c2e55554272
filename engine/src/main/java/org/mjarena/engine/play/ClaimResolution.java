package org.mjarena.engine.play;

import java.util.ArrayList;
import java.util.List;
import org.mjarena.engine.ClaimDecision;
import org.mjarena.engine.ClaimOptions;
import org.mjarena.engine.Seat;
import org.mjarena.engine.action.ActionKind;
import org.mjarena.engine.action.Claim;
import org.mjarena.engine.action.Pass;
import org.mjarena.engine.event.ClaimResolved;

/**
 * How one set of answers to a claim decision is resolved, and the event that tells it: the winners by
 * priority (every claimed win when several may win, else the first in turn order), else the one pung or
 * kong, else the chow. It owns the priority and the reason given; {@link AbstractGame#resolve} plays
 * what follows.
 */
final class ClaimResolution {
  /** The seats that win, in turn order; null when nobody claimed a win. */
  final List<Seat> winners;
  /** The seat whose pung, kong or chow takes the tile; null when a seat wins or nobody claims. */
  final Seat taker;
  /** Why the decision went as it did, as the event tells it. */
  final ClaimResolved.Resolution why;
  private final ClaimDecision decision;
  private final Claim[] bySeat;

  ClaimResolution(ClaimDecision decision, Claim[] bySeat, boolean multipleWinners) {
    this.decision = decision;
    this.bySeat = bySeat;
    List<ClaimOptions> asked = decision.asked();
    List<Seat> won = null;
    int wins = 0;
    Seat meld = null;
    Seat chow = null;
    int claims = 0;
    for (int i = 0; i < asked.size(); i++) {
      Seat seat = asked.get(i).seat();
      ActionKind k = bySeat[seat.index()].kind();
      if (k == ActionKind.PASS) {
        continue;
      }
      claims++;
      if (k == ActionKind.CLAIM_WIN) {
        wins++;
        if (won == null || multipleWinners) {
          if (won == null) {
            won = new ArrayList<>(3);
          }
          won.add(seat);
        }
      } else if (k == ActionKind.CHOW) {
        chow = seat;
      } else {
        meld = seat;
      }
    }
    winners = won;
    taker = won != null ? null : meld != null ? meld : chow;
    if (claims == 0) {
      why = ClaimResolved.Resolution.ALL_PASSED;
    } else if (claims == 1) {
      why = ClaimResolved.Resolution.ONLY_CLAIM;
    } else if (wins > 1) {
      why = multipleWinners ? ClaimResolved.Resolution.SEVERAL_WINNERS : ClaimResolved.Resolution.FIRST_IN_TURN_ORDER;
    } else if (wins == 1) {
      why = ClaimResolved.Resolution.WIN_BEATS_MELD;
    } else {
      why = ClaimResolved.Resolution.PUNG_OR_KONG_BEATS_CHOW;
    }
  }

  ClaimResolved event() {
    if (why == ClaimResolved.Resolution.ALL_PASSED) {
      return ClaimResolved.allPassed(decision.tile(), decision.from(), decision.robbing());
    }
    Claim[] answers = {Pass.INSTANCE, Pass.INSTANCE, Pass.INSTANCE, Pass.INSTANCE};
    List<ClaimOptions> asked = decision.asked();
    for (int i = 0; i < asked.size(); i++) {
      int s = asked.get(i).seat().index();
      answers[s] = bySeat[s];
    }
    List<Seat> takers = winners != null ? winners : taker != null ? List.of(taker) : List.of();
    return new ClaimResolved(decision.tile(), decision.from(), decision.robbing(), List.of(answers), takers, why);
  }
}
