package org.mjarena.arena.config;


import java.io.IOException;
import java.io.StringReader;
import java.nio.ByteBuffer;
import java.nio.CharBuffer;
import java.nio.charset.CoderResult;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Collectors;
import org.mjarena.agents.AgentSpec;
import org.mjarena.engine.Rulebook;
import org.mjarena.engine.Rules;
import org.mjarena.engine.Variant;
import org.mjarena.engine.param.Parameter;
import org.mjarena.engine.param.Settings;
import org.yaml.snakeyaml.LoaderOptions;
import org.yaml.snakeyaml.Yaml;
import org.yaml.snakeyaml.error.Mark;
import org.yaml.snakeyaml.error.MarkedYAMLException;
import org.yaml.snakeyaml.error.YAMLException;
import org.yaml.snakeyaml.nodes.MappingNode;
import org.yaml.snakeyaml.nodes.Node;
import org.yaml.snakeyaml.nodes.NodeTuple;
import org.yaml.snakeyaml.nodes.ScalarNode;
import org.yaml.snakeyaml.nodes.SequenceNode;
import org.yaml.snakeyaml.nodes.Tag;

/**
 * Reads a lineup file and checks all of it before anything runs: YAML syntax, known keys, value
 * types and ranges, the variant, its rule parameters, the agents and their parameters. Every error
 * names the file, line and column. The keys and their defaults are documented in
 * {@code configs/reference.yaml}.
 */
public final class LineupLoader {
  /** The keys of a lineup file, in documentation order. */
  static final List<String> KEYS = List.of("variant", "seed", "deals", "seat_orders", "threads", "rules", "lineup", "record",
      "compress", "commentary", "output");
  private static final List<String> COMMENTARY_KEYS = List.of("view", "method", "reactions");
  private static final List<String> ENTRY_KEYS = List.of("id", "agent", "params");
  /** Tournaments are four-player. */
  private static final int PLAYERS = 4;
  /**
   * The largest file read as a lineup: a lineup is a few hundred bytes, so anything this big is some other
   * file given by mistake (a {@code games.jsonl}), refused before it is read into memory.
   */
  private static final long MAX_BYTES = 1 << 20;

  private final Path file;
  /** The file's bytes when they were read elsewhere (a cluster's driver), else null: read from {@link #file}. */
  private final byte[] given;

  private LineupLoader(Path file, byte[] given) {
    this.file = file;
    this.given = given;
  }

  /**
   * Reads and checks a lineup file.
   *
   * @throws ConfigException naming the file (and line and column) and what is wrong
   */
  public static Lineup load(Path file) throws ConfigException {
    return new LineupLoader(file, null).load();
  }

  /**
   * Reads and checks the lineup file {@code file} from its bytes, read elsewhere: what a cluster's
   * executor does with the file its driver read.
   *
   * @throws ConfigException naming the file (and line and column) and what is wrong
   */
  public static Lineup load(Path file, byte[] bytes) throws ConfigException {
    return new LineupLoader(file, bytes.clone()).load();
  }

  private Lineup load() throws ConfigException {
    Node root;
    try {
      root = new Yaml(new LoaderOptions()).compose(new StringReader(text()));
    } catch (MarkedYAMLException e) {
      throw syntaxError(e);
    } catch (YAMLException e) {
      throw new ConfigException(file + ": cannot read: " + e.getMessage());
    }
    if (root == null) {
      throw new ConfigException(file + ": the file is empty; see configs/reference.yaml for the keys");
    }
    Map<String, NodeTuple> top = mapping(root, "the lineup file", KEYS);
    Node variantNode = required(top, "variant", root);
    Variant variant;
    try {
      variant = Variant.byId(text(variantNode, "variant"));
    } catch (IllegalArgumentException e) {
      throw error(variantNode, e.getMessage());
    }
    long seed = top.containsKey("seed") ? longValue(top.get("seed").getValueNode(), "seed") : 0L;
    int deals = positive(required(top, "deals", root), "deals");
    SeatOrderMode seatOrders = SeatOrderMode.ALL;
    if (top.containsKey("seat_orders")) {
      Node n = top.get("seat_orders").getValueNode();
      String s = text(n, "seat_orders");
      seatOrders = switch (s) {
        case "all" -> SeatOrderMode.ALL;
        case "rotations" -> SeatOrderMode.ROTATIONS;
        default -> throw error(n, "seat_orders must be all (every distinct permutation) or rotations (the 4 cyclic ones), not '" + s + "'");
      };
    }
    Optional<Integer> threads = Optional.empty();
    if (top.containsKey("threads")) {
      Node n = top.get("threads").getValueNode();
      int t = positive(n, "threads");
      Optional<String> problem = Lineup.threadsProblem(t);
      if (problem.isPresent()) {
        throw error(n, "threads " + problem.get());
      }
      threads = Optional.of(t);
    }
    Rules rules = rules(variant, top.get("rules"));
    List<Lineup.Entry> entries = entries(variant, required(top, "lineup", root));
    RecordMode record = RecordMode.EVENTS;
    if (top.containsKey("record")) {
      Node n = top.get("record").getValueNode();
      String s = text(n, "record");
      record = RecordMode.byId(s).orElseThrow(() -> error(n,
          "record must be none (the summary only), results (also games.jsonl) or events (also events.bin), not '" + s + "'"));
    }
    Compression compress = Compression.NONE;
    if (top.containsKey("compress")) {
      Node n = top.get("compress").getValueNode();
      String s = text(n, "compress");
      compress = Compression.byId(s).orElseThrow(() -> error(n,
          "compress must be none (games.jsonl) or gzip (games.jsonl.gz), not '" + s + "'"));
    }
    CommentarySettings commentary = top.containsKey("commentary") ? commentary(top.get("commentary").getValueNode())
        : CommentarySettings.DEFAULT;
    Optional<Path> output = top.containsKey("output")
        ? Optional.of(Path.of(text(top.get("output").getValueNode(), "output"))) : Optional.empty();
    return new Lineup(file, rules, seed, deals, seatOrders, threads, entries, record, compress, commentary, output);
  }

