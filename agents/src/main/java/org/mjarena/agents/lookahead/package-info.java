/**
 * The distance-to-win player of paper 003 (2021, a 108-tile "大众麻将" game system): its greedy
 * distance-to-win weight 距胡数, precomputed per suit, and its {@code expect()} look-ahead search over
 * the tiles the player cannot see, made exact and allocation-free. For Chinese Official Mahjong the
 * honours join the weight as a fourth group (pairs and pungs only) and the search draws over all 34
 * kinds.
 */
package org.mjarena.agents.lookahead;
