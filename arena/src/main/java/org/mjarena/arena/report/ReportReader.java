package org.mjarena.arena.report;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.stream.IntStream;
import org.HdrHistogram.Histogram;
import org.mjarena.arena.config.CommentarySettings;
import org.mjarena.arena.config.Compression;
import org.mjarena.arena.config.ConfigException;
import org.mjarena.arena.record.GamesFile;
import org.mjarena.arena.record.SummaryFile;
import org.mjarena.arena.record.Timing;
import org.mjarena.arena.record.TimingFile;
import org.mjarena.arena.record.ReplayFile;
import org.mjarena.arena.stats.GameScore;
import org.mjarena.arena.stats.Intervals;

/**
 * Reads a run's directory into a {@link Report}: {@code summary.json} for the tables and the rates,
 * {@code games.jsonl} (or {@code .gz}) for the points of every game, {@code timing.json} for the
 * decision-time histograms and {@code events.bin} for the viewer. Each file is optional but the summary or
 * the events; what is missing is said on the page. An import of Botzone logs has events alone.
 */
public final class ReportReader {
  private static final ObjectMapper JSON = new ObjectMapper();

  /** What to put in the viewer: {@code sample} games spread over the run, and the games numbered {@code picks}. */
  public record Choice(int sample, List<Long> picks) {
    /** Copies the list. */
    public Choice {
      picks = List.copyOf(picks);
    }
  }

  private ReportReader() {}

