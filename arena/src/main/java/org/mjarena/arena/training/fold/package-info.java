/**
 * The fold model's training (seed 001, section 6): the label of a position, measured by paired rollouts
 * folding or not in sampled worlds ({@code FoldLabels}); the labelled positions of a teacher's games,
 * played through the run pipeline into the examples file as a sink ({@code FoldData}, {@code mjarena
 * train fold-data}); and the LIBSVM grid search and training ({@code FoldTrainer}, {@code mjarena train
 * fold}). The model itself, its features and gate, tile safety and the folding agent are the agents'
 * ({@code org.mjarena.agents.perceptron.fold}).
 */
package org.mjarena.arena.training.fold;
