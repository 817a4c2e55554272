package org.mjarena.arena.cli;

import java.io.PrintWriter;
import java.util.concurrent.Callable;
import org.mjarena.arena.config.ConfigException;
import org.mjarena.engine.Rulebook;
import org.mjarena.engine.Variant;
import org.mjarena.engine.param.Parameter;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;

/** {@code mjarena rules}: lists a variant's rule parameters with their defaults. */
@Command(name = "rules", mixinStandardHelpOptions = true, description = "Lists a variant's rule parameters and defaults.")
final class RulesCommand implements Callable<Integer> {
  @Spec
  CommandSpec spec;

  @Option(names = "--variant", paramLabel = "V", defaultValue = "competition-108", description = "the variant (default: ${DEFAULT-VALUE})")
  String variant;

  @Override
  public Integer call() throws ConfigException {
    PrintWriter out = spec.commandLine().getOut();
    try {
      for (Parameter p : Rulebook.parameters(Variant.byId(variant))) {
        out.println(describe(p));
      }
    } catch (IllegalArgumentException e) {
      throw new ConfigException(e.getMessage());
    }
    out.flush();
    return 0;
  }

  /** One line: name, default, allowed values, description. */
  static String describe(Parameter p) {
    String allowed = switch (p.type()) {
      case FLAG -> "true|false";
      case INTEGER -> (long) p.min() + ".." + (long) p.max();
      case DECIMAL -> p.min() + ".." + p.max();
      case CHOICE -> String.join("|", p.choices());
      case TEXT -> "text";
      case WORDS -> "list of words";
    };
    return String.format("%-34s default %-10s (%s) %s", p.name(), p.defaultText(), allowed, p.description());
  }
}
