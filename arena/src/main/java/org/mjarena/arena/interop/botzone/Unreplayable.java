package org.mjarena.arena.interop.botzone;

/**
 * A match that cannot be turned into a game at all: its tiles do not fit Botzone's wall, or a line names
 * an action no engine could be asked for. The message is the disagreement's reason.
 */
final class Unreplayable extends Exception {
  private static final long serialVersionUID = 1L;

  Unreplayable(String message) {
    super(message, null, false, false);
  }
}
