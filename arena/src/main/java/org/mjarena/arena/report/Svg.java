package org.mjarena.arena.report;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * A chart as SVG shapes in its own coordinates (pixels, y downwards), rendered by {@code svg.jte}. The
 * geometry is computed here and in {@link Charts}, so it can be tested without a browser; the template
 * only writes the elements. Colours come from the CSS classes named, so a chart follows the page's style.
 *
 * @param width  the drawing's width
 * @param height the drawing's height
 * @param title  what the chart shows, for screen readers and the figure caption
 * @param shapes what is drawn, in painting order
 */
public record Svg(double width, double height, String title, List<Shape> shapes) {
  /** Copies the list. */
  public Svg {
    shapes = List.copyOf(shapes);
  }

  /** An element of the drawing. {@code css} is its class list; {@code tip} its tooltip, or empty. */
  public sealed interface Shape permits Rect, Line, Circle, Text, Polyline {}

  /** A rectangle from its top left corner. */
  public record Rect(double x, double y, double w, double h, String css, String tip) implements Shape {}

  /** A straight line. */
  public record Line(double x1, double y1, double x2, double y2, String css) implements Shape {}

  /** A dot. */
  public record Circle(double cx, double cy, double r, String css, String tip) implements Shape {}

  /** A label; {@code anchor} is SVG's text-anchor: start, middle or end. */
  public record Text(double x, double y, String text, String anchor, String css) implements Shape {}

  /** A line through points {@code xs[i], ys[i]}. */
  public record Polyline(double[] xs, double[] ys, String css, String tip) implements Shape {
    /** The points as SVG writes them: {@code "x,y x,y ..."}. */
    public String points() {
      StringBuilder sb = new StringBuilder();
      for (int i = 0; i < xs.length; i++) {
        sb.append(i == 0 ? "" : " ").append(f(xs[i])).append(',').append(f(ys[i]));
      }
      return sb.toString();
    }
  }

  /** A coordinate as written in the file: one decimal, which is below a pixel. */
  public static String f(double v) {
    return String.format(Locale.ROOT, "%.1f", v);
  }

  /** Collects shapes in painting order. */
  static final class Builder {
    private final List<Shape> shapes = new ArrayList<>();

    Builder add(Shape s) {
      shapes.add(s);
      return this;
    }

    Svg build(double width, double height, String title) {
      return new Svg(width, height, title, shapes);
    }
  }
}
