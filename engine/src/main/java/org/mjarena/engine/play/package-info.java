/**
 * The play the variants share: turns, claims resolved by priority, kongs with replacement draws,
 * robbing an added kong, the end of the wall and the error sanction. Each variant extends
 * {@link org.mjarena.engine.play.AbstractGame} with its own winning hands, payments and extra rules.
 */
package org.mjarena.engine.play;
