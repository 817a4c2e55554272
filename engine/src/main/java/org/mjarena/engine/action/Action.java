package org.mjarena.engine.action;

/**
 * Something a player does at a decision point. The three decision points each have their own action
 * type, so an action that does not belong to one cannot even be returned there.
 */
public sealed interface Action permits TurnAction, Claim, OpeningAction {
  /** The kind, for switching without pattern matching. */
  ActionKind kind();
}
