/**
 * The command line, picocli commands that parse their options and make one call into the room that does
 * the work: {@code mjarena run}, {@code replay}, {@code import botzone}, {@code bench}, {@code botzone-bot},
 * {@code fan}, {@code shanten}, {@code agents}, {@code rules} and {@code train} (the perceptron's discard, call and
 * fold models, {@code org.mjarena.arena.training}).
 */
package org.mjarena.arena.cli;
