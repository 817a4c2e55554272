package org.mjarena.arena.interop.botzone;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicReference;
import org.mjarena.arena.interop.AnswerTimes;
import org.mjarena.arena.interop.BotLog;
import org.mjarena.arena.interop.ExternalProcess;
import org.mjarena.arena.interop.Verdict;
import org.mjarena.arena.interop.sandbox.Sandbox;
import org.mjarena.engine.play.PlayerFault;

/**
 * An external Botzone bot: a program run as the platform runs it ({@code botzone-protocol.md} section
 * 5), for one seat of one game.
 *
 * <p>Each turn either starts the program afresh with the whole history in its input, or, when the bot
 * is resident (long-running mode: it printed {@link BotzoneEnvelope#KEEP_RUNNING} after its last
 * response), writes the new request alone to it. A one-shot bot's stdin is closed after its input and
 * its output read up to its exit; a resident bot's output is read up to the marker. The first answer of
 * a game gets twice the time limit, as on Botzone; the time runs from the start of the process (or the
 * request written), so a one-shot bot's start-up counts.
 *
 * <p>Where the box measures CPU time, an answer is also held to it: the CPU time of every process of the bot
 * since its last answer (what a resident bot burns between turns is charged to the next, as on Botzone)
 * may not pass the answer's limit, or the answer is late (TLE). A bot the kernel killed over its memory
 * limit is judged MLE.
 *
 * <p>The program is run as every external program is ({@link ExternalProcess}: in its entry's box, in a
 * process group of its own, so that children it leaves behind go with it). On a time-out, a flood of output,
 * at the end of the game, and when the arena's JVM exits (Ctrl-C, SIGTERM), the whole group is killed.
 */
public final class BotProcess implements BotzoneBot {
  /** The most a bot may print for one answer; more is a runtime error (the platform's output limit). */
  static final int MAX_OUTPUT = 1 << 20;

  /**
   * How to run a bot.
   *
   * @param argv        the command line; the program already resolved
   * @param io          the I/O style
   * @param keepRunning whether the bot may stay resident (keep_running: auto)
   * @param limitMillis the time limit of one answer; the first of a game gets twice as long
   * @param directory   the working directory of the bot (the lineup file's folder, against which its
   *                    relative paths are read)
   * @param box         the box it runs in
   */
  public record Command(List<String> argv, BotzoneEnvelope io, boolean keepRunning, long limitMillis, Path directory,
      Sandbox box) {
    /** Copies the command line. */
    public Command {
      argv = List.copyOf(argv);
    }
  }

  private final Command command;
  private final BotLog log;
  private final AtomicReference<String> globaldata;
  private final AnswerTimes times;
  private final List<String> requests = new ArrayList<>();
  private final List<String> responses = new ArrayList<>();
  private String data = "";
  private ExternalProcess resident;
  /** The CPU time the resident bot had used at the end of its last answer. */
  private long cpuSeen;

  /**
   * A bot for one game.
   *
   * @param globaldata what the entry's bot keeps across games, shared by its games
   * @param times      where each answer's time goes, shared by the entry's games
   */
  public BotProcess(Command command, BotLog log, AtomicReference<String> globaldata, AnswerTimes times) {
    this.command = command;
    this.log = log;
    this.globaldata = globaldata;
    this.times = times;
  }

  @Override
  public String respond(String request) {
    requests.add(request);
    long limitNanos = TimeUnit.MILLISECONDS.toNanos(command.limitMillis()) * (responses.isEmpty() ? 2 : 1);
    String output = "";
    long start = System.nanoTime();
    try {
      output = resident != null ? exchange(resident, command.io().nextInput(request), limitNanos)
          : exchange(ExternalProcess.start(command.box(), command.argv(), command.directory(), log), command.io().fullInput(requests, responses, data, globaldata.get()), limitNanos);
      BotzoneEnvelope.Answer answer;
      try {
        answer = command.io().read(output);
      } catch (IllegalArgumentException e) {
        throw Verdict.WA.fault(e.getMessage());
      }
      responses.add(answer.response());
      data = answer.data().orElse("");
      answer.globaldata().ifPresent(globaldata::set);
      return answer.response();
    } catch (PlayerFault e) {
      log.error(e.getMessage(), request, output);
      close();
      // Botzone ends the hand here; when the table plays on (on_error: default-action), the history the bot
      // is started with next keeps one response per request: what the table played for it.
      responses.add(defaultAction(request));
      throw e;
    } finally {
      times.record(System.nanoTime() - start);
    }
  }

  /**
   * The response the table played for a failed turn under on_error: default-action: the drawn tile
   * discarded after a draw ({@code 2 <tile>}), a pass after anything else.
   */
  static String defaultAction(String request) {
    return request.startsWith("2 ") ? "PLAY " + request.substring(2) : "PASS";
  }

