package org.mjarena.arena.interop.botzone;

import java.util.List;
import org.mjarena.engine.Seat;
import org.mjarena.engine.Wind;
import org.mjarena.engine.tile.Tile;

/**
 * One hand of a Botzone MCR match log, as written: its header, the four dealt hands, every event
 * line in order and how the hand ended. Nothing here has been checked against the rules; a replay
 * through the engine decides whether the log is a legal hand.
 *
 * <p>A block of the log reads {@code Match <id>}, {@code Wind <0..3>}, four lines
 * {@code Player <seat> Deal <13 tiles>}, the event lines, then {@code Fan ...} and {@code Score ...},
 * or {@code Huang} and {@code Score 0 0 0 0} for a drawn hand.
 *
 * @param id            the Botzone match id (the page is {@code https://botzone.org.cn/match/<id>})
 * @param firstLine     the line number (from 1) of the {@code Match} line in the file read
 * @param prevalentWind the {@code Wind} line: Botzone numbers winds 0 East, 1 South, 2 West,
 *                      3 North (the dataset README says East, North, West, South, but the wind
 *                      fans of the records only fit Botzone's numbering)
 * @param deals         the 13 tiles dealt to each seat, seat 0 first, in the order the log lists them
 * @param lines         the event lines, in order
 * @param ending        the {@code Fan}/{@code Huang} and {@code Score} lines
 * @param players       the players' names, seat 0 first, when the log gives them (Botzone's own JSON
 *                      does, as {@code [user]bot}); empty when it does not (the text format)
 */
public record BotzoneMatch(String id, int firstLine, Wind prevalentWind, List<List<Tile>> deals,
    List<BotzoneLine> lines, BotzoneEnding ending, List<String> players) {

  /** Tiles in each {@code Deal} line: an MCR deal without flowers, as in every Botzone log. */
  public static final int TILES_PER_DEAL = 13;

  /** Copies the lists, so a match is a value; checks only the shape (four deals of 13). */
  public BotzoneMatch {
    if (id.isBlank()) {
      throw new IllegalArgumentException("a match id is not blank");
    }
    if (deals.size() != Seat.COUNT) {
      throw new IllegalArgumentException("one deal per seat, got " + deals.size());
    }
    deals = deals.stream().map(List::copyOf).toList();
    for (List<Tile> deal : deals) {
      if (deal.size() != TILES_PER_DEAL) {
        throw new IllegalArgumentException("a deal has " + TILES_PER_DEAL + " tiles, got " + deal);
      }
    }
    lines = List.copyOf(lines);
    if (ending == null) {
      throw new NullPointerException("ending");
    }
    players = List.copyOf(players);
    if (!players.isEmpty() && players.size() != Seat.COUNT) {
      throw new IllegalArgumentException("a name per seat, or none, got " + players);
    }
  }

  /** The tiles dealt to {@code seat}. */
  public List<Tile> deal(Seat seat) {
    return deals.get(seat.index());
  }
}
