package org.mjarena.arena.report;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.util.List;
import org.HdrHistogram.Histogram;
import org.junit.jupiter.api.Test;

/** The charts' geometry: axes with round ticks, and shapes where the values put them. */
final class ChartsTest {
  @Test
  void axis_linear_widensToRoundTicksAndMapsEnds() {
    Axis a = Axis.linear(0, 37, 4, 100, 500);
    assertThat(a.ticks()).containsExactly(0.0, 10.0, 20.0, 30.0, 40.0);
    assertThat(a.px(0)).isEqualTo(100.0);
    assertThat(a.px(40)).isEqualTo(500.0);
    assertThat(a.px(20)).isEqualTo(300.0);
    assertThat(Axis.linear(-7, 13, 8, 0, 1).ticks()).containsExactly(-10.0, -5.0, 0.0, 5.0, 10.0, 15.0);
    assertThat(Axis.linear(0.1, 0.3, 2, 0, 1).ticks()).containsExactly(0.1, 0.2, 0.3);
  }

  @Test
  void axis_niceStep_isOneTwoOrFiveTimesAPowerOfTen() {
    assertThat(Axis.niceStep(0.7)).isEqualTo(1.0);
    assertThat(Axis.niceStep(1.3)).isEqualTo(2.0);
    assertThat(Axis.niceStep(3)).isEqualTo(5.0);
    assertThat(Axis.niceStep(7)).isEqualTo(10.0);
    assertThat(Axis.niceStep(0.02)).isCloseTo(0.02, within(1e-12));
  }

  @Test
  void axis_log_coversWholeDecades() {
    Axis a = Axis.log(0.3, 2500, 0, 500);
    assertThat(a.ticks()).containsExactly(0.1, 1.0, 10.0, 100.0, 1000.0, 10000.0);
    assertThat(a.px(0.1)).isCloseTo(0, within(1e-9));
    assertThat(a.px(10000)).isCloseTo(500, within(1e-9));
    assertThat(a.px(10)).isCloseTo(200, within(1e-9));
  }

  @Test
  void intervals_dotAtTheRateAndWhiskerAcrossTheInterval() {
    Svg svg = Charts.intervals("t", List.of("a", "b"), List.of(new Charts.Panel("win %", List.of(
        new Charts.Estimate(0.2, 0.1, 0.3), new Charts.Estimate(0.4, 0.35, 0.45)))));
    List<Svg.Circle> dots = svg.shapes().stream().filter(s -> s instanceof Svg.Circle).map(s -> (Svg.Circle) s).toList();
    List<Svg.Line> whiskers = svg.shapes().stream().filter(s -> s instanceof Svg.Line l && l.css().startsWith("whisker"))
        .map(s -> (Svg.Line) s).toList();
    assertThat(dots).hasSize(2);
    assertThat(dots.get(0).tip()).isEqualTo("a win %: 20.0% [10.0, 30.0]");
    // 0.2 lies halfway between 0.1 and 0.3 on a linear axis, and 0.4 twice as far from 0 as 0.2.
    assertThat(dots.get(0).cx() - whiskers.get(0).x1()).isCloseTo(whiskers.get(0).x2() - dots.get(0).cx(), within(1e-9));
    double zero = whiskers.get(0).x1() - (dots.get(0).cx() - whiskers.get(0).x1());
    assertThat(dots.get(1).cx() - zero).isCloseTo(2 * (dots.get(0).cx() - zero), within(1e-9));
    assertThat(dots.get(1).cy()).isGreaterThan(dots.get(0).cy());
  }

  @Test
  void reliability_dotAtItsBinAndABandOverTheChanceRange() {
    Svg svg = Charts.reliability("t", "tile", List.of("a"), List.of(List.of(new double[] {0, 0, 0, 0, 0},
        new double[] {100, 0.5, 0.7, 0.4, 0.6})));
    List<Svg.Circle> dots = svg.shapes().stream().filter(s -> s instanceof Svg.Circle).map(s -> (Svg.Circle) s).toList();
    List<Svg.Line> bands = svg.shapes().stream().filter(s -> s instanceof Svg.Line l && l.css().startsWith("band"))
        .map(s -> (Svg.Line) s).toList();
    // The empty bin has neither.
    assertThat(dots).hasSize(1);
    assertThat(bands).hasSize(1);
    Svg.Line band = bands.get(0);
    assertThat(band.x1()).isEqualTo(dots.get(0).cx()).isEqualTo(band.x2());
    // 0.7 lies above the band's top (0.6), as far above it as the band is half tall.
    double half = (band.y1() - band.y2()) / 2;
    assertThat(half).isPositive();
    assertThat(band.y2() - dots.get(0).cy()).isCloseTo(half, within(1e-9));
    assertThat(dots.get(0).tip()).isEqualTo("a: 100 decisions at 50.0% on average, played 70.0% (by chance 40.0-60.0%)");
  }

