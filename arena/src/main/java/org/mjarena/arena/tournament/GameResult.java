package org.mjarena.arena.tournament;

import org.mjarena.engine.GameOutcome;

/**
 * One game of a tournament: a deal played in one seat order.
 *
 * @param deal      the deal index
 * @param order     the index of the seat order within the deal
 * @param seats     the lineup entry index in each seat, seat 0 (the dealer) first
 * @param wallSeed  the seed the deal's wall was shuffled with
 * @param outcome   how it ended
 */
public record GameResult(long deal, int order, int[] seats, long wallSeed, GameOutcome outcome) {}
