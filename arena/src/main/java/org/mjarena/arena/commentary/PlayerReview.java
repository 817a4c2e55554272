package org.mjarena.arena.commentary;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalDouble;
import java.util.OptionalInt;
import org.mjarena.agents.Agent;
import org.mjarena.agents.AgentFactory;
import org.mjarena.arena.config.CommentarySettings;
import org.mjarena.arena.record.EventText;
import org.mjarena.arena.record.GameRecord;
import org.mjarena.arena.record.ReplayFile;
import org.mjarena.arena.record.ReviewFile;
import org.mjarena.arena.record.Replayer;
import org.mjarena.arena.table.GameInfo;
import org.mjarena.engine.ClaimDecision;
import org.mjarena.engine.ClaimOptions;
import org.mjarena.engine.Decision;
import org.mjarena.engine.GameOutcome;
import org.mjarena.engine.Observation;
import org.mjarena.engine.Seat;
import org.mjarena.engine.TurnDecision;
import org.mjarena.engine.Variant;
import org.mjarena.engine.action.Action;
import org.mjarena.engine.action.Chow;
import org.mjarena.engine.action.Claim;
import org.mjarena.engine.action.Discard;
import org.mjarena.engine.action.TingDiscard;
import org.mjarena.engine.event.Event;
import org.mjarena.engine.event.Won;
import org.mjarena.engine.random.Seeds;
import org.mjarena.engine.tile.Tile;

/**
 * The review of one player over recorded games ({@code mjarena review}): every decision of the player
 * that the commentator gives probabilities (each discard with a choice, each answer to a discard), with
 * the probability of the move made, the commentator's likeliest move, and what a strong agent would have
 * played in the player's place; and a profile of every entry, to set the player against the others.
 *
 * <p>The games are commented as {@code mjarena commentate} comments them ({@link ReplayCommentary}, the
 * combined method, every player learned as it plays), so the probability of a move is the one the
 * commentator gave before it saw the move. The agent is asked each of the player's decisions with the
 * player's own observation, and never plays: the game goes on as recorded. It is made afresh for each
 * game and seat, seeded from the deal, the seat order and the seat, so a review is the same every time.
 */
public final class PlayerReview {
  /** A move the commentator gave less than this probability is surprising. */
  public static final double SURPRISING = 0.05;
  /** The root of the reviewing agent's seeds. */
  private static final long AGENT_ROOT = 0x5245564945574552L;

  private final ReplayCommentary commentary;
  private final Variant variant;
  private final int player;
  private final AgentFactory agent;
  private final Profile[] profiles;
  private final List<ReviewFile.Move> moves = new ArrayList<>();
  private final Watcher watcher = new Watcher();
  private long games;
  /** The games of the file reviewed, counted or not. */
  private long records;
  private long agentFailures;
  private Optional<String> firstAgentFailure = Optional.empty();

  /**
   * A review of the entry {@code player} (its index in {@code header.entries()}) of games recorded under
   * {@code header}, {@code agent} playing its strong move.
   */
  public PlayerReview(ReplayFile.Header header, int player, AgentFactory agent) {
    this.commentary = new ReplayCommentary(header, CommentarySettings.DEFAULT);
    this.variant = header.variant();
    this.player = player;
    this.agent = agent;
    this.profiles = new Profile[header.entries().size()];
    for (int e = 0; e < profiles.length; e++) {
      profiles[e] = new Profile();
    }
  }

  /** What an entry did, counted over the games reviewed: the player's profile, and the others'. */
  static final class Profile {
    private final long[] offered = new long[Reaction.values().length];
    private final long[] taken = new long[Reaction.values().length];
    private long discards;
    private long readyDiscards;
    private long brokeReady;
    private long dealIns;
    private long dealInsReady;

    /** The profile as the review file has it. */
    ReviewFile.Profile file() {
      return new ReviewFile.Profile(discards, rate(Reaction.CHOW), rate(Reaction.PUNG), rate(Reaction.KONG),
          rate(Reaction.WIN), readyDiscards, brokeReady, dealIns, dealInsReady);
    }

    private ReviewFile.Rate rate(Reaction kind) {
      return new ReviewFile.Rate(offered[kind.ordinal()], taken[kind.ordinal()]);
    }

