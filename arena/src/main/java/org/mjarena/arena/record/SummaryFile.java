package org.mjarena.arena.record;

import com.fasterxml.jackson.core.JsonGenerator;
import java.io.IOException;
import java.io.StringWriter;
import java.io.Writer;
import java.math.BigDecimal;
import java.math.MathContext;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import org.mjarena.engine.Fault;
import org.mjarena.arena.commentary.Commentary;
import org.mjarena.arena.commentary.CommentaryTally;
import org.mjarena.arena.commentary.Reaction;
import org.mjarena.arena.stats.EntryTally;
import org.mjarena.arena.stats.PairedTally;
import org.mjarena.arena.stats.Ranking;

/** Writes {@code summary.json}. */
public final class SummaryFile {
  /** The file name in a run's directory. */
  public static final String NAME = "summary.json";

  /** Significant digits of a p-value: enough to read it, whatever its size (4 decimals would write 1e-9 as 0). */
  private static final MathContext P_VALUE_DIGITS = new MathContext(3);

  private SummaryFile() {}

  /** The summary as pretty-printed JSON. */
  public static String json(Summary s) throws IOException {
    StringWriter out = new StringWriter();
    write(s, out);
    return out.toString();
  }

  /** Writes the summary to {@code file} atomically: a reader never sees half a file. */
  public static void write(Summary s, Path file) throws IOException {
    AtomicFile.write(file, json(s));
  }

  /**
   * {@code commentary.json} of {@code mjarena commentate}: the records read, those not counted because
   * their replay differs from them, and the {@code commentary} block exactly as {@code summary.json} has it.
   *
   * @param ids the entry ids, in the report's order
   */
  public static String commentaryJson(Commentary.Report r, List<String> ids, long records, long differing) throws IOException {
    StringWriter out = new StringWriter();
    try (JsonGenerator g = Json.generator(out)) {
      g.useDefaultPrettyPrinter();
      g.writeStartObject();
      g.writeNumberField("records", records);
      g.writeNumberField("not_replayed", differing);
      commentary(g, r, ids);
      g.writeEndObject();
    }
    out.write('\n');
    return out.toString();
  }

  /** Writes {@code name} and {@code name_ci95}, four decimals each. */
  private static void estimate(JsonGenerator g, String name, double value, double[] ci95) throws IOException {
    Json.number(g, name, value, 4);
    Json.interval(g, name + "_ci95", ci95, 4);
  }

  /** Writes {@code {"mean": m, "ci95": [low, high]}}, four decimals each. */
  private static void difference(JsonGenerator g, String name, double mean, double[] ci95) throws IOException {
    g.writeObjectFieldStart(name);
    Json.number(g, "mean", mean, 4);
    Json.interval(g, "ci95", ci95, 4);
    g.writeEndObject();
  }

  /**
   * Writes the {@code commentary} block: the view, method and reactions rule, then the accuracy overall and per entry.
   * The time per decision depends on the machine, so it is in {@code timing.json}, not here.
   */
  private static void commentary(JsonGenerator g, Commentary.Report r, List<String> ids) throws IOException {
    g.writeObjectFieldStart("commentary");
    g.writeStringField("view", r.view());
    g.writeStringField("method", r.method());
    g.writeStringField("reactions", r.reactions());
    g.writeNumberField("games", r.games());
    g.writeObjectFieldStart("overall");
    accuracy(g, r.overall());
    g.writeEndObject();
    g.writeArrayFieldStart("agents");
    for (int e = 0; e < r.byEntry().size(); e++) {
      g.writeStartObject();
      g.writeStringField("id", ids.get(e));
      accuracy(g, r.byEntry().get(e));
      g.writeEndObject();
    }
    g.writeEndArray();
    g.writeEndObject();
  }

  private static void accuracy(JsonGenerator g, CommentaryTally t) throws IOException {
    g.writeObjectFieldStart("discard");
    g.writeNumberField("decisions", t.decisions());
    g.writeNumberField("hits", t.hits());
    estimate(g, "hit_rate", t.hitRate(), t.hitRateCi95());
    Json.number(g, "mean_candidates", t.meanCandidates(), 4);
    Json.number(g, "top1_rate", t.top1Rate(), 4);
    Json.number(g, "top3_rate", t.top3Rate(), 4);
    Json.number(g, "same_size_random_hit_rate", t.sameSizeRandomHitRate(), 4);
    g.writeEndObject();
    for (Reaction r : Reaction.SCORED) {
      g.writeObjectFieldStart(r.id());
      g.writeNumberField("tp", t.tp(r));
      g.writeNumberField("fp", t.fp(r));
      g.writeNumberField("fn", t.fn(r));
      Json.number(g, "precision", t.precision(r), 4);
      Json.number(g, "recall", t.recall(r), 4);
      Json.number(g, "f1", t.f1(r), 4);
      g.writeEndObject();
    }
  }

