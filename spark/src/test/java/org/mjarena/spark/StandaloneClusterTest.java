package org.mjarena.spark;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.File;
import java.io.IOException;
import java.net.ServerSocket;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.jar.JarOutputStream;
import java.util.stream.Stream;
import java.util.zip.ZipEntry;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * A real Spark standalone cluster on 127.0.0.1: a master and two workers, each a JVM of its own started
 * from the Spark jars on this module's class path, with a {@code SPARK_HOME} made of links to them. The
 * run's summary, games and replay records are the local run's bytes; then again while one worker and
 * its executor are killed with SIGKILL in the middle of the job, which Spark survives by playing the
 * lost blocks again on the other worker. Every JVM the test starts is killed when it ends, however it ends.
 */
final class StandaloneClusterTest {
  /** The quickstart lineup, 250 deals: 3000 games of the distance-to-win search and three baselines, commented. */
  private static final Path QUICKSTART = Path.of("..", "configs", "quickstart.yaml");
  private static final String DEALS = "250";
  private static final Duration START = Duration.ofSeconds(90);

  @TempDir
  Path dir;

  private final List<Process> started = new ArrayList<>();

  @Test
  @Timeout(value = 8, unit = TimeUnit.MINUTES)
  void cluster_twoWorkers_sameBytesAsLocal_evenWithAWorkerKilled() throws Exception {
    Thread killAll = new Thread(this::stopAll, "stop-spark-cluster");
    Runtime.getRuntime().addShutdownHook(killAll);
    try {
      Path local = dir.resolve("local");
      SparkRunTest.Result localRun = SparkRunTest.run("run", QUICKSTART.toString(), "--deals", DEALS, "--threads", "2",
          "--out", local.toString());
      assertThat(localRun.code()).as(localRun.err()).isZero();
      assertThat(Files.readString(local.resolve("summary.json"))).as("the commentator is on by default")
          .contains("\"commentary\" : {");

      Path home = sparkHome();
      int masterPort = freePort();
      int uiPort = freePort();
      String master = "spark://127.0.0.1:" + masterPort;
      start(home, "master", "org.apache.spark.deploy.master.Master", "--host", "127.0.0.1", "--port", String.valueOf(masterPort),
          "--webui-port", String.valueOf(uiPort));
      Process[] workers = new Process[2];
      for (int w = 0; w < workers.length; w++) {
        Path work = Files.createDirectories(dir.resolve("work" + w));
        workers[w] = start(home, "worker" + w, "org.apache.spark.deploy.worker.Worker", "--host", "127.0.0.1", "--cores", "1",
            "--memory", "1g", "--work-dir", work.toString(), "--webui-port", String.valueOf(freePort()), master);
      }
      awaitWorkers(uiPort, 2);

      System.setProperty("spark.jars", String.join(",", applicationJars()));
      System.setProperty("spark.executor.memory", "512m");
      System.setProperty(SparkCluster.DEALS_PER_BLOCK, "5");
      try {
        Path whole = dir.resolve("cluster");
        SparkRunTest.Result run = SparkRunTest.run("run", QUICKSTART.toString(), "--deals", DEALS, "--spark", master,
            "--out", whole.toString());
        assertThat(run.code()).as(run.err() + logs()).isZero();
        assertSameBytes(local, whole);

        Path killed = dir.resolve("killed");
        CompletableFuture<SparkRunTest.Result> running = CompletableFuture.supplyAsync(() -> SparkRunTest.run("run",
            QUICKSTART.toString(), "--deals", DEALS, "--spark", master, "--out", killed.toString()));
        // Mid-job: the first block back (5 deals of 12 games), nearly all the others still to play.
        Path games = killed.resolve("games.jsonl");
        long deadline = System.nanoTime() + START.toNanos();
        while (lines(games) < 5 * 12 && !running.isDone() && System.nanoTime() < deadline) {
          Thread.sleep(20);
        }
        long before = lines(games);
        assertThat(running.isDone()).as("the job was still running when the worker was killed").isFalse();
        assertThat(before).isLessThan(3000 / 2);
        List<ProcessHandle> victims = new ArrayList<>(workers[1].descendants().toList());
        assertThat(victims).as("the worker's executor").isNotEmpty();
        victims.add(workers[1].toHandle());
        for (ProcessHandle p : victims) {
          p.destroyForcibly();
        }
        SparkRunTest.Result afterKill = running.get(5, TimeUnit.MINUTES);
        assertThat(afterKill.code()).as(afterKill.err() + logs()).isZero();
        assertSameBytes(local, killed);
      } finally {
        System.clearProperty("spark.jars");
        System.clearProperty("spark.executor.memory");
        System.clearProperty(SparkCluster.DEALS_PER_BLOCK);
      }
    } finally {
      stopAll();
      Runtime.getRuntime().removeShutdownHook(killAll);
    }
  }

