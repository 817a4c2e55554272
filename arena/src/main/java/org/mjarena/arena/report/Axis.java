package org.mjarena.arena.report;

import java.util.ArrayList;
import java.util.List;

/**
 * A chart axis: maps data values to pixels between {@code from} and {@code to}, linearly over a range
 * widened to round ticks (1, 2 or 5 times a power of ten), or logarithmically over whole decades.
 */
final class Axis {
  private final double low;
  private final double high;
  private final double from;
  private final double to;
  private final boolean log;
  private final List<Double> ticks;

  private Axis(double low, double high, double from, double to, boolean log, List<Double> ticks) {
    this.low = low;
    this.high = high;
    this.from = from;
    this.to = to;
    this.log = log;
    this.ticks = List.copyOf(ticks);
  }

  /**
   * A linear axis covering {@code min..max} with about {@code count} round ticks; the range is widened to
   * the ticks around it. An empty range becomes one tick step wide.
   */
  static Axis linear(double min, double max, int count, double from, double to) {
    if (!(max > min)) {
      max = min + 1;
    }
    double step = niceStep((max - min) / Math.max(1, count));
    double low = Math.floor(min / step + 1e-9) * step;
    double high = Math.ceil(max / step - 1e-9) * step;
    List<Double> ticks = new ArrayList<>();
    for (int i = 0; low + i * step <= high + step / 2; i++) {
      ticks.add(clean(low + i * step, step));
    }
    return new Axis(low, high, from, to, false, ticks);
  }

  /** A log10 axis over the decades around {@code min..max}, both positive; one tick a decade. */
  static Axis log(double min, double max, double from, double to) {
    double lo = Math.floor(Math.log10(Math.max(min, 1e-12)));
    double hi = Math.ceil(Math.log10(Math.max(max, min * 10)));
    if (hi <= lo) {
      hi = lo + 1;
    }
    List<Double> ticks = new ArrayList<>();
    for (double d = lo; d <= hi; d++) {
      ticks.add(Math.pow(10, d));
    }
    return new Axis(lo, hi, from, to, true, ticks);
  }

  /** The pixel of {@code value}; values outside the range map outside {@code from..to}. */
  double px(double value) {
    double v = log ? Math.log10(Math.max(value, 1e-12)) : value;
    return from + (v - low) / (high - low) * (to - from);
  }

  /** The tick values, smallest first. */
  List<Double> ticks() {
    return ticks;
  }

  /** The step between round ticks for a raw step: 1, 2 or 5 times a power of ten, at least the raw step. */
  static double niceStep(double raw) {
    double power = Math.pow(10, Math.floor(Math.log10(raw)));
    for (double m : new double[] {1, 2, 5, 10}) {
      if (m * power >= raw * (1 - 1e-9)) {
        return m * power;
      }
    }
    return 10 * power;
  }

  /** A tick value without the float noise of repeated steps (0.30000000000000004 becomes 0.3). */
  private static double clean(double v, double step) {
    double digits = Math.pow(10, Math.max(0, -Math.floor(Math.log10(step)) + 2));
    return Math.round(v * digits) / digits;
  }
}
