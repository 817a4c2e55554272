package org.mjarena.arena.record;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** An F1 with nothing predicted or made is 0 over 0: shown as a dash, not as 0%. */
final class ClaimF1Test {
  @Test
  void f1_ofNoClaimPredictedOrMade_isADash() {
    Probabilities.ClaimKind never = new Probabilities.ClaimKind(12, 0.01, 0.001, 0, 0, 0, 0, new double[] {0, 1});
    assertThat(never.defined()).isFalse();
    assertThat(ConsoleTable.f1(never)).isEqualTo("-");
    CommentaryAccuracy.ClaimAccuracy missed = new CommentaryAccuracy.ClaimAccuracy(0, 0, 3, 0, 0, 0, new double[] {0, 0.5});
    assertThat(missed.defined()).as("made, never predicted: a real 0").isTrue();
    assertThat(ConsoleTable.f1(missed)).isEqualTo("0.0");
    Probabilities.ClaimKind half = new Probabilities.ClaimKind(12, 0.5, 0.2, 1, 1, 0, 0.6667, new double[] {0.2, 0.9});
    assertThat(ConsoleTable.f1(half)).isEqualTo("66.7");
    assertThat(ConsoleTable.f1Range(half)).isEqualTo("[20.0, 90.0]");
    assertThat(ConsoleTable.f1Range(never)).isEqualTo("-");
    CommentaryAccuracy.ClaimAccuracy old = new CommentaryAccuracy.ClaimAccuracy(1, 0, 0, 1, 1, 1, null);
    assertThat(ConsoleTable.f1Range(old)).as("a file written before F1s had an interval").isEqualTo("-");
  }
}
