/**
 * Apache Spark as the cluster of {@code mjarena run CONFIG --spark MASTER}: the run's deals in blocks, one
 * Spark task each, played with the local tournament code on the executors, and their results handed to
 * the driver's run in deal order. Kept out of the arena and of the CLI jar: Spark is large, and a local run
 * needs none of it.
 */
package org.mjarena.spark;
