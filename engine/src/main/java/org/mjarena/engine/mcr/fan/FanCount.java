package org.mjarena.engine.mcr.fan;

/**
 * One line of a fan breakdown: a fan and how many times it is scored (e.g. 幺九刻 x2, 花牌 x5).
 *
 * @param fan   the fan
 * @param count the number of occurrences, at least 1
 */
public record FanCount(Fan fan, int count) {
  /** The points of all occurrences together. */
  public int points() {
    return fan.points() * count;
  }

  @Override
  public String toString() {
    return fan.chinese() + " " + fan.english() + " " + fan.points() + (count > 1 ? " x" + count : "");
  }
}