    /** {@code other}'s counts added to these. */
    void add(Profile other) {
      for (int k = 0; k < offered.length; k++) {
        offered[k] += other.offered[k];
        taken[k] += other.taken[k];
      }
      discards += other.discards;
      readyDiscards += other.readyDiscards;
      brokeReady += other.brokeReady;
      dealIns += other.dealIns;
      dealInsReady += other.dealInsReady;
    }
  }

  /**
   * Reviews the game recorded at index {@code game} of the file: comments it, and counts it when its
   * replay agrees with its record.
   *
   * @return where its replay differs from the record (then it is not counted), or empty
   */
  public Optional<Replayer.Difference> review(long game, GameRecord record) {
    records++;
    watcher.index = game;
    watcher.record = record;
    Optional<Replayer.Difference> diff = commentary.comment(record, watcher);
    if (diff.isEmpty()) {
      for (int e = 0; e < profiles.length; e++) {
        profiles[e].add(watcher.counted[e]);
      }
      if (record.seats().contains(player)) {
        games++;
      }
    }
    return diff;
  }

  /** The review as its file holds it, of the player named {@code name}, {@code agentId} the agent asked. */
  public ReviewFile.Review file(String name, String agentId) {
    long discards = 0;
    long top = 0;
    long surprising = 0;
    long answered = 0;
    long agrees = 0;
    double probability = 0;
    double loss = 0;
    long turns = 0;
    for (ReviewFile.Move m : moves) {
      discards += m.kind().equals(DiscardChoice.DECISION) ? 1 : 0;
      turns += m.kind().equals(TurnChoice.DECISION) ? 1 : 0;
      top += m.move().equals(m.likeliest()) ? 1 : 0;
      surprising += m.surprising() ? 1 : 0;
      probability += m.probability();
      loss -= Math.log(Math.max(m.probability(), Double.MIN_NORMAL));
      if (m.agentMove().isPresent()) {
        answered++;
        agrees += m.agentMove().get().equals(m.move()) ? 1 : 0;
      }
    }
    int n = Math.max(1, moves.size());
    ReviewFile.Totals totals = new ReviewFile.Totals(moves.size(), discards, turns, probability / n, loss / n, (double) top / n,
        surprising, answered, (double) agrees / Math.max(1, answered));
    Optional<ReviewFile.Profile> others = Optional.empty();
    if (profiles.length > 1) {
      Profile together = new Profile();
      for (int e = 0; e < profiles.length; e++) {
        if (e != player) {
          together.add(profiles[e]);
        }
      }
      others = Optional.of(together.file());
    }
    return new ReviewFile.Review(name, agentId, records, games, differing(), SURPRISING, totals, profiles[player].file(),
        others, moves);
  }

  /** Games not counted because their replay differs from their record. */
  public long differing() {
    return commentary.differing();
  }

  /** Decisions where the agent threw instead of answering (its move then stays empty), and the first reason. */
  public long agentFailures() {
    return agentFailures;
  }

  /** Why the agent first failed to answer, when it did. */
  public Optional<String> firstAgentFailure() {
    return firstAgentFailure;
  }

  /** What the reviewer keeps of a decision of the player until the game's probabilities are known. */
  private record Pending(int step, Seat seat, Action made, Action agentMove, List<Claim> answers,
      OptionalInt distanceAfterMove, OptionalInt distanceAfterAgent) {}

  /**
   * Watches each game after the commentator: asks the agent the player's decisions, follows every seat's
   * readiness, and pairs each decision the commentator keeps with the step it made.
   */
  private final class Watcher implements ReplayCommentary.Watcher {
    private long index;
    private GameRecord record;
    private Commentator commentator;
    private final int[] entryBySeat = new int[Seat.COUNT];
    private final Agent[] agents = new Agent[Seat.COUNT];
    private final Action[] agentMoves = new Action[Seat.COUNT];
    private final int[][] hands = new int[Seat.COUNT][];
    private final int[] melds = new int[Seat.COUNT];
    private final boolean[] readyBefore = new boolean[Seat.COUNT];
    /** Whether each seat's hand was ready after its last discard. */
    private final boolean[] ready = new boolean[Seat.COUNT];
    @SuppressWarnings("unchecked")
    private final List<Claim>[] answers = (List<Claim>[]) new List<?>[Seat.COUNT];
    private final Map<Integer, Pending> pending = new HashMap<>();
    private Profile[] counted;
    private int told;
    private int lastStart;
    private List<Event> lastTold;
    private int kept;

