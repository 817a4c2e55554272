package org.mjarena.arena.interop.botzone;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * What importing one Botzone log file found: how many matches were replayed, how many agreed with the
 * log, where each other one differs, and which matches could not be read at all.
 *
 * @param matches       the matches read from the file; each either agreed or has one disagreement
 * @param agreed        the matches whose every action was legal in our engine and whose winner, fan total
 *                      and four scores equal the log's
 * @param disagreements one per match that did not agree, in file order
 * @param skipped       the reader's problems: malformed matches skipped (never counted in {@code matches})
 *                      and text outside any match, in file order
 */
public record ImportReport(int matches, int agreed, List<Disagreement> disagreements, List<Skipped> skipped) {

  /** Copies the lists and checks that every match either agreed or disagreed. */
  public ImportReport {
    disagreements = List.copyOf(disagreements);
    skipped = List.copyOf(skipped);
    if (agreed + disagreements.size() != matches) {
      throw new IllegalArgumentException(matches + " matches, but " + agreed + " agreed and "
          + disagreements.size() + " disagreed");
    }
  }

  /**
   * Where one match differs from our engine.
   *
   * @param match  the Botzone match id
   * @param event  the index of our engine's event where the replay went wrong: the first event that is
   *               not what the log says (an illegal answer's {@code Sanctioned}, a different draw), the
   *               {@code Won} event for a different winner or fan total, the last event ({@code Settled})
   *               for different scores; 0 when the match could not even be dealt
   * @param reason one sentence naming the log's line number and what differed
   */
  public record Disagreement(String match, int event, String reason) {}

  /**
   * A stretch of the file the reader could not import.
   *
   * @param line   the line number (from 1) of the problem
   * @param match  the id of the match skipped; empty for text outside any match
   * @param reason what was wrong, quoting the line
   */
  public record Skipped(int line, Optional<String> match, String reason) {
    /** The reader's problem as a skipped stretch. */
    static Skipped of(BotzoneLog.Problem problem) {
      return new Skipped(problem.lineNumber(), problem.matchId(), problem.message());
    }
  }

  /**
   * The report as JSON values, keys in this order: {@code matches}, {@code agreed},
   * {@code disagreements} (each {@code match}, {@code event}, {@code reason}) and {@code skipped} (each
   * {@code line}, {@code match} or null, {@code reason}). The first three keys are the ones the import
   * was specified with; {@code skipped} is added so that no problem goes unreported.
   */
  public Map<String, Object> toJson() {
    List<Map<String, Object>> differ = new ArrayList<>();
    for (Disagreement d : disagreements) {
      Map<String, Object> m = new LinkedHashMap<>();
      m.put("match", d.match());
      m.put("event", d.event());
      m.put("reason", d.reason());
      differ.add(m);
    }
    List<Map<String, Object>> skips = new ArrayList<>();
    for (Skipped s : skipped) {
      Map<String, Object> m = new LinkedHashMap<>();
      m.put("line", s.line());
      m.put("match", s.match().orElse(null));
      m.put("reason", s.reason());
      skips.add(m);
    }
    Map<String, Object> json = new LinkedHashMap<>();
    json.put("matches", matches);
    json.put("agreed", agreed);
    json.put("disagreements", differ);
    json.put("skipped", skips);
    return json;
  }
}
