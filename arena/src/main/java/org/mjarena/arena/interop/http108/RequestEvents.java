package org.mjarena.arena.interop.http108;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.EnumMap;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import org.mjarena.engine.Rules;
import org.mjarena.engine.Seat;
import org.mjarena.engine.Variant;
import org.mjarena.engine.Wind;
import org.mjarena.engine.event.AddedKongDeclared;
import org.mjarena.engine.event.ConcealedKonged;
import org.mjarena.engine.event.Dealt;
import org.mjarena.engine.event.Discarded;
import org.mjarena.engine.event.Drew;
import org.mjarena.engine.event.Event;
import org.mjarena.engine.event.GameStarted;
import org.mjarena.engine.event.Melded;
import org.mjarena.engine.event.TingDeclared;
import org.mjarena.engine.hand.Meld;
import org.mjarena.engine.hand.MeldKind;
import org.mjarena.engine.tile.Tile;

/**
 * A request of the competition interface read back into the engine: the events it stands for, from the
 * start of the game, which give the asked seat the observation it would have at our table
 * ({@link org.mjarena.arena.interop.AskedSeat}), and what it is asked. The reverse of
 * {@link PlatformRequest#of}.
 *
 * <p>The history has no draws; they follow from the rules: the dealer draws first, the seat after a
 * discard nobody claimed draws next, a kong's maker draws a replacement, a chow or pung is followed by
 * its maker's discard. So the wall's count, on which the last discard and the last kong depend, is
 * exact. The tiles the asked seat drew are not in the request either: the one it has just drawn is
 * read as the last tile of its hand (where {@link PlatformRequest#of} writes it), and each earlier one
 * is taken to be the tile it next discarded or konged, its dealt tiles then being what is left. Its
 * hand and melds come out as the request says; its past draws and deal may differ from what happened,
 * which no agent can tell from the public facts.
 *
 * <p>What the request does not carry is left at its plainest: no discard is marked as the tile just
 * drawn (tsumogiri), the claims that lost are not in the history, and no payment is made, so every
 * seat's points stay 0. A ting declared on the dealt tiles appears with the seat's first discard, as the
 * request writes it.
 */
final class RequestEvents {
  /** The tiles of the 108-tile set. */
  private static final int WALL = 108;

  /**
   * What a request stands for.
   *
   * @param me     the asked seat
   * @param events the game's events as the asked seat would have been shown them, from its start
   * @param kind   what the seat is asked, told by its tile count
   */
  record Read(Seat me, List<Event> events, Kind kind) {}

  /** What the asked seat is to decide, told by its concealed tile count (section 12.1). */
  enum Kind {
    /** Its own turn: 14 concealed tiles less 3 per meld. */
    TURN,
    /** A claim on the last discard or on a kong being added: 13 less 3 per meld. */
    CLAIM,
    /** Ting on the dealt tiles (天听): 13 tiles and an empty history. */
    OPENING
  }

  private final Rules rules;
  private final Seat me;
  private final Seat dealer;
  private final List<Tile> hand;
  /** The events, a null where one of my draws goes, its tile found once the whole history is read. */
  private final List<Event> events = new ArrayList<>();
  private final List<Integer> myDraws = new ArrayList<>();
  private final List<Boolean> myDrawReplaced = new ArrayList<>();
  /** Positions in {@link #events} of my discards and kongs from the hand, with their tiles. */
  private final List<int[]> myActions = new ArrayList<>();
  /** Tiles that left my hand, by tile index. */
  private final int[] myOut = new int[Tile.NUMBERED_KINDS];
  private final Map<Seat, Map<Tile, Meld>> pungs = new EnumMap<>(Seat.class);
  private final boolean[] ting = new boolean[Seat.COUNT];
  private int myMelds;
  private boolean needDraw = true;
  private Seat drawer;
  private boolean replacement;
  /** The seat to discard after its chow or pung; null otherwise. */
  private Seat claimant;
  private Discarded lastDiscard;
  private AddedKongDeclared announced;

