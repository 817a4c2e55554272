package org.mjarena.arena.interop.botzone;

import java.util.List;
import java.util.Optional;
import org.mjarena.agents.Agent;
import org.mjarena.arena.interop.BotLog;
import org.mjarena.arena.interop.LastExchange;
import org.mjarena.arena.interop.Verdict;
import org.mjarena.arena.interop.botzone.BotzoneLine.Kind;
import org.mjarena.engine.ClaimOptions;
import org.mjarena.engine.GameOutcome;
import org.mjarena.engine.Observation;
import org.mjarena.engine.Seat;
import org.mjarena.engine.TurnDecision;
import org.mjarena.engine.action.AddedKong;
import org.mjarena.engine.action.Claim;
import org.mjarena.engine.action.ClaimWin;
import org.mjarena.engine.action.ConcealedKong;
import org.mjarena.engine.action.Discard;
import org.mjarena.engine.action.ExposedKong;
import org.mjarena.engine.action.Pass;
import org.mjarena.engine.action.Pung;
import org.mjarena.engine.action.SelfDrawnWin;
import org.mjarena.engine.action.TurnAction;
import org.mjarena.engine.event.Event;
import org.mjarena.engine.tile.Tile;

/**
 * A seat played by a Botzone bot: our decisions asked as the Botzone judge asks them.
 *
 * <p>The judge sends every seat a request every turn ({@code botzone-protocol.md} section 1), while our
 * driver asks a seat only when it has a choice. So the seat makes the judge's requests from the events
 * it was shown ({@link BotzoneRequests}) and, when asked, first sends the bot the requests of the turns
 * in between, whose only allowed answer is {@code PASS} (a drawn tile whose answer was forced takes any
 * turn answer), then the request of the decision, whose response it converts to our action
 * (section 3). A chow or pung response names the discard that follows it ({@code CHI B8 F1},
 * {@code PENG J2}); that discard answers the turn the claim gives.
 *
 * <p>A response that is not written as section 3 writes it, or not allowed by the request, is a wrong
 * answer ({@link Verdict#WA}); whether an allowed answer is legal is the engine's business, as the
 * judge's. One instance plays one seat of one game; {@link #close} ends the bot's process.
 */
public final class BotzoneSeat implements Agent {
  private final BotzoneBot bot;
  /** The last request the bot was sent and its response, for the log. */
  private final LastExchange last;
  private final BotzoneRequests requests = new BotzoneRequests();
  private int eventsSeen;
  private int sent;
  /** The discard named by a chow or pung response, kept for the turn the claim gives. */
  private Optional<Tile> claimDiscard = Optional.empty();

  /** A seat answered by {@code bot}, whose wrong answers go to {@code log}. */
  public BotzoneSeat(BotzoneBot bot, BotLog log) {
    this.bot = bot;
    this.last = new LastExchange(log);
  }

  /** Every request made for this seat so far, sent or not yet. */
  public List<String> requests() {
    return requests.requests();
  }

  @Override
  public TurnAction decideTurn(Observation seen, TurnDecision decision) {
    if (catchUp(seen) == 0 && claimDiscard.isPresent()) {
      Tile t = claimDiscard.get();
      claimDiscard = Optional.empty();
      return Discard.of(t);
    }
    claimDiscard = Optional.empty();
    String request = flushBeforeLast();
    return turnAnswer(request, ask(request));
  }

  @Override
  public Claim decideClaim(Observation seen, ClaimOptions options) {
    catchUp(seen);
    claimDiscard = Optional.empty();
    String request = flushBeforeLast();
    String response = ask(request);
    String[] w = response.split(" ", -1);
    boolean onKong = request.contains(" BUGANG ");
    if (response.equals("PASS")) {
      return Pass.INSTANCE;
    }
    if (response.equals("HU")) {
      return ClaimWin.INSTANCE;
    }
    if (!onKong && response.equals("GANG")) {
      return ExposedKong.INSTANCE;
    }
    if (!onKong && w.length == 2 && w[0].equals("PENG")) {
      claimDiscard = Optional.of(tile(w[1], request, response));
      return Pung.INSTANCE;
    }
    if (!onKong && w.length == 3 && w[0].equals("CHI")) {
      Tile middle = tile(w[1], request, response);
      claimDiscard = Optional.of(tile(w[2], request, response));
      return BotzoneScript.claim(Kind.CHI, middle).orElseThrow(() -> wrong(request, response));
    }
    throw wrong(request, response);
  }

  /**
   * Logs the faults of this seat that the engine found (an answer not legal at that moment, the reason
   * naming it) with the last exchange; the bot's own failures were logged as they happened.
   */
  @Override
  public void gameEnded(Seat seat, GameOutcome outcome) {
    last.gameEnded(seat, outcome);
  }

  /** Ends the bot's process. */
  @Override
  public void close() {
    bot.close();
  }

  private String ask(String request) {
    last.sent(request);
    last.answered(bot.respond(request));
    return last.answer();
  }

  /** Takes in the events shown since the last decision; returns how many requests they made. */
  private int catchUp(Observation seen) {
    List<Event> history = seen.history();
    int before = requests.requests().size();
    for (; eventsSeen < history.size(); eventsSeen++) {
      requests.accept(history.get(eventsSeen));
    }
    return requests.requests().size() - before;
  }

  /** Sends every request not yet sent but the last, checking each answer; returns the last. */
  private String flushBeforeLast() {
    List<String> all = requests.requests();
    if (sent >= all.size()) {
      throw new IllegalStateException("asked to decide with no new request; requests: " + all);
    }
    // Each request counts as sent before it is asked: a bot that fails on it has had it (its history
    // records the failed turn), and under on_error: default-action it must not get it a second time.
    while (sent < all.size() - 1) {
      String request = all.get(sent++);
      String response = ask(request);
      if (request.startsWith("2 ")) {
        turnAnswer(request, response);
      } else if (!response.equals("PASS")) {
        throw wrong(request, response);
      }
    }
    return all.get(sent++);
  }

  /** The action a response to my draw ({@code 2 <tile>}) names. */
  private TurnAction turnAnswer(String request, String response) {
    if (!request.startsWith("2 ")) {
      throw new IllegalStateException("a turn decision after request '" + request + "'");
    }
    if (response.equals("HU")) {
      return SelfDrawnWin.INSTANCE;
    }
    String[] w = response.split(" ", -1);
    if (w.length == 2) {
      Tile t = tile(w[1], request, response);
      switch (w[0]) {
        case "PLAY" -> {
          return Discard.of(t);
        }
        case "GANG" -> {
          return new ConcealedKong(t);
        }
        case "BUGANG" -> {
          return new AddedKong(t);
        }
        default -> { }
      }
    }
    throw wrong(request, response);
  }

  private Tile tile(String code, String request, String response) {
    try {
      Tile t = Tile.parse(code);
      if (t.code().equals(code) && !t.isFlower()) {
        return t;
      }
    } catch (IllegalArgumentException e) {
      // not a tile: a wrong answer
    }
    throw wrong(request, response);
  }

  /** A wrong answer to the last exchange, which {@code request} and {@code response} are, logged. */
  private RuntimeException wrong(String request, String response) {
    return last.logged(Verdict.WA.fault("response '" + response + "' to request '" + request + "'"));
  }
}
