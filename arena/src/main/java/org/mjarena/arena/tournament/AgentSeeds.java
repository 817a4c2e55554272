package org.mjarena.arena.tournament;

import org.mjarena.engine.random.Seeds;

/**
 * How the agents of a game are seeded from the run's root seed. Either way an agent's stream depends
 * only on where it sits (deal, seat order, seat), never on the thread or on what was played before.
 */
public enum AgentSeeds {
  /**
   * The agent in seat {@code s} of seat order {@code o} of deal {@code d}: {@code Seeds.derive(root, AGENT,
   * d, o, s)}, so that every game has its own streams. What a run plays.
   */
  BY_GAME,
  /**
   * The agent in seat {@code s} of deal {@code d}, whatever the seat order: {@code Seeds.derive(root,
   * AGENT, d, s)}. The fold labels' games ({@code mjarena train fold-data}, one seat order a deal) were
   * seeded so before they were played through a run, and still are, so that the shipped fold models are
   * made again from the same games.
   */
  BY_SEAT;

  /** The seed of the agent in {@code seat} of seat order {@code order} of {@code deal}, from {@code root}. */
  public long seed(long root, long deal, int order, int seat) {
    return switch (this) {
      case BY_GAME -> Seeds.derive(root, Seeds.AGENT, deal, order, seat);
      case BY_SEAT -> Seeds.derive(root, Seeds.AGENT, deal, seat);
    };
  }
}
