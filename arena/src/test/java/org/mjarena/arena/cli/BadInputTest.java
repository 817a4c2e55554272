package org.mjarena.arena.cli;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assumptions.assumeThat;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** One test per class of bad input: exit code 2, a message naming the place, and nothing written. */
final class BadInputTest {
  private static final String GOOD = CliTestSupport.SMALL_LINEUP;

  @TempDir
  Path dir;

  private CliTestSupport.Result runWith(String yaml) throws Exception {
    Path file = CliTestSupport.write(dir, "lineup.yaml", yaml);
    return CliTestSupport.run("run", file.toString(), "--out", dir.resolve("out").toString());
  }

  private void assertRejected(CliTestSupport.Result r, String... fragments) {
    assertThat(r.code()).as(r.err()).isEqualTo(2);
    assertThat(r.err()).startsWith("error: ");
    assertThat(r.err().lines()).as("one line, no stack trace").hasSize(1);
    for (String f : fragments) {
      assertThat(r.err()).contains(f);
    }
    assertThat(Files.exists(dir.resolve("out"))).as("nothing written").isFalse();
  }

  /** A device or a pipe as the lineup: /dev/zero once filled the heap, a pipe made the run wait forever. */
  @Test
  void run_lineupThatIsADeviceOrAPipe_isRejectedUnread() throws Exception {
    assertRejected(CliTestSupport.run("run", "/dev/zero", "--out", dir.resolve("out").toString()),
        "/dev/zero is not a regular file");
    Path pipe = dir.resolve("lineup.fifo");
    assertThat(new ProcessBuilder("mkfifo", pipe.toString()).start().waitFor()).isZero();
    assertRejected(CliTestSupport.run("run", pipe.toString(), "--out", dir.resolve("out").toString()),
        pipe + " is not a regular file");
  }

  /** Garbage on botzone-bot's input is the input's fault, exit 2 with one line, not a failure of the bot. */
  @Test
  void botzoneBot_garbageInput_exitTwo() {
    java.io.InputStream stdin = System.in;
    try {
      System.setIn(new java.io.ByteArrayInputStream("garbage\n".getBytes(java.nio.charset.StandardCharsets.UTF_8)));
      CliTestSupport.Result r = CliTestSupport.run("botzone-bot", "--agent", "default-order", "--one-shot");
      assertRejected(r, "the input is not a Botzone request", "neither a JSON object nor a simple-I/O turn count");
    } finally {
      System.setIn(stdin);
    }
  }

  @Test
  void run_goodLineup_writesResults() throws Exception {
    CliTestSupport.Result r = runWith(GOOD);
    assertThat(r.code()).as(r.err()).isZero();
    assertThat(dir.resolve("out/summary.json")).exists();
    assertThat(Files.readAllLines(dir.resolve("out/games.jsonl"))).hasSize(2 * 6);
  }

  /** The CLI jar holds no cluster: {@code --spark} needs the launcher, which adds the spark module. */
  @Test
  void run_sparkWithoutTheSparkModule_saysHowToGetIt() throws Exception {
    Path file = CliTestSupport.write(dir, "lineup.yaml", GOOD);
    assertRejected(CliTestSupport.run("run", file.toString(), "--spark", "local[2]", "--out", dir.resolve("out").toString()),
        "--spark needs the Spark module", "./mjarena");
  }

  @Test
  void run_yamlSyntaxError_namesLineAndColumn() throws Exception {
    assertRejected(runWith("variant: competition-108\ndeals: [1, 2\nseed: 3\n"), "lineup.yaml:", "YAML syntax error");
    CliTestSupport.Result r = runWith("variant: competition-108\n  deals: 3\n");
    assertThat(r.err()).containsPattern("lineup\\.yaml:\\d+:\\d+: YAML syntax error");
  }

  @Test
  void run_unknownKey_listsTheKnownOnes() throws Exception {
    assertRejected(runWith(GOOD + "colour: red\n"), "lineup.yaml:9:1:", "unknown key 'colour'", "known: variant, seed, deals");
  }

  @Test
  void run_unknownAgent_listsTheKnownOnes() throws Exception {
    assertRejected(runWith(GOOD.replace("agent: random }\n  - { id: b", "agent: alphago }\n  - { id: b")),
        "lineup.yaml:5:", "unknown agent 'alphago'", "known: tsumogiri, random");
  }

