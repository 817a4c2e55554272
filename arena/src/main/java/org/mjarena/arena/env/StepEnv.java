package org.mjarena.arena.env;

import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.IntBuffer;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import org.HdrHistogram.Histogram;
import org.mjarena.agents.Agent;
import org.mjarena.agents.AgentFactory;
import org.mjarena.agents.AgentSpec;
import org.mjarena.agents.registry.AgentRegistry;
import org.mjarena.arena.table.GameInfo;
import org.mjarena.arena.table.Table;
import org.mjarena.arena.tournament.AgentSeeds;
import org.mjarena.engine.ClaimOptions;
import org.mjarena.engine.Game;
import org.mjarena.engine.GameOutcome;
import org.mjarena.engine.Observation;
import org.mjarena.engine.OpeningDecision;
import org.mjarena.engine.Rulebook;
import org.mjarena.engine.Rules;
import org.mjarena.engine.Seat;
import org.mjarena.engine.TurnDecision;
import org.mjarena.engine.Variant;
import org.mjarena.engine.action.Action;
import org.mjarena.engine.action.Claim;
import org.mjarena.engine.action.OpeningAction;
import org.mjarena.engine.action.Pass;
import org.mjarena.engine.action.TurnAction;
import org.mjarena.engine.event.Event;
import org.mjarena.engine.random.Seeds;

/**
 * One game at a time that a caller plays one decision at a time, for the seats it answers for, with
 * built-in agents in the others: {@link #reset} deals, the game runs until a caller's seat must decide,
 * the caller reads whose turn it is ({@link #seat}), its observation and legal mask, and answers with
 * {@link #step}; when the game is over, {@link #rewards} holds each seat's points.
 *
 * <p>The game is played by a {@link Table}, through the engine's one driver, exactly as a run plays
 * it: deal {@code d} of root seed {@code s} is shuffled from {@code Seeds.derive(s, WALL, d)} and the
 * built-in agent in seat {@code i} is seeded as in seat order 0 of a run ({@link AgentSeeds#BY_GAME}),
 * so the same seed and the same answers give the same events as the Java engine. The driver pushes
 * questions to players and waits for their answers, so it runs on a thread of its own: the caller's
 * seats are players that hand each question over to the caller's thread and wait for its answer, one
 * {@link Handoff} each way. Only one of the two threads works at any moment.
 *
 * <p>A caller's answer is timed by the driver from the question to the answer, which includes the
 * caller's own thinking: the decision time limit is therefore raised to its maximum, an hour, unless
 * the rules given say otherwise. A game that always answers within the usual limit plays the same
 * either way. Not thread-safe: one caller thread drives an environment.
 */
public final class StepEnv implements AutoCloseable {
  /** The decision asked: a turn (discard, kong, win, ting discard). */
  public static final int TURN = 0;
  /** The decision asked: a claim of a discard or of a tile added to a kong. */
  public static final int CLAIM = 1;
  /** The decision asked: ting on the dealt tiles or not, before play (competition-108). */
  public static final int OPENING = 2;
  /** No decision: the game is over. */
  public static final int OVER = -1;

  /** What a caller's seat is asked; valid while it waits for the answer. */
  private record Question(Seat seat, Observation seen, Object decision) {}

  /** A game for the driver's thread to play. */
  private record Job(Game game, Agent[] agents, GameInfo info) {}

  private final Rules rules;
  private final ActionCodec codec;
  private final AgentFactory[] builtIn;
  private final List<String> names;
  private final Table table = new Table(List.of());
  private final Histogram[] times = new Histogram[Seat.COUNT];
  private final Handoff<Job> jobs = new Handoff<>();
  private final Handoff<Object> questions = new Handoff<>();
  private final Handoff<Action> answers = new Handoff<>();
  private final Thread driverThread;
  private final byte[] mask;
  private IntBuffer shared;

  /** Set by the caller before it answers, read by the driver's thread after: play the game out alone. */
  private boolean abandoning;
  private Game game;
  private Question pending;
  private GameOutcome outcome;

