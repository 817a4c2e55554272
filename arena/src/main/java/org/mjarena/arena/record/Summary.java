package org.mjarena.arena.record;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonProperty;
import com.fasterxml.jackson.databind.PropertyNamingStrategies;
import com.fasterxml.jackson.databind.annotation.JsonNaming;
import com.fasterxml.jackson.databind.annotation.JsonSerialize;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalDouble;
import org.mjarena.arena.config.ExternalEntry;
import org.mjarena.arena.config.Lineup;
import org.mjarena.arena.stats.EntryTally;
import org.mjarena.arena.stats.PairedTally;
import org.mjarena.arena.stats.Ranking;
import org.mjarena.arena.stats.TournamentStats;
import org.mjarena.engine.Fault;

/**
 * {@code summary.json}, the results of a run: this record is the file's schema, each component a key in
 * the file's order, named in snake case ({@code seatOrders} is {@code seat_orders}); docs/output.md says
 * what every key means. {@link SummaryFile} writes and reads it, the console table and the report are made
 * from it, so they never disagree. It holds only what the games decide, and the one fact of the machine
 * that bears on trusting them, how an external entry's programs were confined: the same lineup and seed
 * give the same summary, byte for byte, whatever the threads, interruptions and resumptions; how long the
 * run took is in {@link Timing}. Rates and means keep every digit here and are written to four decimals ({@link
 * Decimals}).
 *
 * @param variant    the variant id
 * @param seed       the root seed
 * @param deals      deals played
 * @param seatOrders seat orders per deal
 * @param games      games played
 * @param draws      games drawn because the wall ran out
 * @param drawRate   the share of drawn games
 * @param sanctions  games ended by the error sanction
 * @param complete   false when the run was interrupted: the figures cover the games played until then
 * @param record     what the run kept of each game: none, results or events
 * @param rules      every rule parameter in force
 * @param agents     one row per lineup entry
 * @param ranking    the entries from first to last over duplicate sets (108 rules, section 11)
 * @param paired     every pair of entries compared over the same deals
 * @param commentary the commentator's accuracy, when it was on; left out of the file otherwise
 */
