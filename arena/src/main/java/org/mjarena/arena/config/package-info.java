/**
 * Lineup files: the YAML that describes a run, read and checked whole before anything runs, with errors
 * that name the file, line and column ({@link org.mjarena.arena.config.LineupLoader}), into a {@link
 * org.mjarena.arena.config.Lineup} with every default filled in; the agents a lineup can name ({@link
 * org.mjarena.arena.config.ArenaAgents}: the registry's, and those the {@link
 * org.mjarena.arena.config.AgentProvider}s on the class path add, without this package naming a platform);
 * and the seam through which a run reaches entries played by programs outside the arena ({@link
 * org.mjarena.arena.config.ExternalEntry}).
 */
package org.mjarena.arena.config;