  /** The report of the run in {@code dir}. */
  public static Report read(Path dir, Choice choice) throws ConfigException, IOException {
    if (!Files.isDirectory(dir)) {
      throw new ConfigException(dir + ": no such directory (give a run's output directory)");
    }
    Path summaryFile = dir.resolve(SummaryFile.NAME);
    Path eventsFile = dir.resolve(ReplayFile.NAME);
    if (!Files.isRegularFile(summaryFile) && !Files.isRegularFile(eventsFile)) {
      throw new ConfigException(dir + ": holds neither " + SummaryFile.NAME + " nor " + ReplayFile.NAME
          + "; give the output directory of mjarena run or mjarena import");
    }
    List<Report.Fact> facts = new ArrayList<>();
    List<Report.Section> sections = new ArrayList<>();
    List<String> notes = new ArrayList<>();
    String title = "mjarena: " + dir.getFileName();
    String verdict = "";
    CommentarySettings settings = CommentarySettings.DEFAULT;
    if (Files.isRegularFile(summaryFile)) {
      JsonNode summary = json(summaryFile);
      Optional<JsonNode> timing = Files.isRegularFile(dir.resolve(TimingFile.NAME))
          ? Optional.of(json(dir.resolve(TimingFile.NAME))) : Optional.empty();
      RunTables run = new RunTables(summary, timing);
      title = "mjarena: " + dir.getFileName() + " (" + summary.path("variant").asText() + ")";
      facts.addAll(run.facts());
      verdict = run.verdict();
      sections.add(new Report.Section("lineup", "Lineup and rules", "", List.of(run.lineup(), run.rules()), List.of()));
      List<Report.Figure> rates = List.of(new Report.Figure("rates", "Win, deal-in and self-drawn win rates per entry,"
          + " dots with their 95% intervals", run.ratesChart()));
      sections.add(new Report.Section("results", "Results", "Per entry over every game it played, 95% intervals.",
          List.of(run.results()), rates));
      sections.add(new Report.Section("comparison", "Paired comparison and rank points",
          "Rank points: each deal's summed points ranked 4/3/2/1, ties sharing. Paired: a minus b over the same deals.",
          List.of(run.ranking(), run.paired()), List.of()));
      List<Report.Figure> distributions = new ArrayList<>();
      Optional<Path> games = gamesFile(dir);
      if (games.isPresent()) {
        distributions.add(new Report.Figure("points", "Points per game, per entry",
            Charts.distribution("points per game", run.ids(), points(games.get(), run.ids()))));
      } else {
        notes.add("No games.jsonl: the run kept no per-game results (record: none), so there is no points distribution.");
      }
      Optional<List<Histogram>> histograms = timing.flatMap(t -> histograms(t, run.ids()));
      if (histograms.isPresent()) {
        distributions.add(new Report.Figure("times", "Decision times per entry (this session's, from timing.json)",
            Charts.decisionTimes("decision times", run.ids(), histograms.get())));
      } else {
        notes.add("No decision-time histograms in timing.json (a run made before they were recorded, or none).");
      }
      sections.add(new Report.Section("distributions", "Distributions", "", List.of(), distributions));
      if (summary.has("commentary")) {
        JsonNode c = summary.get("commentary");
        settings = new CommentarySettings(true,
            CommentarySettings.View.byId(c.path("view").asText()).orElse(CommentarySettings.View.TABLE),
            CommentarySettings.Method.byId(c.path("method").asText()).orElse(CommentarySettings.Method.COMBINED),
            CommentarySettings.Reactions.byId(c.path("reactions").asText()).orElse(CommentarySettings.Reactions.DISTANCE));
        sections.add(new Report.Section("accuracy", "Commentary accuracy",
            "How often the commentator (view " + settings.view().id() + ", method " + settings.method().id()
                + ", reactions " + settings.reactions().id() + ") foresaw each entry's moves: a discard is a hit when it"
                + " is among the predicted candidates; claims are scored by F1.",
            List.of(run.commentary()), List.of(new Report.Figure("accuracy", "Commentary accuracy per entry and per"
                + " prediction kind", run.commentaryChart()))));
      } else {
        notes.add("The run was made with the commentary off: no accuracy figures.");
      }
    } else {
      facts.add(new Report.Fact("contents", "recorded games only (an import): no results to tabulate"));
    }
    Optional<Report.Viewer> viewer = Optional.empty();
    if (Files.isRegularFile(eventsFile)) {
      ViewerGames.Chosen chosen = ViewerGames.read(eventsFile, choice.sample(), choice.picks(), settings);
      viewer = Optional.of(new Report.Viewer(chosen.json(), chosen.shown(), chosen.recorded()));
      if (chosen.differing() > 0) {
        notes.add(chosen.differing() + " games of the viewer replay differently from their record (mjarena replay DIR"
            + " --verify says where); their commentary follows the replay.");
      }
    } else if (!choice.picks().isEmpty()) {
      throw new ConfigException(dir + " holds no " + ReplayFile.NAME + " (record: events) to show --game from");
    } else {
      notes.add("No events.bin: the run recorded no events (record: results or none), so there is no replay viewer.");
    }
    return new Report(title, verdict, facts, sections, viewer, notes);
  }

  private static JsonNode json(Path file) throws ConfigException, IOException {
    try {
      return JSON.readTree(file.toFile());
    } catch (JsonProcessingException e) {
      throw new ConfigException(file + ": not valid JSON: " + e.getOriginalMessage());
    }
  }

  private static Optional<Path> gamesFile(Path dir) {
    for (Compression c : Compression.values()) {
      Path p = dir.resolve(c.fileName(GamesFile.NAME));
      if (Files.isRegularFile(p)) {
        return Optional.of(p);
      }
    }
    return Optional.empty();
  }

  /** Every game's points of each entry, in lineup order. */
  private static List<int[]> points(Path file, List<String> ids) throws IOException, ConfigException {
    Compression compress = file.getFileName().toString().endsWith(".gz") ? Compression.GZIP : Compression.NONE;
    List<IntStream.Builder> byEntry = new ArrayList<>();
    ids.forEach(id -> byEntry.add(IntStream.builder()));
    try (GamesFile.Reader reader = new GamesFile.Reader(file, compress, ids)) {
      for (Optional<GamesFile.Line> line = reader.next(); line.isPresent(); line = reader.next()) {
        for (GameScore.SeatScore s : line.get().score().seats()) {
          byEntry.get(s.entry()).add(s.points());
        }
      }
    } catch (IOException e) {
      throw new ConfigException(file + ": " + e.getMessage());
    }
    return byEntry.stream().map(b -> b.build().toArray()).toList();
  }

