package org.mjarena.arena.config;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.mjarena.agents.registry.AgentRegistry;
import org.mjarena.agents.AgentSpec;

/**
 * The agents a lineup can name: the registry's, then those the providers on the class path add (the
 * arena's own interop, listed in its {@code META-INF/services}), found without the core naming them.
 */
final class ArenaAgentsTest {
  private static final Path HERE = Path.of("").toAbsolutePath();

  @Test
  void all_theRegistryFirst_thenTheProvidedAgentsById() {
    List<String> ids = ArenaAgents.all(HERE).stream().map(AgentSpec::id).toList();
    List<String> registry = AgentRegistry.all().stream().map(AgentSpec::id).toList();
    assertThat(ids.subList(0, registry.size())).isEqualTo(registry);
    assertThat(ids.subList(registry.size(), ids.size())).containsExactly("botzone", "http-108", "python");
  }

  @Test
  void byId_unknown_listsEveryKnownId() {
    assertThatThrownBy(() -> ArenaAgents.byId("nobody", HERE))
        .hasMessageStartingWith("unknown agent 'nobody'; known: tsumogiri, ")
        .hasMessageEndingWith(", botzone, http-108, python");
  }
}
