/**
 * Duplicate play: every deal of a lineup in every distinct seat order ({@link
 * org.mjarena.arena.tournament.SeatOrders}), as independent jobs of (deal, seat order) played in parallel
 * by {@link org.mjarena.arena.tournament.Tournament}. A worker plays a deal's seat orders in turn at its
 * own table; its {@link org.mjarena.arena.tournament.Recorder}s keep what they need of each game and hand
 * it over once per deal ({@link org.mjarena.arena.tournament.PlayedDeal}), in deal order, whatever the
 * threads. Walls and agent streams derive from the root seed, deal and seat alone ({@link
 * org.mjarena.arena.tournament.AgentSeeds}: with the seat order or without it).
 */
package org.mjarena.arena.tournament;
