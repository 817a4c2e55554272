/**
 * Hands and sets, the shapes shared by both variants: the concealed hand as tile counts
 * ({@link org.mjarena.engine.hand.Hand}) with table-driven tests of the standard shape
 * ({@link org.mjarena.engine.hand.SuitShapes}, which also answers for plain tile counts), the special
 * shapes written once for every caller ({@link org.mjarena.engine.hand.SpecialShapes}: seven pairs for
 * both variants, thirteen orphans, honours and knitted tiles and the knitted straight for MCR), and the
 * declared melds.
 */
package org.mjarena.engine.hand;
