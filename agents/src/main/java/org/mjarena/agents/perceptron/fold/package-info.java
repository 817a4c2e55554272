/**
 * The fold model of Mizukami and Tsuruoka (seed 001, section 6.2, "识别应该弃和的界面"), made for our two
 * variants, as the agent plays it: each turn a classifier decides from the position whether to stop
 * going for the win and play safe. {@code TileSafety} rates each discard's deal-in risk from the
 * evidence our rules give (ting declarations with their automatic win, discards, unseen copies, sampled
 * opponent hands); {@code FoldFeatures} reads the 34 features of the paper's Table 6 adapted to our
 * rules; {@code FoldModel} is LIBSVM's RBF-kernel classifier with its scaling, read from its file and
 * asked for a decision; {@code FoldGate} says where the model is asked at all; {@code FoldingAgent} wraps
 * any agent with the fold check and the safe discard. The labels and the training (paired rollouts, the
 * grid search) are the arena's ({@code org.mjarena.arena.training.fold}).
 */
package org.mjarena.agents.perceptron.fold;