  /** {@code commentary: off}, {@code on}, or a mapping of {@code view}, {@code method} and {@code reactions}. */
  private CommentarySettings commentary(Node node) throws ConfigException {
    if (node instanceof ScalarNode s) {
      return switch (s.getValue()) {
        case "off" -> CommentarySettings.OFF;
        case "on" -> CommentarySettings.DEFAULT;
        default -> throw error(node, "commentary must be off, on, or a mapping of view, method and reactions, not '" + s.getValue() + "'");
      };
    }
    Map<String, NodeTuple> keys = mapping(node, "commentary", COMMENTARY_KEYS);
    CommentarySettings.View view = CommentarySettings.DEFAULT.view();
    if (keys.containsKey("view")) {
      Node n = keys.get("view").getValueNode();
      String v = text(n, "view");
      view = CommentarySettings.View.byId(v).orElseThrow(() -> error(n,
          "view must be table (every hand, never the wall) or player (the mover's own observation), not '" + v + "'"));
    }
    CommentarySettings.Method method = CommentarySettings.DEFAULT.method();
    if (keys.containsKey("method")) {
      Node n = keys.get("method").getValueNode();
      String m = text(n, "method");
      method = CommentarySettings.Method.byId(m).orElseThrow(() -> error(n, "method must be "
          + CommentarySettings.ids(CommentarySettings.Method.values()) + ", not '" + m + "'"));
    }
    CommentarySettings.Reactions reactions = CommentarySettings.DEFAULT.reactions();
    if (keys.containsKey("reactions")) {
      Node n = keys.get("reactions").getValueNode();
      String r = text(n, "reactions");
      reactions = CommentarySettings.Reactions.byId(r).orElseThrow(() -> error(n, "reactions must be "
          + CommentarySettings.ids(CommentarySettings.Reactions.values()) + ", not '" + r + "'"));
    }
    return new CommentarySettings(true, view, method, reactions);
  }

  /**
   * The file's text, refused with its place when it is not a lineup file at all: a directory, a file far
   * too big, or bytes that are not UTF-8 (named by line and column, so the stray byte can be found).
   */
  private String text() throws ConfigException {
    byte[] bytes = given;
    try {
      if (bytes == null) {
        if (Files.isDirectory(file)) {
          throw new ConfigException(file + " is a directory; give a lineup file, such as configs/quickstart.yaml");
        }
        if (Files.exists(file) && !Files.isRegularFile(file)) {
          // A device or a pipe has no size to check: /dev/zero would fill the heap, a pipe wait forever.
          throw new ConfigException(file + " is not a regular file (a device, a pipe or a socket); give a lineup file,"
              + " such as configs/quickstart.yaml");
        }
        if (Files.size(file) > MAX_BYTES) {
          throw new ConfigException(file + " is " + Files.size(file) + " bytes long, far longer than a lineup file; give the "
              + "lineup file (YAML, see configs/reference.yaml)");
        }
        bytes = Files.readAllBytes(file);
      }
    } catch (NoSuchFileException e) {
      throw new ConfigException(file + ": no such file");
    } catch (IOException e) {
      throw new ConfigException(file + ": cannot read: " + e.getMessage());
    }
    ByteBuffer in = ByteBuffer.wrap(bytes);
    CharBuffer out = CharBuffer.allocate(bytes.length);
    CoderResult result = StandardCharsets.UTF_8.newDecoder().decode(in, out, true);
    if (result.isError()) {
      int at = in.position();
      int line = 1;
      int lineStart = 0;
      for (int i = 0; i < at; i++) {
        if (bytes[i] == '\n') {
          line++;
          lineStart = i + 1;
        }
      }
      throw new ConfigException(String.format(Locale.ROOT, "%s:%d:%d: not UTF-8 text (byte 0x%02X); save the file as UTF-8",
          file, line, at - lineStart + 1, bytes[at] & 0xFF));
    }
    return out.flip().toString();
  }

