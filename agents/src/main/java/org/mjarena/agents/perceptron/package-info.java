/**
 * The perceptron player of seed 001 (Mizukami and Tsuruoka): its discard model, an averaged perceptron
 * over the features of its Table 1 adapted to our variants ({@link org.mjarena.agents.perceptron.DiscardFeatures}),
 * the training examples file the arena writes from a teacher's games, the trainer, the model file and
 * the agent. The fold model lives in its own subpackage.
 */
package org.mjarena.agents.perceptron;
