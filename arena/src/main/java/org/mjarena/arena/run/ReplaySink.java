package org.mjarena.arena.run;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.BitSet;
import java.util.List;
import java.util.Optional;
import org.mjarena.arena.config.ConfigException;
import org.mjarena.arena.record.AtomicFile;
import org.mjarena.arena.record.Bytes;
import org.mjarena.arena.record.EventCodec;
import org.mjarena.arena.record.ReplayFile;
import org.mjarena.arena.tournament.GameResult;
import org.mjarena.arena.tournament.Recorder;
import org.mjarena.engine.event.Event;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * {@code events.bin} as a sink: the replay recorder. Each game's events are encoded as its record
 * ({@link EventCodec}) on the thread that played it, and the run appends each deal's records to the file
 * and flushes them. Taking up an earlier session, it keeps the deals whose records are all in the file
 * and cuts the file back to the deals the run keeps.
 */
final class ReplaySink implements Sink<List<byte[]>> {
  private static final Logger log = LoggerFactory.getLogger(ReplaySink.class);
  private final Path file;
  private final ReplayFile.Header header;
  private final int deals;
  private final int orders;
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
    this.file = dir.resolve(ReplayFile.NAME);
    this.header = header;
    this.deals = deals;
    this.orders = orders;
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
    return new Codec<>() {
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
    if (!kept.isEmpty() && Files.exists(file)) {
      try {
        scan(kept, Optional.of(AtomicFile.tmp(file)), new BitSet());
      } catch (ConfigException e) {
        throw new IOException(e.getMessage(), e);
      }
      AtomicFile.commit(file);
      out = ReplayFile.Writer.appending(file);
    } else {
      out = new ReplayFile.Writer(file, header);
    }
  }

  /**
   * Reads the file: sets in {@code whole} the deals it holds whole, and with {@code copyTo} writes the
   * records of those in {@code keep} there, after the same header.
   */
  private void scan(BitSet keep, Optional<Path> copyTo, BitSet whole) throws ConfigException, IOException {
    try (ReplayFile.Reader in = Resume.read(file, () -> new ReplayFile.Reader(file));
        ReplayFile.Writer copy = copyTo.isPresent() ? new ReplayFile.Writer(copyTo.get(), in.header()) : null) {
      WholeDeals<ReplayFile.Raw> groups = new WholeDeals<>(file, "record", deals, orders, (deal, records) -> {
        whole.set((int) deal);
        if (copy != null && keep.get((int) deal)) {
          for (ReplayFile.Raw r : records) {
            copy.write(r);
          }
        }
      });
      long number = 0;
      for (Optional<ReplayFile.Raw> r = Resume.read(file, in::nextRaw); r.isPresent(); r = Resume.read(file, in::nextRaw)) {
        groups.add(r.get().deal(), r.get().order(), ++number, r.get());
      }
      groups.end();
      if (in.torn() && copyTo.isEmpty()) {
        log.info("{}: its last record was cut off while being written, and is dropped", file);
      }
    }
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
