/**
 * Training, the perceptron's: the teacher recorders that watch a run's tables and keep a teacher's
 * discard or call decisions as examples ({@code TeacherExamples}, {@code DiscardExamples},
 * {@code CallExamples}), the examples file they go into as a sink of the run, one block per deal in deal
 * order ({@code ExamplesFile}, {@code ExamplesSink}), {@code mjarena train dataset} ({@code Datasets}),
 * and the averaged perceptron trainer of the discard and call models ({@code PerceptronTrainer}). The
 * agents keep the features, the models and the inference; the fold model's labels and training are in
 * {@code training.fold}.
 */
package org.mjarena.arena.training;
