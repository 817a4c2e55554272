package org.mjarena.agents.registry;

import org.mjarena.agents.AgentSpec;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.Map;
import org.junit.jupiter.api.Test;
import org.mjarena.agents.lookahead.DistanceToWin;
import org.mjarena.agents.simple.DefaultOrder;

final class AgentRegistryTest {
  @Test
  void byId_findsThePaperAgents() {
    assertThat(AgentRegistry.byId("default-order").factory(Map.of()).create(1)).isInstanceOf(DefaultOrder.class);
    assertThat(AgentRegistry.byId("distance-to-win").factory(Map.of("depth", 0, "ting", false)).create(1))
        .isInstanceOf(DistanceToWin.class);
  }

  @Test
  void all_idsAreUnique() {
    assertThat(AgentRegistry.all()).extracting(AgentSpec::id).doesNotHaveDuplicates();
  }

  @Test
  void factory_refusesADepthBeyondTwo() {
    assertThatThrownBy(() -> AgentRegistry.byId("distance-to-win").factory(Map.of("depth", 3)))
        .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("depth");
  }

  @Test
  void byId_unknownIdListsTheKnownOnes() {
    assertThatThrownBy(() -> AgentRegistry.byId("nobody")).hasMessageContaining("distance-to-win")
        .hasMessageContaining("default-order");
  }
}
