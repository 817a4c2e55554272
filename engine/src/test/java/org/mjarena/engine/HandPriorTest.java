package org.mjarena.engine;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Map;
import org.apache.commons.rng.UniformRandomProvider;
import org.junit.jupiter.api.Test;
import org.mjarena.engine.action.TurnAction;
import org.mjarena.engine.random.Seeds;
import org.mjarena.engine.tile.Tile;

/** {@link Rules#sampleConsistent(Observation, UniformRandomProvider, HandPrior)}: the prior shapes the hidden hands. */
final class HandPriorTest {
  private static final Rules MCR = Rulebook.rules(Variant.MCR, Map.of());

  /** The first turn decision of a dealt MCR game, as its mover sees it. */
  private static Observation firstTurn() {
    Game game = MCR.deal(0, Seeds.wall(5, 0));
    while (!(game.pending() instanceof TurnDecision)) {
      throw new IllegalStateException("an MCR deal starts with the dealer's turn");
    }
    return game.observation(((TurnDecision) game.pending()).seat());
  }

  @Test
  void sampleConsistent_priorRefusingATile_dealsNoOpponentThatTile() {
    Observation seen = firstTurn();
    int east = Tile.parse("F1").index();
    HandPrior noEast = (seat, hand) -> hand.count(east) == 0 ? 1 : 0;
    UniformRandomProvider rng = Seeds.generator(1);
    int uniformHolders = 0;
    for (int i = 0; i < 200; i++) {
      Game prior = MCR.sampleConsistent(seen, rng, noEast);
      Game uniform = MCR.sampleConsistent(seen, rng);
      assertThat(prior.observation(seen.me())).isEqualTo(seen);
      for (Seat s : Seat.all()) {
        if (s != seen.me()) {
          assertThat(prior.observation(s).concealedCount(Tile.of(east))).as("sample %d, %s", i, s).isZero();
          uniformHolders += uniform.observation(s).concealedCount(Tile.of(east)) > 0 ? 1 : 0;
        }
      }
    }
    // Without the prior, some opponent holds an East wind in most samples: the prior did the work.
    assertThat(uniformHolders).isGreaterThan(100);
  }

  @Test
  void sampleConsistent_priorRefusingEverything_stillSamplesAfterItsTries() {
    Observation seen = firstTurn();
    Game game = MCR.sampleConsistent(seen, Seeds.generator(2), (seat, hand) -> 0);
    assertThat(game.observation(seen.me())).isEqualTo(seen);
    TurnAction any = ((TurnDecision) game.pending()).legal().get(0);
    game.apply(any);
    assertThat(game.tileTotal()).isEqualTo(144);
  }
}
