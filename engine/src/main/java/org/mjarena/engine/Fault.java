package org.mjarena.engine;

/**
 * One time the table stepped in for a player that threw, answered illegally or answered too late.
 *
 * @param seat   the player's seat
 * @param reason what went wrong
 */
public record Fault(Seat seat, String reason) {}
