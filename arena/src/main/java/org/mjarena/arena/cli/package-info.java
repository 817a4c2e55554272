/**
 * The command line, picocli commands that parse their options and make one call into the room that does
 * the work: {@code mjarena run}, {@code replay}, {@code import botzone}, {@code commentate}, {@code report},
 * {@code train} (the perceptron's examples and its discard, call and fold models,
 * {@code org.mjarena.arena.training}), {@code bench}, {@code botzone-bot}, {@code serve-108}, {@code fan},
 * {@code shanten}, {@code agents} and {@code rules}. A user's mistake reaches the user as one line and exit
 * code 2 ({@link org.mjarena.arena.cli.Main}).
 */
package org.mjarena.arena.cli;
