/**
 * The fan (番) calculator of Chinese Official Mahjong (MCR, 国标麻将): the 81 fans of the 1998 fan table
 * with their exclusion rules, plus the Botzone-only 明暗杠 as an option.
 *
 * <p>{@link org.mjarena.engine.mcr.fan.FanCalculator} takes a {@link org.mjarena.engine.mcr.fan.WinningHand}
 * (concealed tiles, melds, winning tile and the situation of the win) and returns a
 * {@link org.mjarena.engine.mcr.fan.FanResult}: whether the tiles form a winning hand and, if they do,
 * the fans of the arrangement that scores most. Where the rule book leaves room for interpretation the
 * calculator follows the "Scoring conventions" of the project's MCR test vectors
 * ({@code vectors/mcr/README.md}); each such point is named where it is implemented.
 */
package org.mjarena.engine.mcr.fan;