  private static void assertSameBytes(Path expected, Path actual) throws IOException {
    for (String name : new String[] {"summary.json", "games.jsonl", "events.bin"}) {
      assertThat(Files.readAllBytes(actual.resolve(name))).as(actual.getFileName() + "/" + name)
          .isEqualTo(Files.readAllBytes(expected.resolve(name)));
    }
  }

  private static long lines(Path file) throws IOException {
    if (!Files.exists(file)) {
      return 0;
    }
    long n = 0;
    for (byte b : Files.readAllBytes(file)) {
      n += b == '\n' ? 1 : 0;
    }
    return n;
  }

  /** The Spark jars this module is built with (the provided scope), as Maven listed them. */
  private static Set<Path> sparkJars() throws IOException {
    String list = Files.readString(Path.of(System.getProperty("mjarena.spark.classpath"))).strip();
    Set<Path> jars = new HashSet<>();
    for (String jar : list.split(File.pathSeparator)) {
      jars.add(Path.of(jar).toAbsolutePath().normalize());
    }
    return jars;
  }

  /** This test's class path, each entry absolute. */
  private static List<Path> classPath() {
    return Arrays.stream(System.getProperty("java.class.path").split(File.pathSeparator))
        .map(e -> Path.of(e).toAbsolutePath().normalize()).filter(Files::exists).toList();
  }

  /**
   * The jars a Spark home needs: the Spark jars and the libraries Spark shares with the arena (which Maven
   * lists in the arena's scope, such as slf4j-api and Jackson), that is every jar on this class path but
   * the test libraries and the logging back end, which would log every message of the cluster's JVMs.
   */
  private static List<Path> sparkHomeJars() {
    return classPath().stream().filter(p -> p.toString().endsWith(".jar")).filter(p -> {
      String name = p.getFileName().toString();
      return !(name.startsWith("junit-") || name.startsWith("assertj-") || name.startsWith("opentest4j-")
          || name.startsWith("apiguardian-") || name.startsWith("logback-") || name.startsWith("surefire"));
    }).toList();
  }

  /** A Spark home: {@code jars/} linking the Spark jars, and the empty {@code RELEASE} file that marks a release. */
  private Path sparkHome() throws IOException {
    Path home = Files.createDirectories(dir.resolve("spark-home"));
    Path jars = Files.createDirectories(home.resolve("jars"));
    for (Path jar : sparkHomeJars()) {
      Path link = jars.resolve(jar.getFileName());
      if (!Files.exists(link)) {
        Files.createSymbolicLink(link, jar.toAbsolutePath());
      }
    }
    Files.createFile(home.resolve("RELEASE"));
    return home;
  }

  /**
   * What the executors need beside Spark: this test's class path less the Spark jars, each directory of
   * classes packed into a jar of its own (Spark ships jars only).
   */
  private List<String> applicationJars() throws IOException {
    Set<Path> spark = sparkJars();
    List<String> jars = new ArrayList<>();
    int packed = 0;
    for (Path path : classPath()) {
      if (spark.contains(path)) {
        continue;
      }
      if (Files.isDirectory(path)) {
        Path jar = dir.resolve("classes" + packed++ + ".jar");
        pack(path, jar);
        jars.add(jar.toString());
      } else {
        jars.add(path.toString());
      }
    }
    return jars;
  }

