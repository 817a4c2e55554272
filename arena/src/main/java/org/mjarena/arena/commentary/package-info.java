/**
 * The commentator: an observer of the driver that models a good player, predicts each seat's discard
 * (a ranked candidate set) and each seat's reaction to every discard (none, chow, pung, kong, win), and
 * scores itself against what every seat actually answered. It never learns which agent sits in a seat
 * and never calls agent code; the same commentator comments every lineup. The methods follow the
 * Quesheng thesis (seed 000): the hand and expert filters (its Algorithms 1 and 2) and the reaction
 * rules with their priority (its Algorithm 7); each adaptation is documented beside the code.
 *
 * <p>On request the same predictions become sentences in Chinese or English ({@link
 * org.mjarena.arena.commentary.Narrator}, fed through {@link org.mjarena.arena.commentary.PredictionListener}),
 * made again from replay records ({@link org.mjarena.arena.commentary.ReplayCommentary}); a run makes none.
 *
 * <p>Made again from records, the commentator also gives each legal discard a probability
 * ({@link org.mjarena.arena.commentary.ChoiceLearner}: a shared model trained by
 * {@link org.mjarena.arena.commentary.DiscardTraining}, and each player's own weights learned as it plays,
 * every decision predicted before it is learned from) and scores how sure and how right it was
 * ({@link org.mjarena.arena.commentary.ChoiceScore}).
 */
package org.mjarena.arena.commentary;
