package org.mjarena.arena.cli;

import java.io.InputStream;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;

/** Runs the command line in-process and keeps what it printed. */
final class CliTestSupport {
  record Result(int code, String out, String err) {}

  /** A lineup that plays its two deals in about a second. */
  static final String SMALL_LINEUP = """
      variant: competition-108
      seed: 1
      deals: 2
      lineup:
        - { id: a, agent: random }
        - { id: b, agent: random }
        - { id: c, agent: tsumogiri }
        - { id: d, agent: tsumogiri }
      """;

  private CliTestSupport() {}

  static Result run(String... args) {
    StringWriter out = new StringWriter();
    StringWriter err = new StringWriter();
    int code = Main.execute(args, new PrintWriter(out, true), new PrintWriter(err, true));
    return new Result(code, out.toString(), err.toString());
  }

  /** The 16 public Botzone matches of the test resources, copied to {@code dir/sample-logs.txt}. */
  static Path botzoneSample(Path dir) throws Exception {
    Path file = dir.resolve("sample-logs.txt");
    try (InputStream in = CliTestSupport.class.getResourceAsStream("/org/mjarena/arena/interop/botzone/sample-logs.txt")) {
      Files.write(file, in.readAllBytes());
    }
    return file;
  }

  static Path write(Path dir, String name, String text) throws Exception {
    Path file = dir.resolve(name);
    Files.writeString(file, text);
    return file;
  }
}
