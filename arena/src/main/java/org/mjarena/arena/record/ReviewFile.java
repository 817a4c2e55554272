package org.mjarena.arena.record;

import com.fasterxml.jackson.databind.PropertyNamingStrategies;
import com.fasterxml.jackson.databind.annotation.JsonNaming;
import java.io.IOException;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.OptionalDouble;
import java.util.OptionalInt;
import java.util.function.ToLongFunction;

/**
 * Writes and reads the review of a player, {@code review-PLAYER.json} in the directory reviewed
 * ({@code mjarena review}): every decision of the player with the commentator's probability of the move
 * made and a strong agent's move, and the player's profile beside everyone else's. The report shows it.
 */
public final class ReviewFile {
  /** What every review file's name starts with. */
  public static final String PREFIX = "review-";
  /** What every review file's name ends with. */
  public static final String SUFFIX = ".json";

  private ReviewFile() {}

  /** True when {@code fileName} is a review's ({@link #name}). */
  public static boolean isReview(String fileName) {
    return fileName.startsWith(PREFIX) && fileName.endsWith(SUFFIX);
  }

  /** The file name of the review of {@code player}: its name, each character unsafe in a file name as {@code _}. */
  public static String name(String player) {
    return PREFIX + player.replaceAll("[^A-Za-z0-9._-]", "_") + SUFFIX;
  }

  /** Writes {@code review} to {@code file} atomically, as it goes: a long run's review is never held as text. */
  public static void write(Review review, Path file) throws IOException {
    Json.write(review, file);
  }

  /** The review {@code file} holds. */
  public static Review read(Path file) throws IOException {
    return Json.read(file, Review.class);
  }

  /**
   * A review.
   *
   * @param player          the player's name (its entry in the directory)
   * @param agent           the strong agent asked each decision (its registry id)
   * @param records         the games the file reviewed held (0 in reviews written before it was kept): a report of
   *                        a file that holds another number shows a review made from other games, and says so
   * @param games           the games counted in which the player sat
   * @param notReplayed     games not counted because their replay differs from their record
   * @param surprisingBelow a move the commentator gave less than this probability is surprising
   * @param totals          the player's decisions at a glance
   * @param profile         what the player did
   * @param others          what every other entry did, together; empty when the player is alone
   * @param moves           every decision of the player, in the order made
   */
  @JsonNaming(PropertyNamingStrategies.SnakeCaseStrategy.class)
  public record Review(String player, String agent, long records, long games, long notReplayed, double surprisingBelow, Totals totals,
      Profile profile, Optional<Profile> others, List<Move> moves) {
    /** Copies the list. */
    public Review {
      moves = List.copyOf(moves);
    }

    /** The {@code n} surprising moves of least probability, least first (the first made first among equals). */
    public List<Move> mostSurprising(int n) {
      return moves.stream().filter(Move::surprising).sorted(Comparator.comparingDouble(Move::probability)).limit(n).toList();
    }
  }

  /**
   * The player's decisions at a glance.
   *
   * @param decisions       decisions scored (discards, answers to discards, and the mover's choices between
   *                        a discard, a ting, a win and a kong)
   * @param discards        of which discards
   * @param turns           of which the mover's choices
   * @param meanProbability the mean probability the commentator gave the move made
   * @param logLoss         the mean log-loss of those probabilities (natural log)
   * @param top1            the share of moves that were the commentator's likeliest
   * @param surprising      moves below {@link Review#surprisingBelow}
   * @param agentAnswered   decisions the agent answered
   * @param agrees          the share of those where the player made the agent's move
   */
  @JsonNaming(PropertyNamingStrategies.SnakeCaseStrategy.class)
  public record Totals(long decisions, long discards, long turns, double meanProbability, double logLoss, double top1,
      long surprising, long agentAnswered, double agrees) {
    /** The decisions by kind, as the console and the report say them. */
    public String breakdown() {
      return ConsoleTable.count(decisions, "decision", "decisions") + " (" + ConsoleTable.count(discards, "discard", "discards")
          + ", " + ConsoleTable.count(decisions - discards - turns, "answer", "answers") + " to discards, "
          + ConsoleTable.count(turns, "turn", "turns") + " that could do more than discard)";
    }
  }

  /**
   * What a player (or several together) did.
   *
   * @param discards      discards chosen among two or more tiles
   * @param chow          answers to a discard where a chow was legal, and how many were chows
   * @param pung          the same for pungs
   * @param kong          the same for exposed kongs
   * @param win           the same for wins
   * @param readyDiscards discards from a hand that was ready before the turn
   * @param brokeReady    of which those that left the hand not ready
   * @param dealIns       discards (or added kongs) another player won on
   * @param dealInsReady  of which those made from a ready hand
   */
  @JsonNaming(PropertyNamingStrategies.SnakeCaseStrategy.class)
  public record Profile(long discards, Rate chow, Rate pung, Rate kong, Rate win, long readyDiscards, long brokeReady,
      long dealIns, long dealInsReady) {}

