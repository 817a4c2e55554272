package org.mjarena.engine;

/** The hand is over: nothing is pending. */
public record NoDecision() implements Decision {
  /** The only instance needed. */
  public static final NoDecision INSTANCE = new NoDecision();
}
