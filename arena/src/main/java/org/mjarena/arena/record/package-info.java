/** Results: {@code summary.json}, {@code games.jsonl}, the console tables and the progress bar. */
package org.mjarena.arena.record;