@JsonNaming(PropertyNamingStrategies.SnakeCaseStrategy.class)
public record Summary(String variant, long seed, long deals, int seatOrders, long games, long draws,
    @Decimals(4) double drawRate, long sanctions, boolean complete, String record,
    @JsonSerialize(contentUsing = Json.SettingValue.class) Map<String, Object> rules, List<AgentRow> agents,
    List<RankRow> ranking, List<PairRow> paired,
    @JsonInclude(JsonInclude.Include.NON_ABSENT) Optional<CommentaryAccuracy> commentary) {

  /**
   * One lineup entry's results: its counts, and its rates and mean points with their 95% intervals.
   *
   * @param id             the entry id
   * @param agent          the agent's registry id
   * @param params         its parameter values, defaults included: a command line's words are written as one text
   * @param games          games played
   * @param gamesBySeat    games played in each seat, the dealer's first
   * @param wins           games won
   * @param selfDrawnWins  games won by self-draw
   * @param dealIns        games in which its discard or added kong was won on
   * @param winRate        the share of games won, with its Wilson interval {@code winRateCi95}
   * @param dealInRate     the share of games dealt in, with its Wilson interval {@code dealInRateCi95}
   * @param pointsTotal    points over all games
   * @param pointsMean     mean points per game, with its t interval {@code pointsMeanCi95}
   * @param fallbacks      times the table stepped in for it
   * @param sanctions      games ended by the error sanction against it
   * @param lateAnswers    answers after the time limit
   * @param errors         its faults by kind
   * @param sandbox        how the programs of an entry played by external programs were confined; left out of
   *                       the file for the others
   */
  @JsonNaming(PropertyNamingStrategies.SnakeCaseStrategy.class)
  public record AgentRow(String id, String agent, @JsonSerialize(contentUsing = Json.SettingValue.class) Map<String, Object> params,
      long games, long[] gamesBySeat, long wins, long selfDrawnWins, long dealIns,
      @Decimals(4) double winRate, @Decimals(4) double[] winRateCi95, @Decimals(4) double dealInRate,
      @Decimals(4) double[] dealInRateCi95, long pointsTotal, @Decimals(4) double pointsMean,
      @Decimals(4) double[] pointsMeanCi95, long fallbacks, long sanctions, long lateAnswers, Errors errors,
      @JsonInclude(JsonInclude.Include.NON_ABSENT) Optional<String> sandbox) {

    /** The row of an entry with {@code params} whose counts are {@code t}. */
    static AgentRow of(String id, String agent, Map<String, Object> params, EntryTally t, Optional<String> sandbox) {
      return new AgentRow(id, agent, params, t.games(), t.gamesBySeat(), t.wins(), t.selfDrawnWins(), t.dealIns(),
          t.winRate(), t.winRateCi95(), t.dealInRate(), t.dealInRateCi95(), t.pointsTotal(), t.pointsMean(),
          t.pointsMeanCi95(), t.fallbacks(), t.sanctions(), t.lateAnswers(),
          new Errors(t.errors(Fault.Kind.LATE), t.errors(Fault.Kind.THREW), t.errors(Fault.Kind.ILLEGAL),
              t.errors(Fault.Kind.OUT_OF_MEMORY)), sandbox);
    }
  }

  /**
   * An entry's faults by {@link Fault.Kind}, each a fallback or a sanction; the file names the kinds by
   * their codes, as online judges do.
   *
   * @param late    answers after a time limit ({@code tle})
   * @param threw   agents that threw and programs that failed ({@code re})
   * @param illegal answers that are not answers or not legal ({@code wa})
   * @param memory  programs killed over their memory limit ({@code mle})
   */
  public record Errors(@JsonProperty("tle") long late, @JsonProperty("re") long threw, @JsonProperty("wa") long illegal,
      @JsonProperty("mle") long memory) {
    /** The column heading of {@link #counts}. */
    public static final String HEADING = "tle/re/wa/mle";

    /** The counts as tables show them, in the order of {@link #HEADING}. */
    public String counts() {
      return late + "/" + threw + "/" + illegal + "/" + memory;
    }
  }

  /**
   * One entry's place in the ranking.
   *
   * @param id          the entry id
   * @param rankPoints  rank points summed over the deals
   * @param meanRank    its mean rank, 1 to 4, ties counting the mean of their places
   * @param totalPoints points summed over the deals
   */
  @JsonNaming(PropertyNamingStrategies.SnakeCaseStrategy.class)
  public record RankRow(String id, @Decimals(1) double rankPoints, @Decimals(4) double meanRank, long totalPoints) {}

  /**
   * Entry {@code a} compared with entry {@code b} over the same deals: the figures of {@code a} minus those of {@code b}.
   *
   * @param deals           deals compared
   * @param pointsDiff      points summed per deal
   * @param winRateDiff     wins per game of each deal
   * @param dealInRateDiff  deal-ins per game of each deal
   * @param pValue          the two-sided p-value of the paired t-test of the points, to three significant
   *                        digits; {@code null} in the file when undefined
   */
  @JsonNaming(PropertyNamingStrategies.SnakeCaseStrategy.class)
  public record PairRow(String a, String b, long deals, Difference pointsDiff, Difference winRateDiff,
      Difference dealInRateDiff, @SignificantDigits(3) OptionalDouble pValue) {}

  /**
   * A mean difference over deals with its 95% t interval.
   *
   * @param mean the mean
   * @param ci95 its interval, low then high
   */
  public record Difference(@Decimals(4) double mean, @Decimals(4) double[] ci95) {}

  /** The summary of a run from its lineup and counts. */
  public static Summary of(Lineup lineup, int seatOrders, long deals, TournamentStats stats, boolean complete) {
    List<AgentRow> rows = new ArrayList<>();
    for (int e = 0; e < lineup.entries().size(); e++) {
      Lineup.Entry entry = lineup.entries().get(e);
      rows.add(AgentRow.of(entry.id(), entry.agent(), entry.settings().values(), stats.entries().get(e),
          entry.external().flatMap(ExternalEntry::sandbox)));
    }
    List<RankRow> ranking = new ArrayList<>();
    for (Ranking.Standing standing : stats.ranking().standings()) {
      ranking.add(new RankRow(rows.get(standing.entry()).id(), standing.rankPoints(), standing.meanRank(),
          standing.totalPoints()));
    }
    List<PairRow> paired = new ArrayList<>();
    for (TournamentStats.Pair p : stats.pairs()) {
      PairedTally t = p.tally();
      paired.add(new PairRow(rows.get(p.a()).id(), rows.get(p.b()).id(), t.deals(),
          new Difference(t.pointsDiff(), t.pointsDiffCi95()), new Difference(t.winRateDiff(), t.winRateDiffCi95()),
          new Difference(t.dealInRateDiff(), t.dealInRateDiffCi95()), t.pValue()));
    }
    return new Summary(lineup.rules().variant().id(), lineup.seed(), deals, seatOrders, stats.games(), stats.draws(),
        stats.drawRate(), stats.sanctionedHands(), complete, lineup.record().id(), lineup.rules().settings().values(), rows,
        ranking, paired, Optional.empty());
  }

  /** This summary with the commentator's accuracy. */
  public Summary withCommentary(CommentaryAccuracy accuracy) {
    return new Summary(variant, seed, deals, seatOrders, games, draws, drawRate, sanctions, complete, record, rules,
        agents, ranking, paired, Optional.of(accuracy));
  }
}
