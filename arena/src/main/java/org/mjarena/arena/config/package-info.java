/** Lineup files: reading and checking the YAML that describes a tournament, with errors that name the place. */
package org.mjarena.arena.config;
