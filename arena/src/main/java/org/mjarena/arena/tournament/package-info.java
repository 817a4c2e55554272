/** Tournaments: every deal replayed in every distinct seat order (duplicate play), in parallel and reproducibly. */
package org.mjarena.arena.tournament;
