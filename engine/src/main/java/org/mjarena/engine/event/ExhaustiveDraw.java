package org.mjarena.engine.event;

/** The wall ran out without a win (流局, 荒牌): the game ends with no further payment. Public. */
public record ExhaustiveDraw() implements Event {
  /** The only instance needed. */
  public static final ExhaustiveDraw INSTANCE = new ExhaustiveDraw();

  @Override
  public Visibility visibility() {
    return Visibility.PUBLIC;
  }
}
