package org.mjarena.arena.cli;

import java.util.concurrent.Callable;
import org.mjarena.arena.config.ConfigException;
import picocli.CommandLine.Command;

/**
 * {@code mjarena import FORMAT ...}: reads another platform's game records, one subcommand per format.
 * Without a format it is a user mistake (exit code 2) that names the formats.
 */
@Command(name = "import", mixinStandardHelpOptions = true,
    description = {"Re-plays another platform's game records through our engine.",
        "Formats: botzone (Botzone MCR match logs)."},
    subcommands = ImportBotzoneCommand.class)
final class ImportCommand implements Callable<Integer> {
  @Override
  public Integer call() throws ConfigException {
    throw new ConfigException("name the format of the records: mjarena import botzone FILE [--out DIR]");
  }
}
