/**
 * The engine's contract: {@link org.mjarena.engine.Rules} deal {@link org.mjarena.engine.Game}s; a game
 * says what it is waiting for ({@link org.mjarena.engine.Decision}: a turn, a claim or an opening
 * question, each with its legal answers), moves only by the answers, and shows each player an
 * {@link org.mjarena.engine.Observation}, built from the events it may see by the
 * {@link org.mjarena.engine.ObservationTracker}; it ends with a {@link org.mjarena.engine.GameOutcome}.
 * Here too: seats and winds, the {@link org.mjarena.engine.Variant}s and the
 * {@link org.mjarena.engine.Rulebook} that finds their rules, the conduct rules (time limit, sanction)
 * and the faults recorded against a seat, and {@link org.mjarena.engine.HiddenHand}, one opponent's
 * hidden tiles drawn for an agent. Nothing here knows about agents or tournaments.
 */
package org.mjarena.engine;
