package org.mjarena.arena.report;

import java.util.List;
import java.util.Locale;
import org.HdrHistogram.Histogram;

/**
 * The report's charts, as {@link Svg} geometry. Entries keep their lineup colour everywhere (CSS
 * classes {@code e0..e3}); every value drawn has a tooltip with its figure, and the numbers themselves
 * are in the page's tables, so a chart shows the shape and the table the digits.
 */
final class Charts {
  /** Width of the column of entry names. */
  private static final double LABELS = 96;
  private static final double TOP = 34;
  private static final double BOTTOM = 30;
  /** The percentiles drawn of a decision-time distribution, dense where the tail bends. */
  private static final double[] PERCENTILES = {0.1, 1, 2, 5, 10, 15, 20, 25, 30, 35, 40, 45, 50, 55, 60, 65, 70, 75,
      80, 85, 90, 92, 94, 95, 96, 97, 98, 99, 99.5, 99.9, 99.99};

  private Charts() {}

  /** A rate and its 95% interval, all in 0..1. */
  record Estimate(double value, double low, double high) {}

  /** One panel of {@link #intervals}: a measure and each entry's estimate of it, in lineup order. */
  record Panel(String name, List<Estimate> byEntry) {}

  /**
   * Dot-and-whisker panels side by side, one row per entry: the rate as a dot, its 95% interval as a
   * line. Each panel has its own axis from 0.
   */
  static Svg intervals(String title, List<String> ids, List<Panel> panels) {
    double panelWidth = 250;
    double rowHeight = 26;
    double width = LABELS + panels.size() * panelWidth;
    double height = TOP + ids.size() * rowHeight + BOTTOM;
    Svg.Builder b = new Svg.Builder();
    entryLabels(b, ids, rowHeight);
    for (int p = 0; p < panels.size(); p++) {
      Panel panel = panels.get(p);
      double left = LABELS + p * panelWidth + 16;
      double right = LABELS + (p + 1) * panelWidth - 36;
      double max = panel.byEntry().stream().mapToDouble(Estimate::high).max().orElse(0) * 100;
      Axis x = Axis.linear(0, Math.max(max, 1), 4, left, right);
      b.add(new Svg.Text((left + right) / 2, 16, panel.name(), "middle", "panel-title"));
      xTicks(b, x, TOP - 6, height - BOTTOM + 4, "%");
      for (int e = 0; e < ids.size(); e++) {
        Estimate est = panel.byEntry().get(e);
        double y = TOP + e * rowHeight + rowHeight / 2;
        String tip = String.format(Locale.ROOT, "%s %s: %.1f%% [%.1f, %.1f]", ids.get(e), panel.name(), est.value() * 100,
            est.low() * 100, est.high() * 100);
        b.add(new Svg.Line(x.px(est.low() * 100), y, x.px(est.high() * 100), y, "whisker e" + e));
        b.add(new Svg.Circle(x.px(est.value() * 100), y, 5, "dot e" + e, tip));
      }
    }
    return b.build(width, height, title);
  }

  /**
   * Each entry's distribution of points per game, as a histogram of the share of its games, one row per
   * entry on a shared axis, with a line at its mean. Bins are one point wide, or wider round steps when
   * the points spread over more than 60 values.
   */
  static Svg distribution(String title, List<String> ids, List<int[]> pointsByEntry) {
    int min = Integer.MAX_VALUE;
    int max = Integer.MIN_VALUE;
    for (int[] points : pointsByEntry) {
      for (int p : points) {
        min = Math.min(min, p);
        max = Math.max(max, p);
      }
    }
    if (min > max) {
      min = 0;
      max = 0;
    }
    int binWidth = (int) Math.max(1, Axis.niceStep((max - min + 1) / 60.0));
    int firstBin = Math.floorDiv(min, binWidth);
    int bins = Math.floorDiv(max, binWidth) - firstBin + 1;
    double rowHeight = 64;
    double width = 760;
    double height = TOP + ids.size() * rowHeight + BOTTOM;
    Axis x = Axis.linear((double) firstBin * binWidth, (double) (firstBin + bins) * binWidth, 8, LABELS + 10, width - 12);
    Svg.Builder b = new Svg.Builder();
    b.add(new Svg.Text(LABELS + 10, 16, "share of the entry's games by points won or lost in the game; line: mean",
        "start", "panel-title"));
    entryLabels(b, ids, rowHeight);
    xTicks(b, x, TOP - 6, height - BOTTOM + 4, "");
    for (int e = 0; e < ids.size(); e++) {
      int[] points = pointsByEntry.get(e);
      long[] counts = new long[bins];
      double sum = 0;
      for (int p : points) {
        counts[Math.floorDiv(p, binWidth) - firstBin]++;
        sum += p;
      }
      long most = 1;
      for (long c : counts) {
        most = Math.max(most, c);
      }
      double base = TOP + (e + 1) * rowHeight - 6;
      double top = TOP + e * rowHeight + 6;
      for (int i = 0; i < bins; i++) {
        if (counts[i] == 0) {
          continue;
        }
        int from = (firstBin + i) * binWidth;
        double h = (base - top) * counts[i] / most;
        String range = binWidth == 1 ? String.valueOf(from) : from + " to " + (from + binWidth - 1);
        String tip = String.format(Locale.ROOT, "%s: %.1f%% of %d games at %s points", ids.get(e),
            100.0 * counts[i] / points.length, points.length, range);
        double left = x.px(from);
        b.add(new Svg.Rect(left, base - h, Math.max(1, x.px(from + binWidth) - left - 0.5), h, "bar e" + e, tip));
      }
      b.add(new Svg.Line(x.px(0), top, x.px(0), base, "zero"));
      if (points.length > 0) {
        double mean = sum / points.length;
        b.add(new Svg.Line(x.px(mean), top - 2, x.px(mean), base, "mean"));
      }
    }
    return b.build(width, height, title);
  }

