/**
 * Training, the perceptron's: the teacher recorders that watch a run's tables and keep a teacher's
 * discard or call decisions as examples ({@code TeacherExamples}, {@code DiscardExamples},
 * {@code CallExamples}); the examples file, one container for every kind of example, written as a sink
 * of the run, one block per deal in deal order ({@code ExamplesFile}, {@code ExamplesSink});
 * {@code mjarena train dataset} ({@code Datasets}); the averaged perceptron trainer of the discard and
 * call models ({@code PerceptronTrainer}) and {@code train perceptron} and {@code train call} around it
 * ({@code PerceptronTraining}, with the checks of the files every training command is given,
 * {@code TrainingFiles}). The agents keep the features, the models and the inference; the fold model's
 * labels and training are in {@code training.fold}.
 */
package org.mjarena.arena.training;
