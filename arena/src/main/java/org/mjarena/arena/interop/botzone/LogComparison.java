package org.mjarena.arena.interop.botzone;

import java.util.List;
import java.util.Optional;
import java.util.stream.Collectors;
import org.mjarena.arena.interop.botzone.BotzoneLine.IgnoredClaim;
import org.mjarena.arena.interop.botzone.BotzoneLine.Kind;
import org.mjarena.arena.interop.botzone.ImportReport.Disagreement;
import org.mjarena.arena.record.EventText;
import org.mjarena.engine.Seat;
import org.mjarena.engine.Win;
import org.mjarena.engine.action.Claim;
import org.mjarena.engine.action.Pass;
import org.mjarena.engine.event.AddedKongDeclared;
import org.mjarena.engine.event.ClaimResolved;
import org.mjarena.engine.event.ConcealedKonged;
import org.mjarena.engine.event.Discarded;
import org.mjarena.engine.event.Drew;
import org.mjarena.engine.event.Event;
import org.mjarena.engine.event.ExhaustiveDraw;
import org.mjarena.engine.event.Sanctioned;
import org.mjarena.engine.event.Settled;
import org.mjarena.engine.event.Won;
import org.mjarena.engine.tile.Tile;

/**
 * Decides whether a replayed match agrees with its log, by walking our engine's events and the log's lines
 * side by side: each line must be matched by the event it stands for, in order, and each event that
 * stands for a line must have one.
 *
 * <ul>
 *   <li>{@code Draw}, {@code Play}, {@code AnGang}, {@code BuGang}: {@link Drew}, {@link Discarded},
 *       {@link ConcealedKonged}, {@link AddedKongDeclared} of the same seat and tile;</li>
 *   <li>after an offer, a claim line with its ignored claims: the {@link ClaimResolved} that follows, with
 *       exactly those answers and the line's seat as the taker; an offer the log lets pass must pass
 *       (or not be offered at all). Our engine asks only the seats that could claim, so a log claim it
 *       never asked about shows here, as a missing answer or a missing claim decision;</li>
 *   <li>{@code Hu}: {@link Won} of the same seat and tile, then the fan total of the {@code Fan} line;
 *       {@code Huang}: {@link ExhaustiveDraw} after the last line; {@code Score}: {@link Settled};</li>
 *   <li>{@link Sanctioned}: the line answered there is not legal in our engine (the import's rules keep the
 *       error sanction, so an illegal answer ends the game there);</li>
 *   <li>the other events (the deal, offers, melds, payments) stand for no line of their own.</li>
 * </ul>
 *
 * <p>When the walk ends with every line matched, every scripted answer was used: each answer comes from
 * one line, and the event matched to that line is the answer played.
 */
final class LogComparison {
  private final BotzoneMatch match;
  private final List<BotzoneLine> lines;
  /** The next log line to match. */
  private int next;

  private LogComparison(BotzoneMatch match) {
    this.match = match;
    this.lines = match.lines();
  }

  /** Where {@code events}, the replay of {@code match}, first differ from the log; empty when they agree. */
  static Optional<Disagreement> compare(BotzoneMatch match, List<Event> events) {
    LogComparison walk = new LogComparison(match);
    for (int i = 0; i < events.size(); i++) {
      Optional<String> wrong = walk.step(events.get(i));
      if (wrong.isPresent()) {
        return Optional.of(new Disagreement(match.id(), i, wrong.get()));
      }
    }
    if (walk.next < walk.lines.size()) {
      BotzoneLine line = walk.lines.get(walk.next);
      return Optional.of(new Disagreement(match.id(), events.size() - 1, "line " + line.lineNumber() + ": the log goes on ('"
          + line.text() + "') after our engine's game ended"));
    }
    return Optional.empty();
  }

