package org.mjarena.arena.interop.botzone;

import java.util.List;
import java.util.Optional;
import org.mjarena.agents.Agent;
import org.mjarena.arena.interop.AskedSeat;
import org.mjarena.engine.ClaimOptions;
import org.mjarena.engine.Observation;
import org.mjarena.engine.Rules;
import org.mjarena.engine.Seat;
import org.mjarena.engine.TurnDecision;
import org.mjarena.engine.Variant;
import org.mjarena.engine.Wind;
import org.mjarena.engine.action.AddedKong;
import org.mjarena.engine.action.Chow;
import org.mjarena.engine.action.Claim;
import org.mjarena.engine.action.ClaimWin;
import org.mjarena.engine.action.ConcealedKong;
import org.mjarena.engine.action.Discard;
import org.mjarena.engine.action.ExposedKong;
import org.mjarena.engine.action.Pass;
import org.mjarena.engine.action.Pung;
import org.mjarena.engine.action.SelfDrawnWin;
import org.mjarena.engine.action.TurnAction;
import org.mjarena.engine.event.AddedKongDeclared;
import org.mjarena.engine.event.ConcealedKonged;
import org.mjarena.engine.event.Dealt;
import org.mjarena.engine.event.Discarded;
import org.mjarena.engine.event.Drew;
import org.mjarena.engine.event.Event;
import org.mjarena.engine.event.FlowerLaid;
import org.mjarena.engine.event.GameStarted;
import org.mjarena.engine.event.Melded;
import org.mjarena.engine.hand.Meld;
import org.mjarena.engine.hand.MeldKind;
import org.mjarena.engine.tile.Tile;

/**
 * One of our MCR agents answering as a Botzone bot: the reverse of {@link BotzoneSeat}. Each judge
 * request ({@code botzone-protocol.md} section 2) is read here into the engine events it stands for, and
 * the agent, in an {@link AskedSeat}, sees the observation it would see at our table and answers as our
 * driver asks it, what it may do worked out by the engine; its decision is then written as the response
 * of section 3. A chow or pung response names the discard that follows it, so the agent is asked that
 * discard at once, on the observation after the meld.
 *
 * <p>Two facts the protocol does not carry are left at their plainest: whether another seat's discard
 * was the tile it had just drawn (tsumogiri, taken as no), and the answers that lost to a claim (so
 * the history holds no {@code ClaimResolved}); neither is in the observation. Botzone numbers seats by
 * seat wind, so our seat {@code k} is Botzone seat {@code k} and seat 0 deals.
 *
 * <p>One instance answers one game's requests in order. Not thread-safe.
 */
public final class AgentBot implements BotzoneBot {
  /** The seed of the stream the sampled games draw from; their hidden tiles never change a decision. */
  private static final long SAMPLE_SEED = 0x5A4D;

  private final Rules rules;
  private final Agent agent;
  /** The agent's seat, from the first request on. */
  private AskedSeat seat;
  private Seat me;
  /** The last request, to tell a concealed kong (after the konger's draw) from an exposed one. */
  private String previous = "";
  private Discarded lastDiscard;
  /** My concealed kong's tile, named in my response; the request that follows hides it. */
  private Tile myKong;
  /** An added kong announced and not robbed: completed before the next request is read. */
  private AddedKongDeclared addedKong;
  /** My last draw, for the tsumogiri mark of my discard; null after my discard. */
  private Tile myDraw;

  /** A bot playing {@code agent} under {@code rules} (MCR). */
  public AgentBot(Rules rules, Agent agent) {
    if (rules.variant() != Variant.MCR) {
      throw new IllegalArgumentException("Botzone bots play mcr, not " + rules.variant().id());
    }
    this.rules = rules;
    this.agent = agent;
  }

  /**
   * The response to the next request of the game.
   *
   * @throws BotSide.BadInput when the request is not one the judge sends at this point
   */
  @Override
  public String respond(String request) {
    String[] w = request.split(" ");
    try {
      return respond(request, w);
    } catch (RuntimeException e) {
      if (e instanceof IllegalArgumentException || e instanceof IndexOutOfBoundsException
          || e instanceof IllegalStateException || e instanceof java.util.NoSuchElementException) {
        throw new BotSide.BadInput("request '" + request + "' cannot follow '" + previous + "': " + e.getMessage(), e);
      }
      throw e;
    } finally {
      previous = request;
    }
  }

