package org.mjarena.arena.table;

import java.util.ArrayList;
import java.util.List;
import org.HdrHistogram.Histogram;
import org.mjarena.agents.Agent;
import org.mjarena.engine.Fault;
import org.mjarena.engine.Game;
import org.mjarena.engine.GameOutcome;
import org.mjarena.engine.Seat;
import org.mjarena.engine.play.Driver;
import org.mjarena.engine.play.GameObserver;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Plays games between seated agents through the engine's {@link Driver}, recording each seat's
 * decision times and logging at WARN every time the driver had to step in for an agent (it threw,
 * answered illegally or too late), with the game and the entry named. Once the game is over every agent
 * is told how it ended and closed ({@link Agent#gameEnded}, {@link Agent#close}), the closing done even when
 * the game was cut short.
 *
 * <p>A table plays one game at a time and belongs to one thread (a tournament gives each worker its own).
 */
public final class Table {
  private static final Logger log = LoggerFactory.getLogger(Table.class);
  /** Longest decision time the histograms track, in nanoseconds (one hour); longer ones are clamped. */
  public static final long MAX_TRACKED_NANOS = 3_600_000_000_000L;

  private final List<TableObserver> observers;
  private final Timing timing = new Timing();
  private final Driver driver;

  /** A table whose games {@code observers} watch, in order. */
  public Table(List<TableObserver> observers) {
    this.observers = List.copyOf(observers);
    List<GameObserver> all = new ArrayList<>(observers.size() + 1);
    all.add(timing);
    all.addAll(this.observers);
    this.driver = new Driver(all);
  }

  /** A new histogram for decision times, as {@link #play} records them (nanoseconds). */
  public static Histogram newDecisionHistogram() {
    return new Histogram(MAX_TRACKED_NANOS, 2);
  }

  /**
   * Plays {@code game} to its end.
   *
   * @param game          a freshly dealt game
   * @param bySeat        the agent in each seat
   * @param decisionTimes each seat's histogram of decision times in nanoseconds, sampled one decision in
   *                      {@value Driver#SAMPLE_EVERY} (forced moves are never timed)
   * @param info          which game this is, for observers and log messages
   */
  public GameOutcome play(Game game, Agent[] bySeat, Histogram[] decisionTimes, GameInfo info) {
    for (TableObserver o : observers) {
      o.startGame(info);
    }
    timing.times = decisionTimes;
    GameOutcome outcome;
    try {
      outcome = driver.play(game, bySeat);
      for (int s = 0; s < bySeat.length; s++) {
        bySeat[s].gameEnded(Seat.of(s), outcome);
      }
    } finally {
      for (Agent a : bySeat) {
        a.close();
      }
    }
    for (Fault f : outcome.faults()) {
      String entry = info.bySeat().get(f.seat().index());
      log.warn("deal {} order {}: agent '{}' in seat {} {}; {}", info.deal(), info.seatOrder(), entry, f.seat(), f.reason(),
          outcome.offender().isPresent() && f == outcome.faults().get(outcome.faults().size() - 1)
              ? "the game ends with the error sanction" : "the default action was played");
    }
    return outcome;
  }

  /** Puts the exactly timed decisions into the histograms of the game being played. */
  private static final class Timing implements GameObserver {
    Histogram[] times;

    @Override
    public void decisionTimed(Seat seat, long nanos) {
      times[seat.index()].recordValue(Math.min(nanos, MAX_TRACKED_NANOS));
    }
  }
}
