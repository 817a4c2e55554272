package org.mjarena.arena.record;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.mjarena.arena.commentary.Commentary;
import org.mjarena.arena.config.Lineup;
import org.mjarena.arena.stats.EntryTally;
import org.mjarena.arena.stats.PairedTally;
import org.mjarena.arena.stats.Ranking;
import org.mjarena.arena.stats.TournamentStats;

/**
 * The results of a tournament, as written to {@code summary.json} and shown on the console: both are
 * made from this one record so they never disagree. It holds only what the games decide: the same
 * lineup and seed give the same summary, byte for byte, whatever the threads, interruptions and
 * resumptions; how long the run took is in {@link Timing}.
 *
 * @param variant    the variant id
 * @param seed       the root seed
 * @param deals      deals played
 * @param seatOrders seat orders per deal
 * @param games      games played
 * @param draws      games drawn because the wall ran out
 * @param sanctions  games ended by the error sanction
 * @param complete   false when the run was interrupted: the figures cover the games played until then
 * @param record     what the run kept of each game: none, results or events
 * @param rules      every rule parameter in force
 * @param agents     one row per lineup entry
 * @param ranking    the entries from first to last over duplicate sets (108 rules, section 11)
 * @param paired     every pair of entries compared over the same deals
 * @param commentary the commentator's accuracy, when it was on
 */
public record Summary(String variant, long seed, long deals, int seatOrders, long games, long draws, long sanctions,
    boolean complete, String record, Map<String, Object> rules, List<AgentRow> agents,
    List<RankRow> ranking, List<PairRow> paired, Optional<Commentary.Report> commentary) {

  /**
   * One lineup entry's results.
   *
   * @param id              the entry id
   * @param agent           the agent's registry id
   * @param params          its parameter values, defaults included
   * @param tally           its counts
   */
  public record AgentRow(String id, String agent, Map<String, Object> params, EntryTally tally) {}

  /** One entry's place in the ranking, {@code id} naming its entry. */
  public record RankRow(String id, Ranking.Standing standing) {}

  /** Entry {@code a} compared with entry {@code b}: the figures of {@code a} minus those of {@code b}. */
  public record PairRow(String a, String b, PairedTally tally) {}

  /** The summary of a run from its lineup and counts. */
  public static Summary of(Lineup lineup, int seatOrders, long deals, TournamentStats stats, boolean complete) {
    List<AgentRow> rows = new ArrayList<>();
    for (int e = 0; e < lineup.entries().size(); e++) {
      Lineup.Entry entry = lineup.entries().get(e);
      rows.add(new AgentRow(entry.id(), entry.agent(), entry.settings().values(), stats.entries().get(e)));
    }
    List<RankRow> ranking = new ArrayList<>();
    for (Ranking.Standing standing : stats.ranking().standings()) {
      ranking.add(new RankRow(rows.get(standing.entry()).id(), standing));
    }
    List<PairRow> paired = new ArrayList<>();
    for (TournamentStats.Pair p : stats.pairs()) {
      paired.add(new PairRow(rows.get(p.a()).id(), rows.get(p.b()).id(), p.tally()));
    }
    return new Summary(lineup.rules().variant().id(), lineup.seed(), deals, seatOrders, stats.games(), stats.draws(),
        stats.sanctionedHands(), complete, lineup.record().id(), lineup.rules().settings().values(), rows,
        ranking, paired, Optional.empty());
  }

  /** This summary with the commentator's report. */
  public Summary withCommentary(Commentary.Report report) {
    return new Summary(variant, seed, deals, seatOrders, games, draws, sanctions, complete, record, rules, agents, ranking,
        paired, Optional.of(report));
  }

  /** Share of drawn games. */
  public double drawRate() {
    return games == 0 ? 0 : (double) draws / games;
  }
}
