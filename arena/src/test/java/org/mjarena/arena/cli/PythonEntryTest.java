package org.mjarena.arena.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code agent: python} from the Java launcher: no Python process to play it, so the lineup is a user
 * error at the entry's line that names the Python command (python/tests/test_lineups.py plays it).
 */
final class PythonEntryTest {
  @TempDir
  Path dir;

  @Test
  void javaLauncher_pythonEntry_exitTwoNamingThePythonCommand() throws Exception {
    Path lineup = CliTestSupport.write(dir, "py.yaml", """
        variant: competition-108
        seed: 1
        deals: 1
        lineup:
          - { id: py, agent: python, params: { module: my_agents, class: Greedy } }
          - { id: t, agent: tsumogiri }
          - { id: r, agent: random }
          - { id: o, agent: default-order }
        """);
    CliTestSupport.Result r = CliTestSupport.run("run", lineup.toString(), "--out", dir.resolve("out").toString());
    assertThat(r.code()).isEqualTo(2);
    assertThat(r.err()).contains("py.yaml:5:").contains("python3 -m mjarena run LINEUP.yaml");
    assertThat(dir.resolve("out")).doesNotExist();
  }

  @Test
  void javaLauncher_pythonEntryWithoutClass_saysWhatIsRequired() throws Exception {
    Path lineup = CliTestSupport.write(dir, "bare.yaml", """
        variant: mcr
        seed: 1
        deals: 1
        lineup:
          - { id: py, agent: python }
          - { id: t, agent: tsumogiri }
          - { id: r, agent: random }
          - { id: o, agent: default-order }
        """);
    CliTestSupport.Result r = CliTestSupport.run("run", lineup.toString());
    assertThat(r.code()).isEqualTo(2);
    assertThat(r.err()).contains("'module' and 'class' are required");
  }
}
