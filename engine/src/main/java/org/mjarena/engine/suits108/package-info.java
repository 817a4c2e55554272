/**
 * The 108-tile competition variant (大众麻将, CCGC 2020) as {@code shared/rules/competition-108.md}
 * describes it: rules with their parameters, and the game that plays them.
 */
package org.mjarena.engine.suits108;
