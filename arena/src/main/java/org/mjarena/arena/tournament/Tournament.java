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
import org.HdrHistogram.Histogram;
import org.mjarena.agents.Agent;
import org.mjarena.arena.table.GameInfo;
import org.mjarena.arena.table.Table;
import org.mjarena.arena.table.TableObserver;
import org.mjarena.arena.config.Lineup;
import org.mjarena.engine.Game;
import org.mjarena.engine.GameOutcome;
import org.mjarena.engine.Rules;
import org.mjarena.arena.record.EventCodec;
import java.util.Arrays;
import org.mjarena.engine.Seat;
import org.mjarena.engine.random.Seeds;

/**
 * Plays every deal of a lineup in every seat order, in parallel, and hands the games to a consumer in
 * deal order.
 *
 * <p>Reproducible: the wall of deal {@code d} is shuffled from {@code Seeds.wall(root, d)} and the agent
 * in seat {@code s} of seat order {@code o} gets {@code Seeds.agent(root, d, o, s)}; neither depends on
 * the thread, the thread count or anything played before. The consumer sees games in the same order
 * whatever the thread count, so everything it computes from them is identical too.
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
  private static final byte[] NO_EVENTS = new byte[0];

  private final Rules rules;
  private final List<Lineup.Entry> entries;
  private final long seed;
  private final int deals;
  private final SeatOrders orders;
  private final int threads;
  private final Supplier<List<TableObserver>> observers;
  private final boolean keepEvents;
  private final List<Histogram[]> histograms = Collections.synchronizedList(new ArrayList<>());
  private volatile boolean cancelled;

  /**
   * A tournament.
   *
   * @param observers  makes the observers of one worker thread (each thread gets its own)
   * @param keepEvents encode each game's events as its replay record, on the worker thread that played it
   */
  public Tournament(Rules rules, List<Lineup.Entry> entries, long seed, int deals, SeatOrders orders, int threads,
      Supplier<List<TableObserver>> observers, boolean keepEvents) {
    this.rules = rules;
    this.entries = List.copyOf(entries);
    this.seed = seed;
    this.deals = deals;
    this.orders = orders;
    this.threads = threads;
    this.observers = observers;
    this.keepEvents = keepEvents;
  }

  /** Receives the games of each deal, one deal at a time, in deal order, on the thread that called {@link #run}. */
  @FunctionalInterface
  public interface Consumer {
    /** The games of one deal, in seat-order order. */
    void accept(List<GameResult> games) throws Exception;
  }

  /** The total number of games: deals times seat orders. */
  public long games() {
    return (long) deals * orders.size();
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
   * Plays the tournament, handing each deal's games to {@code consumer} in deal order.
   *
   * @return the number of deals handed to the consumer (all of them unless cancelled)
   * @throws Exception what the consumer threw, or what a worker threw (wrapped)
   */
  public int run(Consumer consumer) throws Exception {
    return run(new BitSet(), consumer);
  }

  /**
   * Plays the deals not in {@code finished} (a resumed run's missing deals), handing each one's games to
   * {@code consumer} in deal order. Each deal is played exactly as it would be in a run of all of them.
   *
   * @return the number of deals handed to the consumer (all those not finished unless cancelled)
   * @throws Exception what the consumer threw, or what a worker threw (wrapped)
   */
  public int run(BitSet finished, Consumer consumer) throws Exception {
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
    ArrayDeque<Future<List<List<GameResult>>>> inFlight = new ArrayDeque<>();
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
        List<List<GameResult>> done;
        try {
          done = inFlight.poll().get();
        } catch (ExecutionException e) {
          throw e.getCause() instanceof Exception ex ? ex : e;
        } catch (CancellationException e) {
          break;
        }
        for (List<GameResult> deal : done) {
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
    for (int e = 0; e < entries.size(); e++) {
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

  /**
   * Plays one job of the tournament, deal {@code deal} in seat order {@code order}, on a table of its
   * own, with its events kept: the game a run played there, again. Jobs are independent: which thread
   * plays one, and when, changes nothing.
   */
  public GameResult play(long deal, int order) {
    Histogram[] times = new Histogram[entries.size()];
    for (int e = 0; e < times.length; e++) {
      times[e] = Table.newDecisionHistogram();
    }
    return playJob(new Table(observers.get()), times, deal, order, true);
  }

  private GameResult playJob(Table table, Histogram[] byEntry, long deal, int o, boolean withEvents) {
    long wallSeed = Seeds.derive(seed, Seeds.WALL, deal);
    int[] order = orders.order(o, deal);
    Agent[] agents = new Agent[Seat.COUNT];
    Histogram[] times = new Histogram[Seat.COUNT];
    List<String> ids = new ArrayList<>(Seat.COUNT);
    for (int s = 0; s < Seat.COUNT; s++) {
      Lineup.Entry entry = entries.get(order[s]);
      try {
        agents[s] = entry.factory().create(Seeds.derive(seed, Seeds.AGENT, deal, o, s));
      } catch (RuntimeException e) {
        throw new AgentFailure(entry.id(), deal, o, e);
      }
      times[s] = byEntry[order[s]];
      ids.add(entry.id());
    }
    Game game = rules.deal(deal, Seeds.generator(wallSeed));
    GameOutcome outcome = table.play(game, agents, times, new GameInfo(deal, o, ids));
    byte[] events = withEvents ? EventCodec.encode(deal, o, order, wallSeed, game.events()) : NO_EVENTS;
    return new GameResult(deal, o, order, wallSeed, outcome, events);
  }

  /** What one worker thread keeps between deals: its table and its histograms. */
  private final class Worker {
    final Table table = new Table(observers.get());
    final Histogram[] byEntry = new Histogram[entries.size()];

    Worker() {
      for (int e = 0; e < byEntry.length; e++) {
        byEntry[e] = Table.newDecisionHistogram();
      }
      histograms.add(byEntry);
    }

    List<List<GameResult>> play(int[] unit) {
      List<List<GameResult>> out = new ArrayList<>(unit.length);
      for (int i = 0; i < unit.length && !cancelled; i++) {
        List<GameResult> deal = playDeal(unit[i]);
        if (!cancelled) {
          out.add(deal);
        }
      }
      return out;
    }

    /** The games of one deal; incomplete when the tournament was cancelled (then not kept). */
    List<GameResult> playDeal(int deal) {
      List<GameResult> games = new ArrayList<>(orders.size());
      for (int o = 0; o < orders.size() && !cancelled; o++) {
        games.add(playJob(table, byEntry, deal, o, keepEvents));
      }
      return games;
    }
  }
}
