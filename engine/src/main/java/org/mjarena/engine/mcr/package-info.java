/**
 * Chinese Official Mahjong (MCR, 国标麻将) as {@code shared/rules/mcr-botzone.md} describes it: rules
 * with their parameters, and the game, which scores wins with the calculator of the {@code fan}
 * subpackage.
 */
package org.mjarena.engine.mcr;
