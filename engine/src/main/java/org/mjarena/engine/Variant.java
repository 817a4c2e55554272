package org.mjarena.engine;

import java.util.Arrays;
import java.util.stream.Collectors;
import org.mjarena.engine.tile.Tile;

/** The rule variants of the arena, with the ids used in lineup files. */
public enum Variant {
  /** 108-tile competition mahjong 大众麻将 (CCGC 2020): three suits, no honours, no flowers. */
  SUITS_108("competition-108", 108),
  /** Chinese Official Mahjong 国标麻将: 144 tiles with flowers, 81 fans, 8-fan minimum. */
  MCR("mcr", 144);

  private final String id;
  private final int tileCount;

  Variant(String id, int tileCount) {
    this.id = id;
    this.tileCount = tileCount;
  }

  /** The id used in lineup files and on the command line. */
  public String id() {
    return id;
  }

  /** The number of tiles in the set. */
  public int tileCount() {
    return tileCount;
  }

  /** The tile kinds in play: the 27 numbered ones, or all 34 with the honours in MCR (flowers aside). */
  public int tileKinds() {
    return this == MCR ? Tile.KINDS : Tile.NUMBERED_KINDS;
  }

  /**
   * The variant with the given id.
   *
   * @throws IllegalArgumentException listing the known ids
   */
  public static Variant byId(String id) {
    for (Variant v : values()) {
      if (v.id.equals(id)) {
        return v;
      }
    }
    throw new IllegalArgumentException("unknown variant '" + id + "'; known: " + ids());
  }

  /** The known ids, comma separated. */
  public static String ids() {
    return Arrays.stream(values()).map(Variant::id).collect(Collectors.joining(", "));
  }
}
