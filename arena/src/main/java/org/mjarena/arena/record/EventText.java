package org.mjarena.arena.record;

import java.util.ArrayList;
import java.util.List;
import java.util.StringJoiner;
import org.mjarena.engine.ClaimOptions;
import org.mjarena.engine.ScoreLine;
import org.mjarena.engine.Seat;
import org.mjarena.engine.Win;
import org.mjarena.engine.action.Chow;
import org.mjarena.engine.action.Claim;
import org.mjarena.engine.event.AddedKongDeclared;
import org.mjarena.engine.event.ClaimOffered;
import org.mjarena.engine.event.ClaimResolved;
import org.mjarena.engine.event.ConcealedKonged;
import org.mjarena.engine.event.Dealt;
import org.mjarena.engine.event.Discarded;
import org.mjarena.engine.event.Drew;
import org.mjarena.engine.event.Event;
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
import org.mjarena.engine.tile.Tile;
import org.mjarena.engine.tile.Tiles;

/**
 * Events as plain English for people: one line each, tiles in the compact notation of {@link Tiles}
 * ({@code 5m} characters, {@code 5p} dots, {@code 5s} bamboo, {@code 1z..4z} East to North,
 * {@code 5z 6z 7z} red, green and white dragons, {@code 1f..8f} flowers), seats as {@code S0..S3}.
 */
public final class EventText {
  private EventText() {}

  /** A tile in the compact notation, e.g. {@code 5p}. */
  public static String tile(Tile t) {
    return Tiles.compact(List.of(t));
  }

  /** What happened, e.g. {@code "S1 discards 5p (the tile drawn)"}. */
  public static String describe(Event event) {
    if (event instanceof Drew d) {
      String what = d.replacement() ? " draws a replacement" : " draws";
      return d.seat() + what + d.tile().map(t -> " " + tile(t)).orElse(d.replacement() ? "" : " a tile");
    }
    if (event instanceof Discarded d) {
      return d.seat() + " discards " + tile(d.tile()) + (d.tsumogiri() ? " (the tile drawn)" : "");
    }
    if (event instanceof ClaimOffered c) {
      ClaimOptions o = c.options();
      StringJoiner options = new StringJoiner(", ");
      for (Claim claim : o.legal()) {
        if (claim.kind() != org.mjarena.engine.action.ActionKind.PASS) {
          options.add(claim(claim, o.tile()));
        }
      }
      return o.seat() + " may claim " + tile(o.tile()) + " from " + o.from() + ": " + options
          + (o.mustWin() ? " (the win is automatic)" : "");
    }
    if (event instanceof ClaimResolved r) {
      return resolution(r);
    }
    if (event instanceof Paid p) {
      return p.payer() + " pays " + p.payee() + " " + p.amount();
    }
    if (event instanceof Melded m) {
      return meld(m.seat(), m.meld());
    }
    if (event instanceof Dealt d) {
      return d.seat() + " is dealt " + (d.tiles().isEmpty() ? Dealt.TILES + " tiles" : Tiles.compact(d.tiles()));
    }
    if (event instanceof GameStarted g) {
      return "game starts: " + g.variant().id() + ", prevalent wind " + name(g.prevalentWind().name()) + ", "
          + g.dealer() + " deals, " + g.wallSize() + " tiles in the wall" + (g.perSeatBlocks() ? " (one block per seat)" : "");
    }
    if (event instanceof FlowerLaid f) {
      return f.seat() + " lays aside flower " + tile(f.flower());
    }
    if (event instanceof TingDeclared t) {
      return t.seat() + " declares ting";
    }
    if (event instanceof ConcealedKonged k) {
      return k.seat() + " makes a concealed kong" + k.tile().map(t -> " of " + tile(t)).orElse(" (face down)");
    }
    if (event instanceof AddedKongDeclared a) {
      return a.seat() + " adds " + tile(a.tile()) + " to its pung";
    }
    if (event instanceof Won w) {
      return win(w.win());
    }
    if (event instanceof Faulted f) {
      return f.seat() + " failed to answer properly: " + f.fault().reason() + "; the table plays the default action";
    }
    if (event instanceof Sanctioned s) {
      return s.offender() + " is sanctioned: " + s.fault().reason();
    }
    if (event instanceof ExhaustiveDraw) {
      return "the wall is exhausted: nobody wins";
    }
    if (event instanceof Settled s) {
      StringJoiner points = new StringJoiner(", ", "final points: ", "");
      for (Seat seat : Seat.all()) {
        int p = s.points().get(seat.index());
        points.add(seat + " " + (p > 0 ? "+" + p : String.valueOf(p)));
      }
      return points.toString();
    }
    return event.toString();
  }