  @Test
  void distribution_barsAreSharesOfTheEntrysGames() {
    Svg svg = Charts.distribution("t", List.of("a"), List.of(new int[] {-2, 0, 0, 0, 6}));
    List<Svg.Rect> bars = svg.shapes().stream().filter(s -> s instanceof Svg.Rect).map(s -> (Svg.Rect) s).toList();
    assertThat(bars).hasSize(3);
    assertThat(bars).extracting(Svg.Rect::tip).containsExactly("a: 20.0% of 5 games at -2 points",
        "a: 60.0% of 5 games at 0 points", "a: 20.0% of 5 games at 6 points");
    assertThat(bars.get(1).h()).isCloseTo(3 * bars.get(0).h(), within(1e-9));
    assertThat(bars.get(0).x()).isLessThan(bars.get(1).x());
    Svg.Line mean = svg.shapes().stream().filter(s -> s instanceof Svg.Line l && l.css().equals("mean"))
        .map(s -> (Svg.Line) s).findFirst().orElseThrow();
    // The mean is 0.8: a little right of the zero line, left of the next point.
    Svg.Line zero = svg.shapes().stream().filter(s -> s instanceof Svg.Line l && l.css().equals("zero"))
        .map(s -> (Svg.Line) s).findFirst().orElseThrow();
    assertThat(mean.x1()).isGreaterThan(zero.x1()).isLessThan(bars.get(2).x());
  }

  @Test
  void distribution_widePointsGetWiderRoundBins() {
    Svg svg = Charts.distribution("t", List.of("a"), List.of(new int[] {-300, 0, 1, 2, 900}));
    assertThat(svg.shapes().stream().filter(s -> s instanceof Svg.Rect).map(s -> ((Svg.Rect) s).tip()))
        .contains("a: 60.0% of 5 games at 0 to 49 points", "a: 20.0% of 5 games at 900 to 949 points");
  }

  @Test
  void decisionTimes_riseFromLeftToRightWithTheMedianMarked() {
    Histogram h = new Histogram(3_600_000_000_000L, 2);
    for (int i = 1; i <= 1000; i++) {
      h.recordValue(i * 1000L);
    }
    Histogram empty = new Histogram(3_600_000_000_000L, 2);
    Svg svg = Charts.decisionTimes("t", List.of("a", "b"), List.of(h, empty));
    List<Svg.Polyline> lines = svg.shapes().stream().filter(s -> s instanceof Svg.Polyline).map(s -> (Svg.Polyline) s).toList();
    assertThat(lines).hasSize(1);
    Svg.Polyline cdf = lines.get(0);
    for (int i = 1; i < cdf.xs().length; i++) {
      assertThat(cdf.xs()[i]).isGreaterThanOrEqualTo(cdf.xs()[i - 1]);
      assertThat(cdf.ys()[i]).isLessThan(cdf.ys()[i - 1]);
    }
    // HdrHistogram keeps two significant digits: 500 us is recorded in the bucket that reads 501.8.
    assertThat(cdf.tip()).isEqualTo("a: p50 501.8 us, p99 991.2 us, 1000 decisions timed");
  }

  @Test
  void groupedBars_heightsArePercentagesAndNaNDrawsNothing() {
    Svg svg = Charts.groupedBars("t", List.of("x", "y"), List.of("a", "b"), new double[][] {{0.5, 1.0}, {Double.NaN, 0.25}});
    List<Svg.Rect> bars = svg.shapes().stream().filter(s -> s instanceof Svg.Rect r && !r.css().isEmpty()
        && r.w() > 10 && r.h() > 10).map(s -> (Svg.Rect) s).toList();
    assertThat(bars).extracting(Svg.Rect::tip).containsExactly("a x: 50.0%", "b x: 100.0%", "b y: 25.0%");
    assertThat(bars.get(1).h()).isCloseTo(2 * bars.get(0).h(), within(1e-9));
    assertThat(bars.get(0).h()).isCloseTo(2 * bars.get(2).h(), within(1e-9));
  }

  @Test
  void number_dropsNeedlessDecimals() {
    assertThat(Charts.number(5)).isEqualTo("5");
    assertThat(Charts.number(0.5)).isEqualTo("0.5");
    assertThat(Charts.number(12.25)).isEqualTo("12.3");
    assertThat(Charts.number(0.01)).isEqualTo("0.01");
  }
}
