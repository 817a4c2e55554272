package org.mjarena.arena.run;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.BitSet;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.mjarena.arena.config.Lineup;
import org.mjarena.arena.config.LineupLoader;
import org.mjarena.arena.tournament.PlayedDeal;

/** What a resumed driver takes over of an earlier session's task checkpoints, and when they go. */
final class TaskCheckpointsTest {
  @TempDir
  Path dir;

  private Job job() throws Exception {
    Lineup lineup = LineupLoader.load(Files.writeString(dir.resolve("lineup.yaml"), """
        variant: competition-108
        seed: 5
        deals: 6
        lineup:
          - { id: a, agent: tsumogiri }
          - { id: b, agent: tsumogiri }
          - { id: c, agent: tsumogiri }
          - { id: d, agent: tsumogiri }
        """));
    return Job.of(lineup, RunSession.sinks(lineup, List.of()));
  }

  private TaskCheckpoints checkpoints(Job job) throws Exception {
    return new TaskCheckpoints(dir, job.sinks(job.lineup()));
  }

  @Test
  void resume_holdsTheUnfinishedDeals_deletesFilesOnceHandedOver() throws Exception {
    Job job = job();
    TaskCheckpoints first = checkpoints(job);
    first.save(2, Block.play(job, new int[] {2, 3}));
    first.save(0, Block.play(job, new int[] {0}));
    BitSet finished = new BitSet();
    finished.set(0);
    finished.set(2);
    TaskCheckpoints resumed = checkpoints(job);
    BitSet held = resumed.resume(finished);
    assertThat(held.stream().toArray()).containsExactly(3);
    assertThat(dir.resolve("tasks/block-0.bin")).as("every deal of it finished").doesNotExist();
    Path file = resumed.fileOf(3);
    assertThat(resumed.read(file).deals()).extracting(PlayedDeal::deal).containsExactly(2, 3);
    resumed.handedOver(3);
    assertThat(file).doesNotExist();
    resumed.finish();
    assertThat(dir.resolve(TaskCheckpoints.DIR)).doesNotExist();
  }

  @Test
  void resume_unreadableCheckpoint_isDroppedAndItsDealsPlayedAgain() throws Exception {
    Job job = job();
    TaskCheckpoints first = checkpoints(job);
    byte[] block = Block.play(job, new int[] {4, 5});
    Path file = first.save(4, Arrays.copyOf(block, block.length / 2));
    BitSet held = checkpoints(job).resume(new BitSet());
    assertThat(held.isEmpty()).isTrue();
    assertThat(file).doesNotExist();
  }
}
