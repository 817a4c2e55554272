package org.mjarena.arena.run;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.util.List;
import org.mjarena.arena.config.Compression;
import org.mjarena.arena.record.Bytes;
import org.mjarena.arena.record.GamesFile;
import org.mjarena.arena.tournament.GameResult;
import org.mjarena.arena.tournament.Recorder;
import org.mjarena.engine.event.Event;

/**
 * {@code games.jsonl} (or {@code games.jsonl.gz}) as a sink: each game's line is written where the game
 * was played, and the run appends each deal's lines to the file and flushes them. Resumed as every file
 * of whole deals is ({@link DealFileSink}).
 */
final class GamesSink extends DealFileSink<byte[], GamesFile.Line> {
  /** A deal's lines: their length, then the bytes. */
  private static final Codec<byte[]> BLOCK = new Codec<>() {
    @Override
    public void write(byte[] value, Bytes.Out out) {
      out.bytes(value);
    }

    @Override
    public byte[] read(Bytes.In in) {
      return in.bytes();
    }
  };
  private final List<String> ids;
  private final Compression compress;
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
    super(dir.resolve(compress.fileName(GamesFile.NAME)), "line", deals, orders);
    this.ids = List.copyOf(ids);
    this.compress = compress;
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
  Games<GamesFile.Line> games() throws IOException {
    GamesFile.Reader in = new GamesFile.Reader(file, compress, ids);
    return Games.of(in::next, in::torn, in);
  }

  @Override
  long deal(GamesFile.Line game) {
    return game.deal();
  }

  @Override
  int order(GamesFile.Line game) {
    return game.order();
  }

  @Override
  Copy<GamesFile.Line> copy(Path tmp) throws IOException {
    GamesFile copy = new GamesFile(tmp, ids, compress, false);
    return Copy.of(copy::copy, copy);
  }

  @Override
  void create() throws IOException {
    out = new GamesFile(file, ids, compress, false);
  }

  @Override
  void append() throws IOException {
    out = new GamesFile(file, ids, compress, true);
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
