package org.mjarena.arena.record;

import com.fasterxml.jackson.core.JsonGenerator;
import java.io.BufferedOutputStream;
import java.io.Closeable;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/**
 * Writes the decisions the commentator's probability models scored ({@code mjarena commentate --features
 * FILE}), one JSON object a line, in the order they were learned, for a reader who wants to model the
 * players with the commentator's own features (docs/commentary.md, "Its features, for your own models"):
 *
 * <pre>{"game":0,"deal":0,"order":0,"entry":"s8","decision":"discard","options":["1m","5p"],"features":[[...],[...]],"played":1}</pre>
 *
 * <p>The file is written beside its name and renamed into place once whole ({@link AtomicFile}): a
 * command that fails leaves none.
 */
public final class DecisionsFile implements Closeable {
  private final Path file;
  private final OutputStream out;
  private final JsonGenerator g;
  private boolean committed;

  /** Starts {@code file}. */
  public DecisionsFile(Path file) throws IOException {
    this.file = file;
    this.out = new BufferedOutputStream(Files.newOutputStream(AtomicFile.tmp(file)));
    this.g = Json.generator(out);
    g.setRootValueSeparator(null);
  }

  /**
   * One decision.
   *
   * @param game     the game's index in {@code events.bin}
   * @param deal     its deal
   * @param order    its seat order
   * @param entry    who decided: the lineup entry's id, or the player's name in an import
   * @param decision {@code discard}, {@code answer} (to another's discard) or {@code turn} (the mover's choice when
   *                 it may do more than discard)
   * @param options  each option in a word or two, in order (the chows of an answer share the word {@code chow})
   * @param features each option's features, as the commentator computed them
   * @param played   the position in {@code options} of the option taken
   */
  public record Decision(long game, long deal, int order, String entry, String decision, List<String> options,
      int[][] features, int played) {}

  /** Adds one decision as a line. */
  public void write(Decision d) throws IOException {
    g.writeStartObject();
    g.writeNumberField("game", d.game());
    g.writeNumberField("deal", d.deal());
    g.writeNumberField("order", d.order());
    g.writeStringField("entry", d.entry());
    g.writeStringField("decision", d.decision());
    g.writeArrayFieldStart("options");
    for (String o : d.options()) {
      g.writeString(o);
    }
    g.writeEndArray();
    g.writeArrayFieldStart("features");
    for (int[] f : d.features()) {
      g.writeArray(f, 0, f.length);
    }
    g.writeEndArray();
    g.writeNumberField("played", d.played());
    g.writeEndObject();
    g.writeRaw('\n');
  }

  /** Finishes the file: its lines are renamed into place. */
  public void commit() throws IOException {
    g.close();
    out.close();
    AtomicFile.commit(file);
    committed = true;
  }

  /** Closes the file; one not {@linkplain #commit committed} is deleted. */
  @Override
  public void close() throws IOException {
    if (!committed) {
      g.close();
      out.close();
      Files.deleteIfExists(AtomicFile.tmp(file));
    }
  }
}
