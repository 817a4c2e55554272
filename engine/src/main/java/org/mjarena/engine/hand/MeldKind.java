package org.mjarena.engine.hand;

/** The kinds of declared set. */
public enum MeldKind {
  /** Chow 吃: three consecutive tiles of a suit, the claimed one from the player on the left. */
  CHOW,
  /** Pung 碰: three identical tiles, one claimed from any other player. */
  PUNG,
  /** Exposed (direct) kong 直杠/明杠: three in hand and the fourth claimed from a discard. */
  EXPOSED_KONG,
  /** Added kong 补杠/加杠: the fourth tile added by its owner to an exposed pung. */
  ADDED_KONG,
  /** Concealed kong 暗杠: four identical tiles from the hand. */
  CONCEALED_KONG;

  /** True for the three kinds of kong. */
  public boolean isKong() {
    return this == EXPOSED_KONG || this == ADDED_KONG || this == CONCEALED_KONG;
  }

  /** The number of tiles in the meld. */
  public int size() {
    return isKong() ? 4 : 3;
  }
}
