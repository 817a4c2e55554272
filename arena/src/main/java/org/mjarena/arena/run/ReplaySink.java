package org.mjarena.arena.run;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.mjarena.arena.record.Bytes;
import org.mjarena.arena.record.EventCodec;
import org.mjarena.arena.record.ReplayFile;
import org.mjarena.arena.tournament.GameResult;
import org.mjarena.arena.tournament.Recorder;
import org.mjarena.engine.event.Event;

/**
 * {@code events.bin} as a sink: the replay recorder. Each game's events are encoded as its record
 * ({@link EventCodec}) on the thread that played it, and the run appends each deal's records to the file
 * and flushes them. Resumed as every file of whole deals is ({@link DealFileSink}).
 */
final class ReplaySink extends DealFileSink<List<byte[]>, ReplayFile.Raw> {
  private static final Codec<List<byte[]>> RECORDS = new Codec<>() {
    @Override
    public void write(List<byte[]> records, Bytes.Out out) {
      out.varint(records.size());
      for (byte[] r : records) {
        out.bytes(r);
      }
    }

    @Override
    public List<byte[]> read(Bytes.In in) {
      int n = (int) in.varint();
      List<byte[]> records = new ArrayList<>(n);
      for (int i = 0; i < n; i++) {
        records.add(in.bytes());
      }
      return records;
    }
  };
  private final ReplayFile.Header header;
  private ReplayFile.Writer out;

  /**
   * The replay file of a run.
   *
   * @param dir    the run's directory
   * @param header what its games share
   * @param deals  the run's deals
   * @param orders its seat orders per deal
   */
  ReplaySink(Path dir, ReplayFile.Header header, int deals, int orders) {
    super(dir.resolve(ReplayFile.NAME), "record", deals, orders);
    this.header = header;
  }

  @Override
  public String name() {
    return "replays";
  }

  @Override
  public Recorder<List<byte[]>> recorder() {
    return new Recorder<>() {
      private List<byte[]> records = new ArrayList<>();

      @Override
      public void gameOver(GameResult game, List<Event> events) {
        records.add(EventCodec.encode(game.deal(), game.order(), game.seats(), game.wallSeed(), events));
      }

      @Override
      public List<byte[]> take() {
        List<byte[]> taken = records;
        records = new ArrayList<>();
        return taken;
      }
    };
  }

  @Override
  public Codec<List<byte[]>> codec() {
    return RECORDS;
  }

  @Override
  Games<ReplayFile.Raw> games() throws IOException {
    ReplayFile.Reader in = new ReplayFile.Reader(file);
    return Games.of(() -> decodable(in.nextRaw()), in::torn, in);
  }

  /**
   * The record, once it decodes: a record kept on resuming is copied as bytes, so a damaged one would
   * otherwise pass unseen and fail the report at the end of the run, or a replay much later.
   */
  private Optional<ReplayFile.Raw> decodable(Optional<ReplayFile.Raw> raw) throws IOException {
    if (raw.isPresent()) {
      try {
        EventCodec.decode(raw.get().bytes());
      } catch (IllegalArgumentException e) {
        throw new IOException(file + ": the record of deal " + raw.get().deal() + ", seat order " + raw.get().order()
            + " cannot be read: " + e.getMessage(), e);
      }
    }
    return raw;
  }

  @Override
  long deal(ReplayFile.Raw game) {
    return game.deal();
  }

  @Override
  int order(ReplayFile.Raw game) {
    return game.order();
  }

  @Override
  Copy<ReplayFile.Raw> copy(Path tmp) throws IOException {
    ReplayFile.Writer copy = new ReplayFile.Writer(tmp, header);
    return Copy.of(copy::write, copy);
  }

  @Override
  void create() throws IOException {
    out = new ReplayFile.Writer(file, header);
  }

  @Override
  void append() throws IOException {
    out = ReplayFile.Writer.appending(file);
  }

  @Override
  public void accept(int deal, List<byte[]> records) throws IOException {
    for (byte[] r : records) {
      out.write(r);
    }
    out.flush();
  }

  @Override
  public void close() throws IOException {
    if (out != null) {
      out.close();
      out = null;
    }
  }
}
