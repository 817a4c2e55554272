package org.mjarena.engine.event;

import java.util.List;

/**
 * The last event of every game: each seat's net points for the whole game, every payment included.
 * They sum to zero. Public.
 *
 * @param points the points of seats 0..3
 */
public record Settled(List<Integer> points) implements Event {
  /** Copies the list. */
  public Settled {
    points = List.copyOf(points);
  }

  @Override
  public Visibility visibility() {
    return Visibility.PUBLIC;
  }
}
