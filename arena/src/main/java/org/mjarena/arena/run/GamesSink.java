package org.mjarena.arena.run;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.BitSet;
import java.util.List;
import java.util.Optional;
import org.mjarena.arena.config.Compression;
import org.mjarena.arena.config.ConfigException;
import org.mjarena.arena.record.AtomicFile;
import org.mjarena.arena.record.Bytes;
import org.mjarena.arena.record.GamesFile;
import org.mjarena.arena.tournament.GameResult;
import org.mjarena.arena.tournament.Recorder;
import org.mjarena.engine.event.Event;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * {@code games.jsonl} (or {@code games.jsonl.gz}) as a sink: each game's line is written where the game
 * was played, and the run appends each deal's lines to the file and flushes them, so that a run killed at
 * any moment keeps every finished deal. Taking up an earlier session, it keeps the deals whose lines are
 * all in the file ({@link WholeDeals}) and cuts the file back to the deals the run keeps.
 */
final class GamesSink implements Sink<byte[]> {
  /** A deal's lines: their length, then the bytes. */
  static final Codec<byte[]> BLOCK = new Codec<>() {
    @Override
    public void write(byte[] value, Bytes.Out out) {
      out.bytes(value);
    }

    @Override
    public byte[] read(Bytes.In in) {
      return in.bytes();
    }
  };
  private static final Logger log = LoggerFactory.getLogger(GamesSink.class);
  private final Path file;
  private final List<String> ids;
  private final Compression compress;
  private final int deals;
  private final int orders;
  private GamesFile out;

  /**
   * The games file of a run.
   *
   * @param dir      the run's directory
   * @param ids      the entry ids, in lineup order
   * @param compress how the file is stored
   * @param deals    the run's deals
   * @param orders   its seat orders per deal
   */
  GamesSink(Path dir, List<String> ids, Compression compress, int deals, int orders) {
    this.file = dir.resolve(compress.fileName(GamesFile.NAME));
    this.ids = List.copyOf(ids);
    this.compress = compress;
    this.deals = deals;
    this.orders = orders;
  }

  @Override
  public String name() {
    return "games";
  }

  @Override
  public Recorder<byte[]> recorder() {
    ByteArrayOutputStream lines = new ByteArrayOutputStream();
    GamesFile writer;
    try {
      writer = new GamesFile(lines, ids);
    } catch (IOException e) {
      throw new UncheckedIOException("a writer into memory cannot fail", e);
    }
    return new Recorder<>() {
      @Override
      public void gameOver(GameResult game, List<Event> events) {
        try {
          writer.write(game);
        } catch (IOException e) {
          throw new UncheckedIOException("a writer into memory cannot fail", e);
        }
      }

      @Override
      public byte[] take() {
        try {
          writer.flush();
        } catch (IOException e) {
          throw new UncheckedIOException("a writer into memory cannot fail", e);
        }
        byte[] deal = lines.toByteArray();
        lines.reset();
        return deal;
      }
    };
  }

  @Override
  public Codec<byte[]> codec() {
    return BLOCK;
  }

  @Override
  public Keeping keeping() {
    return Keeping.FILE;
  }

  @Override
  public BitSet held() throws ConfigException, IOException {
    BitSet whole = new BitSet();
    if (Files.exists(file)) {
      scan(new BitSet(), Optional.empty(), whole);
    }
    return whole;
  }

  @Override
  public void open(BitSet kept) throws IOException {
    boolean append = !kept.isEmpty() && Files.exists(file);
    if (append) {
      try (GamesFile copy = new GamesFile(AtomicFile.tmp(file), ids, compress, false)) {
        scan(kept, Optional.of(copy), new BitSet());
      } catch (ConfigException e) {
        throw new IOException(e.getMessage(), e);
      }
      AtomicFile.commit(file);
    }
    out = new GamesFile(file, ids, compress, append);
  }

  /**
   * Reads the file: sets in {@code whole} the deals it holds whole, and copies the lines of those in
   * {@code keep} to {@code copy}.
   */
  private void scan(BitSet keep, Optional<GamesFile> copy, BitSet whole) throws ConfigException, IOException {
    try (GamesFile.Reader in = Resume.read(file, () -> new GamesFile.Reader(file, compress, ids))) {
      WholeDeals<GamesFile.Line> groups = new WholeDeals<>(file, "line", deals, orders, (deal, lines) -> {
        whole.set((int) deal);
        if (copy.isPresent() && keep.get((int) deal)) {
          for (GamesFile.Line line : lines) {
            copy.get().copy(line);
          }
        }
      });
      for (Optional<GamesFile.Line> line = Resume.read(file, in::next); line.isPresent(); line = Resume.read(file, in::next)) {
        groups.add(line.get().deal(), line.get().order(), line.get().number(), line.get());
      }
      groups.end();
      if (in.torn() && copy.isEmpty()) {
        log.info("{}: its last line was cut off while being written, and is dropped", file);
      }
    }
  }

  @Override
  public void accept(int deal, byte[] lines) throws IOException {
    out.copyDeal(lines);
  }

  @Override
  public void close() throws IOException {
    if (out != null) {
      out.close();
      out = null;
    }
  }
}
