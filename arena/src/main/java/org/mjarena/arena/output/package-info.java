/** Results: {@code summary.json}, {@code games.jsonl}, the console table and the progress bar. */
package org.mjarena.arena.output;
