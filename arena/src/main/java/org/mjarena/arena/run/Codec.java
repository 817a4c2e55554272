package org.mjarena.arena.run;

import org.mjarena.arena.record.Bytes;

/**
 * How what a sink keeps of one deal is written as bytes and read back ({@link Bytes}): a cluster's task
 * sends its deals to the driver this way, and a run's journal keeps them for a resumed run. Reading what
 * was written gives an equal value.
 *
 * @param <T> what a sink keeps of one deal
 */
public interface Codec<T> {
  /** Writes {@code value}. */
  void write(T value, Bytes.Out out);

  /** Reads a value {@link #write} wrote. */
  T read(Bytes.In in);
}
