/**
 * The Botzone MCR bot of report 002 (seed 002), registry id {@code shanten-8fan}: a greedy player on a
 * basic-form win distance that counts only completions reaching 8 fan ({@link
 * org.mjarena.agents.eightfan.FanTargets}, found suit group by suit group in {@link
 * org.mjarena.agents.eightfan.GroupTargets}), discarding to the likeliest useful draw ({@link
 * org.mjarena.agents.eightfan.Distances}), with the report's claim and kong rules ({@link
 * org.mjarena.agents.eightfan.EightFanAgent}). The plain distances and the fan scores come from the
 * engine's calculators; this package adds the report's search over completions.
 */
package org.mjarena.agents.eightfan;