  @Test
  void run_unknownAgentParameter_listsTheKnownOnes() throws Exception {
    assertRejected(runWith(GOOD.replace("{ id: a, agent: random }", "{ id: a, agent: distance-to-win, params: { greed: 2 } }")),
        "lineup.yaml:5:", "unknown parameter of agent 'distance-to-win' 'greed'", "known: depth, ting");
  }

  @Test
  void run_unknownRuleParameter_listsTheKnownOnes() throws Exception {
    assertRejected(runWith(GOOD + "rules: { dragons: true }\n"), "lineup.yaml:9:", "unknown rule parameter 'dragons'",
        "known: wall, multiple_winners");
  }

  @Test
  void run_badRuleValue_saysWhatIsExpected() throws Exception {
    assertRejected(runWith(GOOD + "rules: { multiple_winners: maybe }\n"), "'multiple_winners' takes true or false");
  }

  @Test
  void run_negativeDeals_saysWhy() throws Exception {
    assertRejected(runWith(GOOD.replace("deals: 2", "deals: -5")), "lineup.yaml:3:8:", "deals must be a whole number of at least 1",
        "'-5'");
  }

  @Test
  void run_unknownSeatOrders_listsTheChoices() throws Exception {
    assertRejected(runWith(GOOD + "seat_orders: some\n"), "seat_orders must be all", "rotations", "'some'");
  }

  @Test
  void run_unknownVariant_listsTheKnownOnes() throws Exception {
    assertRejected(runWith(GOOD.replace("competition-108", "riichi")), "lineup.yaml:1:10:", "unknown variant 'riichi'",
        "known: competition-108, mcr");
  }

  @Test
  void run_wrongNumberOfEntries_saysFour() throws Exception {
    assertRejected(runWith(GOOD.replace("  - { id: d, agent: tsumogiri }\n", "")), "exactly 4 entries");
  }

  @Test
  void run_duplicateEntryId_isRejected() throws Exception {
    assertRejected(runWith(GOOD.replace("id: d,", "id: a,")), "entry id 'a' is used twice");
  }

  @Test
  void run_missingKey_namesIt() throws Exception {
    assertRejected(runWith(GOOD.replace("deals: 2\n", "")), "missing key 'deals'");
  }

  @Test
  void run_missingFile_saysSo() {
    CliTestSupport.Result r = CliTestSupport.run("run", dir.resolve("nope.yaml").toString(), "--out", dir.resolve("out").toString());
    assertRejected(r, "nope.yaml: no such file");
  }

  @Test
  void run_lineupIsADirectory_saysToGiveTheFile() throws Exception {
    Files.createDirectories(dir.resolve("configs"));
    CliTestSupport.Result r = CliTestSupport.run("run", dir.resolve("configs").toString(), "--out", dir.resolve("out").toString());
    assertRejected(r, "configs is a directory; give a lineup file");
  }

  @Test
  void run_lineupNotUtf8_namesLineAndColumnOfTheByte() throws Exception {
    Path file = dir.resolve("lineup.yaml");
    Files.write(file, ("variant: competition-108\nseed: 1 # caf" + (char) 0xE9 + "\n").getBytes(java.nio.charset.StandardCharsets.ISO_8859_1));
    CliTestSupport.Result r = CliTestSupport.run("run", file.toString(), "--out", dir.resolve("out").toString());
    assertRejected(r, "lineup.yaml:2:14: not UTF-8 text (byte 0xE9); save the file as UTF-8");
  }

  @Test
  void run_absurdThreadCount_saysTheRange() throws Exception {
    Path file = CliTestSupport.write(dir, "lineup.yaml", GOOD);
    assertRejected(CliTestSupport.run("run", file.toString(), "--threads", "0", "--out", dir.resolve("out").toString()),
        "--threads must be 1 to 256, not 0");
    assertRejected(CliTestSupport.run("run", file.toString(), "--threads", "100000", "--out", dir.resolve("out").toString()),
        "--threads must be 1 to 256, not 100000", "cores");
    assertRejected(runWith(GOOD + "threads: 100000\n"), "lineup.yaml:9:10: threads must be 1 to 256, not 100000");
  }

