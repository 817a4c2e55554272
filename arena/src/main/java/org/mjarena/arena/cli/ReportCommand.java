package org.mjarena.arena.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import org.mjarena.arena.config.ConfigException;
import org.mjarena.arena.report.ReportReader;
import org.mjarena.arena.report.ReportWriter;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * {@code mjarena report DIR}: writes {@code DIR/report.html}, the run's results, plots and a replay viewer
 * with commentary in one self-contained page ({@link ReportReader}, {@link ReportWriter}). {@code mjarena
 * run} writes the same page at the end of every run unless told {@code --no-report}.
 */
@Command(name = "report", mixinStandardHelpOptions = true,
    description = {"Writes DIR/report.html, one page of a run's or an import's figures and games.",
        "It holds the lineup and rules, the results with their intervals, the paired",
        "comparison and rank points, plots of the rates, the points per game, the",
        "decision times and the commentary's accuracy, and a replay viewer of recorded",
        "games with the commentary in Chinese or English. One file with no outside links:",
        "it opens from disk. DIR is a run's output directory or a Botzone import's.",
        "mjarena run writes it at the end of every run (--no-report to skip)."})
final class ReportCommand implements Callable<Integer> {
  @Spec
  CommandSpec spec;

  @Parameters(paramLabel = "DIR", description = "a run's output directory (or an import's)")
  Path dir;

  @Option(names = "--sample", paramLabel = "N", description = "games in the viewer, spread evenly over the run (default "
      + ReportReader.Choice.DEFAULT_SAMPLE + "; 0 for none but those of --game)")
  int sample = ReportReader.Choice.DEFAULT_SAMPLE;

  @Option(names = "--game", paramLabel = "N", split = ",", description = "also put game N in the viewer (its index in"
      + " events.bin and its line in games.jsonl, from 0); repeat or separate with commas")
  List<Long> games = List.of();

  @Option(names = "--out", paramLabel = "FILE", description = "where to write the page (default DIR/report.html)")
  Path out;

  @Override
  public Integer call() throws ConfigException, IOException {
    if (sample < 0) {
      throw new ConfigException("--sample must be 0 or more, not " + sample);
    }
    for (long g : games) {
      if (g < 0) {
        throw new ConfigException("--game must be 0 or more, not " + g);
      }
    }
    Path file = out != null ? out : dir.resolve(ReportWriter.NAME);
    if (Files.isDirectory(file)) {
      throw new ConfigException("--out " + file + " is a directory; give the page's file name, such as "
          + file.resolve(ReportWriter.NAME));
    }
    ReportWriter.write(dir, new ReportReader.Choice(sample, games), file);
    written(file, spec.commandLine().getOut());
    return 0;
  }

  /** Says on {@code console} where the page was written, and how big it is. */
  static void written(Path file, PrintWriter console) throws IOException {
    console.println("report: " + file + " (" + size(file) + ")");
    console.flush();
  }

  /** A file's size for people: 512 B, 48.2 kB, 1.3 MB. */
  private static String size(Path file) throws IOException {
    long bytes = Files.size(file);
    return bytes < 1000 ? bytes + " B"
        : bytes < 1_000_000 ? String.format(Locale.ROOT, "%.1f kB", bytes / 1e3)
        : String.format(Locale.ROOT, "%.1f MB", bytes / 1e6);
  }
}
