/**
 * Chinese Official Mahjong (MCR, 国标麻将) as {@code shared/rules/mcr-botzone.md} describes it: the rules
 * with their parameters, and the game, which offers a win only where the fan calculator of the
 * {@code fan} subpackage scores 8 fan without flowers. In front of the calculator, two exact filters of
 * winning shapes ({@code McrShapes}, {@link org.mjarena.engine.mcr.SpecialShapeFilter}) keep it off the
 * hands that cannot win; win distance and effective tiles are the {@code distance} subpackage's.
 */
package org.mjarena.engine.mcr;
