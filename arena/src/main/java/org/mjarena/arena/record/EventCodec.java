package org.mjarena.arena.record;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.mjarena.arena.record.Bytes.In;
import org.mjarena.arena.record.Bytes.Out;
import org.mjarena.engine.ClaimOptions;
import org.mjarena.engine.DealSetup;
import org.mjarena.engine.ScoreLine;
import org.mjarena.engine.Fault;
import org.mjarena.engine.Seat;
import org.mjarena.engine.Variant;
import org.mjarena.engine.Win;
import org.mjarena.engine.Wind;
import org.mjarena.engine.action.ActionKind;
import org.mjarena.engine.action.Chow;
import org.mjarena.engine.action.Claim;
import org.mjarena.engine.action.ClaimWin;
import org.mjarena.engine.action.ExposedKong;
import org.mjarena.engine.action.Pass;
import org.mjarena.engine.action.Pung;
import org.mjarena.engine.event.AddedKongDeclared;
import org.mjarena.engine.event.ClaimOffered;
import org.mjarena.engine.event.ClaimResolved;
import org.mjarena.engine.event.ConcealedKonged;
import org.mjarena.engine.event.Dealt;
import org.mjarena.engine.event.Discarded;
import org.mjarena.engine.event.Drew;
import org.mjarena.engine.event.Event;
import org.mjarena.engine.event.EventList;
import org.mjarena.engine.event.ExhaustiveDraw;
import org.mjarena.engine.event.Faulted;
import org.mjarena.engine.event.FlowerLaid;
import org.mjarena.engine.event.GameStarted;
import org.mjarena.engine.event.Melded;
import org.mjarena.engine.event.Paid;
import org.mjarena.engine.event.Sanctioned;
import org.mjarena.engine.event.Settled;
import org.mjarena.engine.event.TingDeclared;
import org.mjarena.engine.event.Won;
import org.mjarena.engine.hand.Meld;
import org.mjarena.engine.hand.MeldKind;
import org.mjarena.engine.tile.Tile;

/**
 * The compact binary form of a {@link GameRecord}: a tag byte per event and its fields as single bytes
 * (seats, tiles, flags) and unsigned LEB128 varints (numbers; signed ones zigzag-coded), strings as a
 * varint length and UTF-8. Two bytes per draw or discard, so a whole game takes a few hundred bytes.
 * Decoding gives records equal to the ones encoded.
 */
public final class EventCodec {
  /** The byte of an absent tile or seat. */
  private static final int NONE = 0xFF;
  private static final int SETUP_SEED = 0;
  private static final int SETUP_WALL = 1;
  /**
   * The four most frequent events carry their small fields in their tag byte, below bit 5: a draw and a
   * discard (seat and flag), a payment (payer and payee), a claim offer (seat and discarder). The other
   * events have tags 1 to 17.
   */
  private static final int PACKED_FIELDS = 0x1F;
  private static final int DREW = 0x20;
  private static final int DISCARDED = 0x40;
  private static final int PAID = 0x60;
  private static final int OFFERED = 0x80;
  private static final int CLAIM_RESOLVED = 4;

  private EventCodec() {}

  /** Encodes a game record. */
  public static byte[] encode(GameRecord record) {
    Out out = new Out(room(record.events()));
    out.varint(record.deal());
    out.varint(record.order());
    for (int e : record.seats()) {
      out.varint(e);
    }
    out.string(record.label());
    if (record.wallSeed().isPresent()) {
      wallSeed(out, record.wallSeed().get());
    } else {
      DealSetup s = record.setup().orElseThrow();
      out.put(SETUP_WALL);
      out.put(s.prevalentWind().index());
      out.put(s.dealer().index());
      out.varint(s.wall().size());
      for (Tile t : s.wall()) {
        out.put(t.index());
      }
    }
    events(out, record.events());
    return out.toByteArray();
  }

  /**
   * Encodes the record of a game a tournament played: the same bytes as {@link #encode(GameRecord)}
   * of {@code new GameRecord(deal, order, seats, "", Optional.of(wallSeed), Optional.empty(), events)},
   * without building that record, whose copies of the seats and the events cost as much as encoding
   * them. {@code events} must not change while it is encoded.
   *
   * @param seats the lineup entry in each seat, dealer first
   */
  public static byte[] encode(long deal, int order, int[] seats, long wallSeed, List<Event> events) {
    Out out = new Out(room(events));
    out.varint(deal);
    out.varint(order);
    for (int e : seats) {
      out.varint(e);
    }
    out.string("");
    wallSeed(out, wallSeed);
    events(out, events);
    return out.toByteArray();
  }

  /** Room for the record of {@code events}: two bytes for most events, and some for the rest and the header. */
  private static int room(List<Event> events) {
    return 3 * events.size() + 64;
  }

