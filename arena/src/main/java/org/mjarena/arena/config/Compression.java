package org.mjarena.arena.config;

import java.util.Arrays;
import java.util.Optional;

/**
 * How a run stores {@code games.jsonl}: as plain text, or gzip-compressed as {@code games.jsonl.gz}
 * for big runs. A line takes about 350 bytes as text; gzip keeps about a tenth of that.
 */
public enum Compression {
  /** Plain text: {@code games.jsonl}, readable with any tool. */
  NONE("none", ""),
  /** Gzip: {@code games.jsonl.gz}, flushed after every deal so that everything written can be read back. */
  GZIP("gzip", ".gz");

  private final String id;
  private final String suffix;

  Compression(String id, String suffix) {
    this.id = id;
    this.suffix = suffix;
  }

  /** The value written in lineup files and on the command line. */
  public String id() {
    return id;
  }

  /** The name of a file stored this way: {@code name} itself, or with {@code .gz} added. */
  public String fileName(String name) {
    return name + suffix;
  }

  /** The compression with the given id. */
  public static Optional<Compression> byId(String id) {
    return Arrays.stream(values()).filter(c -> c.id.equals(id)).findFirst();
  }
}
