package org.mjarena.arena.commentary;

import org.mjarena.arena.config.CommentarySettings;

import java.util.ArrayList;
import java.util.List;
import org.mjarena.arena.record.DiscardProbabilities;
import java.util.Optional;
import org.mjarena.arena.table.GameInfo;
import org.mjarena.arena.record.GameRecord;
import org.mjarena.arena.record.ReplayFile;
import org.mjarena.arena.record.Replayer;
import org.mjarena.engine.Game;
import org.mjarena.engine.Variant;
import org.mjarena.engine.mcr.fan.FanCalculator;
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
  /** The discard probabilities' learner and score, when asked for ({@link #withProbabilities}); else null. */
  private DiscardLearner learner;
  private DiscardScore score;

  /** The commentary of games recorded under {@code header}, by a commentator with {@code settings}. */
  public ReplayCommentary(ReplayFile.Header header, CommentarySettings settings) {
    this.header = header;
    this.replayer = new Replayer(header);
    this.settings = settings;
    this.commentary = new Commentary(settings, header.entries().size());
  }

  /**
   * Also predicts every discard as a probability for each legal tile (the combined method only), learning
   * each entry's tendencies from its own decisions as the games go, in record order: {@link #probabilities}.
   */
  public ReplayCommentary withProbabilities() {
    return learning(DiscardLearner.watching(header.variant()));
  }

  /** Predicts discards with {@code learner}, which learns as it is built to. */
  ReplayCommentary learning(DiscardLearner learner) {
    if (settings.method() != CommentarySettings.Method.COMBINED) {
      throw new IllegalArgumentException("discard probabilities stand on the combined method, not " + settings.method().id());
    }
    this.learner = learner;
    this.score = new DiscardScore();
    return this;
  }

  /** The discard probabilities' figures over the games commented so far, when {@link #withProbabilities} was asked. */
  public Optional<DiscardProbabilities> probabilities() {
    return score == null ? Optional.empty() : Optional.of(score.report(header.entries()));
  }

  /**
   * Comments {@code record} and counts it into {@link #report}.
   *
   * @return where its replay differs from the record (then it is not counted), or empty
   */
  public Optional<Replayer.Difference> comment(GameRecord record) {
    return play(record, null);
  }

  /** The sentences of {@code record} in the words of {@code words}; the game is counted as {@link #comment} counts it. */
  public List<Narrator.Sentence> narrate(GameRecord record, Phrasebook words) {
    Narrator narrator = new Narrator(words, fanCalculator());
    play(record, narrator);
    return narrator.sentences();
  }

  /** The accuracy over the games commented so far. */
  public Commentary.Report report() {
    return commentary.report();
  }

  /** Games not counted because their replay differs from their record. */
  public long differing() {
    return differing;
  }

  private Optional<Replayer.Difference> play(GameRecord record, Narrator narrator) {
    Commentator commentator = new Commentator(settings, header.entries(), narrator);
    if (learner != null) {
      commentator.collectChoices();
    }
    List<String> bySeat = new ArrayList<>();
    for (int entry : record.seats()) {
      bySeat.add(header.entries().get(entry));
    }
    commentator.startGame(new GameInfo(record.deal(), record.order(), bySeat));
    List<GameObserver> observers = narrator == null ? List.of(commentator) : List.of(commentator, narrator);
    Game game = replayer.replay(record, observers);
    Optional<Replayer.Difference> diff = Replayer.compare(record.events(), game.events());
    if (diff.isPresent()) {
      differing++;
    } else {
      commentary.add(new Commentary.Games(1, List.of(commentator.game())));
      if (learner != null) {
        // Only a game that counts is learned from, decision by decision, each predicted before it is learned.
        for (DiscardChoice c : commentator.choices()) {
          learner.observe(c, score);
        }
      }
    }
    return diff;
  }

  /** MCR's fan calculator as the records' rules configure it (the 108-tile variant has none). */
  private FanCalculator fanCalculator() {
    return header.variant() == Variant.MCR
        ? new FanCalculator(header.toRules().settings().flag("concealed_and_melded_kong"))
        : null;
  }
}