  /** The decision-time histograms of timing.json, in lineup order, when it holds one for every entry. */
  private static Optional<List<Histogram>> histograms(JsonNode timing, List<String> ids) {
    List<Histogram> result = new ArrayList<>();
    for (String id : ids) {
      Optional<Histogram> h = row(timing, id).flatMap(r -> Timing.decode(r.path(TimingFile.HISTOGRAM).asText("")));
      if (h.isEmpty()) {
        return Optional.empty();
      }
      result.add(h.get());
    }
    return Optional.of(result);
  }

  /** The row of entry {@code id} in timing.json's {@code agents}. */
  private static Optional<JsonNode> row(JsonNode timing, String id) {
    for (JsonNode a : timing.path("agents")) {
      if (a.path("id").asText().equals(id)) {
        return Optional.of(a);
      }
    }
    return Optional.empty();
  }

  /** The tables and rate charts of a run, from its summary (and timing, for the decision times). */
  private record RunTables(JsonNode summary, Optional<JsonNode> timing) {
    List<String> ids() {
      List<String> ids = new ArrayList<>();
      summary.path("agents").forEach(a -> ids.add(a.path("id").asText()));
      return ids;
    }

    List<Report.Fact> facts() {
      List<Report.Fact> f = new ArrayList<>();
      f.add(new Report.Fact("variant", summary.path("variant").asText()));
      f.add(new Report.Fact("root seed", summary.path("seed").asText()));
      f.add(new Report.Fact("games", String.format(Locale.ROOT, "%,d deals x %d seat orders = %,d games%s",
          summary.path("deals").asLong(), summary.path("seat_orders").asInt(), summary.path("games").asLong(),
          summary.path("complete").asBoolean(true) ? "" : " (incomplete: the run was stopped)")));
      f.add(new Report.Fact("drawn games", String.format(Locale.ROOT, "%,d (%s%%)", summary.path("draws").asLong(),
          pct(summary.path("draw_rate").asDouble()))));
      f.add(new Report.Fact("recorded", summary.path("record").asText()));
      timing.ifPresent(t -> f.add(new Report.Fact("last session", String.format(Locale.ROOT,
          "%,d games in %.1f s on %d threads (%,.0f games/s)", t.path("games").asLong(), t.path("elapsed_s").asDouble(),
          t.path("threads").asInt(), t.path("games_per_s").asDouble()))));
      return f;
    }

    /**
     * Who came first by rank points and by how much over the second, in points per deal with the paired
     * interval and p-value: the line a reader looks for first.
     */
    String verdict() {
      JsonNode ranking = summary.path("ranking");
      if (ranking.size() < 2) {
        return "";
      }
      String first = ranking.get(0).path("id").asText();
      String second = ranking.get(1).path("id").asText();
      for (JsonNode p : summary.path("paired")) {
        boolean forward = p.path("a").asText().equals(first) && p.path("b").asText().equals(second);
        boolean backward = p.path("a").asText().equals(second) && p.path("b").asText().equals(first);
        if (forward || backward) {
          double sign = forward ? 1 : -1;
          JsonNode d = p.path("points_diff");
          double low = sign * d.path("ci95").path(forward ? 0 : 1).asDouble();
          double high = sign * d.path("ci95").path(forward ? 1 : 0).asDouble();
          double pValue = p.path("p_value").asDouble();
          return String.format(Locale.ROOT, "%s comes first (%.1f rank points), ahead of %s by %+.2f points a deal"
              + " [%+.2f, %+.2f], p %s", first, ranking.get(0).path("rank_points").asDouble(), second,
              sign * d.path("mean").asDouble(), low, high,
              pValue < 0.001 ? "< 0.001" : String.format(Locale.ROOT, "= %.3f", pValue));
        }
      }
      return first + " comes first by rank points";
    }

