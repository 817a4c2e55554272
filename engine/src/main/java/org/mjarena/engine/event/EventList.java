package org.mjarena.engine.event;

import java.util.AbstractList;
import java.util.Arrays;
import java.util.List;
import java.util.RandomAccess;
import org.mjarena.engine.Seat;
import org.mjarena.engine.tile.Tile;

/**
 * The events of a game in order: a list that only grows, whose every prefix stays as it is. A
 * {@link #snapshot()} is therefore an immutable list that costs no copy, however long it is kept.
 * Belongs to one thread while it grows.
 *
 * <p>Draws, discards, offers of meld claims only and claim decisions that everybody passed (nine events
 * in ten of a game) are kept as their <em>brief</em>, an int holding their seats, tile and flags, and
 * read back as the shared instances {@link Drew#of}, {@link Discarded#of}, {@link
 * ClaimOffered#meldsOnly} and {@link ClaimResolved#allPassed} return; every other event is kept as the
 * object. Writing an int costs the engine less than looking up and storing a reference, and an encoder
 * that reads the briefs ({@link View#brief}) need not load the event objects, whose scattered reads
 * cost more than encoding them.
 *
 * <p>A brief: its kind in bits 0-2 ({@link #BRIEF_OTHER}, {@link #BRIEF_DREW}, {@link
 * #BRIEF_DISCARDED}, {@link #BRIEF_MELD_OFFER}, {@link #BRIEF_ALL_PASSED}); for those kept briefly, the
 * seat (the drawer, the discarder, the seat asked, the seat that offered the tile) in bits 3-4, the
 * flag ({@link Drew#replacement()}, {@link Discarded#tsumogiri()}, {@link ClaimResolved#robbing()}) in
 * bit 5 and the tile index in bits 6-11; for an offer, the discarder in bits 12-13 and the meld
 * claims ({@link #briefMeldClaims}) from bit 14.
 */
public final class EventList {
  /** The brief of an event kept as an object. */
  public static final int BRIEF_OTHER = 0;
  /** The brief of a {@link Drew} with its tile. */
  public static final int BRIEF_DREW = 1;
  /** The brief of a {@link Discarded}. */
  public static final int BRIEF_DISCARDED = 2;
  /** The brief of a {@link ClaimOffered} of meld claims only ({@link ClaimOffered#meldsOnly}). */
  public static final int BRIEF_MELD_OFFER = 3;
  /** The brief of a {@link ClaimResolved} in which every seat passed. */
  public static final int BRIEF_ALL_PASSED = 4;

  private static final int INITIAL_CAPACITY = 160;
  private static final int KIND_BITS = 3;
  private static final int KIND_MASK = 7;
  private static final int SEAT_MASK = 3;
  private static final int FLAG = 1 << 5;
  private static final int TILE_SHIFT = 6;
  private static final int TILE_MASK = 63;
  private static final int FROM_SHIFT = 12;
  private static final int MELDS_SHIFT = 14;

  /** The brief of each event; for one kept as an object, its index in {@link #objects} from bit 3. */
  private int[] briefs;
  private Event[] objects;
  private int size;
  private int objectCount;

  /** An empty list. */
  public EventList() {
    this(INITIAL_CAPACITY);
  }

  /** An empty list with room for {@code capacity} events before it first grows. */
  public EventList(int capacity) {
    briefs = new int[Math.max(1, capacity)];
    // A quarter: most events of a game are kept briefly.
    objects = new Event[Math.max(1, capacity / 4)];
  }

  /** A list holding {@code events} in order. */
  public EventList(List<Event> initial) {
    this(Math.max(INITIAL_CAPACITY, initial.size() * 2));
    for (Event e : initial) {
      add(e);
    }
  }

  private EventList(int[] briefs, Event[] objects, int size, int objectCount) {
    this.briefs = briefs;
    this.objects = objects;
    this.size = size;
    this.objectCount = objectCount;
  }

  /** Appends an event, kept as the object. */
  public void add(Event event) {
    if (objectCount == objects.length) {
      // A new array: snapshots keep the old one, whose first objectCount entries never change.
      objects = Arrays.copyOf(objects, objectCount * 2);
    }
    objects[objectCount] = event;
    append(objectCount++ << KIND_BITS | BRIEF_OTHER);
  }

  /** Appends {@code Drew.of(seat, Tile.of(tile), replacement)}. */
  public void addDraw(Seat seat, int tile, boolean replacement) {
    append(brief(BRIEF_DREW, seat, replacement, tile));
  }

  /** Appends {@code Discarded.of(seat, Tile.of(tile), tsumogiri)}. */
  public void addDiscard(Seat seat, int tile, boolean tsumogiri) {
    append(brief(BRIEF_DISCARDED, seat, tsumogiri, tile));
  }

  /** Appends {@code ClaimOffered.meldsOnly(seat, Tile.of(tile), from, canPung, canKong, chowMask)}. */
  public void addMeldOffer(Seat seat, int tile, Seat from, boolean canPung, boolean canKong, int chowMask) {
    append(brief(BRIEF_MELD_OFFER, seat, false, tile) | from.index() << FROM_SHIFT
        | ((canPung ? 1 : 0) | (canKong ? 2 : 0) | chowMask << 2) << MELDS_SHIFT);
  }

