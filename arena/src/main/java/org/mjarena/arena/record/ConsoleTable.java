package org.mjarena.arena.record;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.OptionalDouble;
import java.util.stream.Collectors;
import org.mjarena.arena.config.ArenaAgents;
import org.mjarena.engine.param.Parameter;

/** The results of a tournament as plain-text tables for the console. */
public final class ConsoleTable {
  /** Below this a p-value is shown as a bound: more digits say nothing a reader acts on. */
  private static final double SMALLEST_P_SHOWN = 0.001;

  private ConsoleTable() {}

  /**
   * The report: a header line, one row per lineup entry (its agent with its parameters), then the ranking over duplicate sets and the
   * paired comparison of every two entries, columns aligned. The timing gives the time, speed and
   * decision times of the session.
   */
  public static String render(Summary s, Timing time) {
    StringBuilder sb = new StringBuilder();
    sb.append(String.format(Locale.ROOT, "%s  seed %d  %d deals x %d seat orders = %d games", s.variant(), s.seed(), s.deals(),
        s.seatOrders(), s.games()));
    if (time.gamesBefore() > 0) {
      sb.append(String.format(Locale.ROOT, " (%d kept from before, %d played now)", time.gamesBefore(), time.games()));
    }
    sb.append(String.format(Locale.ROOT, " in %.1f s (%.0f games/s, %d threads)%n", time.elapsedS(), time.gamesPerS(),
        time.threads()));
    sb.append(String.format(Locale.ROOT, "drawn games %d (%.1f%%)%s%s%n", s.draws(), 100 * s.drawRate(),
        s.sanctions() > 0 ? "  sanctioned games " + s.sanctions() : "",
        s.complete() ? "" : "  INTERRUPTED: figures cover the games finished"));
    List<String[]> rows = new ArrayList<>();
    rows.add(new String[] {"id", "agent", "games", "win %", "95% CI", "self-drawn", "deal-in %", "95% CI",
        "points/game", "95% CI", "fallbacks", Summary.Errors.HEADING, "p50 us", "p99 us"});
    for (int e = 0; e < s.agents().size(); e++) {
      Summary.AgentRow a = s.agents().get(e);
      Timing.AgentTime at = time.agents().get(e);
      rows.add(new String[] {a.id(), agent(a), Long.toString(a.games()), pct(a.winRate()), pctRange(a.winRateCi95()),
          Long.toString(a.selfDrawnWins()), pct(a.dealInRate()), pctRange(a.dealInRateCi95()),
          String.format(Locale.ROOT, "%+.2f", a.pointsMean()), range(a.pointsMeanCi95()), Long.toString(a.fallbacks()),
          a.errors().counts(), micros(at.decisionUsP50()), micros(at.decisionUsP99())});
    }
    table(sb, rows, 2);
    answers(sb, time);
    if (s.commentary().isPresent()) {
      commentary(sb, s, time);
    }
    long late = s.agents().stream().mapToLong(Summary.AgentRow::lateAnswers).sum();
    if (late > 0) {
      sb.append(String.format(Locale.ROOT, "%d answers came after the time limit (late_answers in summary.json): these results "
          + "depend on the clock and another run may differ; raise time_per_decision_ms for reproducible results%n", late));
    }

    sb.append(String.format(Locale.ROOT, "%nranking over %d deals: summed points per deal ranked, 4/3/2/1 rank points, ties share%n",
        s.deals()));
    rows.clear();
    rows.add(new String[] {"place", "id", "rank points", "mean rank", "total points"});
    int place = 1;
    for (Summary.RankRow r : s.ranking()) {
      rows.add(new String[] {Integer.toString(place++), r.id(), String.format(Locale.ROOT, "%.1f", r.rankPoints()),
          String.format(Locale.ROOT, "%.2f", r.meanRank()), Long.toString(r.totalPoints())});
    }
    table(sb, rows, 2);

    sb.append(String.format(Locale.ROOT, "%npaired over the same deals: a minus b, points summed per deal, p of the paired t-test%n"));
    rows.clear();
    rows.add(new String[] {"a", "b", "points/deal", "95% CI", "win %", "95% CI", "deal-in %", "95% CI", "p"});
    for (Summary.PairRow p : s.paired()) {
      rows.add(new String[] {p.a(), p.b(), String.format(Locale.ROOT, "%+.2f", p.pointsDiff().mean()), range(p.pointsDiff().ci95()),
          String.format(Locale.ROOT, "%+.1f", 100 * p.winRateDiff().mean()), signedPctRange(p.winRateDiff().ci95()),
          String.format(Locale.ROOT, "%+.1f", 100 * p.dealInRateDiff().mean()), signedPctRange(p.dealInRateDiff().ci95()),
          pValue(p.pValue())});
    }
    table(sb, rows, 2);
    return sb.toString();
  }

