/**
 * What the fuzz tests ({@code *FuzzTest}, one per parser a user or a program can feed) share: inputs
 * made by mutating real, valid inputs ({@link org.mjarena.arena.fuzz.Mutants}), and the number of tries,
 * bounded for the suite and raised for a longer campaign ({@link org.mjarena.arena.fuzz.FuzzTries}).
 */
package org.mjarena.arena.fuzz;
