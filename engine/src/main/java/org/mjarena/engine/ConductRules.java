package org.mjarena.engine;

import java.util.ArrayList;
import java.util.List;
import org.mjarena.engine.param.Parameter;
import org.mjarena.engine.param.Settings;

/**
 * What every variant says about a player's conduct: the time limit of a decision and the sanction for
 * an answer that throws, is illegal or comes too late. The defaults are those of both rules files:
 * 3 s per decision, and the error sanction of −30 for the offender and +10 for each other player.
 *
 * @param decisionTimeLimitNanos the time an agent has for one decision
 * @param errorPolicy            what happens to a bad answer
 * @param errorPenaltyEach       what the offender pays each other player under the sanction
 */
public record ConductRules(long decisionTimeLimitNanos, Rules.ErrorPolicy errorPolicy, int errorPenaltyEach) {
  /** The conduct parameters, appended to every variant's own. */
  public static final List<Parameter> PARAMETERS = List.of(
      Parameter.integer("time_per_decision_ms", 3000, 1, 3_600_000, "time an agent has for one decision"),
      Parameter.choice("on_error", "penalty", List.of("penalty", "default-action"),
          "an agent that throws, answers illegally (a false win included) or too late: penalty ends the game; "
              + "default-action plays Pass or discards the drawn tile"),
      Parameter.integer("error_penalty_each", 10, 0, 1000,
          "with on_error: penalty, the offender pays this to each other player (-30 / +10 each)"));

  /** A variant's own parameters followed by the conduct parameters. */
  public static List<Parameter> withConduct(List<Parameter> variantParameters) {
    List<Parameter> all = new ArrayList<>(variantParameters);
    all.addAll(PARAMETERS);
    return List.copyOf(all);
  }

  /** The conduct rules in force in {@code settings}. */
  public static ConductRules of(Settings settings) {
    return new ConductRules(settings.integer("time_per_decision_ms") * 1_000_000L,
        settings.text("on_error").equals("penalty") ? Rules.ErrorPolicy.PENALTY : Rules.ErrorPolicy.DEFAULT_ACTION,
        settings.integer("error_penalty_each"));
  }
}
