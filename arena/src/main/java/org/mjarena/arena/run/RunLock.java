package org.mjarena.arena.run;

import java.io.Closeable;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.channels.FileLock;
import java.nio.channels.OverlappingFileLockException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import org.mjarena.arena.config.ConfigException;

/**
 * Keeps one run at a time in a directory: {@code run.lock}, locked through the operating system
 * ({@link FileChannel#tryLock}) for as long as the run's process lives, and holding its PID for the
 * message a second run gets. The operating system releases the lock when the process ends in any way,
 * SIGKILL included, so the lock of a dead run is never in the way: the file stays, unlocked, and the
 * next run takes it. (A PID alone would need guessing whether the process still runs, and a PID can be
 * reused; two runs taking over one stale file could both think they hold it.)
 */
final class RunLock implements Closeable {
  /** The file name in a run's directory. */
  static final String NAME = "run.lock";

  private final FileChannel channel;
  private final FileLock lock;

  private RunLock(FileChannel channel, FileLock lock) {
    this.channel = channel;
    this.lock = lock;
  }

  /**
   * Locks {@code dir} for this process.
   *
   * @throws ConfigException when another run holds it, naming its PID, or the lock cannot be made
   */
  static RunLock acquire(Path dir) throws ConfigException {
    Path file = dir.resolve(NAME);
    FileChannel channel;
    try {
      channel = FileChannel.open(file, StandardOpenOption.CREATE, StandardOpenOption.READ, StandardOpenOption.WRITE);
    } catch (IOException e) {
      throw new ConfigException(file + ": cannot create the lock file (" + e.getMessage() + "); choose another --out");
    }
    try {
      FileLock lock;
      try {
        lock = channel.tryLock();
      } catch (OverlappingFileLockException heldInThisProcess) {
        lock = null;
      }
      if (lock == null) {
        String pid = Files.readString(file, StandardCharsets.UTF_8).strip();
        channel.close();
        throw new ConfigException(dir + " is in use by another run (" + (pid.isEmpty() ? "PID unknown" : "PID " + pid) + ", "
            + file + "); wait for it to end, or choose another --out");
      }
      channel.truncate(0);
      channel.write(ByteBuffer.wrap((ProcessHandle.current().pid() + "\n").getBytes(StandardCharsets.UTF_8)));
      return new RunLock(channel, lock);
    } catch (IOException e) {
      try {
        channel.close();
      } catch (IOException suppressed) {
        e.addSuppressed(suppressed);
      }
      throw new ConfigException(file + ": cannot lock the output directory (" + e.getMessage()
          + "); choose another --out, on a file system with file locks");
    }
  }

  /** Releases the lock; the file stays for the next run to lock. */
  @Override
  public void close() throws IOException {
    lock.release();
    channel.close();
  }
}
