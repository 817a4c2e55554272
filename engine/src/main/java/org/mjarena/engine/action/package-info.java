/**
 * Actions: what a player may do at each decision point. {@link org.mjarena.engine.action.TurnAction}
 * on its own turn, {@link org.mjarena.engine.action.Claim} on another player's discard or added kong,
 * {@link org.mjarena.engine.action.OpeningAction} before play. Their {@code toString} is a Botzone-like
 * code ({@code PLAY W1}, {@code CHI T3}, {@code PENG}, {@code HU}).
 */
package org.mjarena.engine.action;