    Report.Table lineup() {
      List<List<Report.Cell>> rows = new ArrayList<>();
      for (JsonNode a : summary.path("agents")) {
        StringBuilder params = new StringBuilder();
        for (Iterator<Map.Entry<String, JsonNode>> it = a.path("params").fields(); it.hasNext(); ) {
          Map.Entry<String, JsonNode> p = it.next();
          params.append(params.length() == 0 ? "" : ", ").append(p.getKey()).append('=').append(p.getValue().asText());
        }
        rows.add(List.of(Report.Cell.id(a.path("id").asText()), Report.Cell.text(a.path("agent").asText()),
            Report.Cell.text(params.toString())));
      }
      return new Report.Table("lineup-table", List.of("id", "agent", "parameters"), rows);
    }

    Report.Table rules() {
      List<Report.Cell> cells = new ArrayList<>();
      for (Iterator<Map.Entry<String, JsonNode>> it = summary.path("rules").fields(); it.hasNext(); ) {
        Map.Entry<String, JsonNode> r = it.next();
        cells.add(Report.Cell.text(r.getKey()));
        cells.add(new Report.Cell(r.getValue().asText(), r.getKey(), false, ""));
      }
      // Two rules a row: a variant has some twenty of them.
      List<List<Report.Cell>> rows = new ArrayList<>();
      for (int i = 0; i < cells.size(); i += 4) {
        List<Report.Cell> row = new ArrayList<>(cells.subList(i, Math.min(i + 4, cells.size())));
        while (row.size() < 4) {
          row.add(Report.Cell.text(""));
        }
        rows.add(row);
      }
      return new Report.Table("rules-table", List.of("rule", "value", "rule", "value"), rows);
    }

    Report.Table results() {
      List<List<Report.Cell>> rows = new ArrayList<>();
      for (JsonNode a : summary.path("agents")) {
        long games = a.path("games").asLong();
        long selfDrawn = a.path("self_drawn_wins").asLong();
        JsonNode e = a.path("errors");
        Optional<JsonNode> time = timing.flatMap(t -> row(t, a.path("id").asText()));
        rows.add(List.of(Report.Cell.id(a.path("id").asText()),
            Report.Cell.number(String.format(Locale.ROOT, "%,d", games), "games"),
            Report.Cell.number(pct(a.path("win_rate").asDouble()), "win"),
            Report.Cell.number(pctRange(a.path("win_rate_ci95")), "win_ci"),
            Report.Cell.number(pct((double) selfDrawn / Math.max(1, games)), "self_drawn"),
            Report.Cell.number(pctRange(Intervals.wilson(selfDrawn, games)), "self_drawn_ci"),
            Report.Cell.number(pct(a.path("deal_in_rate").asDouble()), "deal_in"),
            Report.Cell.number(pctRange(a.path("deal_in_rate_ci95")), "deal_in_ci"),
            Report.Cell.number(signed(a.path("points_mean").asDouble()), "points"),
            Report.Cell.number(range(a.path("points_mean_ci95"), true), "points_ci"),
            Report.Cell.number(String.valueOf(a.path("fallbacks").asLong()), "fallbacks"),
            Report.Cell.number(e.path("tle").asLong() + "/" + e.path("re").asLong() + "/" + e.path("wa").asLong(), "errors"),
            Report.Cell.number(time.map(t -> Charts.number(round2(t.path("decision_us_p50").asDouble()))).orElse(""), "p50"),
            Report.Cell.number(time.map(t -> Charts.number(round2(t.path("decision_us_p99").asDouble()))).orElse(""), "p99")));
      }
      return new Report.Table("results-table", List.of("id", "games", "win %", "95% CI", "self-drawn %", "95% CI",
          "deal-in %", "95% CI", "points/game", "95% CI", "fallbacks", "tle/re/wa", "p50 us", "p99 us"), rows);
    }

