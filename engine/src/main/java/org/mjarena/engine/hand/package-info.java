/**
 * Hands and sets: the concealed hand as tile counts with table-driven shape tests
 * ({@link org.mjarena.engine.hand.SuitShapes}), and the declared melds.
 */
package org.mjarena.engine.hand;
