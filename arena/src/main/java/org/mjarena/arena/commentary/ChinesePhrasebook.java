package org.mjarena.arena.commentary;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import org.mjarena.engine.Win;
import org.mjarena.engine.Wind;
import org.mjarena.engine.hand.Meld;
import org.mjarena.engine.mcr.McrRules;
import org.mjarena.engine.mcr.fan.FanCount;
import org.mjarena.engine.tile.Tile;

/** The {@link Narrator}'s sentences in Chinese. */
final class ChinesePhrasebook implements Phrasebook {
  private static final String NUMBERS = "一二三四五六七八九";
  private static final String[] SUITS = {"万", "条", "筒"};
  private static final String[] HONOURS = {"东风", "南风", "西风", "北风", "红中", "发财", "白板"};
  private static final String[] FLOWERS = {"春", "夏", "秋", "冬", "梅", "兰", "竹", "菊"};
  private static final String[] SEATS = {"东家", "南家", "西家", "北家"};

  @Override
  public String tile(Tile t) {
    int i = t.index();
    if (i < Tile.NUMBERED_KINDS) {
      return NUMBERS.charAt(t.number() - 1) + SUITS[i / 9];
    }
    return i < Tile.KINDS ? HONOURS[i - Tile.NUMBERED_KINDS] : FLOWERS[i - Tile.KINDS];
  }

  @Override
  public String seat(Wind w) {
    return SEATS[w.index()];
  }

  @Override
  public String advice(Wind seat, Optional<Tile> keep, List<Tile> mayGo) {
    String go = list(mayGo);
    return keep.map(k -> seat(seat) + "宜留" + tile(k) + "，" + go + "可以舍去。").orElse(seat(seat) + "可以舍去" + go + "。");
  }

  @Override
  public String discard(Wind seat, Tile tile, List<Tile> candidates) {
    String head = seat(seat) + "打出" + tile(tile);
    if (candidates.isEmpty()) {
      return head + "。";
    }
    return candidates.contains(tile) ? head + "，在预料之中。" : head + "，出乎预料（原以为是" + list(candidates) + "）。";
  }

  @Override
  public String ready(Wind seat, Ready r) {
    List<String> each = new ArrayList<>();
    for (int i = 0; i < r.waits().size(); i++) {
      each.add(tile(r.waits().get(i)) + r.unseen().get(i) + "张");
    }
    StringBuilder sb = new StringBuilder(seat(seat)).append("听牌了，等").append(list(r.waits())).append("，场上未见")
        .append(r.unseenWaits()).append("张（").append(String.join("，", each)).append("），未见的").append(r.unseenTotal())
        .append("张牌里下一张摸到和牌的机会是").append(String.format(Locale.ROOT, "%.1f%%", 100 * r.nextDrawChance())).append('。');
    r.fans().ifPresent(f -> {
      int min = McrRules.MINIMUM_FAN;
      if (f.onDiscard() >= min) {
        sb.append("别人打出可和，最多").append(f.onDiscard()).append("番：").append(fans(f.best())).append('。');
      } else if (f.selfDrawn() >= min) {
        sb.append("点和不够").append(min).append("番（最多").append(f.onDiscard()).append("番），自摸可得")
            .append(f.selfDrawn()).append("番：").append(fans(f.best())).append('。');
      } else {
        sb.append("番数不够").append(min).append("番（点和").append(f.onDiscard()).append("番，自摸")
            .append(f.selfDrawn()).append("番），还和不了。");
      }
    });
    return sb.toString();
  }

  @Override
  public String possibleClaims(Tile tile, List<Wind> seats, List<Reaction> reactions) {
    List<String> each = new ArrayList<>();
    for (int i = 0; i < seats.size(); i++) {
      each.add(seat(seats.get(i)) + switch (reactions.get(i)) {
        case CHOW -> "可能吃";
        case PUNG -> "可能碰";
        case KONG -> "可能杠";
        case WIN -> "可能和牌";
        case NONE -> "不要";
      });
    }
    return "留意这张" + tile(tile) + "：" + String.join("，", each) + "。";
  }

  @Override
  public String meld(Wind seat, Meld m, Optional<Wind> from, Optional<Boolean> foreseen) {
    String who = seat(seat);
    String source = from.map(f -> seat(f) + "的").orElse("");
    String what = switch (m.kind()) {
      case CHOW -> who + "吃" + source + tile(m.claimed()) + "，成" + list(m.tiles());
      case PUNG -> who + "碰" + source + tile(m.tile());
      case EXPOSED_KONG -> who + "明杠" + source + tile(m.tile());
      case ADDED_KONG -> who + "补杠" + tile(m.tile());
      case CONCEALED_KONG -> who + "暗杠" + tile(m.tile());
    };
    return what + foreseen.map(f -> f ? "，不出所料。" : "，没有料到。").orElse("。");
  }

  @Override
  public String concealedKong(Wind seat, Optional<Tile> tile) {
    return seat(seat) + "暗杠" + tile.map(this::tile).orElse("") + "。";
  }

  @Override
  public String win(Wind seat, Win w, Optional<Wind> from, boolean fans, boolean foreseen) {
    String value = fans ? "共" + w.value() + "番" : "得" + w.value() + "分";
    if (from.isEmpty()) {
      return seat(seat) + "自摸" + tile(w.tile()) + "和牌，" + value + "。";
    }
    return seat(from.get()) + "点炮！" + seat(seat) + (w.robbedKong() ? "抢杠" : "") + "和" + tile(w.tile()) + "，" + value
        + (foreseen ? "，早有预料。" : "。");
  }

  @Override
  public String ting(Wind seat) {
    return seat(seat) + "报听。";
  }

  @Override
  public String exhausted() {
    return "牌墙摸完，无人和牌，荒庄。";
  }

  private static String fans(List<FanCount> fans) {
    List<String> each = new ArrayList<>();
    for (FanCount f : fans) {
      each.add(f.fan().chinese() + f.points() + "番");
    }
    return String.join("，", each);
  }

  private String list(List<Tile> tiles) {
    List<String> names = new ArrayList<>();
    for (Tile t : tiles) {
      names.add(tile(t));
    }
    return String.join("、", names);
  }
}
