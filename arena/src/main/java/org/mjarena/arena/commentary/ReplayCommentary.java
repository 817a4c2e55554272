package org.mjarena.arena.commentary;

import org.mjarena.arena.config.CommentarySettings;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.mjarena.arena.table.GameInfo;
import org.mjarena.arena.record.DecisionsFile;
import org.mjarena.arena.record.GameRecord;
import org.mjarena.arena.record.ReplayFile;
import org.mjarena.arena.record.Replayer;
import org.mjarena.engine.Game;
import org.mjarena.engine.Variant;
import org.mjarena.engine.mcr.fan.FanCalculator;
import org.mjarena.engine.param.Settings;
import org.mjarena.engine.play.GameObserver;

/**
 * The commentary of recorded games, made again: each record is played again through the driver from its
 * recorded answers with a commentator watching, which sees the same observations in the same order as
 * when the game was played and so makes the same predictions. This is why replay records hold no
 * commentary: it is recomputed when asked ({@code mjarena replay --commentary}, {@code mjarena
 * commentate}). A game whose replay differs from its record is not counted.
 */
public final class ReplayCommentary {
  private final ReplayFile.Header header;
  private final Replayer replayer;
  private final CommentarySettings settings;
  private final Commentary commentary;
  private long differing;
  /** Games that replay to learn from before any is counted ({@link #learnFirst}), and those learned so far. */
  private long learnFirst;
  private long learned;
  /** The games offered to {@link #comment} so far: the next one's index in its file. */
  private long offered;
  /** Where each game's decisions go as the probability models saw them ({@link #writeDecisions}), or null. */
  private DecisionsFile decisions;

  /** The commentary of games recorded under {@code header}, by a commentator with {@code settings}. */
  public ReplayCommentary(ReplayFile.Header header, CommentarySettings settings) {
    this(header, settings, new Commentary(settings, header.variant(), header.entries().size()));
  }

  /** The commentary of games recorded under {@code header}, counted into {@code commentary}. */
  ReplayCommentary(ReplayFile.Header header, CommentarySettings settings, Commentary commentary) {
    this.header = header;
    this.replayer = new Replayer(header);
    this.settings = settings;
    this.commentary = commentary;
  }

  /**
   * Comments {@code record} and counts it into {@link #report}.
   *
   * @return where its replay differs from the record (then it is not counted), or empty
   */
  public Optional<Replayer.Difference> comment(GameRecord record) {
    return play(record, null, null, offered++);
  }

  /**
   * Comments {@code record} as {@link #comment} does, with {@code watcher} watching the game after the
   * commentator and told each decision's probabilities once the game counts.
   */
  Optional<Replayer.Difference> comment(GameRecord record, Watcher watcher) {
    return play(record, null, watcher, offered++);
  }

  /** Watches a game beside its commentator, and is told the probabilities of the game's decisions. */
  interface Watcher extends GameObserver, Commentary.Forecast {
    /** The game {@code info} is about to be played again, watched by {@code commentator}. */
    void watch(GameInfo info, Commentator commentator);
  }

  /** The sentences of {@code record} in the words of {@code words}; the game is counted as {@link #comment} counts it. */
  public List<Narrator.Sentence> narrate(GameRecord record, Phrasebook words) {
    Narrator narrator = new Narrator(words, fanCalculator());
    play(record, narrator, null, -1);
    return narrator.sentences();
  }

  /**
   * Has the commentary learn from the first {@code games} games that replay without counting them: the
   * accuracy is then that of the games after them, by a commentator that has watched those first.
   */
  public void learnFirst(long games) {
    this.learnFirst = games;
  }

  /**
   * Has each game {@link #comment}ed that replays write its decisions to {@code file}, as the probability
   * models saw them, in the order they are learned (the games learned from first too); a failure to write
   * is thrown as an {@link UncheckedIOException}.
   */
  public void writeDecisions(DecisionsFile file) {
    this.decisions = file;
  }

  /** Games learned from without being counted so far ({@link #learnFirst}). */
  public long learnedUnscored() {
    return learned;
  }

  /** The accuracy over the games commented so far. */
  public Commentary.Report report() {
    return commentary.report();
  }

  /** Games not counted because their replay differs from their record. */
  public long differing() {
    return differing;
  }

  private Optional<Replayer.Difference> play(GameRecord record, Narrator narrator, Watcher watcher, long index) {
    Commentator commentator = new Commentator(settings, header.entries(), narrator);
    if (Commentary.hasProbabilities(settings)) {
      commentator.collectChoices();
    }
    List<String> bySeat = new ArrayList<>();
    for (int entry : record.seats()) {
      bySeat.add(header.entries().get(entry));
    }
    GameInfo info = new GameInfo(record.deal(), record.order(), bySeat);
    commentator.startGame(info);
    List<GameObserver> observers = new ArrayList<>(3);
    observers.add(commentator);
    if (narrator != null) {
      observers.add(narrator);
    }
    if (watcher != null) {
      watcher.watch(info, commentator);
      observers.add(watcher);
    }
    Game game = replayer.replay(record, observers);
    Optional<Replayer.Difference> diff = Replayer.compare(record.events(), game.events());
    if (diff.isPresent()) {
      differing++;
    } else {
      // Only a game that replays is learned from, in the order the records come.
      Commentary.Games games = new Commentary.Games(1, List.of(commentator.game()), commentator.choices());
      if (learned < learnFirst) {
        learned++;
        commentary.learnUnscored(games);
      } else {
        commentary.add(games, watcher);
      }
      if (decisions != null) {
        write(index, record, commentator.choices());
      }
    }
    return diff;
  }

  private void write(long index, GameRecord record, List<Choice> choices) {
    try {
      for (Choice c : choices) {
        List<String> options = new ArrayList<>(c.options());
        int[][] features = new int[c.options()][c.width()];
        for (int o = 0; o < c.options(); o++) {
          options.add(c.option(o));
          for (int f = 0; f < c.width(); f++) {
            features[o][f] = c.feature(o, f);
          }
        }
        decisions.write(new DecisionsFile.Decision(index, record.deal(), record.order(), header.entries().get(c.entry()),
            c.decision(), options, features, c.played()));
      }
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /** MCR's fan calculator as the records' rules configure it (the 108-tile variant has none). */
  private FanCalculator fanCalculator() {
    if (header.variant() != Variant.MCR) {
      return null;
    }
    Settings rules = header.toRules().settings();
    return new FanCalculator(rules.flag("concealed_and_melded_kong"), rules.flag("knitted_tile_wait"),
        rules.flag("first_reading_on_tie"));
  }
}
