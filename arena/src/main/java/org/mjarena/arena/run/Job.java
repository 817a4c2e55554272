package org.mjarena.arena.run;

import java.io.IOException;
import java.io.Serializable;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import org.mjarena.arena.config.ConfigException;
import org.mjarena.arena.config.Lineup;
import org.mjarena.arena.config.LineupLoader;
import org.mjarena.arena.config.RecordMode;
import org.mjarena.arena.tournament.SeatOrders;

/**
 * What an executor needs to play any deal of a run: the lineup file as the driver read it and the
 * command-line overrides that change the games or what is kept of them. Agents are made by factories that
 * cannot travel, so each executor loads the lineup again from these bytes; the same bytes make the same
 * lineup.
 *
 * @param file   the lineup file's path on the driver (named in messages only)
 * @param bytes  the lineup file's bytes
 * @param seed   the root seed in force
 * @param deals  the deals in force
 * @param record what is kept of each game, by {@link RecordMode#id()}
 * @param commentary false when the commentator is off, by the file or by {@code --no-commentary}
 * @param sinks  makes the run's sinks, in the run's order
 */
public record Job(String file, byte[] bytes, long seed, int deals, String record, boolean commentary, List<SinkFactory> sinks)
    implements Serializable {
  private static final long serialVersionUID = 2L;

  /** Copies the list. */
  public Job {
    sinks = List.copyOf(sinks);
  }

  /** The job of {@code lineup}'s run into the sinks {@code sinks} make, its file read again from disk. */
  public static Job of(Lineup lineup, List<SinkFactory> sinks) throws IOException {
    return new Job(lineup.source().toString(), Files.readAllBytes(lineup.source()), lineup.seed(), lineup.deals(),
        lineup.record().id(), lineup.commentary().on(), sinks);
  }

  /** The run's sinks as a task makes them: for their recorders and codecs only (a task has no run directory). */
  public List<Sink<?>> sinks(Lineup lineup) {
    SeatOrders orders = orders(lineup);
    return sinks.stream().<Sink<?>>map(f -> f.make(lineup, orders, Path.of(""))).toList();
  }

  /** The lineup the driver runs, loaded from the bytes. */
  public Lineup lineup() throws ConfigException {
    Lineup lineup = LineupLoader.load(Path.of(file), bytes).with(Optional.of(deals), Optional.of(seed), Optional.empty(),
        RecordMode.byId(record), Optional.empty(), Optional.empty());
    return commentary ? lineup : lineup.withoutCommentary();
  }

  /** The run's seat orders. */
  public static SeatOrders orders(Lineup lineup) {
    return SeatOrders.balanced(lineup.seatOrders(), lineup.entries().stream().map(Lineup.Entry::identity).toList());
  }
}
