package org.mjarena.arena.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.Callable;
import org.mjarena.agents.AgentFactory;
import org.mjarena.agents.AgentSpec;
import org.mjarena.agents.registry.AgentRegistry;
import org.mjarena.arena.commentary.PlayerReview;
import org.mjarena.arena.config.ConfigException;
import org.mjarena.arena.record.ConsoleTable;
import org.mjarena.arena.record.GameRecord;
import org.mjarena.arena.record.ReplayFile;
import org.mjarena.arena.record.Replayer;
import org.mjarena.arena.record.ReviewFile;
import org.mjarena.arena.report.ReportWriter;
import org.mjarena.engine.Variant;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * {@code mjarena review DIR --player NAME}: the review of one player of the games recorded in {@code DIR}
 * (a run, or an import of Botzone logs), written to {@code DIR/review-NAME.json} and shown at a glance;
 * {@code mjarena report DIR} then gives it a section, its surprising moves linked into the replay viewer.
 */
@Command(name = "review", mixinStandardHelpOptions = true,
    description = {"Reviews one player's every decision, and profiles it against the others.",
        "DIR is a run's output directory, or an import's. For each of its discards,",
        "answers to discards and turns that could do more than discard: the commentator's",
        "probability of the move made (given before it saw it), its likeliest move, and",
        "what a strong built-in agent would have played. Then its surprising moves",
        "(probability under 5%%) and its profile (claims when it could, ready hands",
        "broken, deal-ins) beside the others'. Writes DIR/review-NAME.json; mjarena",
        "report DIR then shows it, each surprising move linked into the replay viewer."})
final class ReviewCommand implements Callable<Integer> {
  @Spec
  CommandSpec spec;

  @Parameters(paramLabel = "DIR", description = "the directory holding events.bin")
  Path dir;

  @Option(names = "--player", paramLabel = "NAME", required = true,
      description = "the player: an entry id of the run, or a player's name in an import")
  String player;

  @Option(names = "--agent", paramLabel = "ID", description = "the strong agent asked each decision (default: "
      + "shanten-8fan in MCR, perceptron in the 108-tile variant)")
  String agent;

  @Option(names = "--show", paramLabel = "N", description = "surprising moves listed on the console (default: 15)")
  int show = 15;

  @Override
  public Integer call() throws ConfigException {
    if (show < 0) {
      throw new ConfigException("--show must be 0 or more, not " + show);
    }
    Path file = CommentateCommand.eventsFile(dir);
    PrintWriter err = spec.commandLine().getErr();
    ReviewFile.Review review;
    try (ReplayFile.Reader reader = new ReplayFile.Reader(file)) {
      ReplayFile.Header header = reader.header();
      int entry = header.entries().indexOf(player);
      if (entry < 0) {
        throw new ConfigException("--player " + player + ": no such player in " + dir + " (its players: "
            + String.join(", ", header.entries()) + ")");
      }
      String agentId = agent != null ? agent : header.variant() == Variant.MCR ? "shanten-8fan" : "perceptron";
      PlayerReview reviewer = new PlayerReview(header, entry, factory(agentId, header.variant()));
      long index = 0;
      for (Optional<GameRecord> next = reader.next(); next.isPresent(); next = reader.next(), index++) {
        GameRecord record = next.get();
        Optional<Replayer.Difference> diff = reviewer.review(index, record);
        if (diff.isPresent()) {
          err.println("deal " + record.deal() + ", seat order " + record.order() + " not counted: its replay differs at "
              + diff.get().describe());
        }
      }
      if (reviewer.agentFailures() > 0) {
        err.println(agentId + " failed to answer " + reviewer.agentFailures() + " decisions (first: "
            + reviewer.firstAgentFailure().orElse("") + "); they show no agent move");
      }
      if (index == 0) {
        throw new ConfigException(file + " holds no games");
      }
      review = reviewer.file(player, agentId);
      if (review.games() == 0) {
        throw new ConfigException(dir + ": no game of " + player + " could be replayed");
      }
      ReviewFile.write(review, dir.resolve(ReviewFile.name(player)));
    } catch (IOException e) {
      throw new ConfigException(ReplayFile.problem(file, e));
    }
    PrintWriter out = spec.commandLine().getOut();
    out.print(ConsoleTable.review(review, show));
    out.println("review: " + dir.resolve(ReviewFile.name(player)));
    String written = ReviewFile.name(player);
    out.println("in the report, its surprising moves open in the replay viewer: mjarena report " + dir + ", then "
        + dir.resolve(ReportWriter.NAME) + "#" + written.substring(0, written.length() - ReviewFile.SUFFIX.length()));
    out.flush();
    return 0;
  }

  /** The factory of the built-in agent {@code id} with its default parameters, for {@code variant}. */
  private static AgentFactory factory(String id, Variant variant) throws ConfigException {
    try {
      AgentSpec spec = AgentRegistry.byId(id);
      return spec.build().apply(spec.settings(variant, Map.of()));
    } catch (IllegalArgumentException e) {
      throw new ConfigException("--agent: " + e.getMessage());
    }
  }
}
