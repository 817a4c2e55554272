/**
 * What happens in a game, told as events in order: the deal, draws, flowers, discards, claim offers
 * and their resolution, melds and kongs, ting declarations, wins, payments, faults, sanctions and the
 * end. Each {@link org.mjarena.engine.event.Event} carries its {@link org.mjarena.engine.event.Visibility}:
 * public, or private to one seat; {@link org.mjarena.engine.event.Event#seenBy} gives what another seat
 * learns of a private event. Events are immutable values; nothing here plays.
 */
package org.mjarena.engine.event;