  /**
   * A YAML syntax error placed where the broken construct starts (SnakeYAML's context mark: the
   * {@code {} of an unclosed flow mapping, the quote of an unclosed string), not where the parser gave
   * up, which for an unclosed bracket is the end of the file; the message adds where it gave up.
   */
  private ConfigException syntaxError(MarkedYAMLException e) {
    Mark problem = e.getProblemMark();
    Mark start = e.getContextMark() != null ? e.getContextMark() : problem;
    String what = e.getContext() == null ? e.getProblem()
        : e.getContext() + " starting here: " + e.getProblem() + " at line " + (problem.getLine() + 1) + ", column "
            + (problem.getColumn() + 1);
    return new ConfigException(file + ":" + (start.getLine() + 1) + ":" + (start.getColumn() + 1) + ": YAML syntax error: " + what);
  }

  private Rules rules(Variant variant, NodeTuple rulesTuple) throws ConfigException {
    Map<String, Object> overrides = new LinkedHashMap<>();
    Node node = rulesTuple == null ? null : rulesTuple.getValueNode();
    if (node != null) {
      for (NodeTuple t : mapping(node, "rules", null).values()) {
        String name = ((ScalarNode) t.getKeyNode()).getValue();
        checkRuleApplies(variant, name, t.getKeyNode());
        overrides.put(name, scalar(t.getValueNode(), "rule parameter"));
      }
    }
    try {
      return Rulebook.rules(variant, overrides);
    } catch (IllegalArgumentException e) {
      throw error(node != null ? culprit(node, e.getMessage()) : rulesTuple == null ? null : rulesTuple.getKeyNode(), e.getMessage());
    }
  }

  /**
   * Refuses a rule parameter of another variant like an unknown one, naming the variant: it would
   * change nothing, so accepting it could only mislead ({@code heavenly_ting} in MCR, which has no ting).
   */
  private void checkRuleApplies(Variant variant, String name, Node key) throws ConfigException {
    List<Parameter> own = Rulebook.parameters(variant);
    if (own.stream().anyMatch(p -> p.name().equals(name))) {
      return;
    }
    List<String> others = Arrays.stream(Variant.values())
        .filter(v -> Rulebook.parameters(v).stream().anyMatch(p -> p.name().equals(name))).map(Variant::id).toList();
    if (!others.isEmpty()) {
      throw error(key, "rule parameter '" + name + "' does not apply to variant " + variant.id() + " (only to "
          + String.join(", ", others) + "); known for " + variant.id() + ": "
          + own.stream().map(Parameter::name).collect(Collectors.joining(", ")));
    }
  }

  private List<Lineup.Entry> entries(Variant variant, Node node) throws ConfigException {
    if (!(node instanceof SequenceNode seq)) {
      throw error(node, "lineup must be a list of four entries like { id: a, agent: random }");
    }
    if (seq.getValue().size() != PLAYERS) {
      throw error(node, "lineup must list exactly " + PLAYERS + " entries, not " + seq.getValue().size());
    }
    List<Lineup.Entry> entries = new ArrayList<>();
    Set<String> ids = new HashSet<>();
    for (Node item : seq.getValue()) {
      Map<String, NodeTuple> keys = mapping(item, "a lineup entry", ENTRY_KEYS);
      String id = text(required(keys, "id", item), "id");
      if (id.isBlank() || !ids.add(id)) {
        throw error(keys.get("id").getValueNode(), id.isBlank() ? "an entry id must not be empty" : "entry id '" + id + "' is used twice");
      }
      Node agentNode = required(keys, "agent", item);
      AgentSpec spec;
      try {
        spec = ArenaAgents.byId(text(agentNode, "agent"), folder());
      } catch (IllegalArgumentException e) {
        throw error(agentNode, e.getMessage());
      }
      Map<String, Object> params = new LinkedHashMap<>();
      Node paramsNode = keys.containsKey("params") ? keys.get("params").getValueNode() : null;
      if (paramsNode != null) {
        for (NodeTuple t : mapping(paramsNode, "params", null).values()) {
          params.put(((ScalarNode) t.getKeyNode()).getValue(), paramValue(t.getValueNode()));
        }
      }
      try {
        Settings settings = spec.settings(variant, params);
        entries.add(new Lineup.Entry(id, spec.id(), settings, spec.build().apply(settings)));
      } catch (IllegalArgumentException e) {
        throw error(paramsNode != null ? culprit(paramsNode, e.getMessage()) : item, e.getMessage());
      }
    }
    return entries;
  }