  /**
   * A line of a profile as the console and the report show it: {@code part} of {@code whole}, as a
   * percentage with its counts.
   */
  public record Line(String label, ToLongFunction<Profile> part, ToLongFunction<Profile> whole) {
    /** {@code 23.1% (12/52)}, or {@code -} when the whole is none. */
    public String shown(Profile p) {
      long w = whole.applyAsLong(p);
      long n = part.applyAsLong(p);
      return w == 0 ? "-" : String.format(Locale.ROOT, "%.1f%% (%d/%d)", 100.0 * n / w, n, w);
    }
  }

  /** The lines of a profile, in the order shown. */
  public static final List<Line> PROFILE = List.of(
      new Line("chow when it could", p -> p.chow().taken(), p -> p.chow().offered()),
      new Line("pung when it could", p -> p.pung().taken(), p -> p.pung().offered()),
      new Line("kong when it could", p -> p.kong().taken(), p -> p.kong().offered()),
      new Line("win when it could", p -> p.win().taken(), p -> p.win().offered()),
      new Line("ready hand broken", Profile::brokeReady, Profile::readyDiscards),
      new Line("deal-in per discard", Profile::dealIns, Profile::discards),
      new Line("deal-ins while ready", Profile::dealInsReady, Profile::dealIns));

  /** How often a claim was made when it could be: {@code taken} of {@code offered}. */
  @JsonNaming(PropertyNamingStrategies.SnakeCaseStrategy.class)
  public record Rate(long offered, long taken) {}

  /**
   * One decision of the player.
   *
   * @param game                 the record's index in {@code events.bin}, from 0: the report's {@code --game}
   * @param deal                 its deal
   * @param order                its seat order
   * @param step                 the index of the first event the decision made: the replay viewer's step
   * @param seat                 the player's seat index (0 east of the deal's first dealer ... 3)
   * @param kind                 {@code discard}, {@code answer} (to a discard) or {@code turn} (the mover's
   *                             choice between a discard, a ting, a win and a kong)
   * @param move                 the move made: a tile ({@code W5}, {@code W5 ting}); an answer, {@code pass},
   *                             {@code chow W3} (its lowest tile), {@code pung}, {@code kong}, {@code win}; a
   *                             turn's choice, {@code discard}, {@code ting}, {@code win}, {@code concealed kong
   *                             W1}, {@code added kong W1}
   * @param probability          the commentator's probability of the move, given before it saw it
   * @param likeliest            the move it found likeliest
   * @param likeliestProbability and its probability
   * @param agentMove            the strong agent's move in the player's place; empty when it failed
   * @param agentProbability     the commentator's probability of the agent's move, when it was an option
   * @param distanceAfterMove    the win distance the discard left (0: ready); discards only
   * @param distanceAfterAgent   the win distance the agent's discard would have left
   * @param surprising           the probability is below {@link Review#surprisingBelow}
   */
  @JsonNaming(PropertyNamingStrategies.SnakeCaseStrategy.class)
  public record Move(long game, long deal, int order, int step, int seat, String kind, String move, double probability,
      String likeliest, double likeliestProbability, Optional<String> agentMove, OptionalDouble agentProbability,
      OptionalInt distanceAfterMove, OptionalInt distanceAfterAgent, boolean surprising) {
    /** The likeliest move and its probability in percent, as the console and the report show it: {@code 9m (52.1)}. */
    public String likeliestShown() {
      return likeliest + " (" + percent(likeliestProbability) + ")";
    }

    /** The agent's move and its probability in percent when it was an option ({@code 3z (8.6)}), or {@code -}. */
    public String agentShown() {
      return agentMove.orElse("-") + (agentProbability.isPresent() ? " (" + percent(agentProbability.getAsDouble()) + ")" : "");
    }

    /** For a discard, the win distances the move and the agent's discard leave ({@code 2 / 3}); else empty. */
    public String distancesShown() {
      return distanceAfterMove.isEmpty() ? "" : distanceAfterMove.getAsInt() + " / "
          + (distanceAfterAgent.isPresent() ? Integer.toString(distanceAfterAgent.getAsInt()) : "-");
    }

    /** A probability in percent to one decimal, as the tables show it. */
    public static String percent(double p) {
      return String.format(Locale.ROOT, "%.1f", 100 * p);
    }
  }
}