  private String respond(String request, String[] w) {
    if (seat == null) {
      if (!w[0].equals("0") || w.length != 3) {
        throw new IllegalArgumentException("the first request must be '0 <seat> <quan>'");
      }
      me = Seat.of(Integer.parseInt(w[1]));
      seat = new AskedSeat(rules, me, agent, SAMPLE_SEED);
      int size = rules.settings().text("wall").equals("shared") ? 144 : 136;
      seat.accept(new GameStarted(Variant.MCR, Wind.of(Integer.parseInt(w[2])), Seat.S0, size,
          !rules.settings().text("wall").equals("shared")));
      return "PASS";
    }
    if (addedKong != null) {
      Seat s = addedKong.seat();
      Meld pung = seat.seen().melds(s).stream()
          .filter(m -> m.kind() == MeldKind.PUNG && m.tile() == addedKong.tile()).findFirst().orElseThrow();
      seat.accept(new Melded(s, pung.withKind(MeldKind.ADDED_KONG)));
      addedKong = null;
    }
    switch (w[0]) {
      case "1" -> {
        deal(w);
        return "PASS";
      }
      case "2" -> {
        Tile t = tile(w[1]);
        seat.accept(Drew.of(me, t, replacementNext(me)));
        myDraw = t;
        return turn();
      }
      case "3" -> {
        return other(Seat.of(Integer.parseInt(w[1])), w);
      }
      default -> throw new IllegalArgumentException("unknown request type " + w[0]);
    }
  }

  /** The deal: each seat's flowers, then its thirteen tiles (seen only for me), from the dealer on. */
  private void deal(String[] w) {
    int at = 5 + Dealt.TILES;
    List<Tile> hand = java.util.Arrays.stream(w, 5, at).map(AgentBot::tile).toList();
    for (Seat s : Seat.all()) {
      int count = Integer.parseInt(w[1 + s.index()]);
      for (int k = 0; k < count; k++) {
        seat.accept(FlowerLaid.of(s, Tile.parse(w[at++])));
      }
      seat.accept(new Dealt(s, s == me ? hand : List.of()));
    }
    if (at != w.length) {
      throw new IllegalArgumentException("the deal request has " + w.length + " words, not " + at);
    }
  }

  /** A request about seat {@code p}: take it in, and answer a claim when I may claim. */
  private String other(Seat p, String[] w) {
    switch (w[2]) {
      case "DRAW" -> seat.accept(Drew.hidden(p, replacementNext(p)));
      case "BUHUA" -> seat.accept(FlowerLaid.of(p, Tile.parse(w[3])));
      case "PLAY" -> {
        return discard(p, tile(w[3]));
      }
      case "PENG" -> {
        Discarded taken = claimed(w[2]);
        seat.accept(new Melded(p, new Meld(MeldKind.PUNG, taken.tile(), taken.tile(), taken.seat())));
        return discard(p, tile(w[3]));
      }
      case "CHI" -> {
        Tile lowest = Tile.of(tile(w[3]).index() - 1);
        Discarded taken = claimed(w[2]);
        seat.accept(new Melded(p, new Meld(MeldKind.CHOW, lowest, taken.tile(), taken.seat())));
        return discard(p, tile(w[4]));
      }
      case "GANG" -> {
        if (previous.equals("3 " + p.index() + " DRAW") || p == me && previous.startsWith("2 ")) {
          if (p == me && myKong == null) {
            throw new IllegalArgumentException("GANG announces my concealed kong, but I declared none");
          }
          seat.accept(new ConcealedKonged(p, p == me ? Optional.of(myKong) : Optional.empty()));
          if (p == me) {
            myKong = null;
          }
          myDraw = null;
        } else {
          Discarded taken = claimed(w[2]);
          seat.accept(new Melded(p, new Meld(MeldKind.EXPOSED_KONG, taken.tile(), taken.tile(), taken.seat())));
        }
      }
      case "BUGANG" -> {
        addedKong = new AddedKongDeclared(p, tile(w[3]));
        seat.accept(addedKong);
        if (p == me) {
          myDraw = null;
        } else {
          return claim();
        }
      }
      default -> throw new IllegalArgumentException("unknown action " + w[2]);
    }
    return "PASS";
  }

