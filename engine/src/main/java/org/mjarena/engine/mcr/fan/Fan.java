package org.mjarena.engine.mcr.fan;

/**
 * The fans (番) of Chinese Official Mahjong, numbered 1-81 in the order of the official fan table
 * (highest value first), as in the MCR test vectors; {@link #CONCEALED_KONG_AND_MELDED_KONG} is the
 * Botzone-only fan 82.
 *
 * <p>{@link #points()} is the value of one occurrence. Most fans occur at most once; {@link #TILE_HOG},
 * {@link #DOUBLE_PUNG}, the chow-pair fans ({@link #PURE_DOUBLE_CHOW}, {@link #MIXED_DOUBLE_CHOW},
 * {@link #SHORT_STRAIGHT}, {@link #TWO_TERMINAL_CHOWS}), {@link #DRAGON_PUNG},
 * {@link #PUNG_OF_TERMINALS_OR_HONOURS} and {@link #FLOWER_TILES} may occur several times.
 *
 * <p>{@link #english()} is the name of the official table as the rules file, the test vectors and the
 * result files spell it ("All Honors"); the constants follow the project's British spelling
 * ({@link #ALL_HONOURS}).
 */
public enum Fan {
  /** 大四喜 Big Four Winds, 88 points. */
  BIG_FOUR_WINDS(1, 88, "大四喜", "Big Four Winds"),
  /** 大三元 Big Three Dragons, 88 points. */
  BIG_THREE_DRAGONS(2, 88, "大三元", "Big Three Dragons"),
  /** 绿一色 All Green, 88 points. */
  ALL_GREEN(3, 88, "绿一色", "All Green"),
  /** 九莲宝灯 Nine Gates, 88 points. */
  NINE_GATES(4, 88, "九莲宝灯", "Nine Gates"),
  /** 四杠 Four Kongs, 88 points. */
  FOUR_KONGS(5, 88, "四杠", "Four Kongs"),
  /** 连七对 Seven Shifted Pairs, 88 points. */
  SEVEN_SHIFTED_PAIRS(6, 88, "连七对", "Seven Shifted Pairs"),
  /** 十三幺 Thirteen Orphans, 88 points. */
  THIRTEEN_ORPHANS(7, 88, "十三幺", "Thirteen Orphans"),
  /** 清幺九 All Terminals, 64 points. */
  ALL_TERMINALS(8, 64, "清幺九", "All Terminals"),
  /** 小四喜 Little Four Winds, 64 points. */
  LITTLE_FOUR_WINDS(9, 64, "小四喜", "Little Four Winds"),
  /** 小三元 Little Three Dragons, 64 points. */
  LITTLE_THREE_DRAGONS(10, 64, "小三元", "Little Three Dragons"),
  /** 字一色 All Honors, 64 points. */
  ALL_HONOURS(11, 64, "字一色", "All Honors"),
  /** 四暗刻 Four Concealed Pungs, 64 points. */
  FOUR_CONCEALED_PUNGS(12, 64, "四暗刻", "Four Concealed Pungs"),
  /** 一色双龙会 Pure Terminal Chows, 64 points. */
  PURE_TERMINAL_CHOWS(13, 64, "一色双龙会", "Pure Terminal Chows"),
  /** 一色四同顺 Quadruple Chow, 48 points. */
  QUADRUPLE_CHOW(14, 48, "一色四同顺", "Quadruple Chow"),
  /** 一色四节高 Four Pure Shifted Pungs, 48 points. */
  FOUR_PURE_SHIFTED_PUNGS(15, 48, "一色四节高", "Four Pure Shifted Pungs"),
  /** 一色四步高 Four Pure Shifted Chows, 32 points. */
  FOUR_PURE_SHIFTED_CHOWS(16, 32, "一色四步高", "Four Pure Shifted Chows"),
  /** 三杠 Three Kongs, 32 points. */
  THREE_KONGS(17, 32, "三杠", "Three Kongs"),
  /** 混幺九 All Terminals and Honors, 32 points. */
  ALL_TERMINALS_AND_HONOURS(18, 32, "混幺九", "All Terminals and Honors"),
  /** 七对 Seven Pairs, 24 points. */
  SEVEN_PAIRS(19, 24, "七对", "Seven Pairs"),
  /** 七星不靠 Greater Honors and Knitted Tiles, 24 points. */
  GREATER_HONOURS_AND_KNITTED_TILES(20, 24, "七星不靠", "Greater Honors and Knitted Tiles"),
  /** 全双刻 All Even Pungs, 24 points. */
  ALL_EVEN_PUNGS(21, 24, "全双刻", "All Even Pungs"),
  /** 清一色 Full Flush, 24 points. */
  FULL_FLUSH(22, 24, "清一色", "Full Flush"),
  /** 一色三同顺 Pure Triple Chow, 24 points. */
  PURE_TRIPLE_CHOW(23, 24, "一色三同顺", "Pure Triple Chow"),
  /** 一色三节高 Pure Shifted Pungs, 24 points. */
  PURE_SHIFTED_PUNGS(24, 24, "一色三节高", "Pure Shifted Pungs"),
  /** 全大 Upper Tiles, 24 points. */
  UPPER_TILES(25, 24, "全大", "Upper Tiles"),
  /** 全中 Middle Tiles, 24 points. */
  MIDDLE_TILES(26, 24, "全中", "Middle Tiles"),
  /** 全小 Lower Tiles, 24 points. */
  LOWER_TILES(27, 24, "全小", "Lower Tiles"),
  /** 清龙 Pure Straight, 16 points. */
  PURE_STRAIGHT(28, 16, "清龙", "Pure Straight"),
  /** 三色双龙会 Three-Suited Terminal Chows, 16 points. */
  THREE_SUITED_TERMINAL_CHOWS(29, 16, "三色双龙会", "Three-Suited Terminal Chows"),
  /** 一色三步高 Pure Shifted Chows, 16 points. */
  PURE_SHIFTED_CHOWS(30, 16, "一色三步高", "Pure Shifted Chows"),
  /** 全带五 All Five, 16 points. */
  ALL_FIVE(31, 16, "全带五", "All Five"),
  /** 三同刻 Triple Pung, 16 points. */
  TRIPLE_PUNG(32, 16, "三同刻", "Triple Pung"),
  /** 三暗刻 Three Concealed Pungs, 16 points. */
  THREE_CONCEALED_PUNGS(33, 16, "三暗刻", "Three Concealed Pungs"),
  /** 全不靠 Lesser Honors and Knitted Tiles, 12 points. */
  LESSER_HONOURS_AND_KNITTED_TILES(34, 12, "全不靠", "Lesser Honors and Knitted Tiles"),
  /** 组合龙 Knitted Straight, 12 points. */
  KNITTED_STRAIGHT(35, 12, "组合龙", "Knitted Straight"),
  /** 大于五 Upper Four, 12 points. */
  UPPER_FOUR(36, 12, "大于五", "Upper Four"),
  /** 小于五 Lower Four, 12 points. */
  LOWER_FOUR(37, 12, "小于五", "Lower Four"),
  /** 三风刻 Big Three Winds, 12 points. */
  BIG_THREE_WINDS(38, 12, "三风刻", "Big Three Winds"),
  /** 花龙 Mixed Straight, 8 points. */
  MIXED_STRAIGHT(39, 8, "花龙", "Mixed Straight"),
  /** 推不倒 Reversible Tiles, 8 points. */
  REVERSIBLE_TILES(40, 8, "推不倒", "Reversible Tiles"),
  /** 三色三同顺 Mixed Triple Chow, 8 points. */
  MIXED_TRIPLE_CHOW(41, 8, "三色三同顺", "Mixed Triple Chow"),
  /** 三色三节高 Mixed Shifted Pungs, 8 points. */
  MIXED_SHIFTED_PUNGS(42, 8, "三色三节高", "Mixed Shifted Pungs"),
  /** 无番和 Chicken Hand, 8 points. */
  CHICKEN_HAND(43, 8, "无番和", "Chicken Hand"),
  /** 妙手回春 Last Tile Draw, 8 points. */
  LAST_TILE_DRAW(44, 8, "妙手回春", "Last Tile Draw"),
  /** 海底捞月 Last Tile Claim, 8 points. */
  LAST_TILE_CLAIM(45, 8, "海底捞月", "Last Tile Claim"),
  /** 杠上开花 Out with Replacement Tile, 8 points. */
  OUT_WITH_REPLACEMENT_TILE(46, 8, "杠上开花", "Out with Replacement Tile"),
  /** 抢杠和 Robbing The Kong, 8 points. */
  ROBBING_THE_KONG(47, 8, "抢杠和", "Robbing The Kong"),
  /** 碰碰和 All Pungs, 6 points. */
  ALL_PUNGS(48, 6, "碰碰和", "All Pungs"),
  /** 混一色 Half Flush, 6 points. */
  HALF_FLUSH(49, 6, "混一色", "Half Flush"),
  /** 三色三步高 Mixed Shifted Chows, 6 points. */
  MIXED_SHIFTED_CHOWS(50, 6, "三色三步高", "Mixed Shifted Chows"),
  /** 五门齐 All Types, 6 points. */
  ALL_TYPES(51, 6, "五门齐", "All Types"),
  /** 全求人 Melded Hand, 6 points. */
  MELDED_HAND(52, 6, "全求人", "Melded Hand"),
  /** 双暗杠 Two Concealed Kongs, 6 points. */
  TWO_CONCEALED_KONGS(53, 6, "双暗杠", "Two Concealed Kongs"),
  /** 双箭刻 Two Dragons Pungs, 6 points. */
  TWO_DRAGONS_PUNGS(54, 6, "双箭刻", "Two Dragons Pungs"),
  /** 全带幺 Outside Hand, 4 points. */
  OUTSIDE_HAND(55, 4, "全带幺", "Outside Hand"),
  /** 不求人 Fully Concealed Hand, 4 points. */
  FULLY_CONCEALED_HAND(56, 4, "不求人", "Fully Concealed Hand"),
  /** 双明杠 Two Melded Kongs, 4 points. */
  TWO_MELDED_KONGS(57, 4, "双明杠", "Two Melded Kongs"),
  /** 和绝张 Last Tile, 4 points. */
  LAST_TILE(58, 4, "和绝张", "Last Tile"),
  /** 箭刻 Dragon Pung, 2 points. */
  DRAGON_PUNG(59, 2, "箭刻", "Dragon Pung"),
  /** 圈风刻 Prevalent Wind, 2 points. */
  PREVALENT_WIND(60, 2, "圈风刻", "Prevalent Wind"),
  /** 门风刻 Seat Wind, 2 points. */
  SEAT_WIND(61, 2, "门风刻", "Seat Wind"),
  /** 门前清 Concealed Hand, 2 points. */
  CONCEALED_HAND(62, 2, "门前清", "Concealed Hand"),
  /** 平和 All Chows, 2 points. */
  ALL_CHOWS(63, 2, "平和", "All Chows"),
  /** 四归一 Tile Hog, 2 points. */
  TILE_HOG(64, 2, "四归一", "Tile Hog"),
  /** 双同刻 Double Pung, 2 points. */
  DOUBLE_PUNG(65, 2, "双同刻", "Double Pung"),
  /** 双暗刻 Two Concealed Pungs, 2 points. */
  TWO_CONCEALED_PUNGS(66, 2, "双暗刻", "Two Concealed Pungs"),
  /** 暗杠 Concealed Kong, 2 points. */
  CONCEALED_KONG(67, 2, "暗杠", "Concealed Kong"),
  /** 断幺 All Simples, 2 points. */
  ALL_SIMPLES(68, 2, "断幺", "All Simples"),
  /** 一般高 Pure Double Chow, 1 point. */
  PURE_DOUBLE_CHOW(69, 1, "一般高", "Pure Double Chow"),
  /** 喜相逢 Mixed Double Chow, 1 point. */
  MIXED_DOUBLE_CHOW(70, 1, "喜相逢", "Mixed Double Chow"),
  /** 连六 Short Straight, 1 point. */
  SHORT_STRAIGHT(71, 1, "连六", "Short Straight"),
  /** 老少副 Two Terminal Chows, 1 point. */
  TWO_TERMINAL_CHOWS(72, 1, "老少副", "Two Terminal Chows"),
  /** 幺九刻 Pung of Terminals or Honors, 1 point. */
  PUNG_OF_TERMINALS_OR_HONOURS(73, 1, "幺九刻", "Pung of Terminals or Honors"),
  /** 明杠 Melded Kong, 1 point. */
  MELDED_KONG(74, 1, "明杠", "Melded Kong"),
  /** 缺一门 One Voided Suit, 1 point. */
  ONE_VOIDED_SUIT(75, 1, "缺一门", "One Voided Suit"),
  /** 无字 No Honors, 1 point. */
  NO_HONOURS(76, 1, "无字", "No Honors"),
  /** 边张 Edge Wait, 1 point. */
  EDGE_WAIT(77, 1, "边张", "Edge Wait"),
  /** 嵌张 Closed Wait, 1 point. */
  CLOSED_WAIT(78, 1, "嵌张", "Closed Wait"),
  /** 单钓将 Single Wait, 1 point. */
  SINGLE_WAIT(79, 1, "单钓将", "Single Wait"),
  /** 自摸 Self-Drawn, 1 point. */
  SELF_DRAWN(80, 1, "自摸", "Self-Drawn"),
  /** 花牌 Flower Tiles, 1 point. */
  FLOWER_TILES(81, 1, "花牌", "Flower Tiles"),
  /**
   * 明暗杠 Concealed Kong and Melded Kong, 5 points: one concealed and one exposed kong. Not in the 1998
   * table; a supplementary ruling applied by the Botzone judge (its calculator's compile-time option
   * {@code SUPPORT_CONCEALED_KONG_AND_MELDED_KONG}) in place of 暗杠 + 明杠. Scored only when the
   * calculator is built with that option ({@link FanCalculator#botzone()}).
   */
  CONCEALED_KONG_AND_MELDED_KONG(82, 5, "明暗杠", "Concealed Kong and Melded Kong");

  /** The largest fan id. */
  public static final int MAX_ID = 82;
  private static final Fan[] BY_ID = new Fan[MAX_ID + 1];

  static {
    for (Fan f : values()) {
      BY_ID[f.id] = f;
    }
  }

  private final int id;
  private final int points;
  private final String chinese;
  private final String english;

  Fan(int id, int points, String chinese, String english) {
    this.id = id;
    this.points = points;
    this.chinese = chinese;
    this.english = english;
  }

  /**
   * The fan with the given id (1-82).
   *
   * @throws IllegalArgumentException when no fan has that id
   */
  public static Fan ofId(int id) {
    if (id < 1 || id > MAX_ID) {
      throw new IllegalArgumentException("no fan with id " + id + " (expected 1-" + MAX_ID + ")");
    }
    return BY_ID[id];
  }

  /** The number in the official fan table, 1-81 (82 for the Botzone-only 明暗杠). */
  public int id() {
    return id;
  }

  /** The value of one occurrence. */
  public int points() {
    return points;
  }

  /** The Chinese name, e.g. 大四喜. */
  public String chinese() {
    return chinese;
  }

  /** The English name as the test vectors spell it, e.g. "Big Four Winds". */
  public String english() {
    return english;
  }
}
