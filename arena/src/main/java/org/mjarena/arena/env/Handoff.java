package org.mjarena.arena.env;

import java.util.concurrent.atomic.AtomicReference;
import java.util.concurrent.locks.LockSupport;

/**
 * One item at a time from one thread to another, for two threads of which only one works at any
 * moment (the caller and the driver of a {@link StepEnv}): {@link #put} leaves the item and wakes the
 * taker; {@link #take} first yields for a short while, then parks until an item is there.
 *
 * <p>Why not a {@code SynchronousQueue}: it parks at once, and waking a parked thread on another core
 * costs tens of microseconds on a virtual machine, several times what a step of the engine costs. A
 * taker that yields instead sees the item within a microsecond when the other thread runs on another
 * core, and hands its core over when both share one. It parks after {@link #YIELD_NANOS}, so a caller
 * that thinks long (a neural network) costs the waiting thread that much time a step, not a core.
 */
final class Handoff<T> {
  /** How long a taker yields before it parks. */
  static final long YIELD_NANOS = 50_000;

  private final AtomicReference<T> slot = new AtomicReference<>();
  private volatile Thread waiter;

  /**
   * Leaves {@code item} for the taker.
   *
   * @throws IllegalStateException when the previous item was not taken (a bug of the caller)
   */
  void put(T item) {
    if (!slot.compareAndSet(null, item)) {
      throw new IllegalStateException("the previous item was not taken");
    }
    Thread w = waiter;
    if (w != null) {
      LockSupport.unpark(w);
    }
  }

  /** The next item, waiting for it as said above. */
  T take() throws InterruptedException {
    T item = slot.getAndSet(null);
    if (item != null) {
      return item;
    }
    long until = System.nanoTime() + YIELD_NANOS;
    do {
      Thread.yield();
      item = slot.getAndSet(null);
      if (item != null) {
        return item;
      }
    } while (System.nanoTime() < until);
    waiter = Thread.currentThread();
    try {
      while ((item = slot.getAndSet(null)) == null) {
        LockSupport.park(this);
        if (Thread.interrupted()) {
          throw new InterruptedException();
        }
      }
      return item;
    } finally {
      waiter = null;
    }
  }
}
