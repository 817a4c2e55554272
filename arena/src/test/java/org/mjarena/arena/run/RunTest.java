package org.mjarena.arena.run;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.BitSet;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.mjarena.arena.config.Lineup;
import org.mjarena.arena.config.LineupLoader;
import org.mjarena.arena.record.Bytes;
import org.mjarena.arena.tournament.GameResult;
import org.mjarena.arena.tournament.Recorder;
import org.mjarena.arena.tournament.SeatOrders;
import org.mjarena.engine.event.Event;

/**
 * The run pipeline without the command line: deals reach every sink in deal order whatever the threads,
 * a sink's values are those its recorders kept, and a session taking up an earlier one through the
 * journal ends with what one uninterrupted session counts.
 */
final class RunTest {
  private static final String LINEUP = """
      variant: competition-108
      seed: 3
      deals: 9
      lineup:
        - { id: a, agent: random }
        - { id: b, agent: default-order }
        - { id: c, agent: tsumogiri }
        - { id: d, agent: tsumogiri }
      """;

  @TempDir
  Path dir;

  /** Keeps, in the order the run hands them over, each deal and the seat orders of its games. */
  private static final class Order implements Sink<List<Integer>> {
    final List<Integer> deals = new ArrayList<>();
    final List<List<Integer>> orders = new ArrayList<>();

    @Override
    public String name() {
      return "order";
    }

    @Override
    public Recorder<List<Integer>> recorder() {
      return new Recorder<>() {
        private List<Integer> played = new ArrayList<>();

        @Override
        public void gameOver(GameResult game, List<Event> events) {
          played.add(game.order());
        }

        @Override
        public List<Integer> take() {
          List<Integer> taken = played;
          played = new ArrayList<>();
          return taken;
        }
      };
    }

    @Override
    public Codec<List<Integer>> codec() {
      return new Codec<>() {
        @Override
        public void write(List<Integer> value, Bytes.Out out) {
          out.varint(value.size());
          value.forEach(out::varint);
        }

        @Override
        public List<Integer> read(Bytes.In in) {
          List<Integer> value = new ArrayList<>();
          for (long n = in.varint(); n > 0; n--) {
            value.add((int) in.varint());
          }
          return value;
        }
      };
    }

    @Override
    public Keeping keeping() {
      return Keeping.JOURNAL;
    }

    @Override
    public void accept(int deal, List<Integer> kept) {
      deals.add(deal);
      orders.add(kept);
    }
  }

  private Lineup lineup() throws Exception {
    return LineupLoader.load(Files.writeString(dir.resolve("lineup.yaml"), LINEUP));
  }

  private static SeatOrders orders(Lineup lineup) {
    return SeatOrders.balanced(lineup.seatOrders(), lineup.entries().stream().map(Lineup.Entry::identity).toList());
  }

  @Test
  void play_threeThreads_everyDealInDealOrderWithAllItsSeatOrders() throws Exception {
    Lineup lineup = lineup();
    SeatOrders orders = orders(lineup);
    Order order = new Order();
    StatsSink stats = new StatsSink(4);
    try (Run run = new Run(Run.Plan.local(lineup, orders, 3), List.of(stats, order))) {
      BitSet kept = run.open(Optional.empty(), false).deals();
      Run.Played played = run.play(kept);
      assertThat(played.deals()).isEqualTo(9);
      assertThat(played.games()).isEqualTo(9L * orders.size());
    }
    assertThat(order.deals).containsExactly(0, 1, 2, 3, 4, 5, 6, 7, 8);
    Integer[] every = new Integer[orders.size()];
    Arrays.setAll(every, o -> o);
    assertThat(order.orders).allSatisfy(o -> assertThat(o).containsExactly(every));
    assertThat(stats.stats().games()).isEqualTo(9L * orders.size());
  }

  @Test
  void open_resumingFromAJournalCutShort_countsAsOneSessionDoes() throws Exception {
    Lineup lineup = lineup();
    SeatOrders orders = orders(lineup);
    Path journal = dir.resolve(Journal.NAME);
    StatsSink whole = new StatsSink(4);
    try (Run run = new Run(Run.Plan.local(lineup, orders, 2), List.of(whole, new Order()))) {
      run.play(run.open(Optional.of(journal), false).deals());
    }
    byte[] all = Files.readAllBytes(journal);
    Files.write(journal, Arrays.copyOf(all, all.length * 2 / 3));

    StatsSink resumed = new StatsSink(4);
    Order order = new Order();
    try (Run run = new Run(Run.Plan.local(lineup, orders, 2), List.of(resumed, order))) {
      Resume.Kept kept = run.open(Optional.of(journal), true);
      assertThat(kept.deals().cardinality()).isBetween(1, 8);
      assertThat(order.deals).as("the kept deals, handed back from the journal first")
          .containsExactlyElementsOf(kept.deals().stream().boxed().toList());
      run.play(kept.deals());
    }
    assertThat(order.deals).containsExactlyInAnyOrder(0, 1, 2, 3, 4, 5, 6, 7, 8);
    assertThat(scores(resumed)).isEqualTo(scores(whole));
    assertThat(Files.readAllBytes(journal)).isEqualTo(all);
  }

  /** Every figure the statistics hold, as the summary shows them. */
  private static List<Object> scores(StatsSink sink) {
    List<Object> figures = new ArrayList<>();
    sink.stats().entries().forEach(e -> figures.addAll(List.of(e.games(), e.wins(), e.dealIns(), e.pointsTotal())));
    sink.stats().pairs().forEach(p -> figures.add(p.tally().pointsDiff()));
    sink.stats().ranking().standings().forEach(s -> figures.add(s.rankPoints()));
    return figures;
  }
}
