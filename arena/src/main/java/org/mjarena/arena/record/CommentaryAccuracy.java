package org.mjarena.arena.record;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonProperty;
import com.fasterxml.jackson.databind.PropertyNamingStrategies;
import com.fasterxml.jackson.databind.annotation.JsonNaming;
import java.util.List;
import java.util.Optional;

/**
 * The {@code commentary} block of {@code summary.json} and of {@code mjarena commentate}'s {@code
 * commentary.json}: how often the commentator foresaw the moves, overall and per entry. This record is the
 * block's schema, each component a key in order, named in snake case; docs/commentary.md says what the
 * figures mean. The commentator makes it from its tallies; the time it took per decision depends on the
 * machine, so it is in {@link Timing}, not here.
 *
 * @param view      the view it commented from
 * @param method    its discard method
 * @param reactions its rule for claims
 * @param games     the games commented
 * @param overall   every entry together
 * @param agents    one per lineup entry, in lineup order
 * @param discardProbabilities with the combined method, how sure the commentator was of each discard and
 *                  how right about it ({@link Probabilities})
 * @param claimProbabilities the same of each seat's answer to a discard (pass, each chow, pung, kong, win)
 * @param turnProbabilities the same of the mover's choice, when it may do more than discard, between a
 *                  discard, a ting, a win and each kong
 */
public record CommentaryAccuracy(String view, String method, String reactions, long games, Accuracy overall,
    List<Accuracy> agents,
    @JsonProperty("discard_probabilities") @JsonInclude(JsonInclude.Include.NON_ABSENT)
    Optional<Probabilities> discardProbabilities,
    @JsonProperty("claim_probabilities") @JsonInclude(JsonInclude.Include.NON_ABSENT)
    Optional<Probabilities> claimProbabilities,
    @JsonProperty("turn_probabilities") @JsonInclude(JsonInclude.Include.NON_ABSENT)
    Optional<Probabilities> turnProbabilities) {

  /**
   * The accuracy over some seats' decisions: discards, and each claim predicted, under the names of the
   * thesis the commentator follows (chi, pong, kong, hu).
   *
   * @param id      the entry's id; absent (and left out of the file) for every entry together
   * @param discard the discards
   * @param chow    chows
   * @param pung    pungs
   * @param kong    exposed kongs
   * @param win     wins on a discard
   */
  public record Accuracy(@JsonInclude(JsonInclude.Include.NON_ABSENT) Optional<String> id, DiscardAccuracy discard,
      @JsonProperty("chi") ClaimAccuracy chow, @JsonProperty("pong") ClaimAccuracy pung, ClaimAccuracy kong,
      @JsonProperty("hu") ClaimAccuracy win) {}

  /**
   * How often the discard was among the candidates the commentator named.
   *
   * @param decisions             discard decisions commented
   * @param hits                  discards among the candidates
   * @param hitRate               hits per decision, with its Wilson interval {@code hitRateCi95}
   * @param meanCandidates        candidates per decision
   * @param top1Rate              the share of discards that were the first candidate
   * @param top3Rate              the share among the first three
   * @param sameSizeRandomHitRate the hit rate of as many candidates drawn at random from the legal discards
   */
  @JsonNaming(PropertyNamingStrategies.SnakeCaseStrategy.class)
  public record DiscardAccuracy(long decisions, long hits, @Decimals(4) double hitRate, @Decimals(4) double[] hitRateCi95,
      @Decimals(4) double meanCandidates, @Decimals(4) double top1Rate, @Decimals(4) double top3Rate,
      @Decimals(4) double sameSizeRandomHitRate) {}

  /**
   * How well one claim was predicted, over the seats asked about a discard.
   *
   * @param tp        predicted and made
   * @param fp        predicted, not made
   * @param fn        made, not predicted
   * @param precision tp / (tp + fp)
   * @param recall    tp / (tp + fn)
   * @param f1        their harmonic mean, with its interval {@code f1Ci95} ({@code Intervals.f1})
   */
  @JsonNaming(PropertyNamingStrategies.SnakeCaseStrategy.class)
  public record ClaimAccuracy(long tp, long fp, long fn, @Decimals(4) double precision, @Decimals(4) double recall,
      @Decimals(4) double f1, @Decimals(4) double[] f1Ci95) implements ClaimF1 {}
}
