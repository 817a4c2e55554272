package org.mjarena.engine;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import org.mjarena.engine.event.AddedKongDeclared;
import org.mjarena.engine.event.ConcealedKonged;
import org.mjarena.engine.event.Dealt;
import org.mjarena.engine.event.Discarded;
import org.mjarena.engine.event.Drew;
import org.mjarena.engine.event.Event;
import org.mjarena.engine.event.EventList;
import org.mjarena.engine.event.FlowerLaid;
import org.mjarena.engine.event.GameStarted;
import org.mjarena.engine.event.Melded;
import org.mjarena.engine.event.Paid;
import org.mjarena.engine.event.Settled;
import org.mjarena.engine.event.TingDeclared;
import org.mjarena.engine.hand.Meld;
import org.mjarena.engine.hand.MeldKind;
import org.mjarena.engine.tile.Tile;

/**
 * Folds the events one seat may see into its {@link Observation}: the only way observations are made,
 * for games in play, sampled games, replays, imported logs and test fixtures alike.
 *
 * <p>Give it every event of a game in order with {@link #accept}; it keeps what its seat learns of
 * each ({@link Event#seenBy}) and ignores the rest. A tracker belongs to one thread.
 */
public final class ObservationTracker {
  private final Seat me;
  private Variant variant;
  private Wind prevalentWind;
  private Seat dealer;
  private final int[] concealed = new int[Tile.KINDS];
  private int drawn = -1;
  private final List<List<Meld>> melds = new ArrayList<>(Seat.COUNT);
  private final int[] concealedKongs = new int[Seat.COUNT];
  private final int[] handSizes = new int[Seat.COUNT];
  private final List<List<RiverTile>> rivers = new ArrayList<>(Seat.COUNT);
  private final int[] flowers = new int[Seat.COUNT];
  private int tingMask;
  private final int[] points = new int[Seat.COUNT];
  private int wallRemaining;
  private int[] blocks;
  private int announced = -1;
  private final EventList history = new EventList();
  /** Immutable copies of the meld and river lists, made when a snapshot needs them; null when stale. */
  private final List<List<Meld>> meldViews = new ArrayList<>(Seat.COUNT);
  private final List<List<RiverTile>> riverViews = new ArrayList<>(Seat.COUNT);
  private List<Event> historyView;

  /** A tracker for {@code me} that starts with the first event of a game ({@link GameStarted}). */
  public ObservationTracker(Seat me) {
    this.me = me;
    for (int s = 0; s < Seat.COUNT; s++) {
      melds.add(new ArrayList<>(4));
      rivers.add(new ArrayList<>(24));
      meldViews.add(null);
      riverViews.add(null);
    }
  }

  /** A tracker that continues from {@code start}: the same seat, state and history. */
  public ObservationTracker(Observation start) {
    this(start.me());
    Observation.State s = start.state();
    variant = s.variant;
    prevalentWind = s.prevalentWind;
    dealer = s.dealer;
    System.arraycopy(s.concealed, 0, concealed, 0, Tile.KINDS);
    drawn = s.drawn;
    for (int i = 0; i < Seat.COUNT; i++) {
      melds.get(i).addAll(s.melds.get(i));
      rivers.get(i).addAll(s.rivers.get(i));
    }
    System.arraycopy(s.concealedKongs, 0, concealedKongs, 0, Seat.COUNT);
    System.arraycopy(s.handSizes, 0, handSizes, 0, Seat.COUNT);
    System.arraycopy(s.flowers, 0, flowers, 0, Seat.COUNT);
    tingMask = s.tingMask;
    System.arraycopy(s.points, 0, points, 0, Seat.COUNT);
    wallRemaining = s.wallRemaining;
    blocks = s.blocks == null ? null : s.blocks.clone();
    announced = s.announced;
    for (Event e : s.history) {
      appendHistory(e);
    }
  }

  /** The seat whose observation this is. */
  public Seat me() {
    return me;
  }

  /** Applies the next event of the game, as this tracker's seat learns it. */
  public void accept(Event event) {
    if (event.visibility().includes(me)) {
      apply(event);
      appendHistory(event);
    } else {
      Optional<Event> seen = event.seenBy(me);
      if (seen.isPresent()) {
        apply(seen.get());
        appendHistory(seen.get());
      }
    }
  }

  /** What the seat knows now. */
  public Observation observation() {
    return new Observation(state());
  }

  private void apply(Event event) {
    if (event instanceof Drew d) {
      int s = d.seat().index();
      takeFromWall(s, 1);
      handSizes[s]++;
      if (d.seat() == me) {
        drawn = d.tile().orElseThrow().index();
        concealed[drawn]++;
      }
    } else if (event instanceof Discarded d) {
      int s = d.seat().index();
      handSizes[s]--;
      rivers.get(s).add(new RiverTile(d.tile(), d.tsumogiri(), false));
      riverViews.set(s, null);
      if (d.seat() == me) {
        concealed[d.tile().index()]--;
        drawn = -1;
      }
    } else if (event instanceof Melded m) {
      meld(m.seat().index(), m.meld());
    } else if (event instanceof Paid p) {
      points[p.payer().index()] -= p.amount();
      points[p.payee().index()] += p.amount();
    } else if (event instanceof FlowerLaid f) {
      takeFromWall(f.seat().index(), 1);
      flowers[f.seat().index()]++;
    } else if (event instanceof TingDeclared t) {
      tingMask |= 1 << t.seat().index();
    } else if (event instanceof ConcealedKonged k) {
      int s = k.seat().index();
      handSizes[s] -= 4;
      concealedKongs[s]++;
      if (k.seat() == me) {
        Tile t = k.tile().orElseThrow();
        concealed[t.index()] -= 4;
        drawn = -1;
        melds.get(s).add(new Meld(MeldKind.CONCEALED_KONG, t, t, me));
        meldViews.set(s, null);
      }
    } else if (event instanceof AddedKongDeclared a) {
      handSizes[a.seat().index()]--;
      announced = a.tile().index();
      if (a.seat() == me) {
        concealed[announced]--;
        drawn = -1;
      }
    } else if (event instanceof Dealt d) {
      int s = d.seat().index();
      takeFromWall(s, Dealt.TILES);
      handSizes[s] = Dealt.TILES;
      if (d.seat() == me) {
        for (Tile t : d.tiles()) {
          concealed[t.index()]++;
        }
      }
    } else if (event instanceof GameStarted g) {
      variant = g.variant();
      prevalentWind = g.prevalentWind();
      dealer = g.dealer();
      wallRemaining = g.wallSize();
      if (g.perSeatBlocks()) {
        blocks = new int[Seat.COUNT];
        Arrays.fill(blocks, g.wallSize() / Seat.COUNT);
      }
    } else if (event instanceof Settled settled) {
      for (int s = 0; s < Seat.COUNT; s++) {
        points[s] = settled.points().get(s);
      }
    }
  }

