package org.mjarena.arena.training;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.channels.FileChannel;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.BitSet;
import java.util.List;
import java.util.function.Supplier;
import org.mjarena.arena.config.ConfigException;
import org.mjarena.arena.record.Bytes;
import org.mjarena.arena.run.Codec;
import org.mjarena.arena.run.Sink;
import org.mjarena.arena.table.TableObserver;
import org.mjarena.arena.tournament.GameResult;
import org.mjarena.arena.tournament.Recorder;
import org.mjarena.engine.event.Event;

/**
 * An examples file as a sink of a run: each worker's table has its own {@link GameExamples} observer
 * (the teacher's discards or calls, {@link TeacherExamples}; the fold labels, {@code fold.FoldData}), and
 * the examples of each deal are written as one block under its deal number, in deal order, so the file
 * is the same whatever the threads. The file is its own record of the deals it holds: a run taking up an
 * earlier session keeps its whole blocks.
 */
public final class ExamplesSink implements Sink<ExamplesSink.Examples> {
  /** A deal's examples: how many, and their bytes. */
  public record Examples(int count, byte[] bytes) {}

  private final Path file;
  private final ExamplesFile.Header header;
  private final Supplier<GameExamples> observers;
  private ExamplesFile.Writer writer;
  private long examples;

  /**
   * The examples {@code observers} make (a new observer for each worker), kept in {@code file} under
   * {@code header}, whose identity says what made them (the lineup and the options).
   */
  public ExamplesSink(Path file, ExamplesFile.Header header, Supplier<GameExamples> observers) {
    this.file = file;
    this.header = header;
    this.observers = observers;
  }

  /** The examples the file holds: kept from earlier sessions and written in this one. */
  public long examples() {
    return examples;
  }

  @Override
  public String name() {
    return "examples";
  }

  @Override
  public Recorder<Examples> recorder() {
    GameExamples observer = observers.get();
    return new Recorder<>() {
      private final ByteArrayOutputStream deal = new ByteArrayOutputStream();
      private int count;

      @Override
      public List<TableObserver> observers() {
        return List.of(observer);
      }

      @Override
      public void gameOver(GameResult game, List<Event> events) {
        count += observer.examples();
        deal.writeBytes(observer.take());
      }

      @Override
      public Examples take() {
        Examples taken = new Examples(count, deal.toByteArray());
        deal.reset();
        count = 0;
        return taken;
      }
    };
  }

  /** An observer of one game at a time, for games played again from their records. */
  GameExamples observer() {
    return observers.get();
  }

  @Override
  public Codec<Examples> codec() {
    return new Codec<>() {
      @Override
      public void write(Examples x, Bytes.Out out) {
        out.varint(x.count());
        out.bytes(x.bytes());
      }

      @Override
      public Examples read(Bytes.In in) {
        int count = (int) in.varint();
        return new Examples(count, in.bytes());
      }
    };
  }

  @Override
  public Keeping keeping() {
    return Keeping.FILE;
  }

  @Override
  public BitSet held() throws ConfigException {
    return Files.exists(file) ? scan().deals() : new BitSet();
  }

  private ExamplesFile.Scan scan() throws ConfigException {
    ExamplesFile.Scan scan;
    try {
      scan = ExamplesFile.scan(file);
    } catch (IOException e) {
      throw new ConfigException("--resume: " + e.getMessage());
    }
    if (!scan.header().identity().equals(header.identity())) {
      throw new ConfigException("--resume: " + file + " was made by another lineup or options (" + scan.header().identity()
          + "); use --force to replace it");
    }
    return scan;
  }

  /**
   * Creates the file, or keeps an earlier session's: the file holds its deals as whole blocks and it is
   * this run's only file, so the deals kept are every whole block it holds, and it is cut after them.
   */
  @Override
  public void open(BitSet kept) throws IOException {
    boolean append = !kept.isEmpty();
    if (append) {
      ExamplesFile.Scan scan;
      try {
        scan = scan();
      } catch (ConfigException e) {
        throw new IOException(e.getMessage(), e);
      }
      if (!scan.deals().equals(kept)) {
        throw new IllegalStateException("the examples file is the run's only record: it keeps every deal it holds");
      }
      try (FileChannel ch = FileChannel.open(file, StandardOpenOption.WRITE)) {
        ch.truncate(scan.length());
      }
      examples = scan.examples();
    }
    OutputStream out = append ? Files.newOutputStream(file, StandardOpenOption.APPEND) : Files.newOutputStream(file);
    writer = new ExamplesFile.Writer(out, append ? null : header);
  }

  @Override
  public void accept(int deal, Examples x) throws IOException {
    writer.deal(deal, x.count(), x.bytes());
    writer.flush();
    examples += x.count();
  }

  /** Adds the examples of one recorded game, under its deal number (games played again from records). */
  void acceptGame(long deal, Examples x) throws IOException {
    writer.deal(deal, x.count(), x.bytes());
    examples += x.count();
  }

  @Override
  public void close() throws IOException {
    if (writer != null) {
      writer.close();
      writer = null;
    }
  }
}
