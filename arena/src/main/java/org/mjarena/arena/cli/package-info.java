/**
 * The command line: {@code mjarena run}, {@code replay}, {@code import botzone}, {@code bench}, {@code botzone-bot},
 * {@code fan}, {@code shanten}, {@code agents} and {@code rules}.
 */
package org.mjarena.arena.cli;
