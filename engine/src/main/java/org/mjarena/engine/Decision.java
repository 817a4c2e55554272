package org.mjarena.engine;

/**
 * What the game is waiting for: one player's turn, the other players' answers to a discard or added
 * kong, the opening ting question, or nothing because the hand is over.
 */
public sealed interface Decision permits TurnDecision, ClaimDecision, OpeningDecision, NoDecision {}
