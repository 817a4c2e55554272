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
  void help_commandOfACommand_printsItsUsage() {
    CliTestSupport.Result r = CliTestSupport.run("help", "import", "botzone");
    assertThat(r.code()).as(r.err()).isZero();
    assertThat(r.out()).contains("Usage: mjarena import botzone").contains("--verify");
  }

  @Test
  void help_unknownCommand_isBadInputNamingIt() {
    CliTestSupport.Result r = CliTestSupport.run("help", "dance");
    assertThat(r.code()).isEqualTo(Main.BAD_INPUT);
    assertThat(r.err()).startsWith("error: unknown command 'dance' of mjarena (its commands: run, replay, import,");
    CliTestSupport.Result deeper = CliTestSupport.run("help", "import", "tenhou");
    assertThat(deeper.code()).isEqualTo(Main.BAD_INPUT);
    assertThat(deeper.err()).isEqualTo("error: unknown command 'tenhou' of mjarena import (its commands: botzone)\n");
    CliTestSupport.Result none = CliTestSupport.run("help", "fan", "x");
    assertThat(none.err()).isEqualTo("error: mjarena fan has no commands of its own, so no 'x'\n");
  }

  @Test
  void badArguments_areOneErrorLineAndWhereTheUsageIs_notTheWholeUsage() {
    CliTestSupport.Result r = CliTestSupport.run("run", "configs/quickstart.yaml", "--deals", "abc");
    assertThat(r.code()).isEqualTo(Main.BAD_INPUT);
    assertThat(r.err()).isEqualTo("error: Invalid value for option '--deals': 'abc' is not an int\n"
        + "see: mjarena run --help\n");
  }

  @Test
  void leftOverWords_areNamed_andAnUnknownCommandGetsSuggestions() {
    CliTestSupport.Result extra = CliTestSupport.run("run", "configs/quickstart.yaml", "extra", "words");
    assertThat(extra.code()).isEqualTo(Main.BAD_INPUT);
    assertThat(extra.err()).startsWith("error: unexpected arguments 'extra', 'words'\n").doesNotContain("Usage");
    CliTestSupport.Result command = CliTestSupport.run("revew", "out");
    assertThat(command.code()).isEqualTo(Main.BAD_INPUT);
    assertThat(command.err()).startsWith("error: unknown command 'revew'\n").contains("mjarena review")
        .endsWith("see: mjarena --help\n");
    CliTestSupport.Result option = CliTestSupport.run("run", "--dels", "3", "configs/quickstart.yaml");
    assertThat(option.code()).isEqualTo(Main.BAD_INPUT);
    assertThat(option.err()).startsWith("error: Unknown option").contains("--deals");
  }
}