  /** A chow, pung or exposed kong of a claimed discard, or an added kong completed. */
  private void meld(int s, Meld meld) {
    List<Meld> own = melds.get(s);
    if (meld.kind() == MeldKind.ADDED_KONG) {
      for (int i = 0; i < own.size(); i++) {
        if (own.get(i).kind() == MeldKind.PUNG && own.get(i).tile() == meld.tile()) {
          own.set(i, meld);
        }
      }
      announced = -1;
    } else {
      own.add(meld);
      int fromHand = meld.kind().size() - 1;
      handSizes[s] -= fromHand;
      if (s == me.index()) {
        boolean claimedSeen = false;
        for (Tile t : meld.tiles()) {
          if (!claimedSeen && t == meld.claimed()) {
            claimedSeen = true;
          } else {
            concealed[t.index()]--;
          }
        }
      }
      List<RiverTile> river = rivers.get(meld.from().index());
      river.set(river.size() - 1, river.get(river.size() - 1).asClaimed());
      riverViews.set(meld.from().index(), null);
    }
    meldViews.set(s, null);
  }

  private void takeFromWall(int seat, int n) {
    wallRemaining -= n;
    if (blocks != null) {
      blocks[seat] -= n;
    }
  }

  private void appendHistory(Event e) {
    history.add(e);
    historyView = null;
  }

  Observation.State state() {
    if (variant == null) {
      throw new IllegalStateException("no game started: the first event must be GameStarted");
    }
    List<List<Meld>> meldLists = new ArrayList<>(Seat.COUNT);
    List<List<RiverTile>> riverLists = new ArrayList<>(Seat.COUNT);
    for (int s = 0; s < Seat.COUNT; s++) {
      if (meldViews.get(s) == null) {
        meldViews.set(s, List.copyOf(melds.get(s)));
      }
      if (riverViews.get(s) == null) {
        riverViews.set(s, List.copyOf(rivers.get(s)));
      }
      meldLists.add(meldViews.get(s));
      riverLists.add(riverViews.get(s));
    }
    if (historyView == null) {
      historyView = history.snapshot();
    }
    return new Observation.State(variant, me, prevalentWind, dealer, concealed.clone(), drawn, List.copyOf(meldLists),
        concealedKongs.clone(), handSizes.clone(), List.copyOf(riverLists), flowers.clone(), tingMask, points.clone(),
        wallRemaining, blocks == null ? null : blocks.clone(), announced, historyView);
  }

  /**
   * Follows the event list of a game as it grows and makes observations of it lazily: an observation
   * asked for at event count n applies events only when it is first read, and a tracker that has already
   * gone past n (because the observation was read late) is rebuilt from the start.
   *
   * <p>Nothing is built before an observation is first read: players that decide without looking (and
   * observers that never ask) cost a game no tracker at all. Each call hands out a new handle, kept
   * nowhere here, so that one nobody reads costs nothing once compiled (the driver shares one handle
   * between the observers and the player); handles of the same event count are equal values.
   */
  public static final class Follower {
    private final EventList log;
    private final Seat me;
    private final Observation start;
    private final int startIndex;
    /** Null until an observation is first read. */
    private ObservationTracker tracker;
    private int cursor;

    /** Follows {@code log} for {@code me} from its first event. */
    public Follower(EventList log, Seat me) {
      this(log, me, null, 0);
    }

    /**
     * Follows {@code log} for {@code start.me()}, starting from {@code start} as the seat's knowledge
     * after the first {@code startIndex} events of the log.
     */
    public Follower(EventList log, Observation start, int startIndex) {
      this(log, start.me(), start, startIndex);
    }

    private Follower(EventList log, Seat me, Observation start, int startIndex) {
      this.log = log;
      this.me = me;
      this.start = start;
      this.startIndex = startIndex;
    }

    private void reset() {
      tracker = start == null ? new ObservationTracker(me) : new ObservationTracker(start);
      cursor = startIndex;
    }

    /** The seat's observation now; no event is applied until it is read. */
    public Observation observation() {
      return new Observation(this, log.size());
    }

    /** A copy following {@code other}, a copy of this follower's log, from the same start. */
    public Follower copyFor(EventList other) {
      return new Follower(other, me, start, startIndex);
    }

    Observation.State stateAt(int length) {
      if (tracker == null || cursor > length) {
        reset();
      }
      while (cursor < length) {
        tracker.accept(log.get(cursor++));
      }
      return tracker.state();
    }
  }
}
