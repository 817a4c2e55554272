/**
 * The arena: tables, tournaments and runs over the engine's games and the agents' decisions, in rooms
 * that depend only downwards (the build checks it: {@code ArchitectureTest}).
 *
 * <p>The core: {@link org.mjarena.arena.table} plays one game at a table; {@link org.mjarena.arena.tournament}
 * plays every deal in every seat order, and each worker's recorders keep what they need of each deal;
 * {@link org.mjarena.arena.run} plays a plan into its sinks in deal order, keeps the run directory,
 * resumes, and reaches a cluster; {@link org.mjarena.arena.config} reads lineups;
 * {@link org.mjarena.arena.stats} counts; {@link org.mjarena.arena.record} reads and writes the files
 * (replays, games, summary, timing). Above the core, each a room of its own: the commentator
 * ({@link org.mjarena.arena.commentary}), training data and trainers ({@link org.mjarena.arena.training}),
 * other platforms' programs, wires and logs ({@link org.mjarena.arena.interop}), the HTML report
 * ({@link org.mjarena.arena.report}); and on top the command line ({@link org.mjarena.arena.cli}).
 */
package org.mjarena.arena;
