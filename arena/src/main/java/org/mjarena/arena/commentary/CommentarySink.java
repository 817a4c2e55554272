package org.mjarena.arena.commentary;

import java.util.ArrayList;
import java.util.List;
import java.util.TreeMap;
import org.mjarena.arena.config.CommentarySettings;
import org.mjarena.arena.config.Lineup;
import org.mjarena.arena.record.Bytes;
import org.mjarena.arena.record.Summary;
import org.mjarena.arena.record.Timing;
import org.mjarena.arena.run.Codec;
import org.mjarena.arena.run.Sink;
import org.mjarena.arena.run.SinkFactory;
import org.mjarena.arena.table.TableObserver;
import org.mjarena.arena.tournament.GameResult;
import org.mjarena.arena.tournament.Recorder;
import org.mjarena.engine.Variant;
import org.mjarena.engine.event.Event;

/**
 * The commentator as a sink of a run: each worker's table has a {@link Commentator} watching it, whose
 * tallies are added up per deal where the deal was played; the run adds the deals up in deal order into
 * the {@code commentary} block of {@code summary.json} and the commentator's time per decision in
 * {@code timing.json}. Journaled: a resumed run counts its earlier deals' tallies from the journal.
 */
public final class CommentarySink implements Sink<Commentary.Games> {
  private final CommentarySettings settings;
  private final List<String> ids;
  private final Commentary commentary;
  /**
   * Deals handed over ahead of a deal not yet handed over (a resumed run hands its kept deals first):
   * their discard decisions wait here, so that the probabilities are learned in deal order, as a run
   * never interrupted learns them, whatever the threads, the cluster or the resumes.
   */
  private final TreeMap<Integer, Commentary.Games> waiting = new TreeMap<>();
  private int nextToLearn;

  /** The commentary of a run of {@code variant} between the entries {@code ids} (lineup order), with {@code settings} (on). */
  public CommentarySink(CommentarySettings settings, Variant variant, List<String> ids) {
    this.settings = settings;
    this.ids = List.copyOf(ids);
    this.commentary = new Commentary(settings, variant, ids.size());
  }

  /** The factory of the commentary sink of a run, with the lineup's settings. */
  public static SinkFactory factory() {
    return (lineup, orders, dir) -> new CommentarySink(lineup.commentary(), lineup.rules().variant(),
        lineup.entries().stream().map(Lineup.Entry::id).toList());
  }

  /**
   * The accuracy over the deals handed over so far; the probabilities of deals held back behind a deal
   * not handed over (a run stopped early) are learned first, in deal order.
   */
  public Commentary.Report report() {
    while (!waiting.isEmpty()) {
      commentary.learn(waiting.pollFirstEntry().getValue());
    }
    return commentary.report();
  }

  @Override
  public String name() {
    return "commentary " + settings.view().id() + "/" + settings.method().id() + "/" + settings.reactions().id();
  }

  @Override
  public Recorder<Commentary.Games> recorder() {
    Commentator commentator = Commentary.commentator(settings, ids);
    return new Recorder<>() {
      private CommentaryTally[] deal = Commentary.newTallies(ids.size());
      private List<Choice> choices = new ArrayList<>();
      private long games;

      @Override
      public List<TableObserver> observers() {
        return List.of(commentator);
      }

      @Override
      public void gameOver(GameResult game, List<Event> events) {
        CommentaryTally[] played = commentator.game();
        for (int e = 0; e < deal.length; e++) {
          deal[e].add(played[e]);
        }
        choices.addAll(commentator.choices());
        games++;
      }

      @Override
      public Commentary.Games take() {
        Commentary.Games taken = new Commentary.Games(games, List.of(deal), choices);
        deal = Commentary.newTallies(ids.size());
        choices = new ArrayList<>();
        games = 0;
        return taken;
      }
    };
  }

  @Override
  public Codec<Commentary.Games> codec() {
    return new Codec<>() {
      @Override
      public void write(Commentary.Games games, Bytes.Out out) {
        out.varint(games.games());
        for (CommentaryTally t : games.byEntry()) {
          t.write(out);
        }
        out.varint(games.choices().size());
        for (Choice c : games.choices()) {
          if (c instanceof DiscardChoice d) {
            out.put(0);
            d.write(out);
          } else if (c instanceof ClaimChoice a) {
            out.put(1);
            a.write(out);
          } else {
            out.put(2);
            ((TurnChoice) c).write(out);
          }
        }
      }

      @Override
      public Commentary.Games read(Bytes.In in) {
        long games = in.varint();
        List<CommentaryTally> byEntry = new ArrayList<>(ids.size());
        for (int e = 0; e < ids.size(); e++) {
          byEntry.add(CommentaryTally.read(in));
        }
        int n = (int) in.varint();
        List<Choice> choices = new ArrayList<>(n);
        for (int i = 0; i < n; i++) {
          int kind = in.get();
          choices.add(kind == 0 ? DiscardChoice.read(in) : kind == 1 ? ClaimChoice.read(in) : TurnChoice.read(in));
        }
        return new Commentary.Games(games, byEntry, choices);
      }
    };
  }

  @Override
  public Keeping keeping() {
    return Keeping.JOURNAL;
  }

  @Override
  public void accept(int deal, Commentary.Games games) {
    commentary.count(games);
    waiting.put(deal, games);
    while (!waiting.isEmpty() && waiting.firstKey() == nextToLearn) {
      commentary.learn(waiting.pollFirstEntry().getValue());
      nextToLearn++;
    }
  }

  @Override
  public Summary summarize(Summary summary) {
    return summary.withCommentary(report().accuracy(ids));
  }

  @Override
  public Timing time(Timing timing) {
    return timing.withCommentary(commentary.report().overall().usPerDecision());
  }
}
