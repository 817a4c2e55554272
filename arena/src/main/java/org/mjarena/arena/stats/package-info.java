/** Statistics: per-entry tallies of a tournament and their 95% confidence intervals. */
package org.mjarena.arena.stats;