  /**
   * Decision-time distributions: for each entry, the time under which a given share of its decisions
   * were made (the cumulative distribution), time on a log axis, from its recorded histogram of
   * nanoseconds. Entries whose histogram is empty are not drawn.
   */
  static Svg decisionTimes(String title, List<String> ids, List<Histogram> nanos) {
    double lo = Double.MAX_VALUE;
    double hi = 0;
    for (Histogram h : nanos) {
      if (h.getTotalCount() > 0) {
        lo = Math.min(lo, Math.max(0.01, h.getValueAtPercentile(PERCENTILES[0]) / 1000.0));
        hi = Math.max(hi, h.getValueAtPercentile(PERCENTILES[PERCENTILES.length - 1]) / 1000.0);
      }
    }
    if (hi == 0) {
      lo = 1;
      hi = 10;
    }
    double width = 760;
    double height = 300;
    Axis x = Axis.log(lo, hi, LABELS, width - 20);
    Axis y = Axis.linear(0, 100, 4, height - BOTTOM, TOP);
    Svg.Builder b = new Svg.Builder();
    b.add(new Svg.Text(LABELS, 16, "share of decisions made within the time (microseconds, log scale)", "start",
        "panel-title"));
    xTicks(b, x, TOP, height - BOTTOM + 4, " us");
    for (double t : y.ticks()) {
      b.add(new Svg.Line(LABELS, y.px(t), width - 20, y.px(t), "grid"));
      b.add(new Svg.Text(LABELS - 6, y.px(t) + 4, number(t) + "%", "end", "tick"));
    }
    for (int e = 0; e < ids.size(); e++) {
      Histogram h = nanos.get(e);
      if (h.getTotalCount() == 0) {
        continue;
      }
      double[] xs = new double[PERCENTILES.length];
      double[] ys = new double[PERCENTILES.length];
      for (int i = 0; i < PERCENTILES.length; i++) {
        xs[i] = x.px(Math.max(lo, h.getValueAtPercentile(PERCENTILES[i]) / 1000.0));
        ys[i] = y.px(PERCENTILES[i]);
      }
      double p50 = h.getValueAtPercentile(50) / 1000.0;
      double p99 = h.getValueAtPercentile(99) / 1000.0;
      String tip = String.format(Locale.ROOT, "%s: p50 %s us, p99 %s us, %d decisions timed", ids.get(e), number(p50),
          number(p99), h.getTotalCount());
      b.add(new Svg.Polyline(xs, ys, "cdf e" + e, tip));
      b.add(new Svg.Circle(x.px(Math.max(lo, p50)), y.px(50), 4, "dot e" + e, tip));
    }
    for (int e = 0; e < ids.size(); e++) {
      // Top left, inside the plot: a cumulative distribution rises to the right and never passes there.
      b.add(new Svg.Rect(LABELS + 10, TOP + 8 + e * 16, 10, 10, "bar e" + e, ids.get(e)));
      b.add(new Svg.Text(LABELS + 24, TOP + 17 + e * 16, ids.get(e), "start", "tick"));
    }
    return b.build(width, height, title);
  }

  /**
   * Grouped bars: one group per measure, one bar per entry, values in 0..1 drawn as percentages; a
   * {@code NaN} value (nothing to measure, such as the F1 of claims an entry was never offered) draws no bar.
   */
  static Svg groupedBars(String title, List<String> groups, List<String> ids, double[][] values) {
    double width = 760;
    double height = 280;
    double left = 48;
    double groupWidth = (width - left - 10) / groups.size();
    double barWidth = Math.min(22, (groupWidth - 14) / ids.size());
    Axis y = Axis.linear(0, 100, 5, height - BOTTOM - 14, TOP);
    Svg.Builder b = new Svg.Builder();
    for (double t : y.ticks()) {
      b.add(new Svg.Line(left, y.px(t), width - 10, y.px(t), "grid"));
      b.add(new Svg.Text(left - 6, y.px(t) + 4, number(t) + "%", "end", "tick"));
    }
    for (int g = 0; g < groups.size(); g++) {
      double start = left + g * groupWidth + (groupWidth - barWidth * ids.size()) / 2;
      for (int e = 0; e < ids.size(); e++) {
        double v = values[g][e];
        if (Double.isNaN(v)) {
          continue;
        }
        double top = y.px(v * 100);
        String tip = String.format(Locale.ROOT, "%s %s: %.1f%%", ids.get(e), groups.get(g), v * 100);
        b.add(new Svg.Rect(start + e * barWidth, top, barWidth - 2, y.px(0) - top, "bar e" + e, tip));
      }
      b.add(new Svg.Text(left + (g + 0.5) * groupWidth, height - BOTTOM + 6, groups.get(g), "middle", "tick"));
    }
    legend(b, ids, width);
    return b.build(width, height, title);
  }

