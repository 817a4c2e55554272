/**
 * Win distance (shanten, 上听数) and effective tiles (有效牌) under the Chinese Official rules, for the
 * basic form and the four special forms.
 *
 * <p>{@link org.mjarena.engine.mcr.distance.WinDistanceCalculator} answers from the concealed tile counts and
 * the number of declared melds; the basic form is table-driven so that agents can ask it inside
 * search. {@link org.mjarena.engine.mcr.distance.WinDistance} holds the per-form answer with the effective
 * tiles as bit masks over tile indices.
 */
package org.mjarena.engine.mcr.distance;