  private RequestEvents(Rules rules, PlatformRequest request) {
    this.rules = rules;
    this.me = Seat.of(request.seat());
    this.dealer = Seat.of(request.dealer());
    this.hand = PlatformTiles.tiles(request.hand());
    this.drawer = dealer;
    for (Seat s : Seat.all()) {
      pungs.put(s, new HashMap<>());
    }
  }

  /**
   * What {@code request} stands for under {@code rules} (competition-108).
   *
   * @throws IllegalArgumentException naming what in the request is not a position of the game
   */
  static Read read(Rules rules, PlatformRequest request) {
    if (rules.variant() != Variant.SUITS_108) {
      throw new IllegalArgumentException("the HTTP interface plays competition-108, not " + rules.variant().id());
    }
    return new RequestEvents(rules, request).read(request);
  }

  private Read read(PlatformRequest request) {
    List<String> history = request.history();
    for (int i = 0; i < history.size(); i++) {
      try {
        entry(history.get(i));
      } catch (IllegalArgumentException e) {
        throw new IllegalArgumentException("history entry " + i + " '" + history.get(i) + "': " + e.getMessage());
      }
    }
    Kind kind = kind(history.isEmpty());
    if (kind == Kind.TURN) {
      if (announced != null) {
        completeAddedKong();
      }
      if (needDraw) {
        draw(me);
      } else if (claimant != me) {
        throw new IllegalArgumentException("the hand has a tile to discard, but it is not seat " + me.index() + "'s turn");
      }
    }
    List<Event> all = new ArrayList<>();
    all.add(new GameStarted(Variant.SUITS_108, Wind.EAST, dealer, WALL,
        rules.settings().text("wall").equals("per-seat-blocks")));
    fillMyDraws(kind);
    for (int d = 0; d < Seat.COUNT; d++) {
      Seat s = Seat.of((dealer.index() + d) % Seat.COUNT);
      all.add(new Dealt(s, s == me ? dealt() : List.of()));
    }
    all.addAll(events);
    return new Read(me, all, kind);
  }

  /** What the asked seat decides, from its concealed tile count and the history. */
  private Kind kind(boolean noHistory) {
    int turn = 14 - 3 * myMelds;
    if (hand.size() == turn) {
      return Kind.TURN;
    }
    if (hand.size() == turn - 1) {
      if (noHistory) {
        return Kind.OPENING;
      }
      if (lastDiscard != null && lastDiscard.seat() != me || announced != null && announced.seat() != me) {
        return Kind.CLAIM;
      }
      throw new IllegalArgumentException("the hand has " + hand.size() + " tiles, as for a claim, but the history does not "
          + "end with another seat's discard or kong");
    }
    throw new IllegalArgumentException("the hand has " + hand.size() + " tiles; with " + myMelds + " melds a hand has "
        + turn + " (its own turn) or " + (turn - 1) + " (a claim)");
  }

  /** Reads one history entry, {@code "<seat>,<Action>,<tiles>"}. */
  private void entry(String entry) {
    String[] f = entry.split(",", -1);
    if (f.length != 3) {
      throw new IllegalArgumentException("not '<seat>,<Action>,<tiles>'");
    }
    Seat s;
    try {
      s = Seat.of(Integer.parseInt(f[0].strip()));
    } catch (RuntimeException e) {
      throw new IllegalArgumentException("'" + f[0] + "' is not a seat 0-3");
    }
    List<String> codes = PlatformTiles.codes(f[2]);
    if (announced != null) {
      completeAddedKong();
    }
    switch (f[1].strip().toLowerCase(Locale.ROOT)) {
      case "discard" -> discard(s, oneTile(codes), false);
      case "listen" -> discard(s, oneTile(codes), true);
      case "chow" -> chow(s, codes);
      case "pon", "pen" -> pung(s, codes);
      case "kon" -> kong(s, codes);
      case "win" -> throw new IllegalArgumentException("the hand is over after a Win: nothing is left to decide");
      default -> throw new IllegalArgumentException("unknown action '" + f[1] + "' (Discard, Listen, Chow, Pon, Kon, Win)");
    }
  }

