/**
 * The files of a run and their formats, read and written: game records and {@code events.bin} ({@link
 * org.mjarena.arena.record.EventCodec}, {@link org.mjarena.arena.record.ReplayFile}) and their replay
 * through the driver ({@link org.mjarena.arena.record.Replayer}); {@code games.jsonl} ({@link
 * org.mjarena.arena.record.GamesFile}); {@code summary.json}, {@code timing.json} and the commentary block,
 * whose schema is the records {@link org.mjarena.arena.record.Summary}, {@link
 * org.mjarena.arena.record.Timing}, {@link org.mjarena.arena.record.CommentaryAccuracy} and {@link
 * org.mjarena.arena.record.Probabilities}, written and read
 * by Jackson, with the console table made from the same records; the MCR test vectors' hand records;
 * files written whole or not at all ({@link org.mjarena.arena.record.AtomicFile}).
 */
package org.mjarena.arena.record;
