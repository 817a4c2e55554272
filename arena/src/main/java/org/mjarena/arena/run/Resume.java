package org.mjarena.arena.run;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.BitSet;
import java.util.List;
import java.util.Optional;
import org.mjarena.arena.config.ConfigException;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Takes up a run where it stopped, the same way for every sink. A run hands each deal to every sink in
 * turn and then to its {@link Journal}, so a run killed at any moment leaves every finished deal in all of
 * them and at most one deal cut short at their end. Resuming keeps the deals that every sink with a file
 * of its own still holds whole and that the journal holds, found by the deal each game or record names
 * (so the order they were written in does not matter); cuts every file back to them; and hands the kept
 * deals' journaled values to the sinks that count in memory, in the order the journal holds them, so
 * that their figures are those of a run never interrupted. The run then plays the other deals.
 */
public final class Resume {
  private static final Logger log = LoggerFactory.getLogger(Resume.class);

  private Resume() {}

  /**
   * The deals kept from earlier sessions.
   *
   * @param deals the deals kept
   * @param games the games they hold
   */
  public record Kept(BitSet deals, long games) {}

  /**
   * Opens {@code sinks} for this session: afresh, or with {@code resuming} taking up the deals an earlier
   * session left in their files and in the journal at {@code journalFile}, kept when some sink is journaled;
   * without a journal file (a benchmark, a dataset whose only sink has its own file), nothing is journaled.
   *
   * @param deals  the run's deals
   * @param orders its seat orders per deal
   * @return the deals kept
   * @throws ConfigException when a file is another run's or cannot be read
   */
  static Kept open(List<Sink<?>> sinks, Journal journal, Optional<Path> journalFile, boolean resuming, int deals, int orders)
      throws ConfigException, IOException {
    BitSet kept = new BitSet();
    List<Journal.Deal> journaled = new ArrayList<>();
    if (resuming) {
      kept.set(0, deals);
      for (Sink<?> s : sinks) {
        if (s.keeping() == Sink.Keeping.FILE) {
          kept.and(s.held());
        }
      }
      if (journal.isNeeded() && journalFile.isPresent()) {
        Path file = journalFile.get();
        BitSet inJournal = new BitSet();
        if (Files.exists(file)) {
          for (Journal.Deal d : journal.read(file)) {
            if (d.deal() < 0 || d.deal() >= deals || inJournal.get(d.deal())) {
              throw new ConfigException("--resume: " + file + " holds deal " + d.deal() + (inJournal.get(d.deal()) ? " twice"
                  : ", which is not a deal of this run (" + deals + " deals)") + "; --force starts the run again");
            }
            inJournal.set(d.deal());
            journaled.add(d);
          }
        } else {
          log.info("{} is missing: no deal is kept from before", file);
        }
        kept.and(inJournal);
        journaled.removeIf(d -> !kept.get(d.deal()));
      }
    }
    for (Sink<?> s : sinks) {
      s.open(kept);
    }
    if (journal.isNeeded() && journalFile.isPresent()) {
      journal.open(journalFile.get(), journaled);
      restore(journal, journaled);
    }
    long keptGames = (long) kept.cardinality() * orders;
    if (resuming) {
      log.info("resuming: {} of {} deals ({} games) kept from before, {} to play", kept.cardinality(), deals, keptGames,
          deals - kept.cardinality());
    }
    return new Kept(kept, keptGames);
  }

  @SuppressWarnings({"unchecked", "rawtypes"})
  private static void restore(Journal journal, List<Journal.Deal> kept) throws IOException {
    List<Sink<?>> sinks = journal.sinks();
    for (Journal.Deal d : kept) {
      for (int i = 0; i < sinks.size(); i++) {
        ((Sink) sinks.get(i)).accept(d.deal(), d.kept().get(i));
      }
    }
  }

  /** Reading an earlier session's file, which can fail. */
  interface Read<T> {
    T get() throws IOException;
  }

  /** Reads from an earlier session's file: what fails there is refused like bad input, since --force gets past it. */
  static <T> T read(Path file, Read<T> reading) throws ConfigException {
    try {
      return reading.get();
    } catch (IOException e) {
      String message = e.getMessage() != null && e.getMessage().startsWith(file.toString()) ? e.getMessage()
          : file + ": " + e.getMessage();
      throw new ConfigException("--resume: " + message + "; the run cannot be resumed from it: --force starts it again");
    }
  }
}
