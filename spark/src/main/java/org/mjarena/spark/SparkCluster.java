package org.mjarena.spark;

import java.io.IOException;
import java.io.Serializable;
import java.io.UncheckedIOException;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.net.URI;
import java.net.URISyntaxException;
import java.nio.file.Path;
import java.security.CodeSource;
import java.util.Arrays;
import java.util.ArrayList;
import java.util.BitSet;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.BiConsumer;
import org.HdrHistogram.Histogram;
import org.apache.spark.SparkConf;
import org.apache.spark.SparkContext;
import org.apache.spark.SimpleFutureAction;
import org.apache.spark.api.java.JavaSparkContext;
import org.apache.spark.rdd.RDD;
import org.mjarena.arena.table.Table;
import org.mjarena.arena.run.Block;
import org.mjarena.arena.run.Cluster;
import org.mjarena.arena.run.Job;
import org.mjarena.arena.run.TaskCheckpoints;
import org.mjarena.arena.config.ConfigException;
import org.mjarena.arena.config.Lineup;
import org.mjarena.arena.tournament.PlayedDeal;
import org.mjarena.arena.tournament.Tournament;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import scala.Function0;
import scala.Function1;
import scala.Function2;
import scala.collection.Iterator;
import scala.jdk.javaapi.CollectionConverters;
import scala.runtime.BoxedUnit;
import scala.util.Try;

/**
 * Plays a run's deals as Spark tasks, one block of deals each ({@link Block}), and hands them to the
 * driver's run in deal order as the blocks come back, whichever executor played them and however often
 * Spark re-ran a lost one: a block's bytes depend only on the job and its deals.
 *
 * <p>Each block that comes back is first written to the run's {@link TaskCheckpoints}; one that comes
 * back before an earlier one waits for it there, on disk, and a driver killed mid-run loses no finished
 * task: {@code --resume} takes the checkpoints over and plays only the deals in none of them.
 *
 * <p>The application jar reaches the executors through {@code spark.jars}: the jar this class was loaded
 * from (the module's {@code mjarena-spark.jar}) unless the configuration names one.
 */
public final class SparkCluster implements Cluster {
  /** Sets the deals in one task; without it, blocks are sized from the cluster's parallelism. */
  public static final String DEALS_PER_BLOCK = "spark.mjarena.dealsPerBlock";
  /** Tasks per core the blocks are cut into when no size is set: enough to even out slow and lost ones. */
  private static final int TASKS_PER_CORE = 8;
  /** Games in the largest block: a task long enough to hide its fixed cost, short enough to lose little. */
  private static final int MAX_GAMES_PER_BLOCK = 4096;
  private static final int CONNECT_TIMEOUT_MS = 5000;
  private static final Logger log = LoggerFactory.getLogger(SparkCluster.class);

  private volatile boolean cancelled;
  private volatile SparkContext context;

  /** Called by {@link java.util.ServiceLoader}. */
  public SparkCluster() {}

  @Override
  public Played run(String master, Job job, BitSet finished, TaskCheckpoints checkpoints, Tournament.Consumer consumer)
      throws Exception {
    Lineup lineup = job.lineup();
    quietSpark();
    SparkConf conf = new SparkConf().setMaster(master).setAppName("mjarena " + Path.of(job.file()).getFileName());
    if (!conf.contains("spark.jars")) {
      applicationJar().ifPresent(jar -> conf.set("spark.jars", jar));
    }
    SparkContext sc;
    try {
      sc = new SparkContext(conf);
    } catch (RuntimeException e) {
      throw new ConfigException("cannot start Spark on master " + master + ": " + firstLine(e));
    }
    context = sc;
    try {
      int perBlock = conf.getInt(DEALS_PER_BLOCK,
          defaultDealsPerBlock(lineup, finished, Job.orders(lineup).size(), sc.defaultParallelism()));
      List<Histogram> times = play(sc, job, lineup, finished, perBlock, checkpoints, consumer);
      return new Played(times, sc.defaultParallelism());
    } finally {
      context = null;
      sc.stop();
    }
  }

  @Override
  public void cancel() {
    cancelled = true;
    SparkContext sc = context;
    if (sc != null) {
      sc.cancelAllJobs();
    }
  }

