package org.mjarena.engine.action;

/** What a player answers when another player discards a tile or adds a tile to a kong. */
public sealed interface Claim extends Action permits Pass, Chow, Pung, ExposedKong, ClaimWin {}
