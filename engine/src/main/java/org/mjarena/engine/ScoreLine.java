package org.mjarena.engine;

/**
 * One line of an itemized score, such as an MCR fan.
 *
 * @param id     the element's number in its table (MCR fan ids 1-82)
 * @param name   the element's English name, e.g. {@code "Mixed Straight"}
 * @param points the value of one occurrence
 * @param count  how many times it is scored
 */
public record ScoreLine(int id, String name, int points, int count) {}
