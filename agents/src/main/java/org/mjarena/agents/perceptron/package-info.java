/**
 * The perceptron player of seed 001 (Mizukami and Tsuruoka), as it plays: its discard model, an averaged
 * perceptron over the features of its Table 1 adapted to our variants ({@link org.mjarena.agents.perceptron.DiscardFeatures}),
 * its call model, a second averaged perceptron that weighs not calling against each call and its best
 * discard (seed 001's section 7, the features of its Table 8 adapted: {@link org.mjarena.agents.perceptron.CallFeatures}),
 * the model files and the agent. Features, models and inference only: the examples files and the
 * trainer are the arena's ({@code org.mjarena.arena.training}). The fold model lives in its own
 * subpackage.
 */
package org.mjarena.agents.perceptron;
