package org.mjarena.arena.interop.botzone;

import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.BufferedReader;
import java.io.StringReader;
import java.io.StringWriter;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.mjarena.agents.registry.AgentRegistry;
import org.mjarena.engine.Rulebook;
import org.mjarena.engine.Variant;

/**
 * Inputs of {@code mjarena botzone-bot} that once failed with another exception than {@link BotSide.BadInput}
 * (found by BotSideFuzzTest), each the smallest case: they are bad input, refused saying why.
 */
final class BotSideTest {
  private static void serve(String input) throws Exception {
    BotSide.serve(new BufferedReader(new StringReader(input)), new StringWriter(),
        () -> new AgentBot(Rulebook.rules(Variant.MCR, BotzoneImport.RULES), AgentRegistry.byId("tsumogiri").factory(Map.of()).create(0)),
        true);
  }

  @Test
  void serve_negativeTurnCount_isBadInput() {
    assertThatThrownBy(() -> serve("-1\n")).isInstanceOf(BotSide.BadInput.class)
        .hasMessage("the simple-I/O turn count is -1; a turn count is from 1");
  }

  @Test
  void serve_hugeTurnCount_isBadInputWithoutFillingTheHeap() {
    assertThatThrownBy(() -> serve("2147483647\n0 0 1\n")).isInstanceOf(BotSide.BadInput.class)
        .hasMessage("the input ends after 1 of its 4294967293 lines");
  }

  @Test
  void serve_claimBeforeAnyDiscard_isBadInput() {
    assertThatThrownBy(() -> serve("3\n0 1 0\nPASS\n1 0 0 0 0 W8 W9 B7 F4 F2 B3 T5 B6 W7 T1 J2 T8 T7\nPASS\n3 0 PENG F4\n"))
        .isInstanceOf(BotSide.BadInput.class).hasMessageContaining("PENG claims a discard, but nobody has discarded yet");
  }

  @Test
  void serve_myConcealedKongNotDeclared_isBadInput() {
    assertThatThrownBy(() -> serve("4\n0 0 0\nPASS\n1 0 0 0 0 F4 T3 W8 B1 F3 T2 B7 B3 W1 T9 T9 B4 T1\nPASS\n2 B2\nPLAY B2\n3 0 GANG\n"))
        .isInstanceOf(BotSide.BadInput.class).hasMessageContaining("GANG announces my concealed kong, but I declared none");
  }
}
