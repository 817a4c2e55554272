package org.mjarena.arena.tournament;

import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.BitSet;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.mjarena.arena.config.Lineup;
import org.mjarena.arena.config.LineupLoader;

/** An agent that cannot be made stops the run with the entry, the deal and the seat order named. */
final class AgentFailureTest {
  @TempDir
  Path dir;

  @Test
  void run_agentCannotBeMade_failsNamingEntryAndDeal() throws Exception {
    Path file = Files.writeString(dir.resolve("lineup.yaml"), """
        variant: competition-108
        seed: 3
        deals: 8
        lineup:
          - { id: a, agent: random }
          - { id: b, agent: random }
          - { id: c, agent: tsumogiri }
          - { id: d, agent: tsumogiri }
        """);
    Lineup lineup = LineupLoader.load(file);
    List<Lineup.Entry> entries = new ArrayList<>(lineup.entries());
    Lineup.Entry c = entries.get(2);
    entries.set(2, new Lineup.Entry(c.id(), c.agent(), c.settings(), seed -> {
      throw new IllegalStateException("no weights file");
    }));
    SeatOrders orders = SeatOrders.balanced(lineup.seatOrders(), entries.stream().map(Lineup.Entry::identity).toList());
    Lineup failing = new Lineup(lineup.source(), lineup.rules(), lineup.seed(), lineup.deals(), lineup.seatOrders(), lineup.threads(),
        entries, lineup.record(), lineup.compress(), lineup.commentary(), lineup.output());
    Tournament tournament = new Tournament(failing, orders, 2, List::of);
    assertThatThrownBy(() -> tournament.run(new BitSet(), deal -> { }))
        .isInstanceOf(AgentFailure.class)
        .hasMessage("entry 'c' failed to start on deal 0 (seat order 0): java.lang.IllegalStateException: no weights file");
  }
}
