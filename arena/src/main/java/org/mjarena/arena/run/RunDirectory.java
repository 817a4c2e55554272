package org.mjarena.arena.run;

import java.io.Closeable;
import java.io.IOException;
import java.nio.file.AccessDeniedException;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.FileSystemException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.mjarena.arena.config.Compression;
import org.mjarena.arena.config.ConfigException;
import org.mjarena.arena.record.AtomicFile;
import org.mjarena.arena.record.DerivedFiles;
import org.mjarena.arena.record.GamesFile;
import org.mjarena.arena.record.SummaryFile;
import org.mjarena.arena.record.TimingFile;
import org.mjarena.arena.record.ReplayFile;

/**
 * The output directory of a run, open for one run at a time. Opening it checks the path the user gave,
 * so that every way it can be unusable is an error naming it and what to do (exit code 2), never a
 * stack trace: empty, a file, impossible to create or not writable, or holding a directory where the run
 * writes a file. Then it is locked ({@link RunLock}) until closed.
 */
public final class RunDirectory implements Closeable {
  /** The run's log: every message of the run, and the full trace of a failure. */
  public static final String LOG = "run.log";
  /** The files a run writes besides the lock and the log: any of them means the directory holds a run. */
  private static final List<String> RESULTS = List.of(RunIdentity.NAME, SummaryFile.NAME, TimingFile.NAME, GamesFile.NAME,
      Compression.GZIP.fileName(GamesFile.NAME), ReplayFile.NAME, Journal.NAME);

  private final Path dir;
  private final RunLock lock;

  private RunDirectory(Path dir, RunLock lock) {
    this.dir = dir;
    this.lock = lock;
  }

  /**
   * Checks {@code dir}, creates it if need be and locks it.
   *
   * @throws ConfigException naming the path and what to do, when it cannot be used or another run holds it
   */
  public static RunDirectory open(Path dir) throws ConfigException {
    if (dir.toString().isEmpty()) {
      throw new ConfigException("the output directory is empty; name one with --out DIR (or output: in the lineup file)");
    }
    if (Files.exists(dir) && !Files.isDirectory(dir)) {
      throw new ConfigException(dir + " is a file, not a directory; name a directory with --out, or remove the file");
    }
    try {
      Files.createDirectories(dir);
    } catch (FileSystemException e) {
      throw new ConfigException(dir + ": cannot create the output directory (" + reason(e) + "); choose another --out");
    } catch (IOException e) {
      throw new ConfigException(dir + ": cannot create the output directory (" + e.getMessage() + "); choose another --out");
    }
    if (!Files.isWritable(dir)) {
      throw new ConfigException(dir + ": the output directory is not writable; choose another --out, or make it writable");
    }
    List<String> names = new ArrayList<>(RESULTS);
    names.add(LOG);
    names.add(RunLock.NAME);
    for (String name : names) {
      if (Files.isDirectory(dir.resolve(name))) {
        throw new ConfigException(dir.resolve(name) + " is a directory, where a run writes its file " + name
            + "; remove it, or choose another --out");
      }
    }
    return new RunDirectory(dir, RunLock.acquire(dir));
  }

  private static String reason(FileSystemException e) {
    if (e instanceof AccessDeniedException) {
      return "permission denied at " + e.getFile();
    }
    if (e instanceof FileAlreadyExistsException) {
      return e.getFile() + " is a file";
    }
    if (e instanceof NoSuchFileException) {
      return "the file system has no place for " + e.getFile();
    }
    return e.getReason() != null ? e.getReason() + " at " + e.getFile() : e.getMessage();
  }

  /** The directory. */
  public Path path() {
    return dir;
  }

  /** A file of the directory. */
  public Path resolve(String name) {
    return dir.resolve(name);
  }

  /** True when the directory holds (part of) a run: any file a run writes besides its lock and log. */
  public boolean holdsRun() {
    return RESULTS.stream().anyMatch(name -> Files.exists(dir.resolve(name)));
  }

  /**
   * Deletes every file a run writes here (results, identity, log, half-written rewrites, cluster task
   * checkpoints) and the files made from its games ({@link DerivedFiles}), and nothing else: the directory
   * may hold other files of the user's.
   *
   * @return the names of the files made from its games that were deleted ({@link DerivedFiles#clear})
   */
  public List<String> clear() throws IOException {
    List<String> names = new ArrayList<>(RESULTS);
    names.add(LOG);
    for (String name : names) {
      Files.deleteIfExists(dir.resolve(name));
      Files.deleteIfExists(AtomicFile.tmp(dir.resolve(name)));
    }
    TaskCheckpoints.clear(dir);
    return DerivedFiles.clear(dir);
  }

  /**
   * True when {@code dir} holds (part of) a run's results beside its games ({@value ReplayFile#NAME}, which an
   * import writes too): an import must not mix its games with them.
   */
  public static boolean holdsRunResults(Path dir) {
    return RESULTS.stream().filter(name -> !name.equals(ReplayFile.NAME)).anyMatch(name -> Files.exists(dir.resolve(name)));
  }

  /** Unlocks the directory. */
  @Override
  public void close() throws IOException {
    lock.close();
  }
}