  /**
   * An environment of {@code rules} with {@code builtIn[s]} in seat {@code s}, or the caller where it
   * is null.
   */
  public StepEnv(Rules rules, AgentFactory[] builtIn, List<String> names) {
    if (builtIn.length != Seat.COUNT || names.size() != Seat.COUNT) {
      throw new IllegalArgumentException("an environment has " + Seat.COUNT + " seats, not " + builtIn.length);
    }
    if (Arrays.stream(builtIn).allMatch(f -> f != null)) {
      throw new IllegalArgumentException("every seat has a built-in agent: leave at least one seat to the caller");
    }
    this.rules = rules;
    this.codec = ActionCodec.of(rules.variant());
    this.builtIn = builtIn.clone();
    this.names = List.copyOf(names);
    this.mask = new byte[codec.size()];
    for (int s = 0; s < Seat.COUNT; s++) {
      times[s] = Table.newDecisionHistogram();
    }
    this.driverThread = new Thread(this::drive, "mjarena-env-driver");
    driverThread.setDaemon(true);
    driverThread.start();
  }

  /**
   * An environment of {@code variant}'s default rules (the time limit raised as said above), with the
   * registry agent {@code agents[s]} in seat {@code s}, or the caller where it is null or empty.
   *
   * @throws IllegalArgumentException for an unknown variant or agent id, or an agent that does not play
   *                                  the variant, listing what is known
   */
  public static StepEnv of(String variant, String[] agents) {
    if (agents.length != Seat.COUNT) {
      throw new IllegalArgumentException("give one agent id (or none, for the caller) for each of the " + Seat.COUNT
          + " seats, not " + agents.length);
    }
    Variant v = Variant.byId(variant);
    Rules rules = Rulebook.rules(v, Map.of("time_per_decision_ms", 3_600_000));
    AgentFactory[] factories = new AgentFactory[Seat.COUNT];
    List<String> names = new ArrayList<>(Seat.COUNT);
    for (int s = 0; s < Seat.COUNT; s++) {
      String id = agents[s];
      if (id == null || id.isEmpty()) {
        names.add("caller");
      } else {
        AgentSpec spec = AgentRegistry.byId(id);
        factories[s] = spec.build().apply(spec.settings(v, Map.of()));
        names.add(id);
      }
    }
    return new StepEnv(rules, factories, names);
  }

  /** The action encoding of this environment's variant. */
  public ActionCodec codec() {
    return codec;
  }

  /**
   * Deals deal {@code deal} of root seed {@code root}, as a run with that seed deals it, and plays until
   * a caller's seat must decide or the game is over. A game still in play is abandoned: it is played
   * out with each of the caller's decisions given its default action, and forgotten.
   */
  public void reset(long root, long deal) {
    abandon();
    Game g = rules.deal(deal, Seeds.generator(Seeds.derive(root, Seeds.WALL, deal)));
    Agent[] agents = new Agent[Seat.COUNT];
    for (int s = 0; s < Seat.COUNT; s++) {
      agents[s] = builtIn[s] == null ? new HandedOver(Seat.of(s))
          : builtIn[s].create(AgentSeeds.BY_GAME.seed(root, deal, 0, s));
    }
    game = g;
    outcome = null;
    jobs.put(new Job(g, agents, new GameInfo(deal, 0, names)));
    await();
  }

  /**
   * Answers the pending decision with action {@code index} of the {@linkplain #codec() encoding}, and
   * plays on until a caller's seat must decide again or the game is over.
   *
   * @throws IllegalArgumentException when the action is not legal now (nothing is played)
   * @throws IllegalStateException    when no decision is pending (not reset, or the game is over)
   */
  public void step(int index) {
    if (pending == null) {
      throw new IllegalStateException(game == null ? "no game: reset first" : "the game is over: reset to play another");
    }
    if (index < 0 || index >= mask.length || mask[index] == 0) {
      throw new IllegalArgumentException("action " + index + (index < 0 || index >= mask.length ? "" : " (" + codec.name(index) + ")")
          + " is not legal for seat " + pending.seat().index() + " now; legal: " + legalNames());
    }
    Object d = pending.decision();
    Action answer = d instanceof TurnDecision ? codec.decodeTurn(index)
        : d instanceof ClaimOptions o ? codec.decodeClaim(index, o.tile()) : codec.decodeOpening(index);
    answers.put(answer);
    await();
  }

  /** The seat to answer (0..3), or -1 when the game is over. */
  public int seat() {
    return pending == null ? -1 : pending.seat().index();
  }

  /** True when the game is over (or none was dealt). */
  public boolean isOver() {
    return pending == null;
  }

