package org.mjarena.arena.record;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.apache.commons.rng.UniformRandomProvider;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.mjarena.arena.config.CommentarySettings;
import org.mjarena.arena.config.Compression;
import org.mjarena.arena.config.Lineup;
import org.mjarena.arena.config.RecordMode;
import org.mjarena.arena.tournament.PlayedGames;
import org.mjarena.arena.config.SeatOrderMode;
import org.mjarena.arena.tournament.SeatOrders;
import org.mjarena.agents.registry.AgentRegistry;
import org.mjarena.engine.Fault;
import org.mjarena.engine.Seat;
import org.mjarena.engine.ClaimOptions;
import org.mjarena.engine.Game;
import org.mjarena.engine.Observation;
import org.mjarena.engine.OpeningDecision;
import org.mjarena.engine.Rulebook;
import org.mjarena.engine.Rules;
import org.mjarena.engine.TurnDecision;
import org.mjarena.engine.Variant;
import org.mjarena.engine.action.Claim;
import org.mjarena.engine.action.OpeningAction;
import org.mjarena.engine.action.TurnAction;
import org.mjarena.engine.event.Discarded;
import org.mjarena.engine.event.Drew;
import org.mjarena.engine.event.Event;
import org.mjarena.engine.play.Driver;
import org.mjarena.engine.play.Player;
import org.mjarena.engine.play.PlayerFault;
import org.mjarena.engine.random.Seeds;

/** Replay records: encoded and decoded unchanged, played again event for event, and every change caught. */
final class ReplayTest {
  @TempDir
  Path dir;

  /** Random legal answers; now and then a throw, a reported fault or an illegal answer. */
  private static Player erratic(UniformRandomProvider rng) {
    return new Player() {
      @Override
      public TurnAction decideTurn(Observation seen, TurnDecision decision) {
        misbehave();
        return decision.legal().get(rng.nextInt(decision.legal().size()));
      }

      @Override
      public Claim decideClaim(Observation seen, ClaimOptions options) {
        misbehave();
        return options.legal().get(rng.nextInt(options.legal().size()));
      }

      @Override
      public OpeningAction decideOpening(Observation seen, OpeningDecision decision) {
        return decision.legal().get(rng.nextInt(decision.legal().size()));
      }

      private void misbehave() {
        int r = rng.nextInt(400);
        if (r == 0) {
          throw new IllegalStateException("erratic");
        } else if (r == 1) {
          throw new PlayerFault(Fault.late(Seat.S0, 3_001_000_000L, 3_000_000_000L));
        }
      }
    };
  }

  private static List<GameRecord> randomGames(Rules rules, int games, long root) {
    List<GameRecord> records = new ArrayList<>();
    for (int g = 0; g < games; g++) {
      long wallSeed = Seeds.derive(root, Seeds.WALL, g);
      Game game = rules.deal(g, Seeds.generator(wallSeed));
      UniformRandomProvider rng = Seeds.generator(Seeds.derive(root, 77, g));
      Player[] players = {erratic(rng), erratic(rng), erratic(rng), erratic(rng)};
      new Driver().play(game, players);
      records.add(new GameRecord(g, 0, List.of(0, 1, 2, 3), "", Optional.of(wallSeed), Optional.empty(), game.events()));
    }
    return records;
  }

  private static List<Rules> allRules() {
    return List.of(
        Rulebook.rules(Variant.SUITS_108, Map.of("on_error", "default-action")),
        Rulebook.rules(Variant.SUITS_108, Map.of("wall", "per-seat-blocks", "multiple_winners", false)),
        Rulebook.rules(Variant.MCR, Map.of("on_error", "default-action")),
        Rulebook.rules(Variant.MCR, Map.of("wall", "botzone-duplicate")));
  }

  @Test
  void encode_decode_givesTheSameRecord_everyEventKind() {
    Set<Class<?>> kinds = new java.util.HashSet<>();
    for (Rules rules : allRules()) {
      for (GameRecord r : randomGames(rules, 300, 9)) {
        assertThat(EventCodec.decode(EventCodec.encode(r))).isEqualTo(r);
        r.events().forEach(e -> kinds.add(e.getClass()));
      }
    }
    assertThat(kinds).as("every kind of event was encoded").hasSize(Event.class.getPermittedSubclasses().length);
  }

  @Test
  void encode_ofALiveGamesParts_givesTheBytesOfItsRecord() {
    for (Rules rules : allRules()) {
      for (int g = 0; g < 100; g++) {
        long wallSeed = Seeds.derive(5, Seeds.WALL, g);
        Game game = rules.deal(g, Seeds.generator(wallSeed));
        UniformRandomProvider rng = Seeds.generator(Seeds.derive(5, 77, g));
        new Driver().play(game, new Player[] {erratic(rng), erratic(rng), erratic(rng), erratic(rng)});
        GameRecord record = new GameRecord(g, 3, List.of(2, 0, 3, 1), "", Optional.of(wallSeed), Optional.empty(),
            game.events());
        assertThat(EventCodec.encode(g, 3, new int[] {2, 0, 3, 1}, wallSeed, game.events()))
            .isEqualTo(EventCodec.encode(record));
      }
    }
  }

  @Test
  void verify_recordedGames_replayEventForEvent_faultsIncluded() {
    for (Rules rules : allRules()) {
      Replayer replayer = new Replayer(ReplayFile.Header.of(rules, List.of("a", "b", "c", "d"), 9));
      for (GameRecord r : randomGames(rules, 200, 10)) {
        assertThat(replayer.verify(r)).as("game %d under %s", r.deal(), rules.settings()).isEmpty();
      }
    }
  }