  @Override
  public void close() {
    if (resident != null) {
      resident.end();
      resident = null;
    }
  }

  /**
   * Writes {@code input} and reads the answer: up to the marker when the bot may stay resident, else up
   * to its exit. Sets {@link #resident} to the process when it stays.
   */
  private String exchange(ExternalProcess p, String input, long limitNanos) {
    ExternalProcess.Limit limit = p.limit(limitNanos);
    long cpuBefore = p == resident ? cpuSeen : 0;
    resident = null;
    try {
      OutputStream in = p.stdin();
      try {
        in.write(input.getBytes(StandardCharsets.UTF_8));
        in.flush();
        if (!command.keepRunning()) {
          in.close();
        }
      } catch (IOException e) {
        // The bot closed its input or died: what it printed, and how it ended, tell what happened.
      }
      Read read = read(p.stdout());
      checkMemory(p);
      if (limit.passed()) {
        throw Verdict.TLE.fault("no answer within " + TimeUnit.NANOSECONDS.toMillis(limitNanos) + " ms");
      }
      if (read.flooded) {
        throw Verdict.RE.fault("printed more than " + MAX_OUTPUT + " bytes");
      }
      if (read.marker && command.keepRunning()) {
        cpuSeen = checkCpu(p, cpuBefore, limitNanos);
        resident = p;
        return read.text;
      }
      if (!p.waitFor(Math.max(0, limitNanos)) || limit.passed()) {
        throw Verdict.TLE.fault("did not exit within " + TimeUnit.NANOSECONDS.toMillis(limitNanos) + " ms");
      }
      checkMemory(p);
      checkCpu(p, cpuBefore, limitNanos);
      if (p.exitValue() != 0) {
        throw Verdict.RE.fault("exited with status " + p.exitValue());
      }
      return read.text;
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw Verdict.RE.fault("interrupted");
    } finally {
      limit.close();
      if (resident == null) {
        p.end();
      }
    }
  }

  /**
   * Judges the bot MLE when the kernel killed it, or a process it started, over its box's memory limit:
   * asked once its output ended (the kill closes it) and again once it exited.
   */
  private static void checkMemory(ExternalProcess p) {
    if (p.outOfMemory()) {
      throw Verdict.MLE.fault("killed over its memory limit (memory_limit_mb)");
    }
  }

  /**
   * The bot's CPU time now, where the box measures it, after checking that the answer used no more than its
   * limit since {@code before}.
   */
  private static long checkCpu(ExternalProcess p, long before, long limitNanos) {
    long now = p.cpuNanos().orElse(before);
    if (now - before > limitNanos) {
      throw Verdict.TLE.fault(String.format(java.util.Locale.ROOT, "used %.0f ms of CPU time, over the limit of %d ms",
          (now - before) / 1e6, TimeUnit.NANOSECONDS.toMillis(limitNanos)));
    }
    return now;
  }

  /** What was read of one answer. */
  private record Read(String text, boolean marker, boolean flooded) {}

  /**
   * Reads up to the end of the output, or up to a line holding the marker when the bot may stay
   * resident, or up to {@link #MAX_OUTPUT} bytes.
   */
  private Read read(InputStream out) {
    ByteArrayOutputStream buffer = new ByteArrayOutputStream(256);
    byte[] chunk = new byte[8192];
    int searchFrom = 0;
    try {
      int n;
      while ((n = out.read(chunk)) >= 0) {
        buffer.write(chunk, 0, n);
        if (buffer.size() > MAX_OUTPUT) {
          return new Read("", false, true);
        }
        if (command.keepRunning()) {
          String text = buffer.toString(StandardCharsets.UTF_8);
          int at = markerLine(text, searchFrom);
          if (at >= 0) {
            return new Read(text.substring(0, at), true, false);
          }
          searchFrom = Math.max(0, text.lastIndexOf('\n'));
        }
      }
    } catch (IOException e) {
      // The stream closed under us (the watchdog killed the bot): what was read is all there is.
    }
    return new Read(buffer.toString(StandardCharsets.UTF_8), false, false);
  }

  /** Where the line holding only the marker starts in {@code text}, once the line is complete; else -1. */
  static int markerLine(String text, int from) {
    int at = text.indexOf(BotzoneEnvelope.KEEP_RUNNING, from);
    while (at >= 0) {
      int end = at + BotzoneEnvelope.KEEP_RUNNING.length();
      boolean starts = at == 0 || text.charAt(at - 1) == '\n';
      boolean ends = end < text.length() && (text.charAt(end) == '\n' || text.charAt(end) == '\r');
      if (starts && ends) {
        return at;
      }
      at = text.indexOf(BotzoneEnvelope.KEEP_RUNNING, at + 1);
    }
    return -1;
  }
}
