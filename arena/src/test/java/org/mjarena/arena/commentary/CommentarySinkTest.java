package org.mjarena.arena.commentary;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.mjarena.arena.config.CommentarySettings;
import org.mjarena.arena.record.SummaryFile;
import org.mjarena.engine.Variant;

/**
 * The commentary sink learns the deals' decisions in deal order whatever order they are handed over in
 * (threads, a cluster and a resume hand them over as they finish): its figures are those of deal order.
 */
final class CommentarySinkTest {
  private static final List<String> IDS = List.of("a", "b", "c", "d");

  @Test
  void accept_dealsOutOfOrder_learnedInDealOrder() throws Exception {
    List<Commentary.Games> deals = new ArrayList<>();
    for (int d = 0; d < 5; d++) {
      deals.add(new Commentary.Games(1, Arrays.asList(Commentary.newTallies(IDS.size())),
          List.copyOf(ChoiceLearnerTest.randomChoices(40, 100 + d))));
    }
    String inOrder = figures(deals, new int[] {0, 1, 2, 3, 4});
    assertThat(figures(deals, new int[] {3, 1, 4, 0, 2})).isEqualTo(inOrder);
    // Learned in the order handed over instead, the figures differ: the order is what the test sees.
    CommentarySink asHanded = new CommentarySink(CommentarySettings.DEFAULT, Variant.MCR, IDS);
    int[] shuffled = {3, 1, 4, 0, 2};
    for (int i = 0; i < shuffled.length; i++) {
      asHanded.accept(i, deals.get(shuffled[i]));
    }
    assertThat(SummaryFile.commentaryJson(asHanded.report().accuracy(IDS), 0, 0, 0)).isNotEqualTo(inOrder);
  }

  private static String figures(List<Commentary.Games> deals, int[] handedOver) throws Exception {
    CommentarySink sink = new CommentarySink(CommentarySettings.DEFAULT, Variant.MCR, IDS);
    for (int deal : handedOver) {
      sink.accept(deal, deals.get(deal));
    }
    return SummaryFile.commentaryJson(sink.report().accuracy(IDS), 0, 0, 0);
  }
}
