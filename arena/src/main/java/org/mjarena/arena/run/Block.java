package org.mjarena.arena.run;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.util.ArrayList;
import java.util.BitSet;
import java.util.List;
import java.util.Optional;
import java.util.zip.DataFormatException;
import org.HdrHistogram.Histogram;
import org.mjarena.arena.commentary.Commentary;
import org.mjarena.arena.commentary.CommentaryTally;
import org.mjarena.arena.config.Lineup;
import org.mjarena.arena.config.RecordMode;
import org.mjarena.arena.record.GamesFile;
import org.mjarena.arena.stats.GameScore;
import org.mjarena.arena.tournament.GameResult;
import org.mjarena.arena.tournament.SeatOrders;
import org.mjarena.arena.tournament.Tournament;
import org.mjarena.engine.GameOutcome;
import org.mjarena.engine.Seat;

/**
 * A block of a run's deals as one cluster task plays them: with the local {@link Tournament} on one
 * thread, each deal in every seat order, exactly as a local run plays it. What the driver needs of each
 * deal travels back as bytes: what the statistics count of each game ({@link GameScore}), the deal's
 * lines of {@code games.jsonl} and its replay records, the commentator's tallies of its games (taken
 * from the same {@link Commentary} a local run uses), and the block's decision-time histograms.
 *
 * @param deals the deals played, in deal order
 * @param times each entry's decision-time histogram (nanoseconds) over the block
 */
public record Block(List<Deal> deals, List<Histogram> times) {
  private static final GameOutcome.Kind[] KINDS = GameOutcome.Kind.values();

  /**
   * One deal of a block.
   *
   * @param deal   the deal index
   * @param scores what the statistics count of each game, in seat-order order
   * @param lines  the games' lines of {@code games.jsonl} (empty when the run keeps no results)
   * @param events the games' replay records (none when the run keeps no events)
   * @param commentary the commentator's tallies of the deal's games, when it is on
   */
  public record Deal(int deal, List<GameScore> scores, byte[] lines, List<byte[]> events,
      Optional<Commentary.Games> commentary) {}

  /** Plays the job's deals {@code deals} (ascending) and returns them encoded. */
  public static byte[] play(Job job, int[] deals) throws Exception {
    Lineup lineup = job.lineup();
    SeatOrders orders = Job.orders(lineup);
    boolean keepEvents = lineup.record() == RecordMode.EVENTS;
    boolean keepLines = lineup.record() != RecordMode.NONE;
    List<String> ids = lineup.entries().stream().map(Lineup.Entry::id).toList();
    Commentary commentary = lineup.commentary().on() ? new Commentary(lineup.commentary(), ids) : null;
    Tournament tournament = new Tournament(lineup.rules(), lineup.entries(), lineup.seed(), lineup.deals(), orders, 1,
        commentary == null ? List::of : () -> List.of(commentary.newCommentator()), keepEvents);
    BitSet others = new BitSet(lineup.deals());
    others.set(0, lineup.deals());
    for (int d : deals) {
      others.clear(d);
    }
    ByteArrayOutputStream bytes = new ByteArrayOutputStream();
    DataOutputStream out = new DataOutputStream(bytes);
    out.writeInt(deals.length);
    out.writeInt(commentary == null ? 0 : ids.size());
    ByteArrayOutputStream lines = new ByteArrayOutputStream();
    try (GamesFile games = new GamesFile(lines, ids)) {
      tournament.run(others, deal -> {
        out.writeInt((int) deal.get(0).deal());
        out.writeInt(deal.size());
        for (GameResult game : deal) {
          writeScore(out, GameScore.of(game));
          out.writeInt(game.events().length);
          out.write(game.events());
        }
        lines.reset();
        if (keepLines) {
          games.write(deal);
        }
        out.writeInt(lines.size());
        lines.writeTo(out);
        if (commentary != null) {
          Commentary.Games comments = commentary.take(deal.get(0).deal(), deal.size());
          out.writeLong(comments.games());
          for (CommentaryTally t : comments.byEntry()) {
            t.write(out);
          }
        }
      });
    }
    List<Histogram> times = tournament.decisionTimes();
    out.writeInt(times.size());
    for (Histogram h : times) {
      ByteBuffer buffer = ByteBuffer.allocate(h.getNeededByteBufferCapacity());
      int length = h.encodeIntoCompressedByteBuffer(buffer);
      out.writeInt(length);
      out.write(buffer.array(), 0, length);
    }
    out.flush();
    return bytes.toByteArray();
  }

