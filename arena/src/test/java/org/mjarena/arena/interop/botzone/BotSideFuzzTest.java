package org.mjarena.arena.interop.botzone;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.StringReader;
import java.io.StringWriter;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.lifecycle.AddLifecycleHook;
import org.mjarena.agents.AgentFactory;
import org.mjarena.agents.registry.AgentRegistry;
import org.mjarena.arena.fuzz.FuzzTries;
import org.mjarena.arena.fuzz.Mutants;
import org.mjarena.arena.interop.BotLog;
import org.mjarena.arena.tournament.RoundTrip;
import org.mjarena.engine.Rulebook;
import org.mjarena.engine.Rules;
import org.mjarena.engine.Variant;

/**
 * Fuzzing of the input {@code mjarena botzone-bot} reads ({@link BotSide} in front of an {@link AgentBot}):
 * the requests of four real games, as the judge sends them in both envelopes, one-shot (the whole history)
 * and resident (one request a line), mutated. The bot answers, or refuses the input with a
 * {@link BotSide.BadInput} that says which request or line is wrong, which the command turns into exit
 * code 2; never another exception, and never a heap filled by a count in the input.
 */
@AddLifecycleHook(FuzzTries.class)
final class BotSideFuzzTest {
  private static final Rules JUDGE = Rulebook.rules(Variant.MCR, BotzoneImport.RULES);
  /** An agent that claims, kongs and wins, so a mutated request meets every kind of answer. */
  private static final AgentFactory AGENT = AgentRegistry.byId("fanfou-op").factory(Map.of());
  /** Words of the judge's requests and the envelopes. */
  private static final List<String> TOKENS = List.of("0", "1", "2", "3", "4", "DRAW", "PLAY", "PENG", "CHI", "GANG", "BUGANG",
      "BUHUA", "HU", "PASS", "W1", "T5", "B9", "F1", "J3", "H8", " ", "\"requests\"", "\"responses\"", "\"data\"",
      "\"globaldata\"", "\"3 1 PLAY W1\"", "\"2 B9\"", ">>>BOTZONE_REQUEST_KEEP_RUNNING<<<");

  @Property(tries = 300)
  void oneShot_answersOrSaysWhatIsWrong(@ForAll("oneShotInputs") String input) throws IOException {
    check(input, false);
  }

  @Property(tries = 300)
  void resident_answersOrSaysWhatIsWrong(@ForAll("residentInputs") String input) throws IOException {
    check(input, true);
  }

  private static void check(String input, boolean keepRunning) throws IOException {
    try {
      BotSide.serve(new BufferedReader(new StringReader(input)), new StringWriter(), () -> new AgentBot(JUDGE, AGENT.create(0)),
          keepRunning);
    } catch (BotSide.BadInput e) {
      assertThat(e.getMessage()).isNotBlank();
    }
  }

  @Provide
  Arbitrary<String> oneShotInputs() {
    List<String> seeds = new ArrayList<>();
    for (Exchange game : games()) {
      for (int k = 1; k <= game.requests.size(); k += 7) {
        for (BotzoneEnvelope envelope : BotzoneEnvelope.values()) {
          seeds.add(envelope.fullInput(game.requests.subList(0, k), game.responses.subList(0, k - 1), "", ""));
        }
      }
    }
    return Mutants.text(seeds, TOKENS);
  }

  @Provide
  Arbitrary<String> residentInputs() {
    List<String> seeds = new ArrayList<>();
    for (Exchange game : games()) {
      for (BotzoneEnvelope envelope : BotzoneEnvelope.values()) {
        StringBuilder input = new StringBuilder(envelope.fullInput(game.requests.subList(0, 1), List.of(), "", ""));
        game.requests.subList(1, game.requests.size()).forEach(r -> input.append(envelope.nextInput(r)));
        seeds.add(input.toString());
      }
    }
    return Mutants.text(seeds, TOKENS);
  }

  /** The requests and responses of one seat of one game. */
  private record Exchange(List<String> requests, List<String> responses) {}

  /** Seat 0's exchanges in the four rotations of one deal, our agent answering through the protocol. */
  private static List<Exchange> games() {
    List<Exchange> games = Collections.synchronizedList(new ArrayList<>());
    try {
      RoundTrip.play(JUDGE, List.of("fanfou-op", "default-order", "fanfou-ba", "tsumogiri"), 0, (entry, factory) -> entry != 0
          ? factory : seed -> {
            Exchange game = new Exchange(new ArrayList<>(), new ArrayList<>());
            games.add(game);
            AgentBot bot = new AgentBot(JUDGE, factory.create(seed));
            return new BotzoneSeat(new BotzoneBot() {
              @Override
              public String respond(String request) {
                String response = bot.respond(request);
                game.requests.add(request);
                game.responses.add(response);
                return response;
              }

              @Override
              public void close() {}
            }, new BotLog());
          });
    } catch (Exception e) {
      throw new IllegalStateException("the games that make the seeds failed", e);
    }
    assertThat(games).hasSize(4).allSatisfy(g -> assertThat(g.requests).hasSizeGreaterThan(10));
    return games;
  }
}
