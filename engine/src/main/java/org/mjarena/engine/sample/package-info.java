/**
 * Worlds consistent with an observation: the tiles a seat cannot see (the other hands, their face-down
 * kongs and the wall), drawn uniformly while every public fact is kept. {@link
 * org.mjarena.engine.sample.HiddenTiles} is the draw a variant's {@code sampleConsistent} takes a game up
 * with; the lean one-hand form for agents is {@link org.mjarena.engine.HiddenHand}. Nothing here plays.
 */
package org.mjarena.engine.sample;