  /** The decision asked: {@link #TURN}, {@link #CLAIM}, {@link #OPENING}, or {@link #OVER}. */
  public int decision() {
    if (pending == null) {
      return OVER;
    }
    Object d = pending.decision();
    return d instanceof TurnDecision ? TURN : d instanceof ClaimOptions ? CLAIM : OPENING;
  }

  /**
   * The legal mask of the pending decision, 1 at each legal index: this environment's own array,
   * rewritten at every step (all zero when the game is over).
   */
  public byte[] mask() {
    return mask;
  }

  /** The legal indices of the pending decision, ascending; none when the game is over. */
  public int[] legal() {
    int n = 0;
    for (byte b : mask) {
      n += b;
    }
    int[] out = new int[n];
    for (int i = 0, j = 0; j < n; i++) {
      if (mask[i] != 0) {
        out[j++] = i;
      }
    }
    return out;
  }

  /**
   * The decision the seat to answer faces: its {@link TurnDecision}, {@link ClaimOptions} or
   * {@link OpeningDecision}, valid until the next step. For tests, which check the mask against it.
   */
  Object pendingDecision() {
    return requirePending().decision();
  }

  /** The observation of the seat to answer. */
  public Observation observation() {
    return requirePending().seen();
  }

  /**
   * The feature planes of {@code seat} ({@link ObservationCodes#planes}): what it sees now, the tile
   * offered when it is the seat asked to claim; at any time once dealt, the game over included.
   */
  public int[] planes(int seat) {
    return planes(observationOf(seat), claimOf(seat));
  }

  /**
   * The view of {@code seat} ({@link ObservationCodes#view}), its decision {@link #OVER} when it is not
   * the seat asked.
   */
  public int[] view(int seat) {
    return view(seat, observationOf(seat), claimOf(seat));
  }

  /**
   * Makes {@code buffer} the one {@link #observeShared} writes to, as native-order ints: a caller in
   * another language hands over memory it reads directly (JPype's direct buffer over a Python
   * bytearray), so an observation costs it one call and no copy through the bridge.
   *
   * @throws IllegalArgumentException when it holds fewer than {@link #sharedCapacity} ints
   */
  public void share(ByteBuffer buffer) {
    IntBuffer ints = buffer.order(ByteOrder.nativeOrder()).asIntBuffer();
    if (ints.capacity() < sharedCapacity()) {
      throw new IllegalArgumentException("a shared buffer needs room for " + sharedCapacity() + " ints, not " + ints.capacity());
    }
    shared = ints;
  }

  /** The ints a buffer given to {@link #share} must hold. */
  public int sharedCapacity() {
    return mask.length + ObservationCodes.CHANNELS * codec.kinds() + ObservationCodes.maxViewLength(rules.variant());
  }

  /**
   * Writes what {@code seat} observes to the {@linkplain #share shared buffer}: the legal mask (all
   * zero unless it is the seat to answer), its feature planes, then its view; returns the view's length.
   */
  public int observeShared(int seat) {
    if (shared == null) {
      throw new IllegalStateException("no shared buffer: call share first");
    }
    Observation seen = observationOf(seat);
    ClaimOptions o = claimOf(seat);
    int[] planes = planes(seen, o);
    int[] view = view(seat, seen, o);
    IntBuffer b = shared.clear();
    boolean asked = asks(seat);
    for (byte m : mask) {
      b.put(asked ? m : 0);
    }
    b.put(planes).put(view);
    return view.length;
  }

  private int[] planes(Observation seen, ClaimOptions claim) {
    return ObservationCodes.planes(seen, claim == null ? null : claim.tile(), codec.kinds());
  }

  private int[] view(int seat, Observation seen, ClaimOptions claim) {
    return ObservationCodes.view(seen, asks(seat) ? decision() : OVER, claim == null ? null : claim.tile(),
        claim == null ? null : claim.from(), claim != null && claim.robbing());
  }

  private Observation observationOf(int seat) {
    if (game == null) {
      throw new IllegalStateException("no game: reset first");
    }
    if (seat < 0 || seat >= Seat.COUNT) {
      throw new IllegalArgumentException("seat " + seat + " is not one of 0.." + (Seat.COUNT - 1));
    }
    return asks(seat) ? pending.seen() : game.observation(Seat.of(seat));
  }

