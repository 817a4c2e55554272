/** The command line: {@code arena run}, {@code bench}, {@code agents} and {@code rules}. */
package org.mjarena.arena.cli;
