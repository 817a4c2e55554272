package org.mjarena.arena.output;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.mjarena.arena.stats.EntryTally;

/** The results of a tournament as a plain-text table for the console. */
public final class ConsoleTable {
  private ConsoleTable() {}

  /** The report: a header line and one row per lineup entry, columns aligned. */
  public static String render(Summary s) {
    StringBuilder sb = new StringBuilder();
    sb.append(String.format(Locale.ROOT, "%s  seed %d  %d deals x %d seat orders = %d games in %.1f s (%.0f games/s, %d threads)%n",
        s.variant(), s.seed(), s.deals(), s.seatOrders(), s.games(), s.elapsedS(), s.gamesPerSecond(), s.threads()));
    sb.append(String.format(Locale.ROOT, "drawn games %d (%.1f%%)%s%s%n", s.draws(), 100 * s.drawRate(),
        s.sanctions() > 0 ? "  sanctioned games " + s.sanctions() : "",
        s.complete() ? "" : "  INTERRUPTED: figures cover the games finished"));
    List<String[]> rows = new ArrayList<>();
    rows.add(new String[] {"id", "agent", "games", "win %", "95% CI", "self-drawn", "deal-in %", "95% CI",
        "points/game", "95% CI", "fallbacks", "p50 us", "p99 us"});
    for (Summary.AgentRow a : s.agents()) {
      EntryTally t = a.tally();
      rows.add(new String[] {a.id(), a.agent(), Long.toString(t.games()), pct(t.winRate()), pctRange(t.winRateCi95()),
          Long.toString(t.selfDrawnWins()), pct(t.dealInRate()), pctRange(t.dealInRateCi95()),
          String.format(Locale.ROOT, "%+.2f", t.pointsMean()), range(t.pointsMeanCi95()), Long.toString(t.fallbacks()),
          micros(a.decisionUsP50()), micros(a.decisionUsP99())});
    }
    int[] width = new int[rows.get(0).length];
    for (String[] r : rows) {
      for (int c = 0; c < r.length; c++) {
        width[c] = Math.max(width[c], r[c].length());
      }
    }
    for (String[] r : rows) {
      StringBuilder line = new StringBuilder();
      for (int c = 0; c < r.length; c++) {
        boolean left = c < 2;
        line.append(left ? String.format("%-" + width[c] + "s", r[c]) : String.format("%" + width[c] + "s", r[c]));
        line.append(c + 1 < r.length ? "  " : "");
      }
      sb.append(line.toString().stripTrailing()).append(System.lineSeparator());
    }
    return sb.toString();
  }

  private static String pct(double v) {
    return String.format(Locale.ROOT, "%.1f", 100 * v);
  }

  private static String pctRange(double[] ci) {
    return String.format(Locale.ROOT, "[%.1f, %.1f]", 100 * ci[0], 100 * ci[1]);
  }

  private static String range(double[] ci) {
    return String.format(Locale.ROOT, "[%+.2f, %+.2f]", ci[0], ci[1]);
  }

  private static String micros(double us) {
    return us >= 100 ? String.format(Locale.ROOT, "%.0f", us) : String.format(Locale.ROOT, "%.2f", us);
  }
}
