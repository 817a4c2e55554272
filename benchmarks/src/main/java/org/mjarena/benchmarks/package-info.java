/** JMH benchmarks: win check, legal-action generation and whole games. Run from benchmarks/target/benchmarks.jar. */
package org.mjarena.benchmarks;
