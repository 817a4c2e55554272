package org.mjarena.engine.event;

import org.mjarena.engine.Win;

/**
 * A seat wins, with its scoring pattern and, in MCR, every fan. Its payments follow as {@link Paid}.
 * Public.
 *
 * @param win the win
 */
public record Won(Win win) implements Event {
  @Override
  public Visibility visibility() {
    return Visibility.PUBLIC;
  }
}
