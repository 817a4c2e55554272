/**
 * Play: the rules every variant shares and the one driver that plays them. {@link
 * org.mjarena.engine.play.GameState} is what lies on the table (wall, hands, melds, rivers, points, the
 * event list) and its bookkeeping; {@link org.mjarena.engine.play.AbstractGame} moves it: turns, claims
 * resolved by priority, kongs with replacement draws, robbing an added kong, the end of the wall, the
 * error sanction, and the hooks through which a variant says what differs. Beside them, package-private:
 * the caches that make claim offers cheap ({@code ClaimOffers}), the priority among claims ({@code
 * ClaimResolution}) and where a sampled game takes up play ({@code TakeUp}). The {@link
 * org.mjarena.engine.play.Driver} plays a game by asking each seat's {@link
 * org.mjarena.engine.play.Player} and reporting to {@link org.mjarena.engine.play.GameObserver}s.
 */
package org.mjarena.engine.play;
