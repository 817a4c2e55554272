/**
 * Statistics: per-entry tallies of a tournament, the ranking over duplicate sets (108 rules, section 11),
 * the paired comparison of every two entries over the same deals, and their 95% confidence intervals and
 * tests, taken from Apache Commons Statistics. Memory does not grow with the number of games.
 */
package org.mjarena.arena.stats;
