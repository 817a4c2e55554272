package org.mjarena.engine;

import java.util.List;
import org.mjarena.engine.action.DeclareTing;
import org.mjarena.engine.action.OpeningAction;
import org.mjarena.engine.action.Pass;

/**
 * Before play starts, the non-dealers whose thirteen dealt tiles are ready may declare ting (天听).
 * All of them answer at once, without seeing the others' answers.
 *
 * @param asked the seats asked, in turn order
 */
public record OpeningDecision(List<Seat> asked) implements Decision {
  private static final List<OpeningAction> LEGAL = List.of(Pass.INSTANCE, DeclareTing.INSTANCE);

  /** The legal answers of every seat asked: Pass or declare ting. */
  public List<OpeningAction> legal() {
    return LEGAL;
  }
}
