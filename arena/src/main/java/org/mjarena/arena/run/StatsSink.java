package org.mjarena.arena.run;

import org.mjarena.arena.record.Bytes;
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
      public void write(List<GameScore> scores, Bytes.Out out) {
        out.varint(scores.size());
        for (GameScore score : scores) {
          out.put(score.kind().ordinal());
          for (GameScore.SeatScore s : score.seats()) {
            out.varint(s.entry());
            out.put((s.won() ? 1 : 0) | (s.selfDrawn() ? 2 : 0) | (s.dealtIn() ? 4 : 0) | (s.sanctioned() ? 8 : 0));
            out.signed(s.points());
            out.varint(s.fallbacks());
            out.varint(s.late());
            out.varint(s.errors().size());
            for (int n : s.errors()) {
              out.varint(n);
            }
          }
        }
      }

      @Override
      public List<GameScore> read(Bytes.In in) {
        int games = (int) in.varint();
        List<GameScore> scores = new ArrayList<>(games);
        for (int g = 0; g < games; g++) {
          GameOutcome.Kind kind = KINDS[in.get()];
          List<GameScore.SeatScore> seats = new ArrayList<>(Seat.COUNT);
          for (int s = 0; s < Seat.COUNT; s++) {
            int entry = (int) in.varint();
            int flags = in.get();
            int points = (int) in.signed();
            int fallbacks = (int) in.varint();
            int late = (int) in.varint();
            Integer[] errors = new Integer[(int) in.varint()];
            for (int i = 0; i < errors.length; i++) {
              errors[i] = (int) in.varint();
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
