package org.mjarena.arena.tournament;

/**
 * A lineup entry's agent could not be made for a game: the run stops, and the message names the entry,
 * the deal and the seat order (an agent that throws while playing is a fault the table handles instead,
 * and the game goes on). It travels back from a cluster's executor like any exception, and the command
 * line shows its message as the one line of the failure.
 */
public final class AgentFailure extends RuntimeException {
  private static final long serialVersionUID = 1L;

  /** Entry {@code entry} failed on deal {@code deal} in seat order {@code order}, throwing {@code cause}. */
  public AgentFailure(String entry, long deal, int order, Throwable cause) {
    super("entry '" + entry + "' failed to start on deal " + deal + " (seat order " + order + "): " + cause, cause);
  }
}