    Svg ratesChart() {
      List<Charts.Estimate> wins = new ArrayList<>();
      List<Charts.Estimate> dealIns = new ArrayList<>();
      List<Charts.Estimate> selfDrawn = new ArrayList<>();
      for (JsonNode a : summary.path("agents")) {
        wins.add(estimate(a.path("win_rate").asDouble(), a.path("win_rate_ci95")));
        dealIns.add(estimate(a.path("deal_in_rate").asDouble(), a.path("deal_in_rate_ci95")));
        long games = a.path("games").asLong();
        long self = a.path("self_drawn_wins").asLong();
        double[] ci = Intervals.wilson(self, games);
        selfDrawn.add(new Charts.Estimate((double) self / Math.max(1, games), ci[0], ci[1]));
      }
      return Charts.intervals("win, deal-in and self-drawn rates", ids(), List.of(new Charts.Panel("win %", wins),
          new Charts.Panel("deal-in %", dealIns), new Charts.Panel("self-drawn win %", selfDrawn)));
    }

    Report.Table ranking() {
      List<List<Report.Cell>> rows = new ArrayList<>();
      int place = 1;
      for (JsonNode r : summary.path("ranking")) {
        rows.add(List.of(Report.Cell.number(String.valueOf(place++), "place"), Report.Cell.id(r.path("id").asText()),
            Report.Cell.number(String.format(Locale.ROOT, "%.1f", r.path("rank_points").asDouble()), "rank_points"),
            Report.Cell.number(String.format(Locale.ROOT, "%.2f", r.path("mean_rank").asDouble()), "mean_rank"),
            Report.Cell.number(String.valueOf(r.path("total_points").asLong()), "total_points")));
      }
      return new Report.Table("ranking-table", List.of("place", "id", "rank points", "mean rank", "total points"), rows);
    }

    Report.Table paired() {
      List<List<Report.Cell>> rows = new ArrayList<>();
      for (JsonNode p : summary.path("paired")) {
        double pValue = p.path("p_value").asDouble();
        rows.add(List.of(new Report.Cell(p.path("a").asText(), "a", false, ""), new Report.Cell(p.path("b").asText(), "b", false, ""),
            Report.Cell.number(signed(p.path("points_diff").path("mean").asDouble()), "points_diff"),
            Report.Cell.number(range(p.path("points_diff").path("ci95"), true), "points_diff_ci"),
            Report.Cell.number(signedPct(p.path("win_rate_diff").path("mean").asDouble()), "win_diff"),
            Report.Cell.number(signedPctRange(p.path("win_rate_diff").path("ci95")), "win_diff_ci"),
            Report.Cell.number(signedPct(p.path("deal_in_rate_diff").path("mean").asDouble()), "deal_in_diff"),
            Report.Cell.number(signedPctRange(p.path("deal_in_rate_diff").path("ci95")), "deal_in_diff_ci"),
            Report.Cell.number(pValue < 0.001 ? "<0.001" : String.format(Locale.ROOT, "%.3f", pValue), "p")));
      }
      return new Report.Table("paired-table", List.of("a", "b", "points/deal", "95% CI", "win pp", "95% CI",
          "deal-in pp", "95% CI", "p"), rows);
    }

    /** The kinds of prediction, as summary.json names them and as the page does. */
    private static final List<String> KINDS = List.of("chi", "pong", "kong", "hu");
    private static final List<String> KIND_NAMES = List.of("chow F1", "pung F1", "kong F1", "win F1");