  /** Checks one event against the log: why it differs, or empty. */
  private Optional<String> step(Event e) {
    if (e instanceof Drew d) {
      return expect(e, Kind.DRAW, d.seat(), d.tile().orElseThrow());
    }
    if (e instanceof Discarded d) {
      return expect(e, Kind.PLAY, d.seat(), d.tile());
    }
    if (e instanceof ConcealedKonged k) {
      return expect(e, Kind.ANGANG, k.seat(), k.tile().orElseThrow());
    }
    if (e instanceof AddedKongDeclared a) {
      return expect(e, Kind.BUGANG, a.seat(), a.tile());
    }
    if (e instanceof ClaimResolved r) {
      return claims(e, r);
    }
    if (e instanceof Won w) {
      return won(e, w.win());
    }
    if (e instanceof ExhaustiveDraw) {
      return exhausted();
    }
    if (e instanceof Settled s) {
      return scores(s.points());
    }
    if (e instanceof Sanctioned s) {
      return illegal(s.offender(), s.fault().reason());
    }
    return Optional.empty();
  }

  /** The event must be the current line: same kind, seat and tile. */
  private Optional<String> expect(Event e, Kind kind, Seat seat, Tile tile) {
    if (next == lines.size()) {
      return Optional.of(afterTheLog(e));
    }
    BotzoneLine line = lines.get(next);
    if (line.kind() != kind || line.seat() != seat || line.tile() != tile) {
      return Optional.of(differs(line, e));
    }
    next++;
    return Optional.empty();
  }

  /** The answers to an offer must be the current claim line's, or all passes when it is no claim. */
  private Optional<String> claims(Event e, ClaimResolved r) {
    Optional<BotzoneLine> claim = claimOn(r);
    Claim[] expected = {Pass.INSTANCE, Pass.INSTANCE, Pass.INSTANCE, Pass.INSTANCE};
    if (claim.isPresent()) {
      BotzoneLine line = claim.get();
      expected[line.seat().index()] = BotzoneScript.claim(line.kind(), line.tile()).orElseThrow();
      for (IgnoredClaim c : line.ignored()) {
        expected[c.seat().index()] = BotzoneScript.claim(c.kind(), c.tile()).orElseThrow();
      }
    }
    for (Seat s : Seat.all()) {
      if (expected[s.index()].equals(r.answers().get(s.index()))) {
        continue;
      }
      if (claim.isPresent()) {
        // The script answers every seat asked as the line says, so its answer differs only where a seat was not asked.
        return Optional.of(notOffered(claim.get(), s, expected[s.index()], r.tile(), r.from()));
      }
      // A claim the log makes elsewhere (out of place) was played here.
      return Optional.of(next == lines.size() ? afterTheLog(e) : differs(lines.get(next), e));
    }
    if (claim.isEmpty()) {
      return Optional.empty();
    }
    BotzoneLine line = claim.get();
    if (!r.takers().equals(List.of(line.seat()))) {
      return Optional.of("line " + line.lineNumber() + ": the log gives " + r.tile().code() + " to seat "
          + line.seat().index() + " ('" + line.text() + "'), our engine resolves the claims otherwise: "
          + EventText.describe(e));
    }
    if ((line.kind() == Kind.PENG || line.kind() == Kind.GANG) && line.tile() != r.tile()) {
      return Optional.of("line " + line.lineNumber() + ": '" + line.text() + "' names " + line.tile().code()
          + ", but the tile claimed is " + r.tile().code());
    }
    if (line.kind() != Kind.HU) {
      next++;   // a won claim is matched by the Won event that follows
    }
    return Optional.empty();
  }

  /** The current line when it claims the tile {@code r} offers: a claim line by another seat. */
  private Optional<BotzoneLine> claimOn(ClaimResolved r) {
    if (next == lines.size() || !isClaim(next)) {
      return Optional.empty();
    }
    BotzoneLine line = lines.get(next);
    return line.seat() == r.from() ? Optional.empty() : Optional.of(line);
  }

  /** True when line {@code i} claims another seat's tile (a chow, pung, exposed kong or win on a discard or kong). */
  private boolean isClaim(int i) {
    return lines.get(i).kind().isClaim() && !BotzoneScript.isSelfDrawnWin(lines, i);
  }

