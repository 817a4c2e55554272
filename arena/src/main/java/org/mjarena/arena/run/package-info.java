/**
 * A run: a plan (lineup, seat orders, how the agents are seeded, threads or a cluster) played into a list
 * of {@link org.mjarena.arena.run.Sink}s by {@link org.mjarena.arena.run.Run}, each finished deal reaching
 * every sink in deal order: the statistics, {@code games.jsonl}, {@code events.bin}, and the sinks of the
 * rooms above (the commentator, the teacher's examples and the fold labels), the progress bar. Also the run
 * directory (its checks, lock and identity), {@link org.mjarena.arena.run.Resume} (one way for every sink:
 * files cut back, journaled values handed back from {@code journal.bin}), the cluster seam ({@link
 * org.mjarena.arena.run.Cluster}: a module on the class path plays blocks of deals as tasks), and the
 * sessions of {@code mjarena run} ({@link org.mjarena.arena.run.RunSession}) and {@code mjarena bench}
 * ({@link org.mjarena.arena.run.Bench}), and the guard that stops a run on Ctrl-C without losing a finished
 * deal ({@link org.mjarena.arena.run.ExitGuard}).
 */
package org.mjarena.arena.run;