    @Override
    public void watch(GameInfo info, Commentator commentator) {
      this.commentator = commentator;
      for (Seat s : Seat.all()) {
        int entry = record.seats().get(s.index());
        entryBySeat[s.index()] = entry;
        agents[s.index()] = entry == player
            ? agent.create(Seeds.derive(AGENT_ROOT, info.deal(), info.seatOrder(), s.index()))
            : null;
      }
      counted = new Profile[profiles.length];
      for (int e = 0; e < counted.length; e++) {
        counted[e] = new Profile();
      }
      pending.clear();
      Arrays.fill(ready, false);
      kept = 0;
    }

    @Override
    public void gameStarted(List<Event> deal) {
      told = deal.size();
      lastTold = null;
    }

    @Override
    public void beforeDecision(Seat seat, Observation seen, Decision decision) {
      int s = seat.index();
      agentMoves[s] = null;
      hands[s] = null;
      answers[s] = null;
      if (decision instanceof TurnDecision t && !t.isForced()) {
        hands[s] = seen.concealed();
        melds[s] = seen.meldCount(seat);
        if (t.drawn().isPresent()) {
          int drawn = t.drawn().get().index();
          hands[s][drawn]--;
          readyBefore[s] = distance(hands[s], melds[s]) == 0;
          hands[s][drawn]++;
        } else {
          readyBefore[s] = ready[s];
        }
        if (agents[s] != null) {
          agentMoves[s] = ask(() -> agents[s].decideTurn(seen, t));
        }
      } else if (decision instanceof ClaimDecision c) {
        Optional<ClaimOptions> options = c.options(seat);
        if (options.isPresent() && !Commentator.isForced(options.get())) {
          answers[s] = options.get().legal();
          if (agents[s] != null) {
            agentMoves[s] = ask(() -> agents[s].decideClaim(seen, options.get()));
          }
        }
      }
    }

    @Override
    public void afterDecision(Seat seat, Action answer, long nanos, List<Event> events) {
      int s = seat.index();
      if (events != lastTold) {
        lastStart = told;
        told += events.size();
        lastTold = events;
      }
      OptionalInt afterMove = OptionalInt.empty();
      OptionalInt afterAgent = OptionalInt.empty();
      Tile played = discarded(answer);
      if (played != null && hands[s] != null) {
        int[] hand = hands[s];
        afterMove = OptionalInt.of(distanceWithout(hand, melds[s], played));
        Tile strong = discarded(agentMoves[s]);
        if (strong != null) {
          afterAgent = OptionalInt.of(distanceWithout(hand, melds[s], strong));
        }
        Profile p = counted[entryBySeat[s]];
        p.discards++;
        if (readyBefore[s]) {
          p.readyDiscards++;
          if (afterMove.getAsInt() != 0) {
            p.brokeReady++;
          }
        }
        ready[s] = afterMove.getAsInt() == 0;
      }
      // The commentator, watching before this watcher, has kept this decision when its list grew.
      List<Choice> choices = commentator.choices();
      // A turn may add two: the choice between a discard, a ting, a win and a kong, then the discard's.
      for (; kept < choices.size(); kept++) {
        if (entryBySeat[s] == player) {
          pending.put(kept, new Pending(lastStart, seat, answer, agentMoves[s], answers[s], afterMove, afterAgent));
        }
      }
      hands[s] = null;
    }

    @Override
    public void gameEnded(GameOutcome outcome, List<Event> events) {
      for (Event e : events) {
        if (e instanceof Won w && w.win().from().isPresent()) {
          Seat from = w.win().from().get();
          Profile p = counted[entryBySeat[from.index()]];
          p.dealIns++;
          if (ready[from.index()]) {
            p.dealInsReady++;
          }
        }
      }
      for (Seat s : Seat.all()) {
        Agent a = agents[s.index()];
        if (a != null) {
          a.gameEnded(s, outcome);
          a.close();
          agents[s.index()] = null;
        }
      }
    }

