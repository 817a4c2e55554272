package org.mjarena.engine.event;

import org.mjarena.engine.Seat;

/**
 * Points change hands: the payoff of the meld, ting, win or sanction announced just before. Public.
 *
 * @param payer  who pays
 * @param payee  who is paid
 * @param amount how much, at least 1
 */
public record Paid(Seat payer, Seat payee, int amount) implements Event {
  @Override
  public Visibility visibility() {
    return Visibility.PUBLIC;
  }
}