  /**
   * A reliability diagram: for each entry, the likeliest option's mean probability in each of ten bins
   * (across) against how often that option was taken (up), one dot per bin that holds decisions, joined
   * in order. A calibrated commentator lies on the diagonal; below it, it was too sure. Behind each dot a
   * pale band spans the hit rates a right forecaster would show there 95 times in 100: a dot off the
   * diagonal but within its band is as near as so few decisions can tell.
   *
   * @param option what the probabilities are of, for the axis: {@code tile}, {@code answer}
   * @param bins   per entry, its ten bins: decisions, mean probability, hit rate, and the low and high ends of
   *               the band (NaN: none)
   */
  static Svg reliability(String title, String option, List<String> ids, List<List<double[]>> bins) {
    double size = 300;
    double left = 56;
    double width = left + size + 150;
    double height = TOP + size + BOTTOM;
    Axis x = Axis.linear(0, 100, 5, left, left + size);
    Axis y = Axis.linear(0, 100, 5, TOP + size, TOP);
    Svg.Builder b = new Svg.Builder();
    for (double t : y.ticks()) {
      b.add(new Svg.Line(left, y.px(t), left + size, y.px(t), "grid"));
      b.add(new Svg.Text(left - 6, y.px(t) + 4, number(t) + "%", "end", "tick"));
    }
    xTicks(b, x, TOP, TOP + size + 4, "%");
    b.add(new Svg.Line(x.px(0), y.px(0), x.px(100), y.px(100), "diagonal"));
    b.add(new Svg.Text(left + size / 2, height - 2, "probability of the likeliest " + option, "middle", "tick"));
    for (int e = 0; e < ids.size(); e++) {
      List<double[]> dots = bins.get(e).stream().filter(bin -> bin[0] > 0).toList();
      double[] xs = new double[dots.size()];
      double[] ys = new double[dots.size()];
      for (int i = 0; i < dots.size(); i++) {
        double[] bin = dots.get(i);
        xs[i] = x.px(bin[1] * 100);
        ys[i] = y.px(bin[2] * 100);
        String tip = String.format(Locale.ROOT, "%s: %,d decisions at %.1f%% on average, played %.1f%%", ids.get(e),
            (long) bin[0], bin[1] * 100, bin[2] * 100);
        if (!Double.isNaN(bin[3])) {
          b.add(new Svg.Line(xs[i], y.px(bin[3] * 100), xs[i], y.px(bin[4] * 100), "band e" + e));
          tip += String.format(Locale.ROOT, " (by chance %.1f-%.1f%%)", bin[3] * 100, bin[4] * 100);
        }
        b.add(new Svg.Circle(xs[i], ys[i], 4, "dot e" + e, tip));
      }
      b.add(new Svg.Polyline(xs, ys, "cdf e" + e, ids.get(e)));
      b.add(new Svg.Rect(left + size + 24, TOP + e * 20, 10, 10, "bar e" + e, ids.get(e)));
      b.add(new Svg.Text(left + size + 40, TOP + e * 20 + 9, ids.get(e), "start", "tick"));
    }
    return b.build(width, height, title);
  }

  private static void entryLabels(Svg.Builder b, List<String> ids, double rowHeight) {
    for (int e = 0; e < ids.size(); e++) {
      b.add(new Svg.Text(LABELS - 8, TOP + e * rowHeight + rowHeight / 2 + 4, ids.get(e), "end", "label e" + e));
    }
  }

  private static void xTicks(Svg.Builder b, Axis x, double top, double bottom, String unit) {
    for (double t : x.ticks()) {
      b.add(new Svg.Line(x.px(t), top, x.px(t), bottom - 4, "grid"));
      b.add(new Svg.Text(x.px(t), bottom + 10, number(t) + unit, "middle", "tick"));
    }
  }

  private static void legend(Svg.Builder b, List<String> ids, double width) {
    double x = width - 20 - ids.size() * 96;
    for (int e = 0; e < ids.size(); e++) {
      b.add(new Svg.Rect(x + e * 96, 8, 10, 10, "bar e" + e, ids.get(e)));
      b.add(new Svg.Text(x + e * 96 + 14, 17, ids.get(e), "start", "tick"));
    }
  }

  /** A tick or figure without needless decimals: 5, 0.5, 12.5, 1000. */
  static String number(double v) {
    if (v == Math.rint(v) && Math.abs(v) < 1e15) {
      return String.valueOf((long) v);
    }
    String s = String.format(Locale.ROOT, Math.abs(v) >= 10 ? "%.1f" : "%.2f", v);
    return s.contains(".") ? s.replaceAll("0+$", "").replaceAll("\\.$", "") : s;
  }
}
