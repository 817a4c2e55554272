package org.mjarena.arena.cli;

import java.io.PrintWriter;
import org.mjarena.arena.config.ConfigException;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.HelpCommand;

/**
 * The {@code mjarena} command; {@code mjarena help [COMMAND]} is picocli's own help command. Exit codes: 0 success, 1 a run that failed while playing, 2 bad input (a
 * lineup file, an option, a missing file); on bad input nothing is written.
 */
@Command(name = "mjarena", mixinStandardHelpOptions = true, version = "mjarena 0.1.0",
    description = "Self-play simulation and AI comparison arena for mahjong.",
    subcommands = {RunCommand.class, ReplayCommand.class, ImportCommand.class, BenchCommand.class, FanCommand.class, ShantenCommand.class, AgentsCommand.class,
        RulesCommand.class, HelpCommand.class})
public final class Main implements Runnable {
  /** Exit code for bad input. */
  public static final int BAD_INPUT = 2;

  @CommandLine.Spec
  CommandLine.Model.CommandSpec spec;

  @Override
  public void run() {
    spec.commandLine().usage(spec.commandLine().getOut());
  }

  /** Runs the command line and returns the exit code. */
  public static int execute(String[] args, PrintWriter out, PrintWriter err) {
    CommandLine cli = new CommandLine(new Main());
    cli.setOut(out);
    cli.setErr(err);
    cli.setExecutionExceptionHandler((e, commandLine, parseResult) -> {
      if (e instanceof ConfigException) {
        commandLine.getErr().println("error: " + e.getMessage());
        commandLine.getErr().flush();
        return BAD_INPUT;
      }
      throw e;
    });
    return cli.execute(args);
  }

  /** Entry point. */
  public static void main(String[] args) {
    PrintWriter out = new PrintWriter(System.out, true);
    PrintWriter err = new PrintWriter(System.err, true);
    int code = execute(args, out, err);
    out.flush();
    err.flush();
    System.exit(code);
  }
}
