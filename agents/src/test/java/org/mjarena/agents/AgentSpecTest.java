package org.mjarena.agents;

import org.mjarena.agents.registry.AgentRegistry;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.EnumSet;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.mjarena.agents.lookahead.DistanceToWin;
import org.mjarena.agents.simple.Tsumogiri;
import org.mjarena.engine.Variant;

final class AgentSpecTest {
  @Test
  void settings_parameterOfAnotherVariant_isRefusedNamingTheVariant() {
    assertThatThrownBy(() -> DistanceToWin.SPEC.settings(Variant.MCR, Map.of("ting", false)))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessage("parameter of agent 'distance-to-win' 'ting' does not apply to variant mcr (only to competition-108); "
            + "known for mcr: depth");
  }

  @Test
  void settings_parameterOfTheVariant_isApplied() {
    assertThat(DistanceToWin.SPEC.settings(Variant.SUITS_108, Map.of("ting", false)).flag("ting")).isFalse();
    assertThat(DistanceToWin.SPEC.settings(Variant.MCR, Map.of("depth", 0)).integer("depth")).isZero();
  }

  @Test
  void settings_unknownParameterWithAVariant_isStillUnknown() {
    assertThatThrownBy(() -> DistanceToWin.SPEC.settings(Variant.MCR, Map.of("greed", 1)))
        .hasMessageContaining("unknown parameter of agent 'distance-to-win' 'greed'");
  }

  @Test
  void onlyIn_namesDeclaredParametersEachWithSomeVariant() {
    for (AgentSpec spec : AgentRegistry.all()) {
      assertThat(spec.onlyIn().keySet()).as(spec.id()).isSubsetOf(spec.parameters().stream().map(p -> p.name()).toList());
      spec.onlyIn().values().forEach(v -> assertThat(v).as(spec.id()).isNotEmpty());
    }
  }

  @Test
  void settings_variantTheAgentDoesNotPlay_isRefusedNamingTheVariants() {
    AgentSpec only108 = new AgentSpec("x", "a test", "plays the 108-tile set only", EnumSet.of(Variant.SUITS_108),
        List.of(), Map.of(), settings -> seed -> new Tsumogiri());
    assertThatThrownBy(() -> only108.settings(Variant.MCR, Map.of()))
        .hasMessage("agent 'x' does not play variant mcr (only competition-108)");
    assertThat(only108.settings(Variant.SUITS_108, Map.of()).values()).isEmpty();
  }
}
