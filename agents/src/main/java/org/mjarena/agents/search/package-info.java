/**
 * The search agent ({@code search}, issue 27): determinized Monte Carlo search over worlds sampled
 * consistently with the seat's observation, candidate answers from a cheap prior, fast greedy rollouts
 * to the end of the hand, common random numbers across candidates, worlds weighted by the opponents'
 * discards, and early stopping. docs/search.md explains the method and its measurements.
 */
package org.mjarena.agents.search;
