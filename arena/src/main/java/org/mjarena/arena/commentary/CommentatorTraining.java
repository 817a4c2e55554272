package org.mjarena.arena.commentary;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.stream.IntStream;
import org.mjarena.arena.config.CommentarySettings;
import org.mjarena.arena.config.ConfigException;
import org.mjarena.arena.record.CommentaryAccuracy;
import org.mjarena.arena.record.GameRecord;
import org.mjarena.arena.record.AtomicFile;
import org.mjarena.arena.record.ReplayFile;
import org.mjarena.engine.Variant;

/**
 * {@code mjarena train commentator}: the shared models of discards, of answers to discards and of the
 * mover's choices between a discard, a ting, a win and a kong ({@link ChoiceLearner}) trained on recorded games, by the commentator that will use them: every game
 * of each run directory, in order, is commented from the table view with the combined method, and each
 * decision is one step of stochastic gradient descent on its model's shared weights, from zero. The same
 * directories and passes give the same model files, byte for byte.
 */
public final class CommentatorTraining {
  private CommentatorTraining() {}

  /**
   * What one training made.
   *
   * @param variant  the variant of the games
   * @param games    games commented per pass
   * @param lastPass the commentary of the last pass, each decision predicted before it was learned
   */
  public record Result(Variant variant, long games, CommentaryAccuracy lastPass) {}

  /**
   * Trains on the games of {@code dirs} (each holding {@code events.bin}, all of one variant), {@code
   * passes} times over, and writes the three models into the folder {@code out} under the names the
   * commentator looks for ({@code discards-<variant>.model}, {@code claims-<variant>.model}, {@code
   * turns-<variant>.model}).
   *
   * @throws ConfigException when a directory holds no replay records, the variants differ, or {@code out}
   *                         is not a folder
   */
  public static Result train(List<Path> dirs, int passes, Path out) throws ConfigException, IOException {
    if (passes < 1) {
      throw new ConfigException("--passes must be 1 or more, not " + passes);
    }
    if (!Files.isDirectory(out)) {
      throw new ConfigException(out + ": no such folder (the models are written into it)");
    }
    ChoiceLearner discards = ChoiceLearner.training(DiscardChoice.FEATURES);
    ChoiceLearner claims = ChoiceLearner.training(ClaimChoice.FEATURES);
    ChoiceLearner turns = ChoiceLearner.training(TurnChoice.FEATURES);
    Variant variant = null;
    long games = 0;
    CommentaryAccuracy last = null;
    CommentarySettings settings = new CommentarySettings(true, CommentarySettings.View.TABLE,
        CommentarySettings.Method.COMBINED, CommentarySettings.Reactions.DISTANCE);
    // The entries of every directory share the numbers 0, 1, ...: the figures are overall ones.
    int width = 0;
    for (Path dir : dirs) {
      Path file = dir.resolve(ReplayFile.NAME);
      if (!Files.isRegularFile(file)) {
        throw new ConfigException(dir + " holds no replay records (" + ReplayFile.NAME + ")");
      }
      try (ReplayFile.Reader reader = new ReplayFile.Reader(file)) {
        width = Math.max(width, reader.header().entries().size());
      }
    }
    List<String> entries = IntStream.range(0, width).mapToObj(Integer::toString).toList();
    for (int pass = 0; pass < passes; pass++) {
      games = 0;
      // One commentary over every directory of the pass: its figures are the pass's.
      Commentary counted = new Commentary(settings, entries.size(), discards, claims, turns);
      for (Path dir : dirs) {
        try (ReplayFile.Reader reader = new ReplayFile.Reader(dir.resolve(ReplayFile.NAME))) {
          Variant v = reader.header().variant();
          if (variant != null && v != variant) {
            throw new ConfigException(dir + " holds " + v.id() + " games, the others " + variant.id()
                + ": a model is trained on one variant");
          }
          variant = v;
          ReplayCommentary commentary = new ReplayCommentary(reader.header(), settings, counted);
          for (Optional<GameRecord> next = reader.next(); next.isPresent(); next = reader.next()) {
            commentary.comment(next.get());
            games++;
          }
        }
      }
      last = counted.report().accuracy(entries);
    }
    AtomicFile.write(out.resolve(ChoiceLearner.fileName("discards", variant)), ChoiceLearner.text(discards.shared()));
    AtomicFile.write(out.resolve(ChoiceLearner.fileName("claims", variant)), ChoiceLearner.text(claims.shared()));
    AtomicFile.write(out.resolve(ChoiceLearner.fileName("turns", variant)), ChoiceLearner.text(turns.shared()));
    return new Result(variant, games, last);
  }
}
