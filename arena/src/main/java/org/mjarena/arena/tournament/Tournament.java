package org.mjarena.arena.tournament;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.BitSet;
import java.util.Collections;
import java.util.List;
import java.util.concurrent.CancellationException;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.ThreadFactory;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Supplier;
import org.mjarena.arena.table.TableObserver;
import org.HdrHistogram.Histogram;
import org.mjarena.agents.Agent;
import org.mjarena.arena.table.GameInfo;
import org.mjarena.arena.table.Table;
import org.mjarena.arena.config.Lineup;
import org.mjarena.engine.Game;
import org.mjarena.engine.GameOutcome;
import java.util.Arrays;
import org.mjarena.engine.Seat;
import org.mjarena.engine.random.Seeds;

/**
 * Plays every deal of a lineup in every seat order, in parallel, and hands each deal to a consumer in
 * deal order, as what the run's recorders kept of it ({@link PlayedDeal}).
 *
 * <p>Reproducible: the wall of deal {@code d} is shuffled from {@code Seeds.wall(root, d)} and the agent
 * in seat {@code s} of seat order {@code o} gets {@code Seeds.agent(root, d, o, s)} (or the seed of another
 * {@link AgentSeeds}); neither depends on the thread, the thread count or anything played before. A
 * worker plays a deal's seat orders one after the other, so its recorders see whole deals; the consumer
 * sees deals in the same order whatever the thread count, so everything it computes from them is
 * identical too.
 */
public final class Tournament {
  /** Work units in flight per thread: enough to keep threads busy, few enough to bound memory. */
  private static final int IN_FLIGHT_PER_THREAD = 4;
  /**
   * Games in one work unit (whole deals, at least one): enough that handing a unit over costs little
   * beside playing it, and few enough that the games in flight, and so the heap, stay the same however
   * many deals a run has. Each finished unit wakes the consuming thread, a system call of tens of
   * microseconds on a virtual machine: with 64 games of fast agents a unit (half a millisecond) that
   * was about 3% of the playing thread's time.
   */
  private static final int GAMES_PER_UNIT = 512;

  private final Lineup lineup;
  private final SeatOrders orders;
  private final int threads;
  private final Supplier<List<Recorder<?>>> recorders;
  private final AgentSeeds seeds;
  private final List<Histogram[]> histograms = Collections.synchronizedList(new ArrayList<>());
  private volatile boolean cancelled;

  /**
   * A tournament.
   *
   * @param lineup    the rules, entries, root seed and deals
   * @param orders    the seat orders each deal is played in
   * @param threads   worker threads
   * @param recorders makes the recorders of one worker thread (each thread gets its own)
   */
  public Tournament(Lineup lineup, SeatOrders orders, int threads, Supplier<List<Recorder<?>>> recorders) {
    this(lineup, orders, threads, recorders, AgentSeeds.BY_GAME);
  }

  /** A tournament whose agents are seeded by {@code seeds}. */
  public Tournament(Lineup lineup, SeatOrders orders, int threads, Supplier<List<Recorder<?>>> recorders, AgentSeeds seeds) {
    this.lineup = lineup;
    this.orders = orders;
    this.threads = threads;
    this.recorders = recorders;
    this.seeds = seeds;
  }

  /** Receives the deals, one at a time, in deal order, on the thread that called {@link #run}. */
  @FunctionalInterface
  public interface Consumer {
    /** One deal, played in every seat order. */
    void accept(PlayedDeal deal) throws Exception;
  }

  /** The total number of games: deals times seat orders. */
  public long games() {
    return (long) lineup.deals() * orders.size();
  }

  /**
   * Stops handing out new work; {@link #run} returns after the deals already finished. A deal being
   * played is abandoned after its current game: when a run is interrupted its external bots are killed,
   * and the games they were playing did not end as games end.
   */
  public void cancel() {
    cancelled = true;
  }

  /** True once {@link #cancel} was called. */
  public boolean isCancelled() {
    return cancelled;
  }

