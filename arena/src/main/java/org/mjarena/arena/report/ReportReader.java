package org.mjarena.arena.report;

import static org.mjarena.arena.record.ConsoleTable.f1;
import static org.mjarena.arena.record.ConsoleTable.f1Range;
import static org.mjarena.arena.record.ConsoleTable.pct;
import static org.mjarena.arena.record.ConsoleTable.pctRange;
import static org.mjarena.arena.record.ConsoleTable.range;
import static org.mjarena.arena.record.ConsoleTable.signedPctRange;

import com.fasterxml.jackson.core.exc.StreamReadException;
import com.fasterxml.jackson.databind.DatabindException;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalDouble;
import java.util.function.Function;
import java.util.stream.Collectors;
import java.util.stream.IntStream;
import java.util.stream.Stream;
import org.HdrHistogram.Histogram;
import org.mjarena.arena.config.CommentarySettings;
import org.mjarena.arena.config.Compression;
import org.mjarena.arena.config.ConfigException;
import org.mjarena.arena.record.CommentaryAccuracy;
import org.mjarena.arena.record.ConsoleTable;
import org.mjarena.arena.record.Probabilities;
import org.mjarena.arena.record.GamesFile;
import org.mjarena.arena.record.ReplayFile;
import org.mjarena.arena.record.ReviewFile;
import org.mjarena.arena.record.Summary;
import org.mjarena.arena.record.SummaryFile;
import org.mjarena.arena.record.Timing;
import org.mjarena.arena.record.TimingFile;
import org.mjarena.arena.run.RunIdentity;
import org.mjarena.arena.stats.GameScore;
import org.mjarena.arena.stats.Intervals;

/**
 * Reads a run's directory into a {@link Report}: {@code summary.json} ({@link Summary}) for the tables and
 * the rates, {@code games.jsonl} (or {@code .gz}) for the points of every game, {@code timing.json} ({@link
 * Timing}) for the decision-time histograms and {@code events.bin} for the viewer. Each file is optional but the summary or
 * the events; what is missing is said on the page. An import of Botzone logs has events alone, and the figures of
 * {@code commentary.json} once {@code mjarena commentate} has commented it, which also stand in for the commentary
 * of a run made with it off.
 */
public final class ReportReader {
  /** What to put in the viewer: {@code sample} games spread over the run, and the games numbered {@code picks}. */
  public record Choice(int sample, List<Long> picks) {
    /** Games the viewer shows when not told: enough to browse, few enough to keep the page small. */
    public static final int DEFAULT_SAMPLE = 24;

    /** The viewer of a run's own page: {@link #DEFAULT_SAMPLE} games. */
    public static final Choice DEFAULT = new Choice(DEFAULT_SAMPLE, List.of());

    /** Copies the list. */
    public Choice {
      picks = List.copyOf(picks);
    }
  }

  private ReportReader() {}

