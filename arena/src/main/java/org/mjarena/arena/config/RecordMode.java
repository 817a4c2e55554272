package org.mjarena.arena.config;

import java.util.Arrays;
import java.util.Optional;

/** What a run keeps of each game besides the summary. */
public enum RecordMode {
  /** Only the summary: the statistics of every entry. */
  NONE("none"),
  /** The summary and {@code games.jsonl}: one line per game with its result. */
  RESULTS("results"),
  /** Also {@code events.bin}: every event of every game, for replays (a few hundred bytes per game). */
  EVENTS("events");

  private final String id;

  RecordMode(String id) {
    this.id = id;
  }

  /** The value written in lineup files and on the command line. */
  public String id() {
    return id;
  }

  /** The mode with the given id. */
  public static Optional<RecordMode> byId(String id) {
    return Arrays.stream(values()).filter(m -> m.id.equals(id)).findFirst();
  }
}
