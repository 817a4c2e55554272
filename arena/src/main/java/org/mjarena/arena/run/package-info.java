/**
 * Playing a run's deals on a cluster: the {@link org.mjarena.arena.run.Job} an executor rebuilds the
 * lineup from, the {@link org.mjarena.arena.run.Block} of deals a task plays with the local
 * tournament code and sends back as bytes, and the {@link org.mjarena.arena.run.Cluster} a separate
 * module provides (Apache Spark, in {@code spark/}). The driver hands the blocks' deals to the run's
 * files and statistics in deal order, so a run's summary is the same bytes wherever its games were played.
 */
package org.mjarena.arena.run;