  private static void wallSeed(Out out, long seed) {
    out.put(SETUP_SEED);
    out.fixed64(seed);
  }

  /**
   * The events. A live game's list ({@link EventList.View}) gives its most frequent events as briefs,
   * written here without loading the event objects, whose scattered reads cost more than the rest of
   * the encoding; the bytes are those {@link #event} writes.
   */
  private static void events(Out out, List<Event> events) {
    int n = events.size();
    out.varint(n);
    if (events instanceof EventList.View view) {
      for (int i = 0; i < n; i++) {
        int b = view.brief(i);
        int flag = EventList.briefFlag(b) ? 4 : 0;
        switch (EventList.briefKind(b)) {
          case EventList.BRIEF_DREW -> out.put2(DREW | EventList.briefSeat(b) | flag, EventList.briefTile(b));
          case EventList.BRIEF_DISCARDED -> out.put2(DISCARDED | EventList.briefSeat(b) | flag, EventList.briefTile(b));
          case EventList.BRIEF_MELD_OFFER -> {
            int melds = EventList.briefMeldClaims(b);
            // No robbing, no win, no mandatory win (bits 0-2), then pung, kong and the chows.
            out.put3(OFFERED | EventList.briefSeat(b) << 2 | EventList.briefFrom(b), EventList.briefTile(b),
                (melds & 1) << 3 | (melds & 2) << 3 | (melds >>> 2) << 5);
          }
          // No claimants and no takers: the last byte.
          case EventList.BRIEF_ALL_PASSED -> out.put4(CLAIM_RESOLVED, EventList.briefTile(b),
              EventList.briefSeat(b) | flag | ClaimResolved.Resolution.ALL_PASSED.ordinal() << 3, 0);
          default -> event(out, view.get(i));
        }
      }
      return;
    }
    for (int i = 0; i < n; i++) {
      event(out, events.get(i));
    }
  }

  /**
   * Decodes a game record.
   *
   * @throws IllegalArgumentException when the bytes are not a record
   */
  public static GameRecord decode(byte[] bytes) {
    In in = new In(bytes);
    try {
      long deal = in.varint();
      int order = (int) in.varint();
      List<Integer> seats = new ArrayList<>(Seat.COUNT);
      for (int s = 0; s < Seat.COUNT; s++) {
        seats.add((int) in.varint());
      }
      String label = in.string();
      Optional<Long> seed = Optional.empty();
      Optional<DealSetup> setup = Optional.empty();
      int kind = in.get();
      if (kind == SETUP_SEED) {
        seed = Optional.of(in.fixed64());
      } else if (kind == SETUP_WALL) {
        Wind wind = Wind.of(in.get());
        Seat dealer = Seat.of(in.get());
        int n = (int) in.varint();
        List<Tile> wall = new ArrayList<>(n);
        for (int i = 0; i < n; i++) {
          wall.add(Tile.of(in.get()));
        }
        setup = Optional.of(new DealSetup(wall, wind, dealer));
      } else {
        throw new IllegalArgumentException("unknown setup kind " + kind);
      }
      int n = (int) in.varint();
      List<Event> events = new ArrayList<>(n);
      for (int i = 0; i < n; i++) {
        events.add(event(in));
      }
      if (in.remaining() != 0) {
        throw new IllegalArgumentException(in.remaining() + " bytes left after the last event");
      }
      return new GameRecord(deal, order, seats, label, seed, setup, events);
    } catch (IndexOutOfBoundsException e) {
      throw new IllegalArgumentException("the record ends early", e);
    }
  }

  // ---------------------------------------------------------------- events

