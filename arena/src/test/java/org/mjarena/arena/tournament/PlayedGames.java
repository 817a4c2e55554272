package org.mjarena.arena.tournament;

import java.util.ArrayList;
import java.util.BitSet;
import java.util.List;
import org.mjarena.arena.config.Lineup;
import org.mjarena.arena.record.EventCodec;
import org.mjarena.engine.event.Event;

/** Every game of a tournament, in deal and seat-order order, with its replay record: for tests. */
public final class PlayedGames {
  private PlayedGames() {}

  /**
   * One game.
   *
   * @param result how it was dealt and ended
   * @param events its replay record
   */
  public record Game(GameResult result, byte[] events) {}

  /** Plays every deal of {@code lineup} in {@code orders} on {@code threads} threads. */
  public static List<Game> of(Lineup lineup, SeatOrders orders, int threads) throws Exception {
    List<Game> games = new ArrayList<>();
    new Tournament(lineup, orders, threads, () -> List.of(new Recorder<List<Game>>() {
      private List<Game> deal = new ArrayList<>();

      @Override
      public void gameOver(GameResult game, List<Event> events) {
        deal.add(new Game(game, EventCodec.encode(game.deal(), game.order(), game.seats(), game.wallSeed(), events)));
      }

      @Override
      public List<Game> take() {
        List<Game> taken = deal;
        deal = new ArrayList<>();
        return taken;
      }
    })).run(new BitSet(), deal -> games.addAll(castGames(deal.kept().get(0))));
    return games;
  }

  @SuppressWarnings("unchecked")
  private static List<Game> castGames(Object kept) {
    return (List<Game>) kept;
  }
}
