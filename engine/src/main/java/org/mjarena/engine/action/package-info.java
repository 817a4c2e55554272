/**
 * Actions: what a player may do at each decision point. {@link org.mjarena.engine.action.TurnAction}
 * on its own turn, {@link org.mjarena.engine.action.Claim} on another player's discard or added kong,
 * {@link org.mjarena.engine.action.OpeningAction} before play.
 *
 * <p>Their {@code toString} is plain English with the tile codes, for logs and messages:
 * {@code discard W1}, {@code ting discard W1}, {@code chow T2-T3-T4}, {@code pung}, {@code exposed kong},
 * {@code concealed kong B5}, {@code added kong B5}, {@code self-drawn win}, {@code win}, {@code pass},
 * {@code declare ting}. It is meant for reading, not for parsing. The Botzone wire syntax
 * ({@code PLAY W1}, {@code CHI T3}, {@code PENG}, {@code BUGANG B5}, {@code HU}) is a protocol format
 * and belongs with the Botzone protocol in the arena, not here.
 */
package org.mjarena.engine.action;
