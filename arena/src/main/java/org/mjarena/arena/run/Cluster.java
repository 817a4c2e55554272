package org.mjarena.arena.run;

import java.util.BitSet;
import java.util.List;
import java.util.Optional;
import java.util.ServiceLoader;
import org.HdrHistogram.Histogram;
import org.mjarena.arena.config.ConfigException;
import org.mjarena.arena.tournament.Tournament;

/**
 * Where a run's deals are played when not on this JVM's threads: a cluster, reached through its master
 * URL. The arena holds no cluster code; a module on the class path provides one ({@link ServiceLoader}),
 * as {@code spark/} does for {@code mjarena run --spark MASTER}.
 */
public interface Cluster {
  /**
   * Refuses, before anything is written, a master URL that is not one or where nothing answers.
   *
   * @throws ConfigException naming the URL
   */
  void check(String master) throws ConfigException;

  /**
   * Plays the job's deals not in {@code finished} on the cluster at {@code master}, handing each to
   * {@code consumer} in deal order, on the calling thread; each finished task is kept in {@code checkpoints} until its deals are
   * handed over, and the deals an earlier session's checkpoints hold are handed over, not played.
   *
   * @throws ConfigException when the cluster cannot be started on the master
   */
  Played run(String master, Job job, BitSet finished, TaskCheckpoints checkpoints, Tournament.Consumer consumer) throws Exception;

  /**
   * What a run on the cluster leaves besides its deals.
   *
   * @param times each entry's decision-time histogram (nanoseconds), merged over the deals played
   * @param cores the cores the cluster gave the job (Spark's default parallelism), for {@code timing.json}
   */
  record Played(List<Histogram> times, int cores) {}

  /** Stops handing out new work; {@link #run} returns soon after. */
  void cancel();

  /** True once {@link #cancel} was called. */
  boolean isCancelled();

  /** The cluster module on the class path, if any. */
  static Optional<Cluster> find() {
    return ServiceLoader.load(Cluster.class).findFirst();
  }
}