  /** Who saw an event: {@code all}, or the one seat that saw it whole. */
  public static String seenBy(Event event) {
    if (event.visibility().isPublic()) {
      return "all";
    }
    for (Seat s : Seat.all()) {
      if (event.visibility().includes(s)) {
        return s.toString();
      }
    }
    return "nobody";
  }

  private static String resolution(ClaimResolved r) {
    List<String> claims = new ArrayList<>();
    for (Seat s : Seat.all()) {
      Claim a = r.answers().get(s.index());
      if (a.kind() != org.mjarena.engine.action.ActionKind.PASS) {
        claims.add(s + " " + claim(a, r.tile()));
      }
    }
    String head = "claims on " + tile(r.tile()) + " from " + r.from() + (r.robbing() ? " (robbing the kong)" : "") + ": ";
    if (claims.isEmpty()) {
      return head + "everyone passes";
    }
    String takers = r.takers().stream().map(Seat::toString).reduce((a, b) -> a + " and " + b).orElse("nobody");
    return head + String.join(", ", claims) + "; " + takers + " " + (r.takers().size() > 1 ? "take" : "takes") + " it ("
        + switch (r.resolution()) {
          case ALL_PASSED -> "all passed";
          case ONLY_CLAIM -> "the only claim";
          case WIN_BEATS_MELD -> "a win beats a meld";
          case SEVERAL_WINNERS -> "several may win on one discard";
          case FIRST_IN_TURN_ORDER -> "the first winner in turn order";
          case PUNG_OR_KONG_BEATS_CHOW -> "a pung or kong beats a chow";
        } + ")";
  }

  private static String claim(Claim c, Tile offered) {
    return switch (c.kind()) {
      case CLAIM_WIN -> "win";
      case PUNG -> "pung";
      case EXPOSED_KONG -> "kong";
      case CHOW -> {
        Tile low = ((Chow) c).lowest();
        yield "chow " + Tiles.compact(List.of(low, Tile.of(low.index() + 1), Tile.of(low.index() + 2)));
      }
      default -> "pass";
    };
  }

  private static String meld(Seat seat, Meld m) {
    String tiles = Tiles.compact(m.tiles());
    return switch (m.kind()) {
      case CHOW -> seat + " chows " + tiles + " with " + tile(m.claimed()) + " from " + m.from();
      case PUNG -> seat + " pungs " + tile(m.tile()) + " from " + m.from();
      case EXPOSED_KONG -> seat + " makes an exposed kong of " + tile(m.tile()) + " from " + m.from();
      case ADDED_KONG -> seat + " completes the added kong of " + tile(m.tile());
      case CONCEALED_KONG -> seat + " makes a concealed kong of " + tile(m.tile());
    };
  }

  private static String win(Win w) {
    StringBuilder sb = new StringBuilder(w.seat() + " wins on " + tile(w.tile()));
    sb.append(w.selfDrawn() ? ", self-drawn" : " from " + w.from().map(Seat::toString).orElse("?"));
    if (w.robbedKong()) {
      sb.append(", robbing the kong");
    }
    sb.append(": ").append(w.pattern()).append(", ").append(w.value());
    if (!w.fans().isEmpty()) {
      StringJoiner fans = new StringJoiner(", ", " fan (", ")");
      for (ScoreLine f : w.fans()) {
        fans.add(f.name() + " " + f.points() + (f.count() > 1 ? " x" + f.count() : ""));
      }
      sb.append(fans);
    }
    return sb.toString();
  }

  private static String name(String constant) {
    return constant.charAt(0) + constant.substring(1).toLowerCase(java.util.Locale.ROOT);
  }
}
