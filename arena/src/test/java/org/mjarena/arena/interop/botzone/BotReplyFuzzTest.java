package org.mjarena.arena.interop.botzone;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.lifecycle.AddLifecycleHook;
import org.mjarena.arena.fuzz.FuzzTries;
import org.mjarena.arena.fuzz.Mutants;
import org.mjarena.arena.interop.BotLog;
import org.mjarena.engine.DealSetup;
import org.mjarena.engine.Fault;
import org.mjarena.engine.Game;
import org.mjarena.engine.GameOutcome;
import org.mjarena.engine.Seat;
import org.mjarena.engine.Wind;
import org.mjarena.engine.play.Driver;
import org.mjarena.engine.tile.Tile;
import org.mjarena.engine.tile.Tiles;

/**
 * Fuzzing of what an external Botzone bot prints: its output read in both envelopes
 * ({@link BotzoneEnvelope#read}), and its responses played at a real table ({@link BotzoneSeat}, the
 * worked example's deal). An output is an answer or a refusal that says why ({@code IllegalArgumentException},
 * the platform's WA); a response the table cannot play is a wrong answer, judged and counted: never another
 * exception, and the hand always ends.
 */
@AddLifecycleHook(FuzzTries.class)
final class BotReplyFuzzTest {
  /** Words of the responses and the envelopes. */
  private static final List<String> TOKENS = List.of("PLAY", "PASS", "CHI", "PENG", "GANG", "BUGANG", "HU", "W1", "T5",
      "B9", "F1", "J3", "H8", " ", "\n", "{", "}", "\"response\"", "\"debug\"", "\"data\"", "\"globaldata\"", ":", "null",
      "[]", "1e999");
  private static final List<String> OUTPUTS = List.of("{\"response\":\"PLAY B9\"}\n",
      "\n{\n  \"response\": \"CHI B8 F1\",\n  \"debug\": \"pretty\",\n  \"data\": \"kept\"\n}",
      "{\"response\":\"PASS\",\"globaldata\":\"g\"}", "PLAY B9\n", "PASS\ndebug\ndata\nglobal\nmore\n", "\nHU\n");
  private static final List<String> RESPONSES = List.of("PLAY B9", "PASS", "CHI B8 F1", "PENG W1", "GANG T5",
      "BUGANG J3", "HU");

  @Property(tries = 400)
  void output_anAnswerOrARefusalSayingWhy(@ForAll("outputs") String output) {
    for (BotzoneEnvelope envelope : BotzoneEnvelope.values()) {
      try {
        assertThat(envelope.read(output).response()).isNotNull();
      } catch (IllegalArgumentException e) {
        assertThat(e.getMessage()).isNotBlank();
      }
    }
  }

  /** Seat 0's bot answers its first requests with {@code answers}, then as tsumogiri; the others as tsumogiri. */
  @Property(tries = 200)
  void responses_playedOrJudgedWrong(@ForAll("responseLists") List<String> answers) {
    BotzoneSeat[] seats = new BotzoneSeat[Seat.COUNT];
    int[] asked = new int[1];
    for (int s = 0; s < Seat.COUNT; s++) {
      seats[s] = new BotzoneSeat(new BotzoneSeatTest.Recorder(s != 0 ? BotzoneSeatTest.TSUMOGIRI
          : r -> asked[0] < answers.size() ? answers.get(asked[0]++) : BotzoneSeatTest.TSUMOGIRI.apply(r)), new BotLog());
    }
    Game game = BotzoneSeatTest.RULES.deal(DealSetup.of(Tiles.parse(BotzoneSeatTest.WALL).stream().mapToInt(Tile::index)
        .toArray(), Wind.SOUTH));
    GameOutcome outcome = new Driver().play(game, seats);
    assertThat(outcome.faults()).allSatisfy(f -> assertThat(f.kind()).as(f.reason()).isEqualTo(Fault.Kind.ILLEGAL));
  }

  @Provide
  Arbitrary<String> outputs() {
    return Mutants.text(OUTPUTS, TOKENS);
  }

  @Provide
  Arbitrary<List<String>> responseLists() {
    return Mutants.text(RESPONSES, TOKENS).list().ofMinSize(1).ofMaxSize(12);
  }
}
