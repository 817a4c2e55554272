/**
 * Tiles: the 42 tile kinds named by their Botzone codes, their suits, and the two notations the
 * project reads and writes (Botzone codes for files, a compact {@code "123m 456p"} form for tests).
 */
package org.mjarena.engine.tile;