  /** Appends {@code ClaimResolved.allPassed(tile, from, robbing)}. */
  public void addAllPassed(Tile tile, Seat from, boolean robbing) {
    append(brief(BRIEF_ALL_PASSED, from, robbing, tile.index()));
  }

  private static int brief(int kind, Seat seat, boolean flag, int tile) {
    return kind | seat.index() << KIND_BITS | (flag ? FLAG : 0) | tile << TILE_SHIFT;
  }

  private void append(int brief) {
    if (size == briefs.length) {
      // A new array, as for the objects.
      briefs = Arrays.copyOf(briefs, size * 2);
    }
    briefs[size++] = brief;
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
    return event(briefs[index], objects);
  }

  private static Event event(int brief, Event[] objects) {
    return switch (briefKind(brief)) {
      case BRIEF_DREW -> Drew.of(Seat.of(briefSeat(brief)), Tile.of(briefTile(brief)), briefFlag(brief));
      case BRIEF_DISCARDED -> Discarded.of(Seat.of(briefSeat(brief)), Tile.of(briefTile(brief)), briefFlag(brief));
      case BRIEF_MELD_OFFER -> {
        int melds = briefMeldClaims(brief);
        yield ClaimOffered.meldsOnly(Seat.of(briefSeat(brief)), Tile.of(briefTile(brief)), Seat.of(briefFrom(brief)),
            (melds & 1) != 0, (melds & 2) != 0, melds >>> 2);
      }
      case BRIEF_ALL_PASSED -> ClaimResolved.allPassed(Tile.of(briefTile(brief)), Seat.of(briefSeat(brief)), briefFlag(brief));
      default -> objects[brief >>> KIND_BITS];
    };
  }

  /** The kind of a brief: one of the BRIEF_ constants. */
  public static int briefKind(int brief) {
    return brief & KIND_MASK;
  }

  /** The seat index of a brief that is not {@link #BRIEF_OTHER}. */
  public static int briefSeat(int brief) {
    return brief >>> KIND_BITS & SEAT_MASK;
  }

  /** The flag of a brief that is not {@link #BRIEF_OTHER}. */
  public static boolean briefFlag(int brief) {
    return (brief & FLAG) != 0;
  }

  /** The tile index of a brief that is not {@link #BRIEF_OTHER}. */
  public static int briefTile(int brief) {
    return brief >>> TILE_SHIFT & TILE_MASK;
  }

  /** The discarder (seat index) of a {@link #BRIEF_MELD_OFFER}. */
  public static int briefFrom(int brief) {
    return brief >>> FROM_SHIFT & SEAT_MASK;
  }

  /**
   * The meld claims of a {@link #BRIEF_MELD_OFFER}: bit 0 a pung, bit 1 an exposed kong, bits 2-4 the
   * chow mask of {@link org.mjarena.engine.ClaimOptions}.
   */
  public static int briefMeldClaims(int brief) {
    return brief >>> MELDS_SHIFT;
  }

  /** The events so far, as an immutable list. */
  public View snapshot() {
    return new View(briefs, objects, 0, size);
  }

  /** The events from index {@code from} on, as an immutable list. */
  public View snapshotFrom(int from) {
    if (from < 0 || from > size) {
      throw new IndexOutOfBoundsException(from);
    }
    return new View(briefs, objects, from, size);
  }

  /** An independent list with the same events. */
  public EventList copy() {
    return new EventList(Arrays.copyOf(briefs, Math.max(briefs.length, INITIAL_CAPACITY)),
        Arrays.copyOf(objects, Math.max(objects.length, 1)), size, objectCount);
  }

  /**
   * Events {@code from} to {@code to} (exclusive) of a list, as an immutable list: entries of arrays
   * that are only ever written past them. Tells each event's brief too.
   */
  public static final class View extends AbstractList<Event> implements RandomAccess {
    private final int[] briefs;
    private final Event[] objects;
    private final int from;
    private final int to;

    View(int[] briefs, Event[] objects, int from, int to) {
      this.briefs = briefs;
      this.objects = objects;
      this.from = from;
      this.to = to;
    }

    @Override
    public Event get(int index) {
      if (index < 0 || index >= to - from) {
        throw new IndexOutOfBoundsException(index);
      }
      return event(briefs[from + index], objects);
    }

    /** The brief of the event at {@code index} (see {@link EventList}). */
    public int brief(int index) {
      if (index < 0 || index >= to - from) {
        throw new IndexOutOfBoundsException(index);
      }
      return briefs[from + index];
    }

    @Override
    public int size() {
      return to - from;
    }

    /** In one pass: List.copyOf, which a replay record makes of every game's events, copies through this. */
    @Override
    public Object[] toArray() {
      Object[] out = new Object[to - from];
      for (int i = 0; i < out.length; i++) {
        out[i] = event(briefs[from + i], objects);
      }
      return out;
    }
  }
}