  /** The report of the run in {@code dir}. */
  public static Report read(Path dir, Choice choice) throws ConfigException, IOException {
    if (!Files.isDirectory(dir)) {
      throw ConfigException.notADirectory(dir, " (give a run's output directory)");
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
    Optional<CommentaryAccuracy> commentary = Optional.empty();
    if (Files.isRegularFile(summaryFile)) {
      Summary summary = read(summaryFile, SummaryFile::read);
      Path timingFile = dir.resolve(TimingFile.NAME);
      Optional<Timing> timing = Files.isRegularFile(timingFile) ? Optional.of(read(timingFile, TimingFile::read))
          : Optional.empty();
      RunTables run = new RunTables(summary, timing);
      title = "mjarena: " + dir.getFileName() + " (" + summary.variant() + ")";
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
      commentary = summary.commentary();
    } else if (Files.isRegularFile(dir.resolve(RunIdentity.NAME))) {
      facts.add(new Report.Fact("contents", "the games of a run without its " + SummaryFile.NAME + " (still going, stopped"
          + " before its end, or the file was removed; mjarena run LINEUP --out DIR --resume finishes a stopped one): no"
          + " results to tabulate"));
    } else {
      facts.add(new Report.Fact("contents", "recorded games only (an import): no results to tabulate"));
    }
    Path commentated = dir.resolve(SummaryFile.COMMENTARY_NAME);
    if (commentary.isEmpty() && Files.isRegularFile(commentated)) {
      SummaryFile.Commentated c = read(commentated, SummaryFile::readCommentated);
      commentary = Optional.of(c.commentary());
      notes.add("The commentary figures are those of mjarena commentate (" + SummaryFile.COMMENTARY_NAME + ")"
          + (c.learnedUnscored() == 0 ? "." : ", over the " + c.commentary().games() + " games after the first "
          + c.learnedUnscored() + ", which it learned from without counting them (--learn-first " + c.learnedUnscored()
          + ")."));
    } else if (Files.isRegularFile(commentated)) {
      notes.add("The commentary figures are the run's own; those of mjarena commentate (" + SummaryFile.COMMENTARY_NAME
          + ") are not shown.");
    }
    if (commentary.isPresent()) {
      CommentaryAccuracy c = commentary.get();
      CommentaryTables tables = new CommentaryTables(c);
      settings = tables.settings();
      sections.addAll(tables.sections());
    } else if (Files.isRegularFile(summaryFile)) {
      notes.add("The run was made with the commentary off: no accuracy figures (mjarena commentate DIR adds them).");
    }
    List<Reviewed> reviews = new ArrayList<>();
    if (Files.isRegularFile(eventsFile)) {
      for (Path file : reviewFiles(dir)) {
        ReviewFile.Review review = read(file, ReviewFile::read);
        List<ReviewFile.Move> shown = ReviewTables.surprising(review);
        reviews.add(new Reviewed(review, shown.stream().map(ReviewFile.Move::game).toList()));
        sections.add(ReviewTables.section(review, shown));
      }
    }
    Optional<Report.Viewer> viewer = Optional.empty();
    if (Files.isRegularFile(eventsFile)) {
      ViewerGames.Chosen chosen = ViewerGames.read(eventsFile, choice.sample(), choice.picks(),
          reviews.stream().flatMap(r -> r.games().stream()).toList(), settings);
      if (chosen.recorded() == 0 && !Files.isRegularFile(summaryFile)) {
        throw new ConfigException(eventsFile + " holds no games" + (chosen.torn() ? " (it ends inside the first)" : "")
            + ", and " + dir + " no " + SummaryFile.NAME + ": there is nothing to report");
      }
      viewer = Optional.of(new Report.Viewer(chosen.json(), chosen.shown(), chosen.recorded()));
      if (chosen.torn()) {
        notes.add(ReplayFile.NAME + " ends inside a game after " + chosen.recorded() + " whole " + (chosen.recorded() == 1
            ? "one" : "ones") + " (a run still writing it, or stopped while it did, or the file was cut): the viewer has"
            + " only whole games.");
      }
      // One note per review made from other games: by its count of games, else (a review older than that
      // count) by the games it names beyond the file's.
      for (Reviewed r : reviews) {
        ReviewFile.Review review = r.review();
        String again = ": it describes other games; mjarena review DIR --player " + review.player() + " makes it again.";
        List<Long> beyond = r.games().stream().filter(g -> g >= chosen.recorded()).distinct().sorted().toList();
        if (review.records() > 0 && review.records() != chosen.recorded()) {
          notes.add("The review of " + review.player() + " was made from " + review.records() + " games, and " + ReplayFile.NAME
              + " holds " + chosen.recorded() + again);
        } else if (!beyond.isEmpty()) {
          notes.add("The review of " + review.player() + " names games that " + ReplayFile.NAME + " does not hold ("
              + beyond.stream().map(String::valueOf).collect(Collectors.joining(", ")) + ")" + again);
        }
      }
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

  /** A review of the directory and the games of the moves its section shows. */
  private record Reviewed(ReviewFile.Review review, List<Long> games) {}

  /** The reviews of players ({@code mjarena review}) in {@code dir}, by file name. */
  private static List<Path> reviewFiles(Path dir) throws IOException {
    try (Stream<Path> files = Files.list(dir)) {
      return files.filter(f -> ReviewFile.isReview(f.getFileName().toString()) && Files.isRegularFile(f)).sorted().toList();
    }
  }

  /** Reads one of the run's files, a file that is not what its name says being the user's mistake. */
  private static <T> T read(Path file, FileReader<T> reader) throws ConfigException, IOException {
    try {
      return reader.read(file);
    } catch (StreamReadException e) {
      throw new ConfigException(file + ": not valid JSON: " + e.getOriginalMessage());
    } catch (DatabindException e) {
      throw new ConfigException(file + ": not the file mjarena writes: " + e.getOriginalMessage());
    }
  }

  /** {@link SummaryFile#read} or {@link TimingFile#read}. */
  private interface FileReader<T> {
    T read(Path file) throws IOException;
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
  private static Optional<List<Histogram>> histograms(Timing timing, List<String> ids) {
    List<Histogram> result = new ArrayList<>();
    for (String id : ids) {
      Optional<Histogram> h = row(timing, id).flatMap(r -> Timing.decode(r.histogram()));
      if (h.isEmpty()) {
        return Optional.empty();
      }
      result.add(h.get());
    }
    return Optional.of(result);
  }

  /** The row of entry {@code id} in timing.json's {@code agents}. */
  private static Optional<Timing.AgentTime> row(Timing timing, String id) {
    return timing.agents().stream().filter(a -> a.id().equals(id)).findFirst();
  }

  /**
   * The commentator's sections of a report: its accuracy per entry and per prediction kind, and the tables and
   * reliability diagrams of its probabilities; from the {@code commentary} block of {@code summary.json}, or of
   * {@code commentary.json} ({@code mjarena commentate}) for an import or a run made with the commentary off.
   */
  private record CommentaryTables(CommentaryAccuracy c) {
    /** The kinds of claim predicted: the key of their cells and their name on the page. */
    private record Kind(String key, String name, Function<CommentaryAccuracy.Accuracy, CommentaryAccuracy.ClaimAccuracy> of) {}

    private static final List<Kind> KINDS = List.of(new Kind("chi", "chow F1", CommentaryAccuracy.Accuracy::chow),
        new Kind("pong", "pung F1", CommentaryAccuracy.Accuracy::pung), new Kind("kong", "kong F1", CommentaryAccuracy.Accuracy::kong),
        new Kind("hu", "win F1", CommentaryAccuracy.Accuracy::win));

    /** The entries' ids, in lineup order (an import's players' names). */
    List<String> ids() {
      return c.agents().stream().map(a -> a.id().orElse("")).toList();
    }

    /** The settings the figures were made with, which the viewer's commentary follows. */
    CommentarySettings settings() {
      return new CommentarySettings(true,
          CommentarySettings.View.byId(c.view()).orElse(CommentarySettings.View.TABLE),
          CommentarySettings.Method.byId(c.method()).orElse(CommentarySettings.Method.COMBINED),
          CommentarySettings.Reactions.byId(c.reactions()).orElse(CommentarySettings.Reactions.DISTANCE));
    }

    /** The accuracy section and one section per kind of probabilities the block holds. */
    List<Report.Section> sections() {
      List<Report.Section> s = new ArrayList<>();
      CommentarySettings made = settings();
      s.add(new Report.Section("accuracy", "Commentary accuracy",
          "How often the commentator (view " + made.view().id() + ", method " + made.method().id()
              + ", reactions " + made.reactions().id() + ") foresaw each entry's moves: a discard is a hit when it"
              + " is among the predicted candidates; claims are scored by F1.",
          List.of(commentary()), List.of(new Report.Figure("accuracy", "Commentary accuracy per entry and per"
              + " prediction kind", commentaryChart()))));
      c.discardProbabilities().ifPresent(p -> s.add(probabilities(p, "", "Discard probabilities",
          "The commentator's probability for every legal discard, learned for each entry from its own decisions, each"
              + " decision predicted before its answer was seen. The set is the fewest likeliest tiles reaching "
              + Math.round(100 * p.setMass()) + "% (at most " + p.setMax() + "). Calibration: how often the likeliest"
              + " tile was played against how sure the commentator was of it; on the diagonal it is right about how sure"
              + " it is. ECE by chance: the calibration error a forecaster whose probabilities were exactly right would"
              + " show on as many decisions, expected (and its 95% bound); an ECE within it is as good as such a"
              + " forecaster's.", "tile")));
      c.claimProbabilities().ifPresent(p -> s.add(probabilities(p, "claim-",
          "Probabilities of the answers to discards",
          "The same for each seat's answer to a discard: pass, each chow, pung, kong or win. A claim counts as"
              + " predicted when its answers together reach 30% (chow and pung F1).", "answer")));
      c.turnProbabilities().ifPresent(p -> s.add(probabilities(p, "turn-",
          "Probabilities of the mover's choices",
          "The same for the mover's choice on a turn where it may do more than discard: discard, discard declaring"
              + " ting (108 tiles), win on its own draw, or kong.", "choice")));
      return s;
    }

    /**
     * The section of one kind of probabilities: its table and its reliability diagram, named with {@code prefix}
     * ({@code claim-}), the option of that kind called {@code option} in the diagram's caption.
     */
    private Report.Section probabilities(Probabilities p, String prefix, String heading, String text, String option) {
      return new Report.Section(prefix + "probabilities", heading, text,
          List.of(probabilities(prefix + "probabilities-table", p)), List.of(new Report.Figure(prefix + "reliability",
              "Reliability of the likeliest " + option + "'s probability, per entry", reliability(p, option))));
    }

    Report.Table commentary() {
      List<List<Report.Cell>> rows = new ArrayList<>();
      for (CommentaryAccuracy.Accuracy a : c.agents()) {
        rows.add(commentaryRow(a));
      }
      rows.add(commentaryRow(c.overall()));
      List<String> head = new ArrayList<>(List.of("id", "discards", "hit %", "95% CI", "candidates", "top-1 %", "random %"));
      KINDS.forEach(k -> head.addAll(List.of(k.name() + " %", "95% CI")));
      return new Report.Table("commentary-table", head, rows);
    }

    /** The row of one entry's accuracy, or of every entry's ("all"). */
    private static List<Report.Cell> commentaryRow(CommentaryAccuracy.Accuracy a) {
      CommentaryAccuracy.DiscardAccuracy d = a.discard();
      List<Report.Cell> row = new ArrayList<>(List.of(Report.Cell.id(a.id().orElse("all")),
          Report.Cell.number(String.format(Locale.ROOT, "%,d", d.decisions()), "discards"),
          Report.Cell.number(pct(d.hitRate()), "hit"),
          Report.Cell.number(pctRange(d.hitRateCi95()), "hit_ci"),
          Report.Cell.number(String.format(Locale.ROOT, "%.2f", d.meanCandidates()), "candidates"),
          Report.Cell.number(pct(d.top1Rate()), "top1"),
          Report.Cell.number(pct(d.sameSizeRandomHitRate()), "random")));
      for (Kind kind : KINDS) {
        CommentaryAccuracy.ClaimAccuracy claim = kind.of().apply(a);
        row.add(Report.Cell.number(f1(claim), kind.key()));
        row.add(Report.Cell.number(f1Range(claim), kind.key() + "_ci"));
      }
      return row;
    }

    Report.Table probabilities(String id, Probabilities p) {
      boolean claims = p.overall().claims().isPresent();
      List<List<Report.Cell>> rows = new ArrayList<>();
      List<Probabilities.Score> all = new ArrayList<>(p.agents());
      all.add(p.overall());
      for (Probabilities.Score s : all) {
        List<Report.Cell> row = new ArrayList<>(List.of(Report.Cell.id(s.id().orElse("all")),
            Report.Cell.number(String.format(Locale.ROOT, "%,d", s.decisions()), "discards")));
        List<String> figures = ConsoleTable.scoreFigures(s);
        for (int f = 0; f < figures.size(); f++) {
          row.add(Report.Cell.number(figures.get(f), ConsoleTable.SCORE_KEYS.get(f)));
        }
        if (claims) {
          List<String> claimed = ConsoleTable.claimFigures(s);
          for (int f = 0; f < claimed.size(); f++) {
            row.add(Report.Cell.number(claimed.get(f), ConsoleTable.CLAIM_KEYS.get(f)));
          }
        }
        rows.add(row);
      }
      List<String> head = new ArrayList<>(List.of("id", "decisions", "log-loss", "Brier", "top-1 %", "top-3 %", "set hit %",
          "set size", "ECE", "ECE by chance (95%)", "first tenth top-1 %", "rest top-1 %"));
      if (claims) {
        head.addAll(List.of("chow F1 %", "95% CI", "pung F1 %", "95% CI"));
      }
      return new Report.Table(id, head, rows);
    }

    Svg reliability(Probabilities p, String option) {
      List<List<double[]>> bins = new ArrayList<>();
      for (Probabilities.Score s : p.agents()) {
        bins.add(s.reliability().stream().map(b -> {
          // A file written before the bins kept their chance range has none: no band.
          double[] band = b.chanceRange() == null ? new double[] {Double.NaN, Double.NaN} : b.chanceRange();
          return new double[] {b.decisions(), b.meanProbability(), b.hitRate(), band[0], band[1]};
        }).toList());
      }
      return Charts.reliability("reliability", option, ids(), bins);
    }

    Svg commentaryChart() {
      List<String> groups = new ArrayList<>(List.of("discard hit", "top-1"));
      groups.addAll(KINDS.stream().map(Kind::name).toList());
      List<CommentaryAccuracy.Accuracy> agents = c.agents();
      double[][] values = new double[groups.size()][agents.size()];
      for (int e = 0; e < agents.size(); e++) {
        CommentaryAccuracy.Accuracy a = agents.get(e);
        values[0][e] = a.discard().hitRate();
        values[1][e] = a.discard().top1Rate();
        for (int k = 0; k < KINDS.size(); k++) {
          values[2 + k][e] = f1Value(KINDS.get(k).of().apply(a));
        }
      }
      return Charts.groupedBars("commentary accuracy", groups, ids(), values);
    }

    /** The F1 of a claim for the chart, NaN when there was nothing to predict or predicted (no F1 is defined). */
    private static double f1Value(CommentaryAccuracy.ClaimAccuracy claim) {
      return claim.defined() ? claim.f1() : Double.NaN;
    }
  }

  /** The tables and rate charts of a run, from its summary (and timing, for the decision times). */
  private record RunTables(Summary summary, Optional<Timing> timing) {
    List<String> ids() {
      return summary.agents().stream().map(Summary.AgentRow::id).toList();
    }

    List<Report.Fact> facts() {
      List<Report.Fact> f = new ArrayList<>();
      f.add(new Report.Fact("variant", summary.variant()));
      f.add(new Report.Fact("root seed", Long.toString(summary.seed())));
      f.add(new Report.Fact("games", String.format(Locale.ROOT, "%,d deals x %d seat orders = %,d games%s",
          summary.deals(), summary.seatOrders(), summary.games(),
          summary.complete() ? "" : " (incomplete: the run was stopped)")));
      f.add(new Report.Fact("drawn games", String.format(Locale.ROOT, "%,d (%s%%)", summary.draws(), pct(summary.drawRate()))));
      f.add(new Report.Fact("recorded", summary.record()));
      timing.ifPresent(t -> f.add(new Report.Fact("last session", String.format(Locale.ROOT,
          "%,d games in %.1f s on %d threads (%,.0f games/s)", t.games(), t.elapsedS(), t.threads(), t.gamesPerS()))));
      return f;
    }

    /**
     * Who came first by rank points and by how much over the second, in points per deal with the paired
     * interval and p-value: the line a reader looks for first.
     */
    String verdict() {
      List<Summary.RankRow> ranking = summary.ranking();
      if (ranking.size() < 2) {
        return "";
      }
      String first = ranking.get(0).id();
      String second = ranking.get(1).id();
      for (Summary.PairRow p : summary.paired()) {
        boolean forward = p.a().equals(first) && p.b().equals(second);
        boolean backward = p.a().equals(second) && p.b().equals(first);
        if (forward || backward) {
          double sign = forward ? 1 : -1;
          Summary.Difference d = p.pointsDiff();
          double low = sign * d.ci95()[forward ? 0 : 1];
          double high = sign * d.ci95()[forward ? 1 : 0];
          return String.format(Locale.ROOT, "%s comes first (%.1f rank points), ahead of %s by %+.2f points a deal"
              + " [%+.2f, %+.2f], p %s", first, ranking.get(0).rankPoints(), second, sign * d.mean(), low, high,
              pValue(p.pValue(), "undefined", "< 0.001", "= %.3f"));
        }
      }
      return first + " comes first by rank points";
    }

    Report.Table lineup() {
      List<List<Report.Cell>> rows = new ArrayList<>();
      for (Summary.AgentRow a : summary.agents()) {
        StringBuilder params = new StringBuilder();
        for (Map.Entry<String, Object> p : a.params().entrySet()) {
          params.append(params.length() == 0 ? "" : ", ").append(p.getKey()).append('=').append(p.getValue());
        }
        rows.add(List.of(Report.Cell.id(a.id()), Report.Cell.text(a.agent()), Report.Cell.text(params.toString())));
      }
      return new Report.Table("lineup-table", List.of("id", "agent", "parameters"), rows);
    }

    Report.Table rules() {
      List<Report.Cell> cells = new ArrayList<>();
      for (Map.Entry<String, Object> r : summary.rules().entrySet()) {
        cells.add(Report.Cell.text(r.getKey()));
        cells.add(new Report.Cell(String.valueOf(r.getValue()), r.getKey(), false, ""));
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
      for (Summary.AgentRow a : summary.agents()) {
        long games = a.games();
        long selfDrawn = a.selfDrawnWins();
        Optional<Timing.AgentTime> time = timing.flatMap(t -> row(t, a.id()));
        rows.add(List.of(Report.Cell.id(a.id()),
            Report.Cell.number(String.format(Locale.ROOT, "%,d", games), "games"),
            Report.Cell.number(pct(a.winRate()), "win"),
            Report.Cell.number(pctRange(a.winRateCi95()), "win_ci"),
            Report.Cell.number(pct((double) selfDrawn / Math.max(1, games)), "self_drawn"),
            Report.Cell.number(pctRange(Intervals.wilson(selfDrawn, games)), "self_drawn_ci"),
            Report.Cell.number(pct(a.dealInRate()), "deal_in"),
            Report.Cell.number(pctRange(a.dealInRateCi95()), "deal_in_ci"),
            Report.Cell.number(signed(a.pointsMean()), "points"),
            Report.Cell.number(range(a.pointsMeanCi95()), "points_ci"),
            Report.Cell.number(String.valueOf(a.fallbacks()), "fallbacks"),
            Report.Cell.number(a.errors().counts(), "errors"),
            Report.Cell.number(time.map(t -> Charts.number(round2(t.decisionUsP50()))).orElse(""), "p50"),
            Report.Cell.number(time.map(t -> Charts.number(round2(t.decisionUsP99()))).orElse(""), "p99")));
      }
      return new Report.Table("results-table", List.of("id", "games", "win %", "95% CI", "self-drawn %", "95% CI",
          "deal-in %", "95% CI", "points/game", "95% CI", "fallbacks", Summary.Errors.HEADING, "p50 us", "p99 us"), rows);
    }

    Svg ratesChart() {
      List<Charts.Estimate> wins = new ArrayList<>();
      List<Charts.Estimate> dealIns = new ArrayList<>();
      List<Charts.Estimate> selfDrawn = new ArrayList<>();
      for (Summary.AgentRow a : summary.agents()) {
        wins.add(estimate(a.winRate(), a.winRateCi95()));
        dealIns.add(estimate(a.dealInRate(), a.dealInRateCi95()));
        long games = a.games();
        long self = a.selfDrawnWins();
        double[] ci = Intervals.wilson(self, games);
        selfDrawn.add(new Charts.Estimate((double) self / Math.max(1, games), ci[0], ci[1]));
      }
      return Charts.intervals("win, deal-in and self-drawn rates", ids(), List.of(new Charts.Panel("win %", wins),
          new Charts.Panel("deal-in %", dealIns), new Charts.Panel("self-drawn win %", selfDrawn)));
    }

    Report.Table ranking() {
      List<List<Report.Cell>> rows = new ArrayList<>();
      int place = 1;
      for (Summary.RankRow r : summary.ranking()) {
        rows.add(List.of(Report.Cell.number(String.valueOf(place++), "place"), Report.Cell.id(r.id()),
            Report.Cell.number(String.format(Locale.ROOT, "%.1f", r.rankPoints()), "rank_points"),
            Report.Cell.number(String.format(Locale.ROOT, "%.2f", r.meanRank()), "mean_rank"),
            Report.Cell.number(String.valueOf(r.totalPoints()), "total_points")));
      }
      return new Report.Table("ranking-table", List.of("place", "id", "rank points", "mean rank", "total points"), rows);
    }

    Report.Table paired() {
      List<List<Report.Cell>> rows = new ArrayList<>();
      for (Summary.PairRow p : summary.paired()) {
        rows.add(List.of(new Report.Cell(p.a(), "a", false, ""), new Report.Cell(p.b(), "b", false, ""),
            Report.Cell.number(signed(p.pointsDiff().mean()), "points_diff"),
            Report.Cell.number(range(p.pointsDiff().ci95()), "points_diff_ci"),
            Report.Cell.number(signedPct(p.winRateDiff().mean()), "win_diff"),
            Report.Cell.number(signedPctRange(p.winRateDiff().ci95()), "win_diff_ci"),
            Report.Cell.number(signedPct(p.dealInRateDiff().mean()), "deal_in_diff"),
            Report.Cell.number(signedPctRange(p.dealInRateDiff().ci95()), "deal_in_diff_ci"),
            Report.Cell.number(pValue(p.pValue(), "-", "<0.001", "%.3f"), "p")));
      }
      return new Report.Table("paired-table", List.of("a", "b", "points/deal", "95% CI", "win pp", "95% CI",
          "deal-in pp", "95% CI", "p"), rows);
    }

    private static Charts.Estimate estimate(double value, double[] ci) {
      return new Charts.Estimate(value, ci[0], ci[1]);
    }
  }

  /**
   * A p-value as {@code format} writes it, {@code small} below 0.001, {@code undefined} when there is none
   * (under two deals, or no difference in any deal).
   */
  private static String pValue(OptionalDouble p, String undefined, String small, String format) {
    if (p.isEmpty()) {
      return undefined;
    }
    return p.getAsDouble() < 0.001 ? small : String.format(Locale.ROOT, format, p.getAsDouble());
  }

  private static double round2(double v) {
    return Math.round(v * 100) / 100.0;
  }

  private static String signedPct(double v) {
    return String.format(Locale.ROOT, "%+.1f", v * 100);
  }

  private static String signed(double v) {
    return String.format(Locale.ROOT, "%+.2f", v);
  }
}
