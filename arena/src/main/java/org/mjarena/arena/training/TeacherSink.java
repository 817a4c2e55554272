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
import java.util.Optional;
import java.util.function.BiPredicate;
import org.mjarena.agents.perceptron.CallExamples;
import org.mjarena.agents.perceptron.DiscardExamples;
import org.mjarena.arena.config.ConfigException;
import org.mjarena.arena.record.Bytes;
import org.mjarena.arena.run.Codec;
import org.mjarena.arena.run.Sink;
import org.mjarena.arena.table.GameInfo;
import org.mjarena.arena.table.TableObserver;
import org.mjarena.arena.tournament.GameResult;
import org.mjarena.arena.tournament.Recorder;
import org.mjarena.engine.ClaimDecision;
import org.mjarena.engine.ClaimOptions;
import org.mjarena.engine.Decision;
import org.mjarena.engine.Observation;
import org.mjarena.engine.Seat;
import org.mjarena.engine.TurnDecision;
import org.mjarena.engine.Variant;
import org.mjarena.engine.action.Action;
import org.mjarena.engine.action.Discard;
import org.mjarena.engine.action.TingDiscard;
import org.mjarena.engine.event.Event;

/**
 * The teacher's decisions as training examples, of one kind, as a sink of a run: the examples file
 * ({@link DiscardExamples}'s format). Discards: every turn of a recorded seat that was answered (not
 * forced) with a discard, plain or declaring ting, with the observation the seat had and the discards it
 * could choose from. Calls ({@link CallExamples}): every discard of another player that a recorded seat
 * could chow, pung or kong, and every turn of its with a concealed or added kong legal, that it did not
 * win on, with its answer; the discards after the calls are the shipped discard model's. Each worker's
 * table has its own observer; the examples of each deal are written as one block under its deal number,
 * in deal order, so the file is the same whatever the threads. The file is its own record of the deals
 * it holds: a run taking up an earlier session keeps its whole blocks.
 */
public final class TeacherSink implements Sink<TeacherSink.Examples> {
  /** A deal's examples: how many, and their bytes. */
  public record Examples(int count, byte[] bytes) {}

  private final Path file;
  private final BiPredicate<GameInfo, Seat> recorded;
  private final DiscardExamples.Kind kind;
  private final Variant variant;
  private final String identity;
  private DiscardExamples.Writer writer;
  private OutputStream out;
  private long examples;

  /**
   * The examples of {@code kind} of the seats for which {@code recorded} holds, given the game, kept in
   * {@code file} under {@code identity} (what made them: the lineup and the options).
   */
  public TeacherSink(Path file, BiPredicate<GameInfo, Seat> recorded, DiscardExamples.Kind kind, Variant variant, String identity) {
    this.file = file;
    this.recorded = recorded;
    this.kind = kind;
    this.variant = variant;
    this.identity = identity;
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
    GameExamples observer = kind == DiscardExamples.Kind.DISCARD ? new DiscardObserver() : new CallObserver();
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

  /**
   * The examples of one game, watched from its start: {@link #examples} and {@link #take} hand them over
   * once it is over (recorded games played again use it too).
   */
  interface GameExamples extends TableObserver {
    /** How many examples the game gave so far. */
    int examples();

    /** The examples' bytes, and a fresh start. */
    byte[] take();
  }

  /** An observer of one game at a time, for games played again from their records. */
  GameExamples observer() {
    return kind == DiscardExamples.Kind.DISCARD ? new DiscardObserver() : new CallObserver();
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

  private DiscardExamples.Scan scan() throws ConfigException {
    DiscardExamples.Scan scan;
    try {
      scan = DiscardExamples.scan(file);
    } catch (IOException e) {
      throw new ConfigException("--resume: " + e.getMessage());
    }
    if (!scan.header().identity().equals(identity)) {
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
      DiscardExamples.Scan scan;
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
    out = append ? Files.newOutputStream(file, StandardOpenOption.APPEND) : Files.newOutputStream(file);
    writer = new DiscardExamples.Writer(out, append ? null : DiscardExamples.Header.of(kind, variant, identity));
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

  private final class DiscardObserver implements GameExamples {
    private final DiscardExamples.Encoder encoder = new DiscardExamples.Encoder();
    private final boolean[] recording = new boolean[Seat.COUNT];
    private GameInfo game;
    private Observation pending;
    private long candidates;

    @Override
    public void startGame(GameInfo info) {
      game = info;
      for (Seat s : Seat.all()) {
        recording[s.index()] = recorded.test(info, s);
      }
      encoder.take();
    }

    @Override
    public void beforeDecision(Seat seat, Observation seen, Decision decision) {
      pending = null;
      if (recording[seat.index()] && decision instanceof TurnDecision t && !t.isForced()) {
        pending = seen;
        candidates = t.discardMask(); // the decision object is reused: keep the mask, not it
      }
    }

    @Override
    public void afterDecision(Seat seat, Action answer, long nanos, List<Event> events) {
      if (pending == null || pending.me() != seat) {
        return;
      }
      int tile = answer instanceof Discard d ? d.tile().index() : answer instanceof TingDiscard d ? d.tile().index() : -1;
      if (tile >= 0) {
        encoder.add(pending, candidates, tile, game.seatOrder());
      }
      pending = null;
    }

    @Override
    public int examples() {
      return encoder.examples();
    }

    @Override
    public byte[] take() {
      return encoder.take();
    }
  }

  /**
   * The call decisions: a claim decision asks its seats one after the other and tells their answers
   * only once it is resolved, so what each seat saw is kept by seat.
   */
  private final class CallObserver implements GameExamples {
    private final CallExamples.Encoder encoder = new CallExamples.Encoder();
    private final boolean[] recording = new boolean[Seat.COUNT];
    private final Observation[] pending = new Observation[Seat.COUNT];
    private final ClaimOptions[] options = new ClaimOptions[Seat.COUNT];
    private final long[][] masks = new long[Seat.COUNT][3];
    private GameInfo game;

    @Override
    public void startGame(GameInfo info) {
      game = info;
      for (Seat s : Seat.all()) {
        recording[s.index()] = recorded.test(info, s);
        pending[s.index()] = null;
      }
      encoder.take();
    }

    @Override
    public void beforeDecision(Seat seat, Observation seen, Decision decision) {
      int s = seat.index();
      pending[s] = null;
      if (!recording[s]) {
        return;
      }
      if (decision instanceof TurnDecision t && !t.isForced() && (t.concealedKongMask() | t.addedKongMask()) != 0) {
        pending[s] = seen;
        options[s] = null;
        // The decision object is reused: keep the masks, not it.
        masks[s][0] = t.discardMask();
        masks[s][1] = t.concealedKongMask();
        masks[s][2] = t.addedKongMask();
      } else if (decision instanceof ClaimDecision c) {
        Optional<ClaimOptions> o = c.options(seat);
        if (o.isPresent()) {
          pending[s] = seen;
          options[s] = o.get();
        }
      }
    }

    @Override
    public void afterDecision(Seat seat, Action answer, long nanos, List<Event> events) {
      int s = seat.index();
      Observation seen = pending[s];
      if (seen == null) {
        return;
      }
      pending[s] = null;
      if (options[s] != null) {
        encoder.addClaim(seen, options[s], answer, game.seatOrder());
      } else {
        encoder.addKong(seen, masks[s][0], masks[s][1], masks[s][2], answer, game.seatOrder());
      }
    }

    @Override
    public int examples() {
      return encoder.examples();
    }

    @Override
    public byte[] take() {
      return encoder.take();
    }
  }
}