  @Test
  void run_outputPathEmpty_saysToNameOne() throws Exception {
    Path file = CliTestSupport.write(dir, "lineup.yaml", GOOD);
    assertRejected(CliTestSupport.run("run", file.toString(), "--out", ""), "the output directory is empty; name one with --out DIR");
  }

  @Test
  void run_outputPathIsAFile_saysSo() throws Exception {
    Path file = CliTestSupport.write(dir, "lineup.yaml", GOOD);
    CliTestSupport.Result r = CliTestSupport.run("run", file.toString(), "--out", file.toString());
    assertThat(r.code()).isEqualTo(2);
    assertThat(r.err()).contains("lineup.yaml is a file, not a directory").hasLineCount(1);
  }

  @Test
  void run_outputPathUnderAFile_cannotBeCreated() throws Exception {
    Path file = CliTestSupport.write(dir, "lineup.yaml", GOOD);
    CliTestSupport.Result r = CliTestSupport.run("run", file.toString(), "--out", file.resolve("out").toString());
    assertThat(r.code()).isEqualTo(2);
    assertThat(r.err()).contains("cannot create the output directory").contains("choose another --out").hasLineCount(1);
  }

  /** Where even root may not create a directory: Linux's /proc. */
  @Test
  void run_outputDirectoryRefusedByTheFileSystem_saysSo() throws Exception {
    assumeThat(Path.of("/proc/self")).exists();
    Path file = CliTestSupport.write(dir, "lineup.yaml", GOOD);
    CliTestSupport.Result r = CliTestSupport.run("run", file.toString(), "--out", "/proc/mjarena-out");
    assertThat(r.code()).isEqualTo(2);
    assertThat(r.err()).contains("/proc/mjarena-out: cannot create the output directory").contains("choose another --out")
        .hasLineCount(1);
  }

  @Test
  void run_outputDirectoryNotWritable_saysSo() throws Exception {
    Path locked = Files.createDirectories(dir.resolve("locked"));
    Files.setPosixFilePermissions(locked, java.nio.file.attribute.PosixFilePermissions.fromString("r-xr-xr-x"));
    assumeThat(Files.isWritable(locked)).as("a user the file system lets write anywhere (root) cannot test this").isFalse();
    Path file = CliTestSupport.write(dir, "lineup.yaml", GOOD);
    for (Path out : new Path[] {locked, locked.resolve("sub")}) {
      CliTestSupport.Result r = CliTestSupport.run("run", file.toString(), "--out", out.toString());
      assertThat(r.code()).isEqualTo(2);
      assertThat(r.err()).contains(out.toString()).contains("choose another --out").hasLineCount(1);
    }
  }

  @Test
  void run_directoryNamedLikeAnOutputFile_namesIt() throws Exception {
    Path file = CliTestSupport.write(dir, "lineup.yaml", GOOD);
    for (String name : new String[] {"summary.json", "games.jsonl", "events.bin", "run.log"}) {
      Path out = dir.resolve("out-" + name);
      Files.createDirectories(out.resolve(name));
      CliTestSupport.Result r = CliTestSupport.run("run", file.toString(), "--out", out.toString());
      assertThat(r.code()).isEqualTo(2);
      assertThat(r.err()).contains(out.resolve(name) + " is a directory, where a run writes its file").hasLineCount(1);
    }
  }

  @Test
  void fan_inputIsADirectory_saysToGiveTheFile() {
    CliTestSupport.Result r = CliTestSupport.run("fan", dir.toString());
    assertThat(r.code()).isEqualTo(2);
    assertThat(r.err()).contains("is a directory; give a file of JSON lines").hasLineCount(1);
  }

  @Test
  void run_badOverride_isRejected() throws Exception {
    Path file = CliTestSupport.write(dir, "lineup.yaml", GOOD);
    CliTestSupport.Result r = CliTestSupport.run("run", file.toString(), "--deals", "0", "--out", dir.resolve("out").toString());
    assertRejected(r, "--deals must be at least 1");
    CliTestSupport.Result notNumber = CliTestSupport.run("run", file.toString(), "--threads", "many");
    assertThat(notNumber.code()).isEqualTo(2);
  }
}
