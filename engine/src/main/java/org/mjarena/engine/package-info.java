/**
 * The engine's contract: {@link org.mjarena.engine.Rules} deal {@link org.mjarena.engine.Game}s; a game
 * says what it is waiting for ({@link org.mjarena.engine.Decision}), moves only by the answers, and shows
 * each player an {@link org.mjarena.engine.Observation}; it ends with a
 * {@link org.mjarena.engine.HandOutcome}. Nothing here knows about agents or tournaments.
 */
package org.mjarena.engine;