  private Optional<String> won(Event e, Win win) {
    if (next == lines.size()) {
      return Optional.of(afterTheLog(e));
    }
    BotzoneLine line = lines.get(next);
    if (line.kind() != Kind.HU || line.seat() != win.seat()) {
      return Optional.of(differs(line, e));
    }
    if (line.tile() != win.tile()) {
      return Optional.of("line " + line.lineNumber() + ": '" + line.text() + "' names " + line.tile().code()
          + " as the winning tile, our engine's winner wins on " + win.tile().code() + ": " + EventText.describe(e));
    }
    next++;
    if (!(match.ending() instanceof BotzoneEnding.Won logged)) {
      return Optional.of("line " + match.ending().lineNumber() + ": the log ends the hand drawn (Huang) after its Hu line "
          + line.lineNumber() + ", our engine's game is won: " + EventText.describe(e));
    }
    if (logged.totalFan() != win.value()) {
      String fans = logged.fans().stream().map(f -> f.name() + "*" + f.count()).collect(Collectors.joining("+"));
      return Optional.of("line " + logged.lineNumber() + ": the log's Fan line totals " + logged.totalFan() + " fan ("
          + fans + "), our engine's win scores " + win.value() + ": " + EventText.describe(e));
    }
    return Optional.empty();
  }

  private Optional<String> exhausted() {
    if (next < lines.size()) {
      BotzoneLine line = lines.get(next);
      return Optional.of("line " + line.lineNumber() + ": the log goes on ('" + line.text()
          + "'), but in our engine the wall is exhausted here (the seat to draw has an empty block)");
    }
    if (match.ending() instanceof BotzoneEnding.Won) {
      return Optional.of("line " + match.ending().lineNumber() + ": the log's hand is won, but in our engine the wall"
          + " is exhausted after the log's last action");
    }
    return Optional.empty();
  }

  private Optional<String> scores(List<Integer> points) {
    List<Integer> logged = match.ending().scores();
    if (logged.equals(points)) {
      return Optional.empty();
    }
    return Optional.of("the log's Score line (after line " + match.ending().lineNumber() + ") gives " + spaced(logged)
        + ", our engine's points are " + spaced(points));
  }

  private Optional<String> illegal(Seat seat, String reason) {
    if (next == lines.size()) {
      return Optional.of(ending() + ", but our engine asks seat " + seat.index() + " to answer and sanctions it: " + reason);
    }
    BotzoneLine line = lines.get(next);
    boolean answered = line.kind() != Kind.DRAW
        && (line.seat() == seat || line.ignored().stream().anyMatch(c -> c.seat() == seat));
    return Optional.of("line " + line.lineNumber() + (answered
        ? ": '" + line.text() + "' is not legal in our engine, which sanctions seat " + seat.index() + ": "
        : ": the log has '" + line.text() + "', but our engine asks seat " + seat.index() + " to answer and sanctions it: ")
        + reason);
  }

  /** A line that our engine's event does not match. */
  private String differs(BotzoneLine line, Event e) {
    if (isClaim(next)) {
      return "line " + line.lineNumber() + ": '" + line.text() + "' claims a tile our engine did not offer seat "
          + line.seat().index() + " (our engine goes on: " + EventText.describe(e) + ")";
    }
    return "line " + line.lineNumber() + ": the log has '" + line.text() + "', our engine " + EventText.describe(e);
  }

  /** A claim of the log whose seat our engine did not ask about the tile. */
  private static String notOffered(BotzoneLine line, Seat seat, Claim claim, Tile tile, Seat from) {
    return "line " + line.lineNumber() + ": in '" + line.text() + "' seat " + seat.index() + " answers " + claim
        + " to seat " + from.index() + "'s " + tile.code() + ", a claim our engine does not offer seat " + seat.index();
  }

  /** An event after the log's last line. */
  private String afterTheLog(Event e) {
    return ending() + ", but our engine goes on: " + EventText.describe(e);
  }

  /** Where the log's hand ends, e.g. {@code the log's hand ends at line 57 (Huang)}. */
  private String ending() {
    BotzoneEnding end = match.ending();
    return "the log's hand ends at line " + end.lineNumber() + " (" + (end instanceof BotzoneEnding.Won ? "Fan" : "Huang") + ")";
  }

  private static String spaced(List<Integer> scores) {
    return scores.stream().map(String::valueOf).collect(Collectors.joining(" "));
  }
}