  /**
   * The key or value node of a mapping that an error message quotes, so the error points at it: the
   * value for a bad value ({@code 'depth' takes ...}), else the key (unknown, or not for this variant).
   */
  private static Node culprit(Node mapping, String message) {
    if (mapping instanceof MappingNode m) {
      for (NodeTuple t : m.getValue()) {
        String key = ((ScalarNode) t.getKeyNode()).getValue();
        if (message.contains("'" + key + "'")) {
          return message.contains("'" + key + "' takes") ? t.getValueNode() : t.getKeyNode();
        }
      }
    }
    return mapping;
  }

  private Map<String, NodeTuple> mapping(Node node, String what, List<String> known) throws ConfigException {
    if (!(node instanceof MappingNode m)) {
      throw error(node, what + " must be a mapping of keys to values");
    }
    Map<String, NodeTuple> keys = new LinkedHashMap<>();
    for (NodeTuple t : m.getValue()) {
      if (!(t.getKeyNode() instanceof ScalarNode k)) {
        throw error(t.getKeyNode(), "keys must be plain names");
      }
      if (known != null && !known.contains(k.getValue())) {
        throw error(k, "unknown key '" + k.getValue() + "' in " + what + "; known: " + String.join(", ", known));
      }
      if (keys.put(k.getValue(), t) != null) {
        throw error(k, "key '" + k.getValue() + "' appears twice");
      }
    }
    return keys;
  }

  private Node required(Map<String, NodeTuple> keys, String key, Node parent) throws ConfigException {
    NodeTuple t = keys.get(key);
    if (t == null) {
      throw error(parent, "missing key '" + key + "'");
    }
    return t.getValueNode();
  }

  /** The folder of the lineup file, against which a bot's command is resolved. */
  private Path folder() {
    Path parent = file.toAbsolutePath().getParent();
    return parent == null ? Path.of("").toAbsolutePath() : parent;
  }

  /** An agent parameter's value: a scalar, or a list of scalars (a command line). */
  private Object paramValue(Node node) throws ConfigException {
    if (node instanceof SequenceNode seq) {
      List<Object> words = new ArrayList<>();
      for (Node item : seq.getValue()) {
        words.add(scalar(item, "list item"));
      }
      return words;
    }
    return scalar(node, "parameter");
  }

  /** A scalar as Boolean, Integer, Long, Double or String, following YAML's own typing. */
  private Object scalar(Node node, String what) throws ConfigException {
    if (!(node instanceof ScalarNode s)) {
      throw error(node, "a " + what + " value must be a single value, not a list or mapping");
    }
    Tag tag = s.getTag();
    String v = s.getValue();
    try {
      if (Tag.BOOL.equals(tag)) {
        return Boolean.parseBoolean(v.toLowerCase(java.util.Locale.ROOT)) || v.equalsIgnoreCase("yes") || v.equalsIgnoreCase("on");
      }
      if (Tag.INT.equals(tag)) {
        long l = Long.decode(v.replace("_", ""));
        return l == (int) l ? (Object) (int) l : (Object) l;
      }
      if (Tag.FLOAT.equals(tag)) {
        return Double.parseDouble(v.replace("_", ""));
      }
    } catch (NumberFormatException e) {
      throw error(node, "cannot read the number '" + v + "'");
    }
    return v;
  }

  private String text(Node node, String key) throws ConfigException {
    if (!(node instanceof ScalarNode s) || s.getValue().isEmpty()) {
      throw error(node, key + " must be a single non-empty value");
    }
    return s.getValue();
  }

  private long longValue(Node node, String key) throws ConfigException {
    Object v = scalar(node, key);
    if (v instanceof Integer i) {
      return i;
    }
    if (v instanceof Long l) {
      return l;
    }
    throw error(node, key + " must be an integer, not '" + v + "'");
  }

  private int positive(Node node, String key) throws ConfigException {
    Object v = scalar(node, key);
    if (v instanceof Integer i && i > 0) {
      return i;
    }
    throw error(node, key + " must be a whole number of at least 1, not '" + (node instanceof ScalarNode s ? s.getValue() : v) + "'");
  }

  private ConfigException error(Node node, String message) {
    if (node == null) {
      return new ConfigException(file + ": " + message);
    }
    Mark m = node.getStartMark();
    return new ConfigException(file + ":" + (m.getLine() + 1) + ":" + (m.getColumn() + 1) + ": " + message);
  }
}