  private static void commentary(StringBuilder sb, Summary s, Timing time) {
    sb.append(String.format(Locale.ROOT, "%n"));
    sb.append(commentary(s.commentary().get(), time.commentaryUsPerDecision()));
  }

  /** The external entries' answer times, as the arena saw them, when some entry answered from outside. */
  private static void answers(StringBuilder sb, Timing time) {
    List<String[]> rows = new ArrayList<>();
    rows.add(new String[] {"id", "answers", "p50 ms", "p99 ms"});
    for (Timing.AgentTime at : time.agents()) {
      if (at.answers().isPresent()) {
        rows.add(new String[] {at.id(), Long.toString(at.answers().getAsLong()),
            String.format(Locale.ROOT, "%.2f", at.answerMsP50().getAsDouble()),
            String.format(Locale.ROOT, "%.2f", at.answerMsP99().getAsDouble())});
      }
    }
    if (rows.size() > 1) {
      sb.append(String.format(Locale.ROOT, "%nexternal answers (timing.json), each timed from the input written to the answer "
          + "read, a one-shot bot's start included%n"));
      table(sb, rows, 1);
    }
  }

  /**
   * The commentator's accuracy per entry: the share of discards among its candidates, with the number of
   * candidates and the hit rate a random guess of as many would have, and the chow and pung F1; after a
   * run and after {@code mjarena commentate}.
   *
   * @param usPerDecision  the time per commented decision, when it was measured
   */
  public static String commentary(CommentaryAccuracy r, OptionalDouble usPerDecision) {
    StringBuilder sb = new StringBuilder();
    sb.append(String.format(Locale.ROOT, "commentary (view %s, method %s, reactions %s) over %d games%s%n", r.view(),
        r.method(), r.reactions(), r.games(),
        usPerDecision.isPresent() ? String.format(Locale.ROOT, ", %.1f us per decision", usPerDecision.getAsDouble()) : ""));
    List<String[]> rows = new ArrayList<>();
    rows.add(new String[] {"id", "discards", "hit %", "95% CI", "candidates", "top-1 %", "random %", "chow F1 %",
        "95% CI", "pung F1 %", "95% CI"});
    List<CommentaryAccuracy.Accuracy> accuracies = new ArrayList<>(r.agents());
    accuracies.add(r.overall());
    for (CommentaryAccuracy.Accuracy a : accuracies) {
      CommentaryAccuracy.DiscardAccuracy d = a.discard();
      rows.add(new String[] {a.id().orElse("all"), Long.toString(d.decisions()), pct(d.hitRate()), pctRange(d.hitRateCi95()),
          String.format(Locale.ROOT, "%.2f", d.meanCandidates()), pct(d.top1Rate()), pct(d.sameSizeRandomHitRate()),
          f1(a.chow()), f1Range(a.chow()), f1(a.pung()), f1Range(a.pung())});
    }
    table(sb, rows, 1);
    r.discardProbabilities().ifPresent(p -> sb.append(probabilities("discard probabilities", "tiles", p)));
    r.claimProbabilities().ifPresent(p -> sb.append(probabilities("probabilities of the answers to discards (pass, each chow,"
        + " pung, kong, win)", "answers", p)));
    r.turnProbabilities().ifPresent(p -> sb.append(probabilities("probabilities of the mover's choice when it may do more than"
        + " discard (discard, ting in the 108-tile variant, win, each kong)", "options", p)));
    return sb.toString();
  }

