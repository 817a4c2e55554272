package org.mjarena.arena.run;

import java.io.IOException;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.BitSet;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.mjarena.arena.record.AtomicFile;
import org.mjarena.arena.tournament.PlayedDeal;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * One file per finished cluster task, under the run's output directory ({@value #DIR}/), so that a driver
 * killed mid-run loses no task that had finished: blocks come back in any order but reach the run's files
 * in deal order, and a block that finished before an earlier one waits here on disk, not in the driver's
 * memory. A block's file goes once all its deals are in the run's files; {@code --resume} hands the deals
 * of the files left to the run first and plays only the rest.
 *
 * <p>A file is written whole or not at all ({@link AtomicFile}); one that still cannot be read (a disk
 * that failed) is named in the log and its deals are played again, which gives the same bytes.
 */
public final class TaskCheckpoints {
  /** The folder of the run's output directory that holds them. */
  public static final String DIR = "tasks";
  private static final String PREFIX = "block-";
  private static final String SUFFIX = ".bin";
  private static final Logger log = LoggerFactory.getLogger(TaskCheckpoints.class);

  private final Path dir;
  private final List<Sink<?>> sinks;
  /** Per file still on disk, the deals of it not yet handed to the run. */
  private final Map<Path, Integer> pending = new HashMap<>();
  /** Per deal handed out of a file, that file. */
  private final Map<Integer, Path> fileOf = new HashMap<>();

  /** The checkpoints of the run whose output directory is {@code runDir}, played into {@code sinks}. */
  public TaskCheckpoints(Path runDir, List<Sink<?>> sinks) {
    this.dir = runDir.resolve(DIR);
    this.sinks = List.copyOf(sinks);
  }

  /** Deletes every checkpoint of the run in {@code runDir}: a new run starts with none. */
  static void clear(Path runDir) throws IOException {
    Path dir = runDir.resolve(DIR);
    if (!Files.isDirectory(dir)) {
      return;
    }
    try (DirectoryStream<Path> files = Files.newDirectoryStream(dir)) {
      for (Path file : files) {
        Files.delete(file);
      }
    }
    Files.delete(dir);
  }

  /**
   * Stores a finished task's block, encoded as {@link Block#play} returns it, named by its first deal
   * (which no other block of the run, in this session or an earlier one, starts with), and returns the
   * file. Called on whichever thread the cluster reports results on.
   */
  public Path save(int firstDeal, byte[] block) throws IOException {
    Files.createDirectories(dir);
    Path file = dir.resolve(PREFIX + firstDeal + SUFFIX);
    AtomicFile.write(file, out -> out.write(block));
    return file;
  }

  /** Reads back a block {@link #save} stored. */
  public Block read(Path file) throws IOException {
    return Block.decode(Files.readAllBytes(file), sinks);
  }

  /**
   * Takes over an earlier session's checkpoints: remembers, for each deal they hold that is not
   * {@code finished}, its file ({@link #fileOf}), deletes the files with no such deal, and returns the
   * deals taken over.
   */
  public BitSet resume(BitSet finished) throws IOException {
    BitSet held = new BitSet();
    if (!Files.isDirectory(dir)) {
      return held;
    }
    List<Path> files = new ArrayList<>();
    try (DirectoryStream<Path> stream = Files.newDirectoryStream(dir, PREFIX + "*" + SUFFIX)) {
      stream.forEach(files::add);
    }
    files.sort(null);
    for (Path file : files) {
      Block block;
      try {
        block = read(file);
      } catch (IOException | RuntimeException e) {
        log.warn("{} cannot be read ({}); its deals are played again", file, e.toString());
        Files.delete(file);
        continue;
      }
      int left = 0;
      for (PlayedDeal deal : block.deals()) {
        if (!finished.get(deal.deal()) && !held.get(deal.deal())) {
          held.set(deal.deal());
          fileOf.put(deal.deal(), file);
          left++;
        }
      }
      if (left == 0) {
        Files.delete(file);
      } else {
        pending.put(file, left);
      }
    }
    return held;
  }

  /** The checkpoint that holds {@code deal}, not yet handed to the run, if any. */
  public Path fileOf(int deal) {
    return fileOf.get(deal);
  }

  /** Records that {@code file} holds {@code deals} deals the run has yet to receive. */
  public void expect(Path file, int[] deals) {
    pending.put(file, deals.length);
    for (int d : deals) {
      fileOf.put(d, file);
    }
  }

  /** The deal is in the run's files: its checkpoint goes once none of its deals is left. */
  public void handedOver(int deal) throws IOException {
    Path file = fileOf.remove(deal);
    if (file == null) {
      return;
    }
    int left = pending.merge(file, -1, Integer::sum);
    if (left == 0) {
      pending.remove(file);
      Files.deleteIfExists(file);
    }
  }

  /** Removes the folder once the run has every deal of every checkpoint. */
  public void finish() throws IOException {
    if (pending.isEmpty() && Files.isDirectory(dir)) {
      try (DirectoryStream<Path> files = Files.newDirectoryStream(dir)) {
        if (files.iterator().hasNext()) {
          return;
        }
      }
      Files.delete(dir);
    }
  }
}
