/**
 * The command line: {@code mjarena run}, {@code replay}, {@code import botzone}, {@code bench}, {@code botzone-bot},
 * {@code fan}, {@code shanten}, {@code agents}, {@code rules} and {@code train} (the perceptron's discard, call and
 * fold models).
 */
package org.mjarena.arena.cli;
