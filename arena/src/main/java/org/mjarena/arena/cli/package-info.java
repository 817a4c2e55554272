/** The command line: {@code mjarena run}, {@code bench}, {@code agents} and {@code rules}. */
package org.mjarena.arena.cli;
