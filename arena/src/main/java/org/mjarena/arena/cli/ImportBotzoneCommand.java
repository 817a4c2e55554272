package org.mjarena.arena.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.stream.Stream;
import org.mjarena.arena.interop.botzone.BotzoneImport;
import org.mjarena.arena.interop.botzone.ImportReport;
import org.mjarena.arena.config.ConfigException;
import org.mjarena.arena.record.AtomicFile;
import org.mjarena.arena.record.DerivedFiles;
import org.mjarena.arena.record.GamesFile;
import org.mjarena.arena.record.ReplayFile;
import org.mjarena.arena.record.SummaryFile;
import org.mjarena.arena.run.RunDirectory;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * {@code mjarena import botzone FILE --out DIR}: replays every match of a Botzone MCR match log through
 * our engine ({@link BotzoneImport}), writes the games to {@code DIR/events.bin} and the verdict to
 * {@code DIR/import.json}, and prints the verdict as one line. Disagreements and skipped matches are
 * findings, not failures: the exit code is 0 whenever a match was read. Writing into a directory replaces
 * the import it holds and deletes what was made of its games ({@link DerivedFiles}), once a match was read:
 * an import that fails leaves the directory as it was. A run's directory is refused.
 */
@Command(name = "botzone", mixinStandardHelpOptions = true,
    description = {"Re-plays every match of a Botzone MCR match log through the MCR engine.",
        "FILE is Botzone's own JSON match log, as downloaded from a match page (one",
        "match, or one per line), or the text format of the PKU dataset's data.txt and",
        "sample.txt; or a folder of such files (*.json, *.jsonl, *.txt, in name order).",
        "Each match becomes a replay record, played under Botzone's judge rules; it",
        "agrees when every action is legal in our engine and the winner, fan total",
        "and four scores equal the log's.",
        "Writes DIR/events.bin (every match replayed: mjarena replay DIR --game N",
        "prints one, --verify checks them all) and DIR/import.json, and prints the",
        "same JSON as one line: {\"matches\": M, \"agreed\": A, \"disagreements\":",
        "[{\"match\": ID, \"event\": K, \"reason\": ...}], \"skipped\": [{\"line\": L,",
        "\"match\": ID or null, \"reason\": ...}]}. A malformed line is reported with",
        "its line number, and only its match is skipped.",
        "A directory that holds an earlier import is written over; the commentary,",
        "reviews and report made from its games are deleted. A run's directory is",
        "refused.",
        "Exit code 0 whenever a match was read, even with disagreements or skipped",
        "matches; 2 when the file cannot be read or holds no match."})
final class ImportBotzoneCommand implements Callable<Integer> {
  /** The verdict's file name in the output directory. */
  static final String REPORT = "import.json";
  /** The names a folder's log files end with. */
  private static final List<String> LOG_FILES = List.of(".json", ".jsonl", ".txt");

  @Spec
  CommandSpec spec;

  @Parameters(paramLabel = "FILE", description = "the match log (JSON, or text in UTF-8, GB18030 or Latin-1), or a folder of them")
  Path file;

  @Option(names = "--out", paramLabel = "DIR", description = "output directory (default: out/import-<FILE name without extension>)")
  Path out;

