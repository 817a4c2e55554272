/**
 * The fold model of Mizukami and Tsuruoka (seed 001, section 6.2, "识别应该弃和的界面"), made for our two
 * variants: each turn a classifier decides from the position whether to stop going for the win and play
 * safe. {@code TileSafety} rates each discard's deal-in risk from the evidence our rules give (ting
 * declarations with their automatic win, discards, unseen copies, sampled opponent hands);
 * {@code FoldFeatures} reads the 34 features of the paper's Table 6 adapted to our rules;
 * {@code FoldModel} is LIBSVM's RBF-kernel classifier with scaling and the paper's grid search;
 * {@code FoldLabels} makes the labels by paired rollouts and {@code FoldData} collects them from
 * played games; {@code FoldGate} says where the model is asked at all; {@code FoldingAgent} wraps any
 * agent with the fold check and the safe discard.
 */
package org.mjarena.agents.perceptron.fold;
