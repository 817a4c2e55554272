package org.mjarena.arena.cli;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** {@code mjarena rules}: each rule parameter with its default. */
final class RulesCommandTest {
  @Test
  void rules_mcr_showsADefaultThatFollowsTheWallForEachWall() {
    CliTestSupport.Result r = CliTestSupport.run("rules", "--variant", "mcr");
    assertThat(r.code()).isZero();
    assertThat(r.out()).containsPattern("concealed_and_melded_kong +default "
        + "false with wall shared, true with wall botzone-duplicate \\(true\\|false\\)");
    assertThat(r.out()).containsPattern("knitted_tile_wait +default "
        + "true with wall shared, false with wall botzone-duplicate \\(true\\|false\\)");
    assertThat(r.out()).containsPattern("first_reading_on_tie +default "
        + "false with wall shared, true with wall botzone-duplicate \\(true\\|false\\)");
    assertThat(r.out()).containsPattern("multiple_winners +default false +\\(true\\|false\\)");
  }
}