    @Override
    public void predicted(int i, Choice choice, double[] p) {
      if (choice instanceof ClaimChoice c) {
        Profile profile = counted[c.entry()];
        boolean[] seen = new boolean[Reaction.values().length];
        for (int kind : c.kinds()) {
          if (!seen[kind]) {
            seen[kind] = true;
            profile.offered[kind]++;
          }
        }
        profile.taken[c.kinds()[c.played()]]++;
      }
      Pending d = pending.get(i);
      if (d == null) {
        return;
      }
      int likeliest = 0;
      for (int o = 1; o < choice.options(); o++) {
        if (p[o] > p[likeliest]) {
          likeliest = o;
        }
      }
      int agentOption = d.agentMove == null ? -1 : option(choice, d, d.agentMove);
      double made = p[choice.played()];
      boolean turn = choice instanceof TurnChoice;
      // A turn's options read as the choice they are ("discard", "win"), for the player and the agent alike.
      Optional<String> agentMove = Optional.ofNullable(d.agentMove)
          .map(m -> turn ? TurnChoice.text(Commentator.turnCode(m)) : text(m));
      moves.add(new ReviewFile.Move(index, record.deal(), record.order(), d.step, d.seat.index(),
          choice.decision(),
          turn ? optionText(choice, d, choice.played()) : text(d.made), made, optionText(choice, d, likeliest),
          p[likeliest], agentMove, agentOption < 0 ? OptionalDouble.empty() : OptionalDouble.of(p[agentOption]),
          turn ? OptionalInt.empty() : d.distanceAfterMove, turn ? OptionalInt.empty() : d.distanceAfterAgent,
          made < SURPRISING));
    }

    private Action ask(java.util.function.Supplier<Action> question) {
      try {
        return question.get();
      } catch (RuntimeException e) {
        agentFailures++;
        if (firstAgentFailure.isEmpty()) {
          firstAgentFailure = Optional.of(String.valueOf(e.getMessage()));
        }
        return null;
      }
    }
  }

  /** The position among {@code choice}'s options of {@code move}, or -1 when it is none of them. */
  private static int option(Choice choice, Pending d, Action move) {
    if (choice instanceof TurnChoice c) {
      int code = Commentator.turnCode(move);
      for (int o = 0; o < c.codes().length; o++) {
        if (c.codes()[o] == code) {
          return o;
        }
      }
      return -1;
    }
    if (choice instanceof DiscardChoice c) {
      Tile t = discarded(move);
      return t == null ? -1 : Math.max(-1, Arrays.binarySearch(c.tiles(), t.index()));
    }
    return move instanceof Claim claim && d.answers != null ? d.answers.indexOf(claim) : -1;
  }

  /** The text of option {@code o} of {@code choice}: an answer with its chow's tile when the answers are known. */
  private static String optionText(Choice choice, Pending d, int o) {
    return choice instanceof ClaimChoice && d.answers != null ? text(d.answers.get(o)) : choice.option(o);
  }

  /** A move in a word or two: {@code W5}, {@code W5 ting}, {@code pass}, {@code chow W3} (its lowest tile), {@code pung}. */
  static String text(Action move) {
    if (move instanceof Discard d) {
      return EventText.tile(d.tile());
    }
    if (move instanceof TingDiscard d) {
      return EventText.tile(d.tile()) + " ting";
    }
    if (move instanceof Chow c) {
      return "chow " + EventText.tile(c.lowest());
    }
    if (move instanceof Claim claim) {
      return Reaction.of(claim).word();
    }
    return move.kind().name().toLowerCase(java.util.Locale.ROOT).replace('_', ' ');
  }

  private static Tile discarded(Action move) {
    return move instanceof Discard d ? d.tile() : move instanceof TingDiscard d ? d.tile() : null;
  }

  private int distanceWithout(int[] hand, int melds, Tile tile) {
    hand[tile.index()]--;
    int d = distance(hand, melds);
    hand[tile.index()]++;
    return d;
  }

  private int distance(int[] hand, int melds) {
    return StatisticalView.distance(variant, hand, melds);
  }
}