  /**
   * Plays the deals not in {@code finished} (a resumed run's missing deals), handing each one to
   * {@code consumer} in deal order. Each deal is played exactly as it would be in a run of all of them.
   *
   * @return the number of deals handed to the consumer (all those not finished unless cancelled)
   * @throws Exception what the consumer threw, or what a worker threw (wrapped)
   */
  public int run(BitSet finished, Consumer consumer) throws Exception {
    int deals = lineup.deals();
    int toPlay = deals - finished.get(0, deals).cardinality();
    int chunk = Math.max(1, Math.min(GAMES_PER_UNIT / orders.size(), toPlay / (threads * 64)));
    AtomicInteger threadIds = new AtomicInteger();
    ThreadFactory factory = r -> {
      Thread t = new Thread(r, "table-" + threadIds.incrementAndGet());
      t.setDaemon(true);
      return t;
    };
    ExecutorService pool = Executors.newFixedThreadPool(threads, factory);
    ThreadLocal<Worker> workers = ThreadLocal.withInitial(Worker::new);
    ArrayDeque<Future<List<PlayedDeal>>> inFlight = new ArrayDeque<>();
    int nextDeal = finished.nextClearBit(0);
    int consumed = 0;
    try {
      while (consumed < toPlay) {
        while (!cancelled && nextDeal < deals && inFlight.size() < threads * IN_FLIGHT_PER_THREAD) {
          int[] unit = new int[chunk];
          int n = 0;
          for (; n < chunk && nextDeal < deals; nextDeal = finished.nextClearBit(nextDeal + 1)) {
            unit[n++] = nextDeal;
          }
          int[] dealsOfUnit = Arrays.copyOf(unit, n);
          inFlight.add(pool.submit(() -> workers.get().play(dealsOfUnit)));
        }
        if (inFlight.isEmpty()) {
          break;
        }
        List<PlayedDeal> done;
        try {
          done = inFlight.poll().get();
        } catch (ExecutionException e) {
          throw e.getCause() instanceof Exception ex ? ex : e;
        } catch (CancellationException e) {
          break;
        }
        for (PlayedDeal deal : done) {
          consumer.accept(deal);
          consumed++;
        }
      }
    } finally {
      pool.shutdownNow();
    }
    return consumed;
  }

  /** Each entry's decision-time histogram (nanoseconds), merged over all threads. */
  public List<Histogram> decisionTimes() {
    List<Histogram> merged = new ArrayList<>();
    for (int e = 0; e < lineup.entries().size(); e++) {
      Histogram h = Table.newDecisionHistogram();
      synchronized (histograms) {
        for (Histogram[] perThread : histograms) {
          h.add(perThread[e]);
        }
      }
      merged.add(h);
    }
    return merged;
  }

  /** What one worker thread keeps between deals: its table, its recorders and its histograms. */
  private final class Worker {
    final List<Recorder<?>> kept = recorders.get();
    final Table table;
    final Histogram[] byEntry = new Histogram[lineup.entries().size()];

    Worker() {
      List<TableObserver> observers = new ArrayList<>();
      for (Recorder<?> r : kept) {
        observers.addAll(r.observers());
      }
      table = new Table(observers);
      for (int e = 0; e < byEntry.length; e++) {
        byEntry[e] = Table.newDecisionHistogram();
      }
      histograms.add(byEntry);
    }

    List<PlayedDeal> play(int[] unit) {
      List<PlayedDeal> out = new ArrayList<>(unit.length);
      for (int i = 0; i < unit.length && !cancelled; i++) {
        PlayedDeal deal = playDeal(unit[i]);
        if (!cancelled) {
          out.add(deal);
        }
      }
      return out;
    }

    /** One deal in every seat order; incomplete when the tournament was cancelled (then not kept). */
    PlayedDeal playDeal(int deal) {
      int o = 0;
      for (; o < orders.size() && !cancelled; o++) {
        playJob(deal, o);
      }
      List<Object> taken = new ArrayList<>(kept.size());
      for (Recorder<?> r : kept) {
        taken.add(r.take());
      }
      return new PlayedDeal(deal, o, taken);
    }

    private void playJob(long deal, int o) {
      long seed = lineup.seed();
      long wallSeed = Seeds.derive(seed, Seeds.WALL, deal);
      int[] order = orders.order(o, deal);
      Agent[] agents = new Agent[Seat.COUNT];
      Histogram[] times = new Histogram[Seat.COUNT];
      List<String> ids = new ArrayList<>(Seat.COUNT);
      for (int s = 0; s < Seat.COUNT; s++) {
        Lineup.Entry entry = lineup.entries().get(order[s]);
        try {
          agents[s] = entry.factory().create(seeds.seed(seed, deal, o, s));
        } catch (RuntimeException e) {
          throw new AgentFailure(entry.id(), deal, o, e);
        }
        times[s] = byEntry[order[s]];
        ids.add(entry.id());
      }
      Game game = lineup.rules().deal(deal, Seeds.generator(wallSeed));
      GameOutcome outcome = table.play(game, agents, times, new GameInfo(deal, o, ids));
      GameResult result = new GameResult(deal, o, order, wallSeed, outcome);
      for (Recorder<?> r : kept) {
        r.gameOver(result, game.events());
      }
    }
  }
}
