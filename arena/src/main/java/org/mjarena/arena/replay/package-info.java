/**
 * Replays: a game's events kept as a record ({@link org.mjarena.arena.replay.GameRecord}), written compactly
 * to a run's {@code events.bin} ({@link org.mjarena.arena.replay.ReplayFile}), played again through the
 * engine's driver from their recorded answers ({@link org.mjarena.arena.replay.Replayer}) and printed as
 * plain text ({@link org.mjarena.arena.replay.EventText}).
 */
package org.mjarena.arena.replay;