  @Test
  void verify_changedDraw_reportsWhereTheGameDiffers() {
    Rules rules = allRules().get(0);
    GameRecord r = randomGames(rules, 1, 11).get(0);
    List<Event> events = new ArrayList<>(r.events());
    int i = 0;
    while (!(events.get(i) instanceof Drew)) {
      i++;
    }
    Drew d = (Drew) events.get(i);
    Drew other = Drew.of(d.seat(), d.tile().get() == org.mjarena.engine.tile.Tile.W1 ? org.mjarena.engine.tile.Tile.W2
        : org.mjarena.engine.tile.Tile.W1, d.replacement());
    events.set(i, other);
    GameRecord changed = new GameRecord(r.deal(), 0, r.seats(), "", r.wallSeed(), Optional.empty(), events);
    Optional<Replayer.Difference> diff = new Replayer(ReplayFile.Header.of(rules, List.of("a", "b", "c", "d"), 11))
        .verify(changed);
    assertThat(diff).isPresent();
    assertThat(diff.get().index()).isEqualTo(i);
    assertThat(diff.get().recorded()).contains(other);
    assertThat(diff.get().replayed()).contains(d);
  }

  @Test
  void verify_discardOfATileNotHeld_isCaught() {
    Rules rules = allRules().get(2);
    GameRecord r = randomGames(rules, 1, 12).get(0);
    List<Event> events = new ArrayList<>(r.events());
    int i = 0;
    while (!(events.get(i) instanceof Discarded)) {
      i++;
    }
    Discarded d = (Discarded) events.get(i);
    int[] held = new int[org.mjarena.engine.tile.Tile.KINDS];
    for (Event e : events.subList(0, i)) {
      if (e instanceof org.mjarena.engine.event.Dealt dealt && dealt.seat() == d.seat()) {
        dealt.tiles().forEach(t -> held[t.index()]++);
      } else if (e instanceof Drew drew && drew.seat() == d.seat()) {
        held[drew.tile().orElseThrow().index()]++;
      }
    }
    int notHeld = 0;
    while (held[notHeld] > 0) {
      notHeld++;
    }
    events.set(i, Discarded.of(d.seat(), org.mjarena.engine.tile.Tile.of(notHeld), false));
    GameRecord changed = new GameRecord(r.deal(), 0, r.seats(), "", r.wallSeed(), Optional.empty(), events);
    Optional<Replayer.Difference> diff = new Replayer(ReplayFile.Header.of(rules, List.of("a", "b", "c", "d"), 12))
        .verify(changed);
    assertThat(diff).isPresent();
    assertThat(diff.get().index()).isEqualTo(i);
    assertThat(diff.get().replayed().orElseThrow()).isInstanceOf(org.mjarena.engine.event.Faulted.class);
  }

  @Test
  void tournament_sameGamesWhateverTheThreads_andEveryRecordReplays() throws Exception {
    Rules rules = Rulebook.rules(Variant.MCR, Map.of());
    List<Lineup.Entry> entries = new ArrayList<>();
    for (String agent : List.of("distance-to-win", "default-order", "random", "tsumogiri")) {
      entries.add(new Lineup.Entry(agent, agent, AgentRegistry.byId(agent).settings(Map.of()),
          AgentRegistry.byId(agent).factory(Map.of())));
    }
    Lineup lineup = new Lineup(Path.of("replay-test"), rules, 5, 6, SeatOrderMode.ROTATIONS, Optional.empty(), entries,
        RecordMode.EVENTS, Compression.NONE, CommentarySettings.OFF, Optional.empty());
    SeatOrders orders = SeatOrders.balanced(SeatOrderMode.ROTATIONS, entries.stream().map(Lineup.Entry::identity).toList());
    List<PlayedGames.Game> two = PlayedGames.of(lineup, orders, 2);
    List<PlayedGames.Game> one = PlayedGames.of(lineup, orders, 1);
    assertThat(two).hasSize(24);
    for (int g = 0; g < two.size(); g++) {
      assertThat(one.get(g).events()).isEqualTo(two.get(g).events());
      GameRecord r = EventCodec.decode(two.get(g).events());
      assertThat(new Replayer(ReplayFile.Header.of(rules, List.of("a", "b", "c", "d"), 5)).verify(r)).isEmpty();
    }
  }

  @Test
  void reader_fileCutOffInsideARecord_saysAfterHowManyRecords() throws IOException {
    Rules rules = allRules().get(0);
    Path file = dir.resolve(ReplayFile.NAME);
    List<GameRecord> records = randomGames(rules, 3, 13);
    try (ReplayFile.Writer w = new ReplayFile.Writer(file, ReplayFile.Header.of(rules, List.of("a", "b", "c", "d"), 13))) {
      for (GameRecord r : records) {
        w.write(r);
      }
    }
    byte[] bytes = Files.readAllBytes(file);
    Files.write(file, java.util.Arrays.copyOf(bytes, bytes.length - 5));
    try (ReplayFile.Reader reader = new ReplayFile.Reader(file)) {
      assertThat(reader.header().variant()).isEqualTo(Variant.SUITS_108);
      assertThat(reader.next()).contains(records.get(0));
      assertThat(reader.next()).contains(records.get(1));
      assertThatThrownBy(reader::next).isInstanceOf(IOException.class).hasMessageContaining("after 2 complete records");
    }
  }

  @Test
  void reader_notARecordFile_isRefused() throws IOException {
    Path file = dir.resolve("other.bin");
    Files.writeString(file, "{\"hello\": 1}");
    assertThatThrownBy(() -> new ReplayFile.Reader(file)).isInstanceOf(IOException.class)
        .hasMessageContaining("not a file of game records");
  }
}