  private static void write(Summary s, Writer out) throws IOException {
    try (JsonGenerator g = Json.generator(out)) {
      g.useDefaultPrettyPrinter();
      g.writeStartObject();
      g.writeStringField("variant", s.variant());
      g.writeNumberField("seed", s.seed());
      g.writeNumberField("deals", s.deals());
      g.writeNumberField("seat_orders", s.seatOrders());
      g.writeNumberField("games", s.games());
      g.writeNumberField("draws", s.draws());
      Json.number(g, "draw_rate", s.drawRate(), 4);
      g.writeNumberField("sanctions", s.sanctions());
      g.writeBooleanField("complete", s.complete());
      g.writeStringField("record", s.record());
      Json.values(g, "rules", s.rules());
      g.writeArrayFieldStart("agents");
      for (Summary.AgentRow a : s.agents()) {
        EntryTally t = a.tally();
        g.writeStartObject();
        g.writeStringField("id", a.id());
        g.writeStringField("agent", a.agent());
        Json.values(g, "params", a.params());
        g.writeNumberField("games", t.games());
        g.writeArrayFieldStart("games_by_seat");
        for (long n : t.gamesBySeat()) {
          g.writeNumber(n);
        }
        g.writeEndArray();
        g.writeNumberField("wins", t.wins());
        g.writeNumberField("self_drawn_wins", t.selfDrawnWins());
        g.writeNumberField("deal_ins", t.dealIns());
        estimate(g, "win_rate", t.winRate(), t.winRateCi95());
        estimate(g, "deal_in_rate", t.dealInRate(), t.dealInRateCi95());
        g.writeNumberField("points_total", t.pointsTotal());
        estimate(g, "points_mean", t.pointsMean(), t.pointsMeanCi95());
        g.writeNumberField("fallbacks", t.fallbacks());
        g.writeNumberField("sanctions", t.sanctions());
        g.writeNumberField("late_answers", t.lateAnswers());
        g.writeObjectFieldStart("errors");
        for (Fault.Kind k : Fault.Kind.values()) {
          g.writeNumberField(k.code().toLowerCase(Locale.ROOT), t.errors(k));
        }
        g.writeEndObject();
        g.writeEndObject();
      }
      g.writeEndArray();
      g.writeArrayFieldStart("ranking");
      for (Summary.RankRow r : s.ranking()) {
        Ranking.Standing st = r.standing();
        g.writeStartObject();
        g.writeStringField("id", r.id());
        Json.number(g, "rank_points", st.rankPoints(), 1);
        Json.number(g, "mean_rank", st.meanRank(), 4);
        g.writeNumberField("total_points", st.totalPoints());
        g.writeEndObject();
      }
      g.writeEndArray();
      g.writeArrayFieldStart("paired");
      for (Summary.PairRow p : s.paired()) {
        PairedTally t = p.tally();
        g.writeStartObject();
        g.writeStringField("a", p.a());
        g.writeStringField("b", p.b());
        g.writeNumberField("deals", t.deals());
        difference(g, "points_diff", t.pointsDiff(), t.pointsDiffCi95());
        difference(g, "win_rate_diff", t.winRateDiff(), t.winRateDiffCi95());
        difference(g, "deal_in_rate_diff", t.dealInRateDiff(), t.dealInRateDiffCi95());
        if (t.pValue().isPresent()) {
          g.writeNumberField("p_value", new BigDecimal(t.pValue().getAsDouble()).round(P_VALUE_DIGITS).doubleValue());
        } else {
          g.writeNullField("p_value");
        }
        g.writeEndObject();
      }
      g.writeEndArray();
      if (s.commentary().isPresent()) {
        commentary(g, s.commentary().get(), s.agents().stream().map(Summary.AgentRow::id).toList());
      }
      g.writeEndObject();
    }
    out.write('\n');
  }
}
