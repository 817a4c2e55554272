/**
 * Hands and sets, the shapes shared by both variants: the concealed hand as tile counts
 * ({@link org.mjarena.engine.hand.Hand}) with table-driven tests of the standard shape
 * ({@link org.mjarena.engine.hand.SuitShapes}, which also answers for plain tile counts), the special
 * shapes written once for every caller ({@link org.mjarena.engine.hand.SpecialShapes}: seven pairs for
 * both variants, thirteen orphans, honours and knitted tiles and the knitted straight for MCR), and the
 * declared melds ({@link org.mjarena.engine.hand.Meld}). The rules of what a hand may hold live here
 * once: the shape of each kind of meld, four copies of a kind at most, and 13 - 3 x melds concealed
 * tiles between turns.
 */
package org.mjarena.engine.hand;
