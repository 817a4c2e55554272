package org.mjarena.arena.cli;

import org.mjarena.arena.run.LogFile;

import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import java.util.stream.Collectors;
import org.mjarena.arena.config.ConfigException;
import org.mjarena.arena.tournament.AgentFailure;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.ScopeType;

/**
 * The {@code mjarena} command; {@code mjarena help [COMMAND [SUBCOMMAND]]} prints a usage ({@link HelpCommand}). Exit codes: 0
 * success; 2 bad input (a lineup file, an option, a file or directory that cannot be used), with one line
 * naming the place and what to do, and on bad input nothing is written; 1 a failure while playing, with
 * one line on the terminal and its full trace in the run's log file ({@code DIR/run.log}), or on the
 * terminal with {@code --debug}. A user never sees a stack trace for a mistake of theirs.
 */
@Command(name = "mjarena", mixinStandardHelpOptions = true, version = "mjarena 0.1.0",
    description = "Self-play simulation and AI comparison arena for mahjong.",
    subcommands = {RunCommand.class, ReplayCommand.class, ImportCommand.class, CommentateCommand.class, ReviewCommand.class, ReportCommand.class, TrainCommand.class, BenchCommand.class, BotzoneBotCommand.class, Serve108Command.class, FanCommand.class, ShantenCommand.class, AgentsCommand.class,
        RulesCommand.class, HelpCommand.class})
public final class Main implements Runnable {
  /** Exit code for bad input. */
  public static final int BAD_INPUT = 2;
  /** Exit code for a failure that is not the user's mistake. */
  public static final int FAILED = 1;
  private static final String DEBUG = "--debug";

  @CommandLine.Spec
  CommandLine.Model.CommandSpec spec;

  /** Read from the parse result when a command fails; declared here so every command takes it. */
  @Option(names = DEBUG, scope = ScopeType.INHERIT,
      description = "when something fails, print its full trace on standard error too (it is always in DIR/run.log for a run)")
  boolean debug;

  @Override
  public void run() {
    spec.commandLine().usage(spec.commandLine().getOut());
  }

  /** Runs the command line and returns the exit code. */
  public static int execute(String[] args, PrintWriter out, PrintWriter err) {
    CommandLine cli = new CommandLine(new Main());
    cli.setOut(out);
    cli.setErr(err);
    cli.setParameterExceptionHandler(Main::badArguments);
    cli.setExecutionExceptionHandler((e, commandLine, parseResult) -> {
      if (e instanceof ConfigException) {
        commandLine.getErr().println("error: " + e.getMessage());
        commandLine.getErr().flush();
        return BAD_INPUT;
      }
      return failed(e, commandLine, debug(parseResult));
    });
    try {
      return cli.execute(args);
    } catch (Error e) {
      // What picocli lets through: OutOfMemoryError and the like, thrown on the thread of the command.
      return failed(e, cli, Arrays.asList(args).contains(DEBUG));
    } finally {
      LogFile.detach();
    }
  }

  /**
   * A command line picocli cannot read (an unknown option or command, a missing or malformed value): the
   * message as an error line, picocli's suggestions of what was meant, and where the usage is, rather than
   * the whole usage, which buried the one line that says what is wrong.
   */
  private static int badArguments(CommandLine.ParameterException e, String[] args) {
    CommandLine commandLine = e.getCommandLine();
    PrintWriter err = commandLine.getErr();
    err.println("error: " + (e instanceof CommandLine.UnmatchedArgumentException u && !u.isUnknownOption()
        ? unmatched(u.getUnmatched(), !commandLine.getSubcommands().isEmpty()) : e.getMessage()));
    CommandLine.UnmatchedArgumentException.printSuggestions(e, err);
    err.println("see: " + commandLine.getCommandSpec().qualifiedName() + " --help");
    err.flush();
    return BAD_INPUT;
  }

  /** Words left over by picocli: a command that has subcommands was given an unknown one first. */
  private static String unmatched(List<String> words, boolean expectsCommand) {
    if (expectsCommand) {
      return "unknown command '" + words.get(0) + "'";
    }
    return (words.size() == 1 ? "unexpected argument " : "unexpected arguments ")
        + words.stream().map(w -> "'" + w + "'").collect(Collectors.joining(", "));
  }

  /** True when {@code --debug} was given, to the top command or any subcommand. */
  private static boolean debug(CommandLine.ParseResult parseResult) {
    for (CommandLine.ParseResult r = parseResult; r != null; r = r.subcommand()) {
      if (r.hasMatchedOption(DEBUG)) {
        return true;
      }
    }
    return false;
  }

  /**
   * Reports a failure that is not the user's mistake: one line on standard error naming what failed and
   * where its full trace is, the trace in the run's log file, and on standard error with {@code --debug}.
   */
  private static int failed(Throwable e, CommandLine commandLine, boolean debug) {
    Optional<Path> logFile = LogFile.current();
    LogFile.FAILURES.error("{} failed", commandLine.getCommandName(), e);
    Throwable cause = e;
    while (cause.getCause() != null && !(cause instanceof AgentFailure)) {
      cause = cause.getCause();
    }
    String what = cause instanceof AgentFailure ? cause.getMessage()
        : cause instanceof OutOfMemoryError
        ? "the Java heap is full (" + cause.getMessage() + "); give it more, e.g. MJARENA_JAVA_OPTS=-Xmx1g ./mjarena ..."
        : cause.getClass().getSimpleName() + (cause.getMessage() == null ? "" : ": " + cause.getMessage().lines().findFirst().orElse(""));
    String trace = debug ? "; the full trace follows"
        : logFile.map(f -> "; the full trace is in " + f).orElse("; add --debug to see the full trace");
    PrintWriter err = commandLine.getErr();
    err.println("error: " + commandLine.getCommandName() + " failed: " + what + trace);
    if (debug) {
      e.printStackTrace(err);
    }
    err.flush();
    return FAILED;
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