  /** The discard a claim named {@code action} takes: the judge announces no claim before the first discard. */
  private Discarded claimed(String action) {
    if (lastDiscard == null) {
      throw new IllegalArgumentException(action + " claims a discard, but nobody has discarded yet");
    }
    return lastDiscard;
  }

  private String discard(Seat p, Tile t) {
    lastDiscard = Discarded.of(p, t, p == me && t == myDraw);
    seat.accept(lastDiscard);
    if (p == me) {
      myDraw = null;
      return "PASS";
    }
    return claim();
  }

  /** True when {@code drawer}'s next draw replaces a kong or a flower it just laid down. */
  private boolean replacementNext(Seat drawer) {
    List<Event> history = seat.history();
    Event last = history.get(history.size() - 1);
    return last instanceof FlowerLaid f && f.seat() == drawer || last instanceof ConcealedKonged k && k.seat() == drawer
        || last instanceof Melded m && m.seat() == drawer && m.meld().kind().isKong();
  }

  /** My turn after my draw: the agent's action as a response. */
  private String turn() {
    TurnAction action = seat.turn(seat.seen(), (TurnDecision) seat.pending());
    if (action instanceof Discard d) {
      return "PLAY " + d.tile().code();
    }
    if (action instanceof ConcealedKong k) {
      myKong = k.tile();
      return "GANG " + k.tile().code();
    }
    if (action instanceof AddedKong a) {
      return "BUGANG " + a.tile().code();
    }
    if (action instanceof SelfDrawnWin) {
      return "HU";
    }
    throw new IllegalStateException("agent answered " + action + ", which Botzone cannot express");
  }

  /** A discard or an added kong offered to me: the agent's claim, if the engine gives me one. */
  private String claim() {
    Optional<ClaimOptions> mine = seat.claimOptions(seat.pending());
    if (mine.isEmpty()) {
      return "PASS";
    }
    ClaimOptions options = mine.get();
    Claim claim = seat.claim(seat.seen(), options);
    if (claim instanceof Pass) {
      return "PASS";
    }
    if (claim instanceof ClaimWin) {
      return "HU";
    }
    if (claim instanceof ExposedKong) {
      return "GANG";
    }
    Meld meld;
    String head;
    if (claim instanceof Pung) {
      meld = new Meld(MeldKind.PUNG, options.tile(), options.tile(), options.from());
      head = "PENG ";
    } else if (claim instanceof Chow chow) {
      meld = new Meld(MeldKind.CHOW, chow.lowest(), options.tile(), options.from());
      head = "CHI " + Tile.of(chow.lowest().index() + 1).code() + " ";
    } else {
      throw new IllegalStateException("agent answered " + claim + " to a claim");
    }
    // The discard that follows the meld, asked now on the observation after it, as Botzone wants it in the
    // same response; the kong a pung may allow at once cannot be written there.
    Observation then = seat.after(new Melded(me, meld));
    TurnDecision full = (TurnDecision) seat.pending(then);
    TurnDecision discards = new TurnDecision(me, Optional.empty(), false, full.discardMask(), 0, 0, Optional.empty());
    TurnAction next = seat.turn(then, discards);
    if (!(next instanceof Discard d)) {
      throw new IllegalStateException("agent answered " + next + " after its " + claim + "; only a discard may follow");
    }
    return head + d.tile().code();
  }

  private static Tile tile(String code) {
    Tile t = Tile.parse(code);
    if (t.isFlower() || !t.code().equals(code)) {
      throw new IllegalArgumentException("'" + code + "' is not a tile");
    }
    return t;
  }

  /** Nothing to stop: the agent runs in this process. */
  @Override
  public void close() {}
}