  /**
   * The review of a player at a glance: its decisions against the commentator and the agent, its profile
   * beside everyone else's, and its {@code shown} most surprising moves, each with its place in the report's
   * replay viewer.
   */
  public static String review(ReviewFile.Review r, int shown) {
    StringBuilder sb = new StringBuilder();
    ReviewFile.Totals t = r.totals();
    sb.append(String.format(Locale.ROOT, "review of %s: %s, %s%n", r.player(), count(r.games(), "game", "games"), t.breakdown()));
    List<String[]> rows = new ArrayList<>();
    rows.add(new String[] {"", "mean p of the move", "log-loss", "likeliest %", "as " + r.agent() + " %",
        "surprising (p < " + Math.round(100 * r.surprisingBelow()) + "%)"});
    rows.add(new String[] {r.player(), String.format(Locale.ROOT, "%.3f", t.meanProbability()),
        String.format(Locale.ROOT, "%.3f", t.logLoss()), pct(t.top1()), pct(t.agrees()), Long.toString(t.surprising())});
    table(sb, rows, 1);
    sb.append(System.lineSeparator());
    rows = new ArrayList<>();
    rows.add(r.others().isPresent() ? new String[] {"profile", r.player(), "others"} : new String[] {"profile", r.player()});
    for (ReviewFile.Line line : ReviewFile.PROFILE) {
      rows.add(r.others().isPresent()
          ? new String[] {line.label(), line.shown(r.profile()), line.shown(r.others().get())}
          : new String[] {line.label(), line.shown(r.profile())});
    }
    table(sb, rows, 1);
    List<ReviewFile.Move> surprising = r.mostSurprising(shown);
    if (!surprising.isEmpty()) {
      sb.append(System.lineSeparator()).append(String.format(Locale.ROOT, "the %d most surprising moves of %d:%n",
          surprising.size(), t.surprising()));
      rows = new ArrayList<>();
      rows.add(new String[] {"game", "deal", "order", "step", "move", "p %", "likeliest (p %)", r.agent() + " (p %)",
          "distance: move / " + r.agent()});
      for (ReviewFile.Move m : surprising) {
        rows.add(new String[] {Long.toString(m.game()), Long.toString(m.deal()), Integer.toString(m.order()),
            Integer.toString(m.step()), m.move(), ReviewFile.Move.percent(m.probability()), m.likeliestShown(),
            m.agentShown(), m.distancesShown()});
      }
      table(sb, rows, 0);
    }
    return sb.toString();
  }

  /** Appends rows with columns aligned: the first {@code leftColumns} to the left, numbers to the right. */
  private static void table(StringBuilder sb, List<String[]> rows, int leftColumns) {
    int[] width = new int[rows.get(0).length];
    for (String[] r : rows) {
      for (int c = 0; c < r.length; c++) {
        width[c] = Math.max(width[c], r[c].length());
      }
    }
    for (String[] r : rows) {
      StringBuilder line = new StringBuilder();
      for (int c = 0; c < r.length; c++) {
        line.append(String.format(c < leftColumns ? "%-" + width[c] + "s" : "%" + width[c] + "s", r[c]));
        line.append(c + 1 < r.length ? "  " : "");
      }
      sb.append(line.toString().stripTrailing()).append(System.lineSeparator());
    }
  }

  /**
   * The entry's agent and every parameter in force, defaults included ({@code distance-to-win depth=2
   * ting=true}): two entries of one agent are told apart by what differs. A value reads as its parameter
   * shows it ({@link Parameter#shown}): a command line by the file it runs, right after the agent
   * ({@code botzone oneshot.sh io=simple}; {@code summary.json} keeps the whole line), a model file left
   * empty as {@code shipped}, and a parameter with nothing to show not at all (the {@code url} of an
   * {@code http-108} entry that runs a command).
   */
  private static String agent(Summary.AgentRow a) {
    Map<String, Parameter> parameters = ArenaAgents.byId(a.agent(), Path.of("")).parameters().stream()
        .collect(Collectors.toMap(Parameter::name, p -> p));
    StringBuilder sb = new StringBuilder(a.agent());
    a.params().forEach((name, value) -> {
      Parameter p = parameters.get(name);
      String shown = p.shown(value);
      if (!shown.isEmpty()) {
        sb.append(' ').append(p.type() == Parameter.Type.WORDS ? "" : name + "=").append(shown);
      }
    });
    return sb.toString();
  }

  private static String pValue(OptionalDouble pValue) {
    if (pValue.isEmpty()) {
      return "-";
    }
    double p = pValue.getAsDouble();
    return p < SMALLEST_P_SHOWN ? "<" + SMALLEST_P_SHOWN : String.format(Locale.ROOT, "%.3f", p);
  }

  /** {@code n} and the word for one or for several: "1 game", "2 games". */
  static String count(long n, String one, String several) {
    return n + " " + (n == 1 ? one : several);
  }

  /** A proportion in percent, to one decimal: the console's and the report's. */
  public static String pct(double v) {
    return String.format(Locale.ROOT, "%.1f", 100 * v);
  }

  /** A claim's F1 in percent, or {@code -} when none was predicted or made. */
  public static String f1(ClaimF1 claim) {
    return claim.defined() ? pct(claim.f1()) : "-";
  }

  /**
   * A claim's F1 interval in percent, or {@code -} when none was predicted or made, or when a file written before
   * F1s had an interval is read (the report).
   */
  public static String f1Range(ClaimF1 claim) {
    return claim.defined() && claim.f1Ci95() != null ? pctRange(claim.f1Ci95()) : "-";
  }

  /** An interval of proportions in percent, {@code [low, high]}: the console's and the report's. */
  public static String pctRange(double[] ci) {
    return String.format(Locale.ROOT, "[%.1f, %.1f]", 100 * ci[0], 100 * ci[1]);
  }

