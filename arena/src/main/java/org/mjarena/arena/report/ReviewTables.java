package org.mjarena.arena.report;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.mjarena.arena.record.ReviewFile;

/**
 * The report's section of a player's review ({@code review-NAME.json} of {@code mjarena review}): its
 * decisions at a glance, its profile beside everyone else's, and its most surprising moves, each linked to
 * its step in the replay viewer, whose games the report adds for the purpose.
 */
final class ReviewTables {
  /** Surprising moves a section lists (and whose games the viewer gets). */
  static final int SHOWN = 20;

  private ReviewTables() {}

  /** The moves of {@code review} the section lists: its {@link #SHOWN} most surprising. */
  static List<ReviewFile.Move> surprising(ReviewFile.Review review) {
    return review.mostSurprising(SHOWN);
  }

  /** The section of {@code review}, listing the moves {@code shown}. */
  static Report.Section section(ReviewFile.Review review, List<ReviewFile.Move> shown) {
    ReviewFile.Totals t = review.totals();
    String file = ReviewFile.name(review.player());
    String id = file.substring(0, file.length() - ReviewFile.SUFFIX.length());
    String text = String.format(Locale.ROOT, "%s over %d games: %s. The"
        + " commentator gave the move made %.3f on average (log-loss %.3f), found it likeliest %.1f%% of the time;"
        + " %s would have made it %.1f%% of the time. A move is surprising under %.0f%%: %d were. Each probability was"
        + " given before the move was seen, the commentator learning the player as it played.",
        review.player(), review.games(), t.breakdown(), t.meanProbability(),
        t.logLoss(), 100 * t.top1(), review.agent(), 100 * t.agrees(), 100 * review.surprisingBelow(), t.surprising());
    List<Report.Table> tables = new ArrayList<>();
    tables.add(profile(id, review));
    if (!shown.isEmpty()) {
      tables.add(moves(id, review, shown));
    }
    return new Report.Section(id, "Review of " + review.player(), text, tables, List.of());
  }

  private static Report.Table profile(String id, ReviewFile.Review review) {
    List<String> head = new ArrayList<>(List.of("profile", review.player()));
    review.others().ifPresent(o -> head.add("others"));
    List<List<Report.Cell>> rows = new ArrayList<>();
    for (ReviewFile.Line line : ReviewFile.PROFILE) {
      List<Report.Cell> row = new ArrayList<>();
      row.add(Report.Cell.text(line.label()));
      row.add(Report.Cell.number(line.shown(review.profile()), "player"));
      review.others().ifPresent(o -> row.add(Report.Cell.number(line.shown(o), "others")));
      rows.add(row);
    }
    return new Report.Table(id + "-profile", head, rows);
  }

  private static Report.Table moves(String id, ReviewFile.Review review, List<ReviewFile.Move> shown) {
    List<List<Report.Cell>> rows = new ArrayList<>();
    for (ReviewFile.Move m : shown) {
      rows.add(List.of(
          Report.Cell.link("game " + m.game() + ", step " + m.step(), "#game=" + m.game() + "&step=" + m.step()),
          Report.Cell.number(Long.toString(m.deal()), "deal"),
          Report.Cell.text(m.kind()),
          Report.Cell.text(m.move()),
          Report.Cell.number(ReviewFile.Move.percent(m.probability()), "probability"),
          Report.Cell.text(m.likeliestShown()),
          Report.Cell.text(m.agentShown()),
          Report.Cell.number(m.distancesShown(), "distance")));
    }
    return new Report.Table(id + "-surprising", List.of("in the viewer", "deal", "decision", "move", "p %",
        "likeliest (p %)", review.agent() + " (p %)", "win distance: move / " + review.agent()), rows);
  }
}
