/**
 * The engine as a learning environment: a game a caller steps one decision at a time
 * ({@code StepEnv}), with a fixed integer encoding of every answer and its legal mask per variant
 * ({@code ActionCodec}) and the seat's observation as numbers ({@code ObservationCodes}). The game is
 * dealt and played exactly as a run's: the same wall from the same root seed, the same table and
 * driver, built-in agents in the seats the caller does not answer for. The Python package
 * ({@code python/mjarena}) drives it in process over JPype.
 */
package org.mjarena.arena.env;
