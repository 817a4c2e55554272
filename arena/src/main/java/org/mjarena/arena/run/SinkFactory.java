package org.mjarena.arena.run;

import java.io.Serializable;
import java.nio.file.Path;
import org.mjarena.arena.config.Lineup;
import org.mjarena.arena.tournament.SeatOrders;

/**
 * Makes one sink of a run. It travels to a cluster's executors inside the {@link Job}, so that their
 * tasks make the same recorders, in the same order, as the driver: it must be serializable (a lambda
 * that captures nothing, or only serializable settings), and a sink it makes must not touch its
 * directory before it is {@linkplain Sink#open opened}, which only the driver does.
 */
@FunctionalInterface
public interface SinkFactory extends Serializable {
  /** The sink of a run of {@code lineup} in {@code orders}, whose files go in {@code dir}. */
  Sink<?> make(Lineup lineup, SeatOrders orders, Path dir);
}
