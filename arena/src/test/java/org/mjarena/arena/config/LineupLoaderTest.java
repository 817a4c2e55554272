package org.mjarena.arena.config;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Lineup files: syntax errors placed where the broken construct starts, parameters that do not apply to the variant. */
final class LineupLoaderTest {
  private static final String MCR = """
      variant: mcr
      seed: 1
      deals: 2
      lineup:
        - { id: a, agent: distance-to-win }
        - { id: b, agent: random }
        - { id: c, agent: tsumogiri }
        - { id: d, agent: tsumogiri }
      """;

  @TempDir
  Path dir;

  private Path write(String yaml) throws Exception {
    return Files.writeString(dir.resolve("lineup.yaml"), yaml);
  }

  @Test
  void load_unclosedBraceOnLine4_isReportedAtLine4() throws Exception {
    Path file = write("""
        variant: mcr
        seed: 1
        deals: 2
        rules: { wall: shared
        lineup:
          - { id: a, agent: random }
          - { id: b, agent: random }
          - { id: c, agent: random }
          - { id: d, agent: random }
        """);
    assertThatThrownBy(() -> LineupLoader.load(file)).isInstanceOf(ConfigException.class)
        .hasMessageStartingWith(file + ":4:8: YAML syntax error: while parsing a flow mapping starting here: expected ',' or '}'")
        .hasMessageContaining("at line 5, column 7");
  }

  @Test
  void load_unclosedBraceAtTheEnd_isReportedWhereItOpens() throws Exception {
    Path file = write(MCR + "rules: { wall: shared\n");
    assertThatThrownBy(() -> LineupLoader.load(file)).hasMessageStartingWith(file + ":9:8: YAML syntax error")
        .hasMessageContaining("got <stream end> at line 10, column 1");
  }

  @Test
  void load_syntaxErrorWithoutAConstruct_isReportedWhereItIs() throws Exception {
    Path file = write("variant: mcr\nseed: 1: 2\n");
    assertThatThrownBy(() -> LineupLoader.load(file))
        .hasMessage(file + ":2:8: YAML syntax error: mapping values are not allowed here");
  }

  @Test
  void load_ruleParameterOfAnotherVariant_namesTheVariant() throws Exception {
    Path file = write(MCR + "rules: { heavenly_ting: false }\n");
    assertThatThrownBy(() -> LineupLoader.load(file)).isInstanceOf(ConfigException.class)
        .hasMessageStartingWith(file + ":9:10: rule parameter 'heavenly_ting' does not apply to variant mcr (only to competition-108); "
            + "known for mcr: wall, ");
  }

  @Test
  void load_agentParameterOfAnotherVariant_namesTheVariant() throws Exception {
    Path file = write(MCR.replace("agent: distance-to-win }", "agent: distance-to-win, params: { depth: 1, ting: false } }"));
    assertThatThrownBy(() -> LineupLoader.load(file)).isInstanceOf(ConfigException.class)
        .hasMessage(file + ":5:58: parameter of agent 'distance-to-win' 'ting' does not apply to variant mcr "
            + "(only to competition-108); known for mcr: depth");
  }

  @Test
  void load_agentParameterOfItsVariant_isApplied() throws Exception {
    Path file = write(MCR.replace("mcr", "competition-108")
        .replace("agent: distance-to-win }", "agent: distance-to-win, params: { ting: false } }"));
    assertThat(LineupLoader.load(file).entries().get(0).settings().flag("ting")).isFalse();
  }

  @Test
  void load_badAgentParameterValue_pointsAtTheValue() throws Exception {
    Path file = write(MCR.replace("agent: distance-to-win }", "agent: distance-to-win, params: { depth: 7 } }"));
    assertThatThrownBy(() -> LineupLoader.load(file)).hasMessageStartingWith(file + ":5:55: parameter of agent 'distance-to-win' 'depth' takes");
  }

  private static final String BOT_LINEUP = """
      variant: mcr
      deals: 1
      lineup:
        - id: bot
          agent: botzone
          params: { command: [%s, --level, 2], io: simple, keep_running: "auto" }
        - { id: b, agent: tsumogiri }
        - { id: c, agent: tsumogiri }
        - { id: d, agent: tsumogiri }
      """;

  @Test
  void load_botzoneEntry_resolvesTheProgramAgainstTheLineupFolder() throws Exception {
    Path bot = Files.writeString(dir.resolve("bot.sh"), "#!/bin/sh\necho PASS\n");
    bot.toFile().setExecutable(true);
    Lineup lineup = LineupLoader.load(write(BOT_LINEUP.formatted("./bot.sh")));
    assertThat(lineup.entries().get(0).agent()).isEqualTo("botzone");
    assertThat(lineup.entries().get(0).settings().words("command")).containsExactly("./bot.sh", "--level", "2");
  }

  @Test
  void load_botzoneEntryWithMissingProgram_namesTheLine() throws Exception {
    Path file = write(BOT_LINEUP.formatted("bots/none"));
    assertThatThrownBy(() -> LineupLoader.load(file)).isInstanceOf(ConfigException.class)
        .hasMessageStartingWith(file + ":6:15: 'command' names " + dir.resolve("bots/none") + ", which does not exist");
  }

  @Test
  void load_botzoneEntryWithProgramNotExecutable_namesTheLine() throws Exception {
    Files.writeString(dir.resolve("bot.sh"), "echo PASS\n");
    Path file = write(BOT_LINEUP.formatted("./bot.sh"));
    assertThatThrownBy(() -> LineupLoader.load(file)).isInstanceOf(ConfigException.class)
        .hasMessageStartingWith(file + ":6:15: 'command' names " + dir.resolve("bot.sh") + ", which is not an executable file");
  }

  @Test
  void load_botzoneEntryInCompetition108_refused() throws Exception {
    Path file = write(BOT_LINEUP.formatted("sh").replace("variant: mcr", "variant: competition-108"));
    assertThatThrownBy(() -> LineupLoader.load(file)).isInstanceOf(ConfigException.class)
        .hasMessageContaining("agent 'botzone' does not play variant competition-108");
  }
}
