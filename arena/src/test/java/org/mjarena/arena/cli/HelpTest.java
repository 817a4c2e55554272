package org.mjarena.arena.cli;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** {@code mjarena help} and {@code mjarena help COMMAND}. */
final class HelpTest {
  @Test
  void help_listsEveryCommand() {
    CliTestSupport.Result r = CliTestSupport.run("help");
    assertThat(r.code()).isZero();
    assertThat(r.out()).contains("Usage: mjarena").contains("run").contains("fan").contains("shanten").contains("botzone-bot")
        .contains("help");
  }

  @Test
  void help_command_printsThatCommandsUsage() {
    CliTestSupport.Result r = CliTestSupport.run("help", "fan");
    assertThat(r.code()).isZero();
    assertThat(r.out()).contains("Usage: mjarena fan").contains("--concealed-and-melded-kong");
  }

  @Test
  void help_unknownCommand_isBadInputNamingIt() {
    CliTestSupport.Result r = CliTestSupport.run("help", "dance");
    assertThat(r.code()).isEqualTo(Main.BAD_INPUT);
    assertThat(r.err()).contains("dance");
  }
}
