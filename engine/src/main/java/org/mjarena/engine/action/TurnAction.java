package org.mjarena.engine.action;

/** What a player does on its own turn: after a draw, a replacement draw, a chow or a pung. */
public sealed interface TurnAction extends Action
    permits Discard, TingDiscard, ConcealedKong, AddedKong, SelfDrawnWin {}