  @Override
  public boolean isCancelled() {
    return cancelled;
  }

  private List<Histogram> play(SparkContext sc, Job job, Lineup lineup, BitSet finished, int perBlock,
      TaskCheckpoints checkpoints, Tournament.Consumer consumer) throws Exception {
    int entries = lineup.entries().size();
    List<Histogram> times = new ArrayList<>();
    for (int e = 0; e < entries; e++) {
      times.add(Table.newDecisionHistogram());
    }
    BitSet covered = (BitSet) finished.clone();
    BitSet held = checkpoints.resume(finished);
    if (!held.isEmpty()) {
      log.info("{} deals from the task checkpoints of an earlier session", held.cardinality());
    }
    covered.or(held);
    List<int[]> blocks = blocks(lineup, covered, perBlock);
    log.info("{} blocks of deals on Spark master {}", blocks.size(), sc.master());
    int[] blockOf = new int[lineup.deals()];
    for (int b = 0; b < blocks.size(); b++) {
      for (int d : blocks.get(b)) {
        blockOf[d] = b;
      }
    }
    Map<Integer, Path> arrived = new HashMap<>();
    SimpleFutureAction<BoxedUnit> future = blocks.isEmpty() ? null : submit(sc, job, blocks, (index, file) -> {
      synchronized (arrived) {
        arrived.put(index, file);
        arrived.notifyAll();
      }
    }, checkpoints);
    Map<Integer, PlayedDeal> ready = new HashMap<>();
    for (int d = finished.nextClearBit(0); d < lineup.deals(); d = finished.nextClearBit(d + 1)) {
      PlayedDeal deal = ready.remove(d);
      if (deal == null) {
        Path file = checkpoints.fileOf(d);
        if (file == null) {
          int b = blockOf[d];
          file = await(arrived, b, future);
          if (file == null) {
            break; // cancelled
          }
          checkpoints.expect(file, blocks.get(b));
        }
        Block block = checkpoints.read(file);
        for (PlayedDeal played : block.deals()) {
          if (!finished.get(played.deal())) {
            ready.put(played.deal(), played);
          }
        }
        if (!held.get(d)) {
          for (int e = 0; e < entries; e++) {
            times.get(e).add(block.times().get(e));
          }
        }
        deal = ready.remove(d);
      }
      consumer.accept(deal);
      checkpoints.handedOver(d);
    }
    checkpoints.finish();
    return times;
  }

  /** Starts the job's tasks, one per block; each finished block is checkpointed, then reported. */
  private static SimpleFutureAction<BoxedUnit> submit(SparkContext sc, Job job, List<int[]> blocks,
      BiConsumer<Integer, Path> arrived, TaskCheckpoints checkpoints) {
    RDD<int[]> rdd = new JavaSparkContext(sc).parallelize(blocks, blocks.size()).rdd();
    Function1<Iterator<int[]>, byte[]> task = (Function1<Iterator<int[]>, byte[]> & Serializable) it -> playBlock(job, it.next());
    Function2<Object, byte[], BoxedUnit> handler = (index, bytes) -> {
      int b = (Integer) index;
      try {
        arrived.accept(b, checkpoints.save(blocks.get(b)[0], bytes));
      } catch (IOException e) {
        throw new UncheckedIOException("cannot write the checkpoint of a finished task", e);
      }
      return BoxedUnit.UNIT;
    };
    Function0<BoxedUnit> none = () -> BoxedUnit.UNIT;
    List<Object> partitions = new ArrayList<>();
    for (int i = 0; i < blocks.size(); i++) {
      partitions.add(i);
    }
    return sc.submitJob(rdd, task, CollectionConverters.asScala(partitions).toSeq(), handler, none);
  }

  /**
   * The checkpoint of block {@code b} once its task has finished; null when the job was cancelled first.
   *
   * @throws IllegalStateException when the job failed
   */
  private Path await(Map<Integer, Path> arrived, int b, SimpleFutureAction<BoxedUnit> future) throws InterruptedException {
    Path file;
    synchronized (arrived) {
      while (!arrived.containsKey(b) && !future.isCompleted()) {
        arrived.wait(1000);
      }
      file = arrived.remove(b);
    }
    if (file == null) {
      Try<BoxedUnit> outcome = future.value().get();
      if (outcome.isFailure() && !cancelled) {
        throw new IllegalStateException("the Spark job failed: " + firstLine(outcome.failed().get()), outcome.failed().get());
      }
    }
    return file;
  }

