/**
 * Play: the rules every variant shares ({@link org.mjarena.engine.play.AbstractGame}: turns, claims
 * resolved by priority, kongs with replacement draws, robbing an added kong, the end of the wall, the
 * error sanction, and every change told as an event), and the one {@link org.mjarena.engine.play.Driver}
 * that plays a game by asking each seat's {@link org.mjarena.engine.play.Player} and reporting to
 * {@link org.mjarena.engine.play.GameObserver}s.
 */
package org.mjarena.engine.play;