    Report.Table commentary() {
      List<List<Report.Cell>> rows = new ArrayList<>();
      JsonNode c = summary.path("commentary");
      for (JsonNode a : c.path("agents")) {
        rows.add(commentaryRow(a.path("id").asText(), a));
      }
      rows.add(commentaryRow("all", c.path("overall")));
      List<String> head = new ArrayList<>(List.of("id", "discards", "hit %", "95% CI", "candidates", "top-1 %", "random %"));
      head.addAll(KIND_NAMES.stream().map(k -> k + " %").toList());
      return new Report.Table("commentary-table", head, rows);
    }

    private static List<Report.Cell> commentaryRow(String id, JsonNode a) {
      JsonNode d = a.path("discard");
      List<Report.Cell> row = new ArrayList<>(List.of(Report.Cell.id(id),
          Report.Cell.number(String.format(Locale.ROOT, "%,d", d.path("decisions").asLong()), "discards"),
          Report.Cell.number(pct(d.path("hit_rate").asDouble()), "hit"),
          Report.Cell.number(pctRange(d.path("hit_rate_ci95")), "hit_ci"),
          Report.Cell.number(String.format(Locale.ROOT, "%.2f", d.path("mean_candidates").asDouble()), "candidates"),
          Report.Cell.number(pct(d.path("top1_rate").asDouble()), "top1"),
          Report.Cell.number(pct(d.path("same_size_random_hit_rate").asDouble()), "random")));
      for (String kind : KINDS) {
        double f1 = f1(a.path(kind));
        row.add(Report.Cell.number(Double.isNaN(f1) ? "-" : pct(f1), kind));
      }
      return row;
    }

    Svg commentaryChart() {
      List<String> groups = new ArrayList<>(List.of("discard hit", "top-1"));
      groups.addAll(KIND_NAMES);
      List<JsonNode> agents = new ArrayList<>();
      summary.path("commentary").path("agents").forEach(agents::add);
      double[][] values = new double[groups.size()][agents.size()];
      for (int e = 0; e < agents.size(); e++) {
        JsonNode a = agents.get(e);
        values[0][e] = a.path("discard").path("hit_rate").asDouble();
        values[1][e] = a.path("discard").path("top1_rate").asDouble();
        for (int k = 0; k < KINDS.size(); k++) {
          values[2 + k][e] = f1(a.path(KINDS.get(k)));
        }
      }
      return Charts.groupedBars("commentary accuracy", groups, ids(), values);
    }

    /** The F1 of a prediction kind, NaN when there was nothing to predict or predicted (no F1 is defined). */
    private static double f1(JsonNode kind) {
      long n = kind.path("tp").asLong() + kind.path("fp").asLong() + kind.path("fn").asLong();
      return n == 0 ? Double.NaN : kind.path("f1").asDouble();
    }

    private static Charts.Estimate estimate(double value, JsonNode ci) {
      return new Charts.Estimate(value, ci.path(0).asDouble(), ci.path(1).asDouble());
    }
  }

  private static double round2(double v) {
    return Math.round(v * 100) / 100.0;
  }

  private static String pct(double v) {
    return String.format(Locale.ROOT, "%.1f", v * 100);
  }

  private static String signedPct(double v) {
    return String.format(Locale.ROOT, "%+.1f", v * 100);
  }

  private static String signed(double v) {
    return String.format(Locale.ROOT, "%+.2f", v);
  }

  private static String pctRange(JsonNode ci) {
    return pctRange(new double[] {ci.path(0).asDouble(), ci.path(1).asDouble()});
  }

  private static String pctRange(double[] ci) {
    return String.format(Locale.ROOT, "%.1f - %.1f", ci[0] * 100, ci[1] * 100);
  }

  private static String signedPctRange(JsonNode ci) {
    return String.format(Locale.ROOT, "%+.1f - %+.1f", ci.path(0).asDouble() * 100, ci.path(1).asDouble() * 100);
  }

  private static String range(JsonNode ci, boolean signed) {
    return String.format(Locale.ROOT, signed ? "%+.2f - %+.2f" : "%.2f - %.2f", ci.path(0).asDouble(), ci.path(1).asDouble());
  }
}
