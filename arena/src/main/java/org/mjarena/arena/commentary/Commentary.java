package org.mjarena.arena.commentary;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.mjarena.engine.Variant;
import org.mjarena.arena.config.CommentarySettings;
import org.mjarena.arena.record.CommentaryAccuracy;

/**
 * The commentator's accuracy over some games, added up per lineup entry: a run's (through
 * {@link CommentarySink}), a benchmark's, or that of recorded games commented again
 * ({@link ReplayCommentary}). The counts are whole numbers, so the totals are the same whatever order
 * the games are added in. With the combined method it also learns, from each game's decisions in the
 * order they are {@link #learn learned}, the probability of each discard and of each answer to a discard
 * ({@link ChoiceLearner}), and scores them ({@link ChoiceScore}): that order is the caller's to fix.
 */
public final class Commentary {
  private final CommentarySettings settings;
  private final CommentaryTally[] totals;
  private long games;
  /** The probabilities' learners and scores of discards and of answers to discards, with the combined method; else null. */
  private final ChoiceLearner discards;
  private final ChoiceLearner claims;
  private final ChoiceLearner turns;
  private final ChoiceScore discardScore;
  private final ChoiceScore claimScore;
  private final ChoiceScore turnScore;

  /**
   * The commentary of games of {@code variant} between {@code entries} lineup entries.
   *
   * @param settings an enabled commentator's view and method
   */
  public Commentary(CommentarySettings settings, Variant variant, int entries) {
    this(settings, entries, hasProbabilities(settings) ? ChoiceLearner.discards(variant) : null,
        hasProbabilities(settings) ? ChoiceLearner.claims(variant) : null,
        hasProbabilities(settings) ? ChoiceLearner.turns(variant) : null);
  }

  /** The commentary whose probabilities {@code discards}, {@code claims} and {@code turns} make (null: none). */
  Commentary(CommentarySettings settings, int entries, ChoiceLearner discards, ChoiceLearner claims, ChoiceLearner turns) {
    this.settings = settings;
    this.totals = newTallies(entries);
    this.discards = discards;
    this.claims = claims;
    this.turns = turns;
    this.discardScore = discards == null ? null : new ChoiceScore();
    this.claimScore = claims == null ? null : new ChoiceScore();
    this.turnScore = turns == null ? null : new ChoiceScore();
  }

  /** True when the commentator gives discards probabilities: with the combined method, whose candidates are among its features. */
  static boolean hasProbabilities(CommentarySettings settings) {
    return settings.method() == CommentarySettings.Method.COMBINED;
  }

  /** A commentator for one table (one thread) of a lineup of the entries {@code ids}, in lineup order. */
  static Commentator commentator(CommentarySettings settings, List<String> ids) {
    Commentator commentator = new Commentator(settings, ids, null);
    if (hasProbabilities(settings)) {
      commentator.collectChoices();
    }
    return commentator;
  }

  /** Counts some games and learns from their discard decisions: {@link #count} then {@link #learn}. */
  public void add(Games comments) {
    add(comments, null);
  }

  /** As {@link #add(Games)}, telling {@code forecast} (when not null) each decision's probabilities: {@link #learn(Games, Forecast)}. */
  void add(Games comments, Forecast forecast) {
    count(comments);
    learn(comments, forecast);
  }

  /** Counts some games, in any order. */
  void count(Games comments) {
    // Games of fewer entries (a training over directories of different lineups) count into the first ones.
    for (int e = 0; e < comments.byEntry().size(); e++) {
      totals[e].add(comments.byEntry().get(e));
    }
    games += comments.games();
  }

  /**
   * Learns from the decisions of some games, in order, as {@link #learn(Games)} does, without counting or
   * scoring them: the commentator watches them before the games it is measured on.
   */
  void learnUnscored(Games comments) {
    ChoiceScore unscored = new ChoiceScore();
    for (Choice c : comments.choices()) {
      observe(c, unscored);
    }
  }

  /** Predicts, scores and learns from the discard decisions of some games, in order: the order of these calls matters. */
  void learn(Games comments) {
    learn(comments, null);
  }

