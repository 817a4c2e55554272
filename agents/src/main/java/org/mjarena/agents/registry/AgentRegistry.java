package org.mjarena.agents.registry;

import org.mjarena.agents.AgentSpec;

import java.util.List;
import java.util.stream.Collectors;
import org.mjarena.agents.lookahead.DistanceToWin;
import org.mjarena.agents.fanfou.Fanfou;
import org.mjarena.agents.fanfou.Robot;
import org.mjarena.agents.perceptron.PerceptronAgent;
import org.mjarena.agents.search.SearchAgent;
import org.mjarena.agents.eightfan.EightFanAgent;
import org.mjarena.agents.simple.DefaultOrder;
import org.mjarena.agents.simple.Tsumogiri;

/** The agents that lineup files can name, by registry id. */
public final class AgentRegistry {
  private static final List<AgentSpec> SPECS = List.of(
      Tsumogiri.SPEC,
      Robot.SPEC,
      DefaultOrder.SPEC,
      DistanceToWin.SPEC,
      Fanfou.BA,
      Fanfou.OP,
      Fanfou.MC,
      EightFanAgent.SPEC,
      PerceptronAgent.SPEC,
      SearchAgent.spec(AgentRegistry::byId));

  private AgentRegistry() {}

  /** Every registered agent, in the order listed by {@code arena agents}. */
  public static List<AgentSpec> all() {
    return SPECS;
  }

  /**
   * The agent with the given id.
   *
   * @throws IllegalArgumentException listing the known ids
   */
  public static AgentSpec byId(String id) {
    return SPECS.stream().filter(s -> s.id().equals(id)).findFirst()
        .orElseThrow(() -> new IllegalArgumentException("unknown agent '" + id + "'; known: " + ids()));
  }

  /** The known ids, comma separated. */
  public static String ids() {
    return SPECS.stream().map(AgentSpec::id).collect(Collectors.joining(", "));
  }
}
