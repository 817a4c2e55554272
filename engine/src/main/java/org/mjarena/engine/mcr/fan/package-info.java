/**
 * The fan (番) calculator of Chinese Official Mahjong (MCR, 国标麻将): the 81 fans of the 1998 fan table
 * with their exclusion rules, plus two options of the Botzone judge's calculator: 明暗杠, and no wait fan
 * for a 组合龙 won on one of its knitted tiles.
 *
 * <p>{@link org.mjarena.engine.mcr.fan.FanCalculator} takes a {@link org.mjarena.engine.mcr.fan.WinningHand}
 * (concealed tiles, melds, winning tile and the situation of the win) and returns a
 * {@link org.mjarena.engine.mcr.fan.FanResult}: whether the tiles form a winning hand and, if they do,
 * the fans of the arrangement that scores most. Where the rule book leaves room for interpretation the
 * calculator follows the "Scoring conventions" of the project's MCR test vectors
 * ({@code vectors/mcr/README.md}); each such point is named where it is implemented.
 *
 * <p>Inside, one calculation enumerates the readings of the hand ({@code HandScorer}, {@code Reading})
 * and scores each with the parts of the fan table: the fans of pungs and kongs, of chows, of the tiles
 * held, of the situation and the wait ({@code Waits}), and of the special forms; then the exclusions
 * (不计). The shapes come from {@link org.mjarena.engine.hand}.
 */
package org.mjarena.engine.mcr.fan;