  private void discard(Seat s, Tile t, boolean declaresTing) {
    startTurn(s);
    Discarded d = Discarded.of(s, t, false);
    events.add(d);
    if (declaresTing && !ting[s.index()]) {
      ting[s.index()] = true;
      events.add(new TingDeclared(s));
    }
    if (s == me) {
      myAction(t);
    }
    lastDiscard = d;
    claimant = null;
    needDraw = true;
    drawer = s.next();
    replacement = false;
  }

  private void chow(Seat s, List<String> codes) {
    Discarded d = claimed(s);
    List<Tile> tiles = codes.stream().map(PlatformTiles::tile).sorted().toList();
    Tile low = tiles.isEmpty() ? null : tiles.get(0);
    if (tiles.size() != 3 || low.number() > 7 || tiles.get(1).index() != low.index() + 1
        || tiles.get(2).index() != low.index() + 2 || !tiles.contains(d.tile())) {
      throw new IllegalArgumentException("not a sequence with the discard " + PlatformTiles.code(d.tile()));
    }
    if (d.seat().next() != s) {
      throw new IllegalArgumentException("seat " + s.index() + " may only chow the discard of the seat before it");
    }
    meld(s, new Meld(MeldKind.CHOW, low, d.tile(), d.seat()));
    claimant = s;
  }

  private void pung(Seat s, List<String> codes) {
    Discarded d = claimed(s);
    sameAs(codes, d.tile());
    Meld pung = new Meld(MeldKind.PUNG, d.tile(), d.tile(), d.seat());
    meld(s, pung);
    pungs.get(s).put(d.tile(), pung);
    claimant = s;
  }

  private void kong(Seat s, List<String> codes) {
    boolean hidden = !codes.isEmpty() && codes.stream().allMatch(PlatformTiles.UNKNOWN::equals);
    if (lastDiscard != null && !hidden && lastDiscard.seat() != s && firstTile(codes) == lastDiscard.tile()) {
      Discarded d = claimed(s);
      sameAs(codes, d.tile());
      meld(s, new Meld(MeldKind.EXPOSED_KONG, d.tile(), d.tile(), d.seat()));
      replacementNext(s);
      return;
    }
    startTurn(s);
    lastDiscard = null;
    claimant = null;
    if (hidden) {
      if (s == me) {
        throw new IllegalArgumentException("the asked seat's own concealed kong must name its tiles");
      }
      events.add(new ConcealedKonged(s, Optional.empty()));
      replacementNext(s);
      return;
    }
    Tile t = firstTile(codes);
    sameAs(codes, t);
    if (pungs.get(s).containsKey(t)) {
      announced = new AddedKongDeclared(s, t);
      events.add(announced);
      if (s == me) {
        myAction(t);
      }
      needDraw = false;
      return;
    }
    events.add(new ConcealedKonged(s, s == me ? Optional.of(t) : Optional.empty()));
    if (s == me) {
      myAction(t);
      myOut[t.index()] += 3;
      myMelds++;
    }
    replacementNext(s);
  }

  /** The added kong announced last was not robbed: it is completed and its maker draws a replacement. */
  private void completeAddedKong() {
    Seat s = announced.seat();
    Meld pung = pungs.get(s).remove(announced.tile());
    events.add(new Melded(s, pung.withKind(MeldKind.ADDED_KONG)));
    announced = null;
    replacementNext(s);
  }

  /** The last discard, which seat {@code s} claims. */
  private Discarded claimed(Seat s) {
    if (lastDiscard == null || lastDiscard.seat() == s) {
      throw new IllegalArgumentException("seat " + s.index() + " claims, but the entry before is no discard of another seat");
    }
    Discarded d = lastDiscard;
    lastDiscard = null;
    needDraw = false;
    return d;
  }