  /** One task: a block played, or its failure as an unchecked exception Spark can carry back. */
  private static byte[] playBlock(Job job, int[] deals) {
    try {
      return Block.play(job, deals);
    } catch (RuntimeException e) {
      throw e;
    } catch (Exception e) {
      throw new IllegalStateException(e.getMessage(), e);
    }
  }

  /** The deals not {@code finished}, cut into blocks of {@code perBlock} in deal order. */
  static List<int[]> blocks(Lineup lineup, BitSet finished, int perBlock) {
    List<int[]> blocks = new ArrayList<>();
    int[] block = new int[perBlock];
    int n = 0;
    for (int d = finished.nextClearBit(0); d < lineup.deals(); d = finished.nextClearBit(d + 1)) {
      block[n++] = d;
      if (n == perBlock) {
        blocks.add(block.clone());
        n = 0;
      }
    }
    if (n > 0) {
      blocks.add(Arrays.copyOf(block, n));
    }
    return blocks;
  }

  private static int defaultDealsPerBlock(Lineup lineup, BitSet finished, int orders, int parallelism) {
    int toPlay = lineup.deals() - finished.get(0, lineup.deals()).cardinality();
    return Math.max(1, Math.min(MAX_GAMES_PER_BLOCK / orders, toPlay / (Math.max(1, parallelism) * TASKS_PER_CORE)));
  }

  /**
   * Refuses a standalone master ({@code spark://host:port}, or several after a comma) none of whose
   * addresses answers, before Spark would retry it for a minute. Other masters are Spark's to check.
   */
  @Override
  public void check(String master) throws ConfigException {
    if (!master.startsWith("spark://")) {
      return;
    }
    for (String hostPort : master.substring("spark://".length()).split(",")) {
      URI uri;
      try {
        uri = new URI("spark://" + hostPort);
      } catch (URISyntaxException e) {
        throw new ConfigException("--spark " + master + " is not a Spark master URL: " + e.getMessage());
      }
      if (uri.getHost() == null || uri.getPort() < 0) {
        throw new ConfigException("--spark " + master + " is not a Spark master URL (spark://HOST:PORT)");
      }
      try (Socket socket = new Socket()) {
        socket.connect(new InetSocketAddress(uri.getHost(), uri.getPort()), CONNECT_TIMEOUT_MS);
        return;
      } catch (IOException e) {
        log.debug("{} does not answer", hostPort, e);
      }
    }
    throw new ConfigException("cannot reach the Spark master " + master + ": nothing answers there");
  }

  /**
   * Spark logs every stage and task at INFO: on the terminal, only its warnings, beside the run's own
   * lines. (Logback is the arena's logger; under a cluster's own logging this leaves it alone.)
   */
  private static void quietSpark() {
    for (String name : new String[] {"org.apache.spark", "org.sparkproject", "io.netty", "org.apache.hadoop"}) {
      if (LoggerFactory.getLogger(name) instanceof ch.qos.logback.classic.Logger logger) {
        logger.setLevel(ch.qos.logback.classic.Level.WARN);
      }
    }
  }

  /** The jar this class was loaded from, when it was loaded from a jar. */
  private static Optional<String> applicationJar() {
    CodeSource code = SparkCluster.class.getProtectionDomain().getCodeSource();
    if (code == null) {
      return Optional.empty();
    }
    try {
      Path source = Path.of(code.getLocation().toURI());
      return source.toString().endsWith(".jar") ? Optional.of(source.toString()) : Optional.empty();
    } catch (URISyntaxException e) {
      return Optional.empty();
    }
  }

  private static String firstLine(Throwable e) {
    Throwable cause = e;
    while (cause.getCause() != null && cause.getCause() != cause) {
      cause = cause.getCause();
    }
    String message = cause.getMessage() == null ? cause.getClass().getSimpleName() : cause.getMessage();
    return message.lines().findFirst().orElse("");
  }
}
