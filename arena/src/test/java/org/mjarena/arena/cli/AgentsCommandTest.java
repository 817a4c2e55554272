package org.mjarena.arena.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.mjarena.agents.registry.AgentRegistry;
import org.mjarena.agents.AgentSpec;

/** {@code mjarena agents} and the agents table of {@code docs/agents.md}: every registered agent with its source and variants. */
final class AgentsCommandTest {
  @Test
  void agents_listsEachAgentWithSourceVariantsAndParameters() {
    CliTestSupport.Result r = CliTestSupport.run("agents");
    assertThat(r.code()).isZero();
    for (AgentSpec spec : AgentRegistry.all()) {
      assertThat(r.out()).contains(spec.id() + ": " + spec.description() + "\n    source: " + spec.source() + "\n");
    }
    assertThat(r.out()).contains("fanfou-op: ").contains("    variants: competition-108, mcr\n")
        .contains("    parameters: none\n").containsPattern("      depth +default 2 ")
        .containsPattern("      ting +default true .* \\(competition-108 only\\)\n");
  }

  @Test
  void docs_agentsTable_listsEveryRegisteredAgent() throws Exception {
    String agents = Files.readString(Path.of("..", "docs", "agents.md"));
    for (AgentSpec spec : AgentRegistry.all()) {
      assertThat(agents).as(spec.id()).contains("| `" + spec.id() + "` |");
    }
  }
}