  private static void pack(Path classes, Path jar) throws IOException {
    try (JarOutputStream out = new JarOutputStream(Files.newOutputStream(jar)); Stream<Path> files = Files.walk(classes)) {
      for (Path f : (Iterable<Path>) files.filter(Files::isRegularFile)::iterator) {
        out.putNextEntry(new ZipEntry(classes.relativize(f).toString().replace('\\', '/')));
        Files.copy(f, out);
        out.closeEntry();
      }
    }
  }

  private Process start(Path home, String name, String mainClass, String... args) throws IOException {
    List<String> command = new ArrayList<>();
    command.add(Path.of(System.getProperty("java.home"), "bin", "java").toString());
    command.addAll(Arrays.asList(System.getProperty("mjarena.spark.java.options").strip().split("\\s+")));
    command.add("-Xmx256m");
    command.add("-cp");
    command.add(home.resolve("jars") + "/*");
    command.add(mainClass);
    command.addAll(Arrays.asList(args));
    ProcessBuilder builder = new ProcessBuilder(command).redirectErrorStream(true)
        .redirectOutput(dir.resolve(name + ".log").toFile());
    builder.environment().put("SPARK_HOME", home.toString());
    builder.environment().put("SPARK_SCALA_VERSION", "2.13");
    builder.environment().put("SPARK_LOCAL_IP", "127.0.0.1");
    builder.environment().put("JAVA_HOME", System.getProperty("java.home"));
    Process p = builder.start();
    synchronized (started) {
      started.add(p);
    }
    return p;
  }

  /** Waits until the master's page lists {@code count} live workers. */
  private void awaitWorkers(int uiPort, int count) throws Exception {
    HttpClient http = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(2)).build();
    HttpRequest request = HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + uiPort + "/json/")).timeout(Duration.ofSeconds(5))
        .build();
    long deadline = System.nanoTime() + START.toNanos();
    String last = "";
    while (System.nanoTime() < deadline) {
      try {
        last = http.send(request, HttpResponse.BodyHandlers.ofString()).body();
        if (last.replaceAll("\\s", "").contains("\"aliveworkers\":" + count)) {
          return;
        }
      } catch (IOException notYet) {
        // The master is still starting.
      }
      Thread.sleep(250);
    }
    throw new AssertionError("the master did not list " + count + " live workers in " + START + ": " + last + logs());
  }

  private String logs() {
    StringBuilder all = new StringBuilder();
    try (Stream<Path> files = Files.list(dir)) {
      for (Path log : (Iterable<Path>) files.filter(f -> f.toString().endsWith(".log"))::iterator) {
        List<String> lines = Files.readAllLines(log);
        all.append("\n--- ").append(log.getFileName()).append(" (last lines)\n")
            .append(String.join("\n", lines.subList(Math.max(0, lines.size() - 30), lines.size())));
      }
    } catch (IOException e) {
      all.append("\n(logs unreadable: ").append(e.getMessage()).append(')');
    }
    return all.toString();
  }

  private static int freePort() throws IOException {
    try (ServerSocket s = new ServerSocket(0, 1, java.net.InetAddress.getLoopbackAddress())) {
      return s.getLocalPort();
    }
  }

  /** Kills every JVM this test started, and the executors they started, at once (SIGKILL). */
  private void stopAll() {
    synchronized (started) {
      for (Process p : started) {
        p.descendants().forEach(ProcessHandle::destroyForcibly);
        p.destroyForcibly();
      }
      for (Process p : started) {
        try {
          p.waitFor(10, TimeUnit.SECONDS);
        } catch (InterruptedException e) {
          Thread.currentThread().interrupt();
        }
      }
    }
  }
}