  private static void event(Out out, Event event) {
    if (event instanceof Drew d) {
      out.put(DREW | d.seat().index() | (d.replacement() ? 4 : 0));
      out.put(d.tile().isPresent() ? d.tile().get().index() : NONE);
    } else if (event instanceof Discarded d) {
      out.put(DISCARDED | d.seat().index() | (d.tsumogiri() ? 4 : 0));
      out.put(d.tile().index());
    } else if (event instanceof ClaimOffered c) {
      ClaimOptions o = c.options();
      out.put(OFFERED | o.seat().index() << 2 | o.from().index());
      out.put(o.tile().index());
      out.put((o.robbing() ? 1 : 0) | (o.canWin() ? 2 : 0) | (o.mustWin() ? 4 : 0) | (o.canPung() ? 8 : 0)
          | (o.canKong() ? 16 : 0) | o.chowMask() << 5);
    } else if (event instanceof ClaimResolved c) {
      out.put(CLAIM_RESOLVED);
      out.put(c.tile().index());
      out.put(c.from().index() | (c.robbing() ? 4 : 0) | c.resolution().ordinal() << 3);
      int claimants = 0;
      int takers = 0;
      for (int s = 0; s < Seat.COUNT; s++) {
        claimants |= c.answers().get(s).kind() == ActionKind.PASS ? 0 : 1 << s;
      }
      for (Seat s : c.takers()) {
        takers |= 1 << s.index();
      }
      out.put(claimants | takers << 4);
      for (Claim a : c.answers()) {
        if (a.kind() != ActionKind.PASS) {
          claim(out, a);
        }
      }
    } else if (event instanceof Paid p) {
      out.put(PAID | p.payer().index() << 2 | p.payee().index());
      out.varint(p.amount());
    } else if (event instanceof Melded m) {
      out.put(6);
      out.put(m.seat().index());
      meld(out, m.meld());
    } else if (event instanceof Dealt d) {
      out.put(7);
      out.put(d.seat().index());
      out.put(d.tiles().size());
      for (Tile t : d.tiles()) {
        out.put(t.index());
      }
    } else if (event instanceof GameStarted g) {
      out.put(8);
      out.put(g.variant().ordinal());
      out.put(g.prevalentWind().index());
      out.put(g.dealer().index());
      out.varint(g.wallSize());
      out.put(g.perSeatBlocks() ? 1 : 0);
    } else if (event instanceof FlowerLaid f) {
      out.put(9);
      out.put(f.seat().index());
      out.put(f.flower().index());
    } else if (event instanceof TingDeclared t) {
      out.put(10);
      out.put(t.seat().index());
    } else if (event instanceof ConcealedKonged k) {
      out.put(11);
      out.put(k.seat().index());
      out.put(k.tile().map(Tile::index).orElse(NONE));
    } else if (event instanceof AddedKongDeclared a) {
      out.put(12);
      out.put(a.seat().index());
      out.put(a.tile().index());
    } else if (event instanceof Won w) {
      out.put(13);
      win(out, w.win());
    } else if (event instanceof Faulted f) {
      out.put(14);
      out.put(f.seat().index());
      out.string(f.fault().reason());
    } else if (event instanceof Sanctioned s) {
      out.put(15);
      out.put(s.offender().index());
      out.string(s.fault().reason());
    } else if (event instanceof ExhaustiveDraw) {
      out.put(16);
    } else if (event instanceof Settled s) {
      out.put(17);
      for (int p : s.points()) {
        out.signed(p);
      }
    } else {
      throw new IllegalArgumentException("no code for " + event);
    }
  }

  private static Event event(In in) {
    int tag = in.get();
    switch (tag & ~PACKED_FIELDS & 0xFF) {
      case DREW -> {
        int t = in.get();
        Seat seat = Seat.of(tag & 3);
        boolean replacement = (tag & 4) != 0;
        return t == NONE ? Drew.hidden(seat, replacement) : Drew.of(seat, Tile.of(t), replacement);
      }
      case DISCARDED -> {
        return Discarded.of(Seat.of(tag & 3), Tile.of(in.get()), (tag & 4) != 0);
      }
      case PAID -> {
        return new Paid(Seat.of(tag >> 2 & 3), Seat.of(tag & 3), (int) in.varint());
      }
      case OFFERED -> {
        Tile tile = Tile.of(in.get());
        int f = in.get();
        return new ClaimOffered(new ClaimOptions(Seat.of(tag >> 2 & 3), tile, Seat.of(tag & 3), (f & 1) != 0, (f & 2) != 0,
            (f & 4) != 0, (f & 8) != 0, (f & 16) != 0, f >> 5 & 7));
      }
      default -> {
        return unpacked(tag, in);
      }
    }
  }