  /**
   * As {@link #learn(Games)}, telling {@code forecast} (when not null) each decision's probabilities as
   * they were predicted, before they are learned from.
   */
  void learn(Games comments, Forecast forecast) {
    List<Choice> choices = comments.choices();
    for (int i = 0; i < choices.size(); i++) {
      Choice c = choices.get(i);
      double[] p = observe(c, null);
      if (p != null && forecast != null) {
        forecast.predicted(i, c, p);
      }
    }
  }

  /**
   * Has the learner of {@code c}'s kind predict it, score the prediction into {@code score} (the kind's own
   * score when null) and learn from it.
   *
   * @return the probabilities predicted, or null when no learner takes that kind
   */
  private double[] observe(Choice c, ChoiceScore score) {
    return c instanceof DiscardChoice && discards != null ? discards.observe(c, score != null ? score : discardScore)
        : c instanceof ClaimChoice && claims != null ? claims.observe(c, score != null ? score : claimScore)
        : c instanceof TurnChoice && turns != null ? turns.observe(c, score != null ? score : turnScore)
        : null;
  }

  /** Told each decision's probabilities as {@link #learn(Games, Forecast)} predicts them. */
  @FunctionalInterface
  interface Forecast {
    /**
     * The {@code index}-th decision of the games learned from, {@code choice}, was given
     * {@code probabilities} (one per option, in its order; valid only during the call).
     */
    void predicted(int index, Choice choice, double[] probabilities);
  }

  /**
   * The commentary of some games, added up.
   *
   * @param games   the games commented
   * @param byEntry one tally per lineup entry, in lineup order
   * @param choices their decisions, in the order made, for the probabilities (empty without them)
   */
  public record Games(long games, List<CommentaryTally> byEntry, List<Choice> choices) {
    /** Copies the lists. */
    public Games {
      byEntry = List.copyOf(byEntry);
      choices = List.copyOf(choices);
    }
  }

  /** The accuracy so far, overall and per entry. */
  public Report report() {
    CommentaryTally overall = new CommentaryTally();
    List<CommentaryTally> byEntry = new ArrayList<>();
    for (CommentaryTally t : totals) {
      overall.add(t);
      CommentaryTally copy = new CommentaryTally();
      copy.add(t);
      byEntry.add(copy);
    }
    return new Report(settings.view().id(), settings.method().id(), settings.reactions().id(), games, overall, byEntry,
        Optional.ofNullable(discardScore), Optional.ofNullable(claimScore), Optional.ofNullable(turnScore));
  }

  /**
   * The commentator's accuracy over a run.
   *
   * @param view    the view it commented from
   * @param method  its discard method
   * @param reactions its rule for claims
   * @param games   the games commented
   * @param overall every entry together
   * @param byEntry one tally per lineup entry, in lineup order
   */
  public record Report(String view, String method, String reactions, long games, CommentaryTally overall, List<CommentaryTally> byEntry,
      Optional<ChoiceScore> discardProbabilities, Optional<ChoiceScore> claimProbabilities,
      Optional<ChoiceScore> turnProbabilities) {
    /** Copies the list. */
    public Report {
      byEntry = List.copyOf(byEntry);
    }

    /** The {@code commentary} block of this report, the entries named {@code ids} (lineup order). */
    public CommentaryAccuracy accuracy(List<String> ids) {
      List<CommentaryAccuracy.Accuracy> agents = new ArrayList<>();
      for (int e = 0; e < byEntry.size(); e++) {
        agents.add(byEntry.get(e).accuracy(Optional.of(ids.get(e))));
      }
      return new CommentaryAccuracy(view, method, reactions, games, overall.accuracy(Optional.empty()), agents,
          discardProbabilities.map(p -> p.report(ids)), claimProbabilities.map(p -> p.report(ids)),
          turnProbabilities.map(p -> p.report(ids)));
    }
  }

  /** One empty tally per entry. */
  static CommentaryTally[] newTallies(int entries) {
    CommentaryTally[] tallies = new CommentaryTally[entries];
    for (int e = 0; e < tallies.length; e++) {
      tallies[e] = new CommentaryTally();
    }
    return tallies;
  }
}
