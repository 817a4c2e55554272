package org.mjarena.arena.report;

import java.util.List;
import java.util.Optional;

/**
 * What {@code report.html} shows, every figure already formatted: {@code report.jte} lays it out and adds
 * nothing. Made by {@link ReportReader} from a run's files.
 *
 * @param title    the page's heading
 * @param verdict  the answer at a glance: who came first and by how much over the second; empty without results
 * @param facts    the run at a glance: variant, seed, games, threads and so on
 * @param sections the tables and charts, in page order
 * @param viewer   the replay viewer's games, when the directory holds recorded events
 * @param notes    what the page lacks and why (no events recorded, no timing), for the reader
 */
public record Report(String title, String verdict, List<Fact> facts, List<Section> sections, Optional<Viewer> viewer, List<String> notes) {
  /** Copies the lists. */
  public Report {
    facts = List.copyOf(facts);
    sections = List.copyOf(sections);
    notes = List.copyOf(notes);
  }

  /** A label and its value. */
  public record Fact(String label, String value) {}

  /** A part of the page with its own heading; {@code id} is its anchor. */
  public record Section(String id, String heading, String text, List<Table> tables, List<Figure> figures) {
    /** Copies the lists. */
    public Section {
      tables = List.copyOf(tables);
      figures = List.copyOf(figures);
    }
  }

  /** A table; {@code id} names it in the page, for links and tests. */
  public record Table(String id, List<String> head, List<List<Cell>> rows) {
    /** Copies the lists. */
    public Table {
      head = List.copyOf(head);
      rows = rows.stream().map(List::copyOf).toList();
    }
  }

  /**
   * A table cell. {@code key} names the measure ({@code win}, {@code deal_in}...) in a {@code data-key}
   * attribute; {@code numeric} right-aligns it; {@code tip} is its tooltip, or empty; {@code href}, when not empty,
   * where its text links to.
   */
  public record Cell(String text, String key, boolean numeric, String tip, String href) {
    /** A cell that links nowhere. */
    public Cell(String text, String key, boolean numeric, String tip) {
      this(text, key, numeric, tip, "");
    }

    /** A cell of text linking to {@code href} (a place in the page: {@code #game=3&step=40} opens the viewer there). */
    public static Cell link(String text, String href) {
      return new Cell(text, "", false, "", href);
    }

    /** A cell of text. */
    public static Cell text(String text) {
      return new Cell(text, "", false, "");
    }

    /** The cell naming the row's entry (key {@code id}). */
    public static Cell id(String id) {
      return new Cell(id, "id", false, "");
    }

    /** A numeric cell named {@code key}. */
    public static Cell number(String text, String key) {
      return new Cell(text, key, true, "");
    }
  }

  /** A chart with its caption. */
  public record Figure(String id, String caption, Svg svg) {}

  /**
   * The replay viewer's data.
   *
   * @param json     the games, as {@link ViewerGames} writes them
   * @param shown    games in the viewer
   * @param recorded games the run recorded
   */
  public record Viewer(String json, int shown, long recorded) {
    /**
     * The JSON as it can stand inside a {@code <script>} element: every {@code <} written as its JSON escape
     * (it can only occur inside a string), so no text of the games can end the element.
     */
    public String scriptSafeJson() {
      return json.replace("<", "\\u003c");
    }
  }
}
