package org.mjarena.arena.run;

import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import org.mjarena.arena.stats.GameScore;
import org.mjarena.arena.stats.TournamentStats;
import org.mjarena.arena.tournament.GameResult;
import org.mjarena.arena.tournament.Recorder;
import org.mjarena.engine.GameOutcome;
import org.mjarena.engine.Seat;
import org.mjarena.engine.event.Event;

/**
 * The run's statistics as a sink: each game's {@link GameScore}, counted deal by deal into
 * {@link TournamentStats}. Journaled: a resumed run counts its earlier deals from the journal.
 */
final class StatsSink implements Sink<List<GameScore>> {
  private static final GameOutcome.Kind[] KINDS = GameOutcome.Kind.values();
  private final TournamentStats stats;

  StatsSink(int entries) {
    this.stats = new TournamentStats(entries);
  }

  /** What has been counted. */
  TournamentStats stats() {
    return stats;
  }

  @Override
  public String name() {
    return "statistics";
  }

  @Override
  public Recorder<List<GameScore>> recorder() {
    return new Recorder<>() {
      private List<GameScore> deal = new ArrayList<>();

      @Override
      public void gameOver(GameResult game, List<Event> events) {
        deal.add(GameScore.of(game));
      }

      @Override
      public List<GameScore> take() {
        List<GameScore> taken = deal;
        deal = new ArrayList<>();
        return taken;
      }
    };
  }

  @Override
  public Keeping keeping() {
    return Keeping.JOURNAL;
  }

  @Override
  public void accept(int deal, List<GameScore> scores) {
    stats.addDeal(scores);
  }

  @Override
  public Codec<List<GameScore>> codec() {
    return new Codec<>() {
      @Override
      public void write(List<GameScore> scores, DataOutputStream out) throws IOException {
        out.writeInt(scores.size());
        for (GameScore score : scores) {
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
      }

      @Override
      public List<GameScore> read(DataInputStream in) throws IOException {
        int games = in.readInt();
        List<GameScore> scores = new ArrayList<>(games);
        for (int g = 0; g < games; g++) {
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
          scores.add(new GameScore(kind, seats));
        }
        return scores;
      }
    };
  }
}
