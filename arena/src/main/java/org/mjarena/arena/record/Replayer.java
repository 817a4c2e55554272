package org.mjarena.arena.record;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.mjarena.engine.Game;
import org.mjarena.engine.Rulebook;
import org.mjarena.engine.Rules;
import org.mjarena.engine.event.Event;
import org.mjarena.engine.play.Driver;
import org.mjarena.engine.play.GameObserver;
import org.mjarena.engine.random.Seeds;

/**
 * Plays recorded games again through the engine's {@link Driver}: the same deal, the recorded answers
 * ({@link Script}), and the events compared one by one with the record.
 *
 * <p>The rules are the recorded ones with the time limit raised to its maximum: the answers come back
 * at once, and every fault the record holds (a late answer included) is played back as recorded.
 */
public final class Replayer {
  /** The longest time limit there is, in milliseconds: replays are never late. */
  private static final int NO_LIMIT_MILLIS = 3_600_000;

  private final Rules rules;

  /** A replayer for games played under {@code header}'s rules. */
  public Replayer(ReplayFile.Header header) {
    Map<String, Object> settings = new LinkedHashMap<>(header.rules());
    settings.put("time_per_decision_ms", NO_LIMIT_MILLIS);
    this.rules = Rulebook.rules(header.variant(), settings);
  }

  /**
   * Where a replayed game first differs from its record.
   *
   * @param index    the index of the first event that differs
   * @param recorded the recorded event there, or empty when the record ends first
   * @param replayed the replayed event there, or empty when the replay ends first
   */
  public record Difference(int index, Optional<Event> recorded, Optional<Event> replayed) {
    /** One line: the event number and both events. */
    public String describe() {
      return "event " + index + ": recorded " + recorded.map(Object::toString).orElse("nothing (the record ends)")
          + ", replayed " + replayed.map(Object::toString).orElse("nothing (the replay ends)");
    }
  }

  /** The game dealt as {@code record} was, played with the answers written in {@code script}. */
  public Game play(GameRecord record, Script script) {
    return play(record, script, List.of());
  }

  /**
   * The game dealt as {@code record} was, played with the answers written in {@code script} while
   * {@code observers} watch it (after the script, in order): the commentator, on replay.
   */
  public Game play(GameRecord record, Script script, List<? extends GameObserver> observers) {
    Game game = record.wallSeed().isPresent()
        ? rules.deal(record.deal(), Seeds.generator(record.wallSeed().get()))
        : rules.deal(record.setup().orElseThrow());
    List<GameObserver> all = new ArrayList<>(observers.size() + 1);
    all.add(script);
    all.addAll(observers);
    new Driver(all).play(game, script.players());
    return game;
  }

  /** The game of {@code record} played again from its own recorded answers. */
  public Game replay(GameRecord record) {
    return play(record, Script.of(record.events()));
  }

  /** The game of {@code record} played again from its own recorded answers while {@code observers} watch. */
  public Game replay(GameRecord record, List<? extends GameObserver> observers) {
    return play(record, Script.of(record.events()), observers);
  }

  /** Where the replayed game first differs from the record, or empty when every event is the same. */
  public Optional<Difference> verify(GameRecord record) {
    return compare(record.events(), replay(record).events());
  }

  /** Where {@code replayed} first differs from {@code recorded}, or empty when they are equal. */
  public static Optional<Difference> compare(List<Event> recorded, List<Event> replayed) {
    int n = Math.min(recorded.size(), replayed.size());
    for (int i = 0; i < n; i++) {
      if (!recorded.get(i).equals(replayed.get(i))) {
        return Optional.of(new Difference(i, Optional.of(recorded.get(i)), Optional.of(replayed.get(i))));
      }
    }
    if (recorded.size() != replayed.size()) {
      return Optional.of(new Difference(n, n < recorded.size() ? Optional.of(recorded.get(n)) : Optional.empty(),
          n < replayed.size() ? Optional.of(replayed.get(n)) : Optional.empty()));
    }
    return Optional.empty();
  }
}
