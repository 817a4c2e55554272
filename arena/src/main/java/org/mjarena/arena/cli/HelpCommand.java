package org.mjarena.arena.cli;

import java.util.List;
import java.util.concurrent.Callable;
import org.mjarena.arena.config.ConfigException;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * {@code mjarena help [COMMAND [SUBCOMMAND]]}: the usage of mjarena, of a command, or of one of its own
 * ({@code help import botzone}, {@code help train commentator}). picocli's help command reads one word and
 * drops the rest, so {@code help import botzone} printed the usage of {@code import}; a word that names no
 * command is bad input, said as the other commands say it.
 */
@Command(name = "help", helpCommand = true,
    description = "Prints the usage of mjarena, of a command, or of one of its own: help import botzone.")
final class HelpCommand implements Callable<Integer> {
  @Spec
  CommandSpec spec;

  @Parameters(paramLabel = "COMMAND", arity = "0..*", description = "a command, and one of its own")
  List<String> words = List.of();

  @Override
  public Integer call() throws ConfigException {
    CommandLine at = spec.parent().commandLine();
    for (String word : words) {
      CommandLine next = at.getSubcommands().get(word);
      if (next == null) {
        String name = at.getCommandSpec().qualifiedName();
        throw new ConfigException(at.getSubcommands().isEmpty() ? name + " has no commands of its own, so no '" + word + "'"
            : "unknown command '" + word + "' of " + name + " (its commands: "
            + String.join(", ", at.getSubcommands().keySet()) + ")");
      }
      at = next;
    }
    at.usage(spec.commandLine().getOut());
    return 0;
  }
}