  /** An interval of differences in percentage points, signed, {@code [+low, +high]}: the console's and the report's. */
  public static String signedPctRange(double[] ci) {
    return String.format(Locale.ROOT, "[%+.1f, %+.1f]", 100 * ci[0], 100 * ci[1]);
  }

  /** An interval of points, signed, to two decimals, {@code [+low, +high]}: the console's and the report's. */
  public static String range(double[] ci) {
    return String.format(Locale.ROOT, "[%+.2f, %+.2f]", ci[0], ci[1]);
  }

  /**
   * The calibration error chance gives a right forecaster: its expected value, and in brackets its 95% bound; a
   * dash for a file written before it was kept.
   */
  public static String byChance(double[] chance) {
    return chance == null ? "-" : String.format(Locale.ROOT, "%.3f (%.3f)", chance[0], chance[1]);
  }

  private static String micros(double us) {
    return us >= 100 ? String.format(Locale.ROOT, "%.0f", us) : String.format(Locale.ROOT, "%.2f", us);
  }

  /** The keys of {@link #scoreFigures}' columns, in order, as the report names its cells. */
  public static final List<String> SCORE_KEYS = List.of("log_loss", "brier", "top1", "top3", "set_hit", "set_size", "ece",
      "ece_chance", "early_top1", "late_top1");

  /**
   * A score's figures as the console and the report show them: log-loss, Brier score, top-1 and top-3, the
   * set's hit rate and size, the calibration error and chance's, top-1 of the first tenth and of the rest.
   * A dash where no decision was scored (a player who never had the choice, a part with none).
   */
  public static List<String> scoreFigures(Probabilities.Score s) {
    if (s.decisions() == 0) {
      return Collections.nCopies(SCORE_KEYS.size(), "-");
    }
    return List.of(String.format(Locale.ROOT, "%.3f", s.logLoss()), String.format(Locale.ROOT, "%.3f", s.brier()),
        pct(s.top1Rate()), pct(s.top3Rate()), pct(s.setHitRate()), String.format(Locale.ROOT, "%.2f", s.meanSetSize()),
        String.format(Locale.ROOT, "%.3f", s.calibrationError()), byChance(s.calibrationErrorByChance()),
        partTop1(s.early()), partTop1(s.late()));
  }

  /** The keys of {@link #claimFigures}' columns, in order, as the report names its cells. */
  public static final List<String> CLAIM_KEYS = List.of("chi", "chi_ci", "pong", "pong_ci");

  /**
   * The chow and pung F1 of a score of answers, each with its interval, as the console and the report show
   * them; dashes for a score with no claims block.
   */
  public static List<String> claimFigures(Probabilities.Score s) {
    return s.claims().map(c -> List.of(f1(c.chow()), f1Range(c.chow()), f1(c.pung()), f1Range(c.pung())))
        .orElse(Collections.nCopies(CLAIM_KEYS.size(), "-"));
  }

  private static String partTop1(Probabilities.Part part) {
    return part.decisions() == 0 ? "-" : pct(part.top1Rate());
  }

  /**
   * Probabilities' figures (of discards, or of answers to discards): per entry and overall, log-loss and
   * Brier score, top-1 and top-3, the candidate set's hit rate and size, the calibration error beside what
   * chance gives a right forecaster on as many decisions, and top-1 over the first tenth of the decisions
   * against the rest.
   */
  private static String probabilities(String title, String options, Probabilities p) {
    StringBuilder sb = new StringBuilder(String.format(Locale.ROOT, "%n%s (each predicted before its answer,"
        + " then learned from; set: the likeliest %s up to %.0f%%, at most %d)%n", title, options, 100 * p.setMass(), p.setMax()));
    boolean claims = p.overall().claims().isPresent();
    List<String[]> rows = new ArrayList<>();
    List<String> head = new ArrayList<>(List.of("id", "decisions", "log-loss", "brier", "top-1 %", "top-3 %", "set hit %",
        "set size", "ECE", "by chance (95%)", "first tenth top-1 %", "rest top-1 %"));
    if (claims) {
      head.addAll(List.of("chow F1 %", "95% CI", "pung F1 %", "95% CI"));
    }
    rows.add(head.toArray(new String[0]));
    List<Probabilities.Score> all = new ArrayList<>(p.agents());
    all.add(p.overall());
    for (Probabilities.Score s : all) {
      List<String> row = new ArrayList<>(List.of(s.id().orElse("all"), Long.toString(s.decisions())));
      row.addAll(scoreFigures(s));
      if (claims) {
        row.addAll(claimFigures(s));
      }
      rows.add(row.toArray(new String[0]));
    }
    table(sb, rows, 1);
    return sb.toString();
  }
}
