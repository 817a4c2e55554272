package org.mjarena.engine.event;

import java.util.AbstractList;
import java.util.Arrays;
import java.util.List;
import java.util.RandomAccess;

/**
 * The events of a game in order: a list that only grows, whose every prefix stays as it is. A
 * {@link #snapshot()} is therefore an immutable list that costs no copy, however long it is kept.
 * Belongs to one thread while it grows.
 */
public final class EventList {
  private static final int INITIAL_CAPACITY = 160;

  private Event[] events;
  private int size;

  /** An empty list. */
  public EventList() {
    this(INITIAL_CAPACITY);
  }

  /** An empty list with room for {@code capacity} events before it first grows. */
  public EventList(int capacity) {
    events = new Event[Math.max(1, capacity)];
  }

  /** A list holding {@code events} in order. */
  public EventList(List<Event> initial) {
    events = initial.toArray(new Event[Math.max(INITIAL_CAPACITY, initial.size() * 2)]);
    size = initial.size();
  }

  private EventList(Event[] events, int size) {
    this.events = events;
    this.size = size;
  }

  /** Appends an event. */
  public void add(Event event) {
    if (size == events.length) {
      // A new array: snapshots keep the old one, whose first size entries never change.
      events = Arrays.copyOf(events, size * 2);
    }
    events[size++] = event;
  }

  /** The number of events. */
  public int size() {
    return size;
  }

  /** The event at {@code index}. */
  public Event get(int index) {
    if (index >= size) {
      throw new IndexOutOfBoundsException(index);
    }
    return events[index];
  }

  /** The events so far, as an immutable list. */
  public List<Event> snapshot() {
    return new Prefix(events, 0, size);
  }

  /** The events from index {@code from} on, as an immutable list. */
  public List<Event> snapshotFrom(int from) {
    if (from < 0 || from > size) {
      throw new IndexOutOfBoundsException(from);
    }
    return new Prefix(events, from, size);
  }

  /** An independent list with the same events. */
  public EventList copy() {
    return new EventList(Arrays.copyOf(events, Math.max(events.length, INITIAL_CAPACITY)), size);
  }

  /** Entries {@code from} to {@code to} (exclusive) of an array that is only ever written past {@code to}. */
  private static final class Prefix extends AbstractList<Event> implements RandomAccess {
    private final Event[] events;
    private final int from;
    private final int to;

    Prefix(Event[] events, int from, int to) {
      this.events = events;
      this.from = from;
      this.to = to;
    }

    @Override
    public Event get(int index) {
      if (index < 0 || index >= to - from) {
        throw new IndexOutOfBoundsException(index);
      }
      return events[from + index];
    }

    @Override
    public int size() {
      return to - from;
    }

    /** One array copy: List.copyOf, which a replay record makes of every game's events, copies through this. */
    @Override
    public Object[] toArray() {
      return Arrays.copyOfRange(events, from, to, Object[].class);
    }
  }
}