  /** Reads back what {@link #play} returned. */
  public static Block decode(byte[] bytes) throws IOException {
    DataInputStream in = new DataInputStream(new ByteArrayInputStream(bytes));
    int count = in.readInt();
    int commented = in.readInt();
    List<Deal> deals = new ArrayList<>(count);
    for (int i = 0; i < count; i++) {
      int deal = in.readInt();
      int games = in.readInt();
      List<GameScore> scores = new ArrayList<>(games);
      List<byte[]> events = new ArrayList<>(games);
      for (int g = 0; g < games; g++) {
        scores.add(readScore(in));
        byte[] record = in.readNBytes(in.readInt());
        if (record.length > 0) {
          events.add(record);
        }
      }
      byte[] lines = in.readNBytes(in.readInt());
      Optional<Commentary.Games> comments = Optional.empty();
      if (commented > 0) {
        long commentedGames = in.readLong();
        List<CommentaryTally> byEntry = new ArrayList<>(commented);
        for (int e = 0; e < commented; e++) {
          byEntry.add(CommentaryTally.read(in));
        }
        comments = Optional.of(new Commentary.Games(commentedGames, byEntry));
      }
      deals.add(new Deal(deal, scores, lines, events, comments));
    }
    int entries = in.readInt();
    List<Histogram> times = new ArrayList<>(entries);
    for (int e = 0; e < entries; e++) {
      byte[] encoded = in.readNBytes(in.readInt());
      try {
        times.add(Histogram.decodeFromCompressedByteBuffer(ByteBuffer.wrap(encoded), 0));
      } catch (DataFormatException ex) {
        throw new IOException("a block's decision times do not decode", ex);
      }
    }
    return new Block(deals, times);
  }

  private static void writeScore(DataOutputStream out, GameScore score) throws IOException {
    out.writeByte(score.kind().ordinal());
    for (GameScore.SeatScore s : score.seats()) {
      out.writeInt(s.entry());
      out.writeByte((s.won() ? 1 : 0) | (s.selfDrawn() ? 2 : 0) | (s.dealtIn() ? 4 : 0) | (s.sanctioned() ? 8 : 0));
      out.writeInt(s.points());
      out.writeInt(s.fallbacks());
      out.writeInt(s.late());
      out.writeByte(s.errors().size());
      for (int n : s.errors()) {
        out.writeInt(n);
      }
    }
  }

  private static GameScore readScore(DataInputStream in) throws IOException {
    GameOutcome.Kind kind = KINDS[in.readByte()];
    List<GameScore.SeatScore> seats = new ArrayList<>(Seat.COUNT);
    for (int s = 0; s < Seat.COUNT; s++) {
      int entry = in.readInt();
      int flags = in.readByte();
      int points = in.readInt();
      int fallbacks = in.readInt();
      int late = in.readInt();
      Integer[] errors = new Integer[in.readByte()];
      for (int i = 0; i < errors.length; i++) {
        errors[i] = in.readInt();
      }
      seats.add(new GameScore.SeatScore(entry, (flags & 1) != 0, (flags & 2) != 0, (flags & 4) != 0, points, fallbacks,
          (flags & 8) != 0, late, List.of(errors)));
    }
    return new GameScore(kind, seats);
  }
}