  private static Event unpacked(int tag, In in) {
    switch (tag) {
      case CLAIM_RESOLVED -> {
        Tile tile = Tile.of(in.get());
        int b = in.get();
        int seats = in.get();
        List<Claim> answers = new ArrayList<>(Seat.COUNT);
        List<Seat> takers = new ArrayList<>(3);
        Seat from = Seat.of(b & 3);
        // Takers are listed in turn order after the discarder, as the engine lists them.
        for (int d = 0; d < Seat.COUNT; d++) {
          Seat s = Seat.of((from.index() + d) & 3);
          if ((seats >> 4 + s.index() & 1) != 0) {
            takers.add(s);
          }
        }
        for (int s = 0; s < Seat.COUNT; s++) {
          answers.add((seats >> s & 1) != 0 ? claim(in) : Pass.INSTANCE);
        }
        ClaimResolved.Resolution why = ClaimResolved.Resolution.values()[b >> 3];
        return new ClaimResolved(tile, from, (b & 4) != 0, answers, takers, why);
      }
      case 6 -> {
        Seat seat = Seat.of(in.get());
        return new Melded(seat, meld(in));
      }
      case 7 -> {
        Seat seat = Seat.of(in.get());
        int n = in.get();
        List<Tile> tiles = new ArrayList<>(n);
        for (int i = 0; i < n; i++) {
          tiles.add(Tile.of(in.get()));
        }
        return new Dealt(seat, tiles);
      }
      case 8 -> {
        Variant v = Variant.values()[in.get()];
        Wind wind = Wind.of(in.get());
        Seat dealer = Seat.of(in.get());
        int size = (int) in.varint();
        return new GameStarted(v, wind, dealer, size, in.get() == 1);
      }
      case 9 -> {
        Seat seat = Seat.of(in.get());
        return new FlowerLaid(seat, Tile.of(in.get()));
      }
      case 10 -> {
        return new TingDeclared(Seat.of(in.get()));
      }
      case 11 -> {
        Seat seat = Seat.of(in.get());
        int t = in.get();
        return new ConcealedKonged(seat, t == NONE ? Optional.empty() : Optional.of(Tile.of(t)));
      }
      case 12 -> {
        Seat seat = Seat.of(in.get());
        return new AddedKongDeclared(seat, Tile.of(in.get()));
      }
      case 13 -> {
        return new Won(win(in));
      }
      case 14 -> {
        Seat seat = Seat.of(in.get());
        return new Faulted(Fault.of(seat, in.string()));
      }
      case 15 -> {
        Seat seat = Seat.of(in.get());
        return new Sanctioned(Fault.of(seat, in.string()));
      }
      case 16 -> {
        return ExhaustiveDraw.INSTANCE;
      }
      case 17 -> {
        List<Integer> points = new ArrayList<>(Seat.COUNT);
        for (int s = 0; s < Seat.COUNT; s++) {
          points.add((int) in.signed());
        }
        return new Settled(points);
      }
      default -> throw new IllegalArgumentException("unknown event tag " + tag);
    }
  }

  private static void claim(Out out, Claim c) {
    switch (c.kind()) {
      case PASS -> out.put(0);
      case CLAIM_WIN -> out.put(1);
      case PUNG -> out.put(2);
      case EXPOSED_KONG -> out.put(3);
      case CHOW -> {
        out.put(4);
        out.put(((Chow) c).lowest().index());
      }
      default -> throw new IllegalArgumentException("not a claim: " + c);
    }
  }

  private static Claim claim(In in) {
    int code = in.get();
    return switch (code) {
      case 0 -> Pass.INSTANCE;
      case 1 -> ClaimWin.INSTANCE;
      case 2 -> Pung.INSTANCE;
      case 3 -> ExposedKong.INSTANCE;
      case 4 -> new Chow(Tile.of(in.get()));
      default -> throw new IllegalArgumentException("unknown claim code " + code);
    };
  }

  private static void meld(Out out, Meld m) {
    out.put(m.kind().ordinal() | m.from().index() << 4);
    out.put(m.tile().index());
    out.put(m.claimed().index());
  }

  private static Meld meld(In in) {
    int b = in.get();
    Tile tile = Tile.of(in.get());
    Tile claimed = Tile.of(in.get());
    return new Meld(MeldKind.values()[b & 15], tile, claimed, Seat.of(b >> 4 & 3));
  }

  private static void win(Out out, Win w) {
    out.put(w.seat().index() | w.from().map(s -> s.index() << 2).orElse(0) | (w.from().isPresent() ? 16 : 0)
        | (w.selfDrawn() ? 32 : 0) | (w.robbedKong() ? 64 : 0));
    out.put(w.tile().index());
    out.string(w.pattern());
    out.varint(w.value());
    out.varint(w.fans().size());
    for (ScoreLine f : w.fans()) {
      out.varint(f.id());
      out.string(f.name());
      out.varint(f.points());
      out.varint(f.count());
    }
  }

  private static Win win(In in) {
    int b = in.get();
    Tile tile = Tile.of(in.get());
    String pattern = in.string();
    int value = (int) in.varint();
    int n = (int) in.varint();
    List<ScoreLine> fans = new ArrayList<>(n);
    for (int i = 0; i < n; i++) {
      int id = (int) in.varint();
      String name = in.string();
      int points = (int) in.varint();
      fans.add(new ScoreLine(id, name, points, (int) in.varint()));
    }
    Optional<Seat> from = (b & 16) != 0 ? Optional.of(Seat.of(b >> 2 & 3)) : Optional.empty();
    return new Win(Seat.of(b & 3), tile, (b & 32) != 0, from, (b & 64) != 0, pattern, value, fans);
  }

  // ---------------------------------------------------------------- bytes
}
