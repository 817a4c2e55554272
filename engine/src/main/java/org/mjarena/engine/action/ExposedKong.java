package org.mjarena.engine.action;

/** Kongs the discarded tile with three from hand 直杠, then draws a replacement. */
public record ExposedKong() implements Claim {
  /** The only instance needed. */
  public static final ExposedKong INSTANCE = new ExposedKong();

  @Override
  public ActionKind kind() {
    return ActionKind.EXPOSED_KONG;
  }

  /** The action in plain English: {@code exposed kong}. */
  @Override
  public String toString() {
    return "exposed kong";
  }
}
