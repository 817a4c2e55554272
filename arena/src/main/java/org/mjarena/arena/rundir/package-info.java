/**
 * A run's output directory: the checks that make a bad output path a clear error, the lock that keeps
 * one run at a time in it, the identity of the run that wrote it ({@code run.json}), and resuming a
 * killed or interrupted run from the games it kept.
 */
package org.mjarena.arena.rundir;
