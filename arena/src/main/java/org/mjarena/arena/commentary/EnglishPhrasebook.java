package org.mjarena.arena.commentary;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import org.mjarena.engine.Win;
import org.mjarena.engine.Wind;
import org.mjarena.engine.hand.Meld;
import org.mjarena.engine.mcr.fan.FanCount;
import org.mjarena.engine.mcr.McrRules;
import org.mjarena.engine.tile.Tile;

/** The {@link Narrator}'s sentences in English. */
final class EnglishPhrasebook implements Phrasebook {
  private static final String[] SUITS = {"Character", "Bamboo", "Dot"};
  private static final String[] HONOURS = {"East Wind", "South Wind", "West Wind", "North Wind", "Red Dragon",
      "Green Dragon", "White Dragon"};
  private static final String[] FLOWERS = {"Spring", "Summer", "Autumn", "Winter", "Plum", "Orchid", "Bamboo flower",
      "Chrysanthemum"};
  private static final String[] WINDS = {"East", "South", "West", "North"};

  @Override
  public String tile(Tile t) {
    int i = t.index();
    if (i < Tile.NUMBERED_KINDS) {
      return SUITS[i / 9] + " " + t.number();
    }
    return i < Tile.KINDS ? HONOURS[i - Tile.NUMBERED_KINDS] : FLOWERS[i - Tile.KINDS];
  }

  @Override
  public String seat(Wind w) {
    return WINDS[w.index()];
  }

  @Override
  public String advice(Wind seat, Optional<Tile> keep, List<Tile> mayGo) {
    String go = or(mayGo);
    return keep.map(k -> seat(seat) + " should keep " + tile(k) + "; " + go + " can go.")
        .orElse(seat(seat) + " can let go of " + go + ".");
  }

  @Override
  public String discard(Wind seat, Tile tile, List<Tile> candidates) {
    String head = seat(seat) + " discards " + tile(tile);
    if (candidates.isEmpty()) {
      return head + ".";
    }
    return candidates.contains(tile) ? head + ", as expected." : head + ", not " + or(candidates) + " as expected.";
  }

  @Override
  public String ready(Wind seat, Ready r) {
    List<String> each = new ArrayList<>();
    for (int i = 0; i < r.waits().size(); i++) {
      each.add(tile(r.waits().get(i)) + " x" + r.unseen().get(i));
    }
    StringBuilder sb = new StringBuilder(seat(seat)).append(" is ready, waiting on ").append(and(r.waits()))
        .append(": ").append(r.unseenWaits()).append(" of them unseen (").append(String.join(", ", each))
        .append(") among ").append(r.unseenTotal()).append(" unseen tiles, so its next draw wins with a chance of ")
        .append(percent(r.nextDrawChance())).append('.');
    r.fans().ifPresent(f -> {
      int min = McrRules.MINIMUM_FAN;
      if (f.onDiscard() >= min) {
        sb.append(" A win on a discard scores up to ").append(f.onDiscard()).append(" fans: ").append(fans(f.best())).append('.');
      } else if (f.selfDrawn() >= min) {
        sb.append(" It is short of ").append(min).append(" fans on a discard (").append(f.onDiscard())
            .append(" at most), but a self-drawn win scores ").append(f.selfDrawn()).append(": ").append(fans(f.best())).append('.');
      } else {
        sb.append(" It is short of ").append(min).append(" fans (").append(f.onDiscard()).append(" on a discard, ")
            .append(f.selfDrawn()).append(" self-drawn) and cannot win yet.");
      }
    });
    return sb.toString();
  }

  @Override
  public String possibleClaims(Tile tile, List<Wind> seats, List<Reaction> reactions) {
    List<String> each = new ArrayList<>();
    for (int i = 0; i < seats.size(); i++) {
      each.add(seat(seats.get(i)) + " may " + switch (reactions.get(i)) {
        case CHOW -> "chow it";
        case PUNG -> "pung it";
        case KONG -> "kong it";
        case WIN -> "win on it";
        case NONE -> "pass";
      });
    }
    return "Watch " + tile(tile) + ": " + String.join("; ", each) + ".";
  }

  @Override
  public String meld(Wind seat, Meld m, Optional<Wind> from, Optional<Boolean> foreseen) {
    String who = seat(seat);
    String what = switch (m.kind()) {
      case CHOW -> who + " chows " + tile(m.claimed()) + " into " + and(m.tiles());
      case PUNG -> who + " pungs " + tile(m.tile());
      case EXPOSED_KONG -> who + " kongs " + tile(m.tile());
      case ADDED_KONG -> who + " adds " + tile(m.tile()) + " to its pung";
      case CONCEALED_KONG -> who + " makes a concealed kong of " + tile(m.tile());
    };
    String source = from.map(f -> " from " + seat(f)).orElse("");
    String verdict = foreseen.map(f -> f ? ", as foreseen" : ", which the commentator did not foresee").orElse("");
    return what + source + verdict + ".";
  }

  @Override
  public String concealedKong(Wind seat, Optional<Tile> tile) {
    return seat(seat) + " makes a concealed kong" + tile.map(t -> " of " + tile(t)).orElse("") + ".";
  }

  @Override
  public String win(Wind seat, Win w, Optional<Wind> from, boolean fans, boolean foreseen) {
    String value = fans ? w.value() + " fans" : "worth " + w.value();
    if (from.isEmpty()) {
      return seat(seat) + " wins on a self-drawn " + tile(w.tile()) + ", " + value + ".";
    }
    return seat(from.get()) + " deals in: " + seat(seat) + " wins on " + tile(w.tile()) + (w.robbedKong() ? ", robbing the kong" : "")
        + ", " + value + (foreseen ? ", as foreseen." : ".");
  }

  @Override
  public String ting(Wind seat) {
    return seat(seat) + " declares ting.";
  }

  @Override
  public String exhausted() {
    return "The wall is empty and nobody has won.";
  }

  private String fans(List<FanCount> fans) {
    List<String> each = new ArrayList<>();
    for (FanCount f : fans) {
      each.add(f.fan().english() + " " + f.points());
    }
    return String.join(", ", each);
  }

  private String or(List<Tile> tiles) {
    return join(tiles, " or ");
  }

  private String and(List<Tile> tiles) {
    return join(tiles, " and ");
  }

  private String join(List<Tile> tiles, String last) {
    StringBuilder sb = new StringBuilder();
    for (int i = 0; i < tiles.size(); i++) {
      sb.append(i == 0 ? "" : i == tiles.size() - 1 ? last : ", ").append(tile(tiles.get(i)));
    }
    return sb.toString();
  }

  private static String percent(double p) {
    return String.format(Locale.ROOT, "%.1f%%", 100 * p);
  }
}