  /** A chow, pung or exposed kong of the last discard. */
  private void meld(Seat s, Meld meld) {
    events.add(new Melded(s, meld));
    if (s == me) {
      myMelds++;
      boolean claimedSeen = false;
      for (Tile t : meld.tiles()) {
        if (!claimedSeen && t == meld.claimed()) {
          claimedSeen = true;
        } else {
          myOut[t.index()]++;
        }
      }
    }
  }

  /** Seat {@code s} acts on its turn: it draws first unless it has just chowed or punged. */
  private void startTurn(Seat s) {
    if (needDraw) {
      draw(s);
    } else if (claimant != s) {
      throw new IllegalArgumentException("it is not seat " + s.index() + "'s turn");
    }
  }

  private void draw(Seat s) {
    if (drawer != s) {
      throw new IllegalArgumentException("seat " + drawer.index() + " was to draw, not seat " + s.index());
    }
    if (s == me) {
      myDraws.add(events.size());
      myDrawReplaced.add(replacement);
      events.add(null);
    } else {
      events.add(Drew.hidden(s, replacement));
    }
    needDraw = false;
    claimant = s;
  }

  private void replacementNext(Seat s) {
    needDraw = true;
    drawer = s;
    replacement = true;
    claimant = null;
  }

  /** My discard or kong from the hand, of {@code t}. */
  private void myAction(Tile t) {
    myActions.add(new int[] {events.size() - 1, t.index()});
    myOut[t.index()]++;
  }

  /**
   * Gives each of my draws its tile: the one I next discarded or konged, and for the draw of the turn
   * asked, the last tile of my hand.
   */
  private void fillMyDraws(Kind kind) {
    for (int i = 0; i < myDraws.size(); i++) {
      int at = myDraws.get(i);
      Tile t = null;
      if (kind == Kind.TURN && i == myDraws.size() - 1) {
        t = hand.get(hand.size() - 1);
      } else {
        for (int[] a : myActions) {
          if (a[0] > at) {
            t = Tile.of(a[1]);
            break;
          }
        }
      }
      if (t == null) {
        throw new IllegalArgumentException("seat " + me.index() + " drew and did nothing after it");
      }
      events.set(at, Drew.of(me, t, myDrawReplaced.get(i)));
    }
  }

  /** My dealt tiles: my hand and every tile that left it, less my draws. */
  private List<Tile> dealt() {
    int[] counts = Arrays.copyOf(myOut, Tile.NUMBERED_KINDS);
    for (Tile t : hand) {
      counts[t.index()]++;
    }
    for (int at : myDraws) {
      counts[((Drew) events.get(at)).tile().orElseThrow().index()]--;
    }
    List<Tile> tiles = new ArrayList<>(Dealt.TILES);
    for (int t = 0; t < Tile.NUMBERED_KINDS; t++) {
      if (counts[t] < 0 || counts[t] > 4) {
        throw new IllegalArgumentException("the hand and the history do not agree: seat " + me.index() + " played "
            + PlatformTiles.code(Tile.of(t)) + " more often than it can have held it");
      }
      for (int k = 0; k < counts[t]; k++) {
        tiles.add(Tile.of(t));
      }
    }
    if (tiles.size() != Dealt.TILES) {
      throw new IllegalArgumentException("the hand and the history do not agree: they make " + tiles.size()
          + " dealt tiles, not " + Dealt.TILES);
    }
    return tiles;
  }

  private static Tile oneTile(List<String> codes) {
    if (codes.size() != 1) {
      throw new IllegalArgumentException("names " + codes.size() + " tiles, not one");
    }
    return PlatformTiles.tile(codes.get(0));
  }

  private static Tile firstTile(List<String> codes) {
    if (codes.isEmpty()) {
      throw new IllegalArgumentException("names no tile");
    }
    return PlatformTiles.tile(codes.get(0));
  }

  private static void sameAs(List<String> codes, Tile t) {
    for (String c : codes) {
      if (PlatformTiles.tile(c) != t) {
        throw new IllegalArgumentException("'" + String.join("", codes) + "' is not the tile " + PlatformTiles.code(t)
            + " repeated");
      }
    }
  }
}
