package org.mjarena.arena.commentary;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import org.mjarena.arena.config.CommentarySettings;
import org.mjarena.arena.config.ConfigException;
import org.mjarena.arena.record.DiscardProbabilities;
import org.mjarena.arena.record.GameRecord;
import org.mjarena.arena.record.ReplayFile;
import org.mjarena.engine.Variant;

/**
 * {@code mjarena train commentator}: the shared discard model ({@link DiscardLearner}) trained on
 * recorded games, by the commentator that will use it: every game of each run directory, in order, is
 * commented from the table view with the combined method, and each discard decision is one step of
 * stochastic gradient descent on the shared weights, from zero. The same directories and passes give the
 * same model file, byte for byte.
 */
public final class DiscardTraining {
  private DiscardTraining() {}

  /**
   * What one training made.
   *
   * @param variant   the variant of the games
   * @param games     games commented per pass
   * @param weights   the shared weights trained
   * @param lastPass  the figures of the last pass, each decision predicted before it was learned
   */
  public record Result(Variant variant, long games, double[] weights, DiscardProbabilities lastPass) {}

  /**
   * Trains on the games of {@code dirs} (each holding {@code events.bin}, all of one variant), {@code
   * passes} times over, and writes the model to {@code out}.
   *
   * @throws ConfigException when a directory holds no replay records, or the variants differ
   */
  public static Result train(List<Path> dirs, int passes, Path out) throws ConfigException, IOException {
    if (passes < 1) {
      throw new ConfigException("--passes must be 1 or more, not " + passes);
    }
    DiscardLearner learner = DiscardLearner.training();
    Variant variant = null;
    long games = 0;
    DiscardProbabilities last = null;
    CommentarySettings settings = new CommentarySettings(true, CommentarySettings.View.TABLE,
        CommentarySettings.Method.COMBINED, CommentarySettings.Reactions.DISTANCE);
    List<String> entries = List.of("0", "1", "2", "3");
    for (int pass = 0; pass < passes; pass++) {
      games = 0;
      // One commentary over every directory of the pass: its figures are the pass's.
      Commentary counted = new Commentary(settings, entries.size(), learner);
      for (Path dir : dirs) {
        Path file = dir.resolve(ReplayFile.NAME);
        if (!Files.isRegularFile(file)) {
          throw new ConfigException(dir + " holds no replay records (" + ReplayFile.NAME + ")");
        }
        try (ReplayFile.Reader reader = new ReplayFile.Reader(file)) {
          Variant v = reader.header().variant();
          if (variant != null && v != variant) {
            throw new ConfigException(dir + " holds " + v.id() + " games, the others " + variant.id()
                + ": a model is trained on one variant");
          }
          variant = v;
          if (reader.header().entries().size() != entries.size()) {
            throw new ConfigException(dir + " records " + reader.header().entries().size() + " entries, not "
                + entries.size());
          }
          ReplayCommentary commentary = new ReplayCommentary(reader.header(), settings, counted);
          for (Optional<GameRecord> next = reader.next(); next.isPresent(); next = reader.next()) {
            commentary.comment(next.get());
            games++;
          }
        }
      }
      last = counted.report().accuracy(entries).discardProbabilities().orElseThrow();
    }
    double[] weights = learner.shared();
    DiscardLearner.write(weights, out);
    return new Result(variant, games, weights, last);
  }
}
