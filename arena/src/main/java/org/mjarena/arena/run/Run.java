package org.mjarena.arena.run;

import java.io.IOException;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.BitSet;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicLong;
import org.HdrHistogram.Histogram;
import org.mjarena.arena.config.ConfigException;
import org.mjarena.arena.config.Lineup;
import org.mjarena.arena.tournament.AgentSeeds;
import org.mjarena.arena.tournament.PlayedDeal;
import org.mjarena.arena.tournament.Recorder;
import org.mjarena.arena.tournament.SeatOrders;
import org.mjarena.arena.tournament.Tournament;

/**
 * A plan played into a list of sinks: the one pipeline of every command that plays games ({@code run},
 * {@code bench}, {@code train dataset}). The deals are played on this machine's threads or on a
 * cluster, and either way each finished deal reaches every sink in deal order, on the thread that called
 * {@link #play}, then the {@link Journal}; a session that takes up an earlier one starts from what
 * {@link Resume} kept. Sinks, not the pipeline, decide what is recorded: a replay file is a sink like the
 * statistics.
 */
public final class Run implements AutoCloseable {
  private final Plan plan;
  private final List<Sink<?>> sinks;
  private final Journal journal;
  private final AtomicLong deals = new AtomicLong();
  private final AtomicLong games = new AtomicLong();
  private volatile Tournament tournament;
  private volatile Cluster cluster;
  private volatile boolean cancelled;

  /**
   * What a run plays and where.
   *
   * @param lineup  the rules, entries, root seed and deals
   * @param orders  the seat orders each deal is played in
   * @param threads worker threads, for a run on this machine
   * @param cluster the master of the cluster to play on instead, with the job its executors rebuild the
   *                run from
   * @param seeds   how the agents are seeded: by game, unless the run is played on this machine
   */
  public record Plan(Lineup lineup, SeatOrders orders, int threads, Optional<ClusterPlan> cluster, AgentSeeds seeds) {
    /** Checks that a cluster's plan seeds by game, as its executors' tournaments do. */
    public Plan {
      if (cluster.isPresent() && seeds != AgentSeeds.BY_GAME) {
        throw new IllegalArgumentException("a cluster seeds its agents by game, not " + seeds);
      }
    }

    /** A plan whose agents are seeded by game: every run's. */
    public Plan(Lineup lineup, SeatOrders orders, int threads, Optional<ClusterPlan> cluster) {
      this(lineup, orders, threads, cluster, AgentSeeds.BY_GAME);
    }

    /** A plan played on this machine's threads. */
    public static Plan local(Lineup lineup, SeatOrders orders, int threads) {
      return new Plan(lineup, orders, threads, Optional.empty());
    }

    /** A plan played on this machine's threads, its agents seeded by {@code seeds}. */
    public static Plan local(Lineup lineup, SeatOrders orders, int threads, AgentSeeds seeds) {
      return new Plan(lineup, orders, threads, Optional.empty(), seeds);
    }
  }

  /**
   * A run played on a cluster.
   *
   * @param cluster the cluster module
   * @param master  its master URL
   * @param job     what its executors rebuild the run from; its sinks are the run's
   * @param dir     the run's directory, where finished tasks wait for their turn ({@link TaskCheckpoints})
   */
  public record ClusterPlan(Cluster cluster, String master, Job job, Path dir) {}

  /**
   * What a session played, besides what its sinks kept.
   *
   * @param deals the deals handed to the sinks in this session
   * @param games their games
   * @param times each entry's decision-time histogram (nanoseconds), in lineup order
   * @param cores the worker threads, or the cores the cluster gave the job
   */
  public record Played(long deals, long games, List<Histogram> times, int cores) {}

  /** A run of {@code plan} into {@code sinks}, in that order. */
  public Run(Plan plan, List<Sink<?>> sinks) {
    this.plan = plan;
    this.sinks = List.copyOf(sinks);
    this.journal = new Journal(this.sinks);
  }

  /**
   * Opens the sinks for this session: afresh, or, {@code resuming}, taking up what an earlier session left
   * ({@link Resume}). The journal is kept at {@code journalFile} when some sink needs it.
   *
   * @return the deals kept from before, which {@link #play} does not play again
   */
  public Resume.Kept open(Optional<Path> journalFile, boolean resuming) throws ConfigException, IOException {
    return Resume.open(sinks, journal, journalFile, resuming, plan.lineup().deals(), plan.orders().size());
  }

  /**
   * Plays every deal not in {@code kept} into the sinks; stops early, keeping every finished deal, when
   * {@link #cancel} is called.
   */
  public Played play(BitSet kept) throws Exception {
    if (plan.cluster().isPresent()) {
      ClusterPlan c = plan.cluster().get();
      cluster = c.cluster();
      Cluster.Played played = c.cluster().run(c.master(), c.job(), kept, new TaskCheckpoints(c.dir(), sinks), this::hand);
      return new Played(deals.get(), games.get(), played.times(), played.cores());
    }
    Tournament local = new Tournament(plan.lineup(), plan.orders(), plan.threads(),
        () -> sinks.stream().<Recorder<?>>map(Sink::recorder).toList(), plan.seeds());
    tournament = local;
    if (cancelled) {
      local.cancel();
    }
    local.run(kept, this::hand);
    return new Played(deals.get(), games.get(), local.decisionTimes(), plan.threads());
  }

  /** One finished deal to every sink, in the sinks' order, then to the journal. */
  @SuppressWarnings({"unchecked", "rawtypes"})
  private void hand(PlayedDeal deal) throws IOException {
    List<Sink<?>> journaled = journal.sinks();
    Object[] forJournal = new Object[journaled.size()];
    for (int i = 0; i < sinks.size(); i++) {
      Sink sink = sinks.get(i);
      Object kept = deal.kept().get(i);
      sink.accept(deal.deal(), kept);
      int j = journaled.indexOf(sink);
      if (j >= 0) {
        forJournal[j] = kept;
      }
    }
    if (journal.isOpen()) {
      journal.append(deal.deal(), Arrays.asList(forJournal));
    }
    deals.incrementAndGet();
    games.addAndGet(deal.games());
  }

  /** Stops handing out new work: {@link #play} returns once the deals being played are handed over or dropped. */
  public void cancel() {
    cancelled = true;
    Tournament t = tournament;
    if (t != null) {
      t.cancel();
    }
    Cluster c = cluster;
    if (c != null) {
      c.cancel();
    }
  }

  /** True once {@link #cancel} was called. */
  public boolean isCancelled() {
    return cancelled;
  }

  /**
   * Each entry's decision times so far on this machine's threads (none when the run plays on a cluster,
   * whose times come back with {@link Played} at the end): what a session that failed part way timed.
   */
  public List<Histogram> decisionTimes() {
    Tournament t = tournament;
    if (t != null) {
      return t.decisionTimes();
    }
    List<Histogram> none = new java.util.ArrayList<>();
    for (int e = 0; e < plan.lineup().entries().size(); e++) {
      none.add(org.mjarena.arena.table.Table.newDecisionHistogram());
    }
    return none;
  }

  /** The games handed to the sinks in this session so far. */
  public long games() {
    return games.get();
  }

  /** Closes the sinks and the journal, flushing what they hold; the first failure is thrown once all are closed. */
  @Override
  public void close() throws IOException {
    IOException first = null;
    for (Sink<?> s : sinks) {
      try {
        s.close();
      } catch (IOException e) {
        first = first == null ? e : first;
      }
    }
    try {
      journal.close();
    } catch (IOException e) {
      first = first == null ? e : first;
    }
    if (first != null) {
      throw first;
    }
  }
}