  /** True when {@code seat} is the seat asked now. */
  private boolean asks(int seat) {
    return pending != null && pending.seat().index() == seat;
  }

  /** The claim {@code seat} is asked, or null. */
  private ClaimOptions claimOf(int seat) {
    return asks(seat) && pending.decision() instanceof ClaimOptions o ? o : null;
  }

  /** Each seat's points once the game is over; all zero before. */
  public int[] rewards() {
    int[] r = new int[Seat.COUNT];
    if (outcome != null) {
      for (Seat s : Seat.all()) {
        r[s.index()] = outcome.points(s);
      }
    }
    return r;
  }

  /** How the game ended, or null while it is played. */
  public GameOutcome outcome() {
    return outcome;
  }

  /** Every event of the game so far, hidden ones included (not for a seat's eyes). */
  public List<Event> events() {
    if (game == null) {
      throw new IllegalStateException("no game: reset first");
    }
    return game.events();
  }

  /** Abandons the game in play, if any, and stops the driver's thread. */
  @Override
  public void close() {
    abandon();
    driverThread.interrupt();
  }

  /** The driver's thread: plays each game given, then hands its outcome (or what stopped it) back. */
  private void drive() {
    while (true) {
      Job job;
      try {
        job = jobs.take();
      } catch (InterruptedException e) {
        return; // closed
      }
      Object end;
      try {
        end = table.play(job.game(), job.agents(), times, job.info());
      } catch (RuntimeException | Error e) {
        end = e;
      }
      questions.put(end);
    }
  }

  /** Waits for the next question to the caller or for the game's end. */
  private void await() {
    Object next = take(questions);
    if (next instanceof Question q) {
      pending = q;
      if (q.decision() instanceof TurnDecision t) {
        codec.mask(t, mask);
      } else if (q.decision() instanceof ClaimOptions o) {
        codec.mask(o, mask);
      } else {
        codec.maskOpening(mask);
      }
      return;
    }
    pending = null;
    Arrays.fill(mask, (byte) 0);
    if (next instanceof GameOutcome o) {
      outcome = o;
      return;
    }
    throw new IllegalStateException("the game stopped: " + next, (Throwable) next);
  }

  private void abandon() {
    if (pending != null) {
      abandoning = true;
      answers.put(Pass.INSTANCE); // not played: the flag tells the player to stop asking
      Object end = take(questions);
      abandoning = false;
      pending = null;
      Arrays.fill(mask, (byte) 0);
      if (end instanceof Throwable t) {
        throw new IllegalStateException("the abandoned game stopped: " + t, t);
      }
    }
  }

  private Question requirePending() {
    if (pending == null) {
      throw new IllegalStateException(game == null ? "no game: reset first" : "the game is over: nothing to observe");
    }
    return pending;
  }

  private String legalNames() {
    StringBuilder b = new StringBuilder();
    for (int i : legal()) {
      b.append(b.length() == 0 ? "" : ", ").append(i).append(" (").append(codec.name(i)).append(')');
    }
    return b.toString();
  }

  private static <T> T take(Handoff<T> queue) {
    try {
      return queue.take();
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new IllegalStateException("interrupted while waiting for a decision", e);
    }
  }

  /**
   * A caller's seat: hands each question over to the caller's thread and returns its answer; once the
   * game is abandoned, answers every question with its default action without asking.
   */
  private final class HandedOver implements Agent {
    private final Seat seat;

    HandedOver(Seat seat) {
      this.seat = seat;
    }

    @Override
    public TurnAction decideTurn(Observation seen, TurnDecision decision) {
      Action a = ask(seen, decision);
      return a == null ? decision.defaultAction() : (TurnAction) a;
    }

    @Override
    public Claim decideClaim(Observation seen, ClaimOptions options) {
      Action a = ask(seen, options);
      return a == null ? options.defaultAction() : (Claim) a;
    }

    @Override
    public OpeningAction decideOpening(Observation seen, OpeningDecision decision) {
      Action a = ask(seen, decision);
      return a == null ? Pass.INSTANCE : (OpeningAction) a;
    }

    /** The caller's answer, or null once the game is abandoned. */
    private Action ask(Observation seen, Object decision) {
      if (abandoning) {
        return null;
      }
      questions.put(new Question(seat, seen, decision));
      Action answer = take(answers);
      return abandoning ? null : answer;
    }
  }
}
