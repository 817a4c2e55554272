/** JMH benchmarks: win check, legal-action generation, whole games, MCR fan calculation and shanten. Run from benchmarks/target/benchmarks.jar. */
package org.mjarena.benchmarks;