  @Override
  public Integer call() throws ConfigException {
    List<Path> files = logFiles(file);
    Path dir = out != null ? out : defaultDirectory(file);
    if (Files.exists(dir) && !Files.isDirectory(dir)) {
      throw new ConfigException(dir + ": the output path exists and is not a directory");
    }
    if (RunDirectory.holdsRunResults(dir)) {
      throw new ConfigException(dir + " holds the results of a run (" + SummaryFile.NAME + ", " + GamesFile.NAME
          + ", ...); import into another --out, so that the imported games do not stand beside another run's figures");
    }
    BotzoneImport importer;
    try {
      importer = new BotzoneImport(BotzoneImport.entries(files));
    } catch (IOException e) {
      throw new ConfigException("reading " + file + " failed: " + e.getMessage());
    }
    // The games go to a temporary file, which replaces the directory's only once a match was read: an import that
    // fails leaves the directory as it was.
    Path events = dir.resolve(ReplayFile.NAME);
    boolean created = !Files.isDirectory(dir);
    ImportReport report;
    try {
      Files.createDirectories(dir);
      try (ReplayFile.Writer writer = new ReplayFile.Writer(AtomicFile.tmp(events), importer.header())) {
        report = importer.importFiles(files, writer::write);
      }
    } catch (IOException e) {
      discard(events, dir, created);
      throw new ConfigException("importing " + file + " into " + dir + " failed: " + e);
    }
    String json;
    List<String> replaced;
    try {
      json = LineCommand.JSON.writeValueAsString(report.toJson());
      if (report.matches() == 0) {
        discard(events, dir, created);
        replaced = List.of();
      } else {
        replaced = DerivedFiles.clear(dir);
        AtomicFile.commit(events);
        AtomicFile.write(dir.resolve(REPORT), json + "\n");
      }
    } catch (IOException e) {
      throw new ConfigException("importing " + file + " into " + dir + " failed: " + e);
    }
    PrintWriter printed = spec.commandLine().getOut();
    printed.println(json);
    printed.flush();
    if (report.matches() == 0) {
      throw new ConfigException(file + ": no match could be read" + (report.skipped().isEmpty() ? ""
          : " (" + report.skipped().size() + " skipped, each with its reason above)") + "; give a Botzone match log ("
          + (created ? "nothing was written" : dir + " is left as it was") + ")");
    }
    PrintWriter err = spec.commandLine().getErr();
    if (!replaced.isEmpty()) {
      err.println(DerivedFiles.deletedLine(dir, replaced));
    }
    if (out == null) {
      err.println("games: " + events); // the default directory, said since it was not given
    }
    err.flush();
    return 0;
  }

  /** Deletes the games an import wrote to the temporary file of {@code events}, and {@code dir} when it made it. */
  private static void discard(Path events, Path dir, boolean created) {
    try {
      Files.deleteIfExists(AtomicFile.tmp(events));
      if (created) {
        Files.deleteIfExists(dir);
      }
    } catch (IOException e) {
      // Left behind: a stray temporary file is harmless, and the failure said first matters more.
    }
  }

  /** The file, or the log files of the folder in name order. */
  private static List<Path> logFiles(Path file) throws ConfigException {
    if (Files.isDirectory(file)) {
      List<Path> files;
      try (Stream<Path> all = Files.list(file)) {
        files = all.filter(Files::isRegularFile)
            .filter(f -> LOG_FILES.stream().anyMatch(end -> f.getFileName().toString().endsWith(end))).sorted().toList();
      } catch (IOException e) {
        throw new ConfigException(file + ": the folder cannot be listed: " + e.getMessage());
      }
      if (files.isEmpty()) {
        throw new ConfigException(file + " is a folder without log files (" + String.join(", ", LOG_FILES) + ")");
      }
      for (Path f : files) {
        readable(f);
      }
      return files;
    }
    readable(file);
    return List.of(file);
  }

  private static void readable(Path file) throws ConfigException {
    if (!Files.exists(file)) {
      throw new ConfigException(file + ": no such file");
    }
    if (!Files.isRegularFile(file)) {
      throw new ConfigException(file + ": not a regular file (a device, a pipe or a socket): give a log file or a folder of them");
    }
    if (!Files.isReadable(file)) {
      throw new ConfigException(file + ": cannot be read (permission denied)");
    }
  }

  /** {@code out/import-<file name without its extension>}, as {@code run} names its default directory. */
  static Path defaultDirectory(Path file) {
    String name = file.getFileName().toString();
    int dot = name.lastIndexOf('.');
    return Path.of("out", "import-" + (dot > 0 ? name.substring(0, dot) : name));
  }
}
