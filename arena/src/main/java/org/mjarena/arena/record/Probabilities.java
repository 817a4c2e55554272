package org.mjarena.arena.record;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonProperty;
import com.fasterxml.jackson.databind.PropertyNamingStrategies;
import com.fasterxml.jackson.databind.annotation.JsonNaming;
import java.util.List;
import java.util.Optional;

/**
 * The {@code discard_probabilities} and {@code claim_probabilities} blocks of the {@code commentary} block:
 * how sure the commentator was of each decision's options (the legal discards; the answers to a discard),
 * and how right about it, overall and per entry. Each decision was predicted before the commentator saw
 * its answer, and learned from after (docs/commentary.md).
 *
 * @param setMass the probability the candidate set must reach (at most {@code setMax} options)
 * @param setMax  the most options in the candidate set
 * @param overall every entry together
 * @param agents  one per entry, in order
 */
@JsonNaming(PropertyNamingStrategies.SnakeCaseStrategy.class)
public record Probabilities(@Decimals(4) double setMass, int setMax, Score overall, List<Score> agents) {

  /**
   * The figures over some decisions.
   *
   * @param id             the entry's id; absent for every entry together
   * @param decisions      discard decisions predicted
   * @param logLoss        mean of -ln(probability of the option taken), in nats
   * @param brier          mean over decisions of the sum over the options of (probability - played)^2
   * @param top1Rate       the share of decisions whose likeliest option was taken
   * @param top1RateCi95   its interval: Wilson's 95%, the decisions taken as independent (null in files written
   *                       before it was kept)
   * @param top3Rate       the share whose three likeliest held it
   * @param setHitRate     the share whose candidate set held it
   * @param setHitRateCi95 its interval, as top-1's
   * @param meanSetSize    options in the candidate set per decision
   * @param calibrationError expected calibration error of the likeliest option's probability over ten bins
   * @param calibrationErrorByChance the calibration error a forecaster whose probabilities were exactly right
   *                       would show on these decisions by chance: its expected value, and the value it stays
   *                       under 95 times in 100 (normal approximation per bin)
   * @param early          the first tenth of the decisions
   * @param late           the rest
   * @param claims         of answers to discards, each claim kind on its own
   * @param reliability    per bin of the likeliest option's probability (0-0.1, ..., 0.9-1): decisions, mean
   *                       probability and how often that option was taken
   */
  @JsonNaming(PropertyNamingStrategies.SnakeCaseStrategy.class)
  public record Score(@JsonInclude(JsonInclude.Include.NON_ABSENT) Optional<String> id, long decisions,
      @Decimals(4) double logLoss, @Decimals(4) double brier, @Decimals(4) double top1Rate,
      @Decimals(4) double[] top1RateCi95, @Decimals(4) double top3Rate, @Decimals(4) double setHitRate,
      @Decimals(4) double[] setHitRateCi95, @Decimals(4) double meanSetSize, @Decimals(4) double calibrationError,
      @Decimals(4) double[] calibrationErrorByChance, Part early,
      Part late, List<Bin> reliability,
      @JsonInclude(JsonInclude.Include.NON_ABSENT) Optional<Claims> claims) {}

  /**
   * Answers to discards only: each claim kind on its own, under the thesis's names.
   *
   * @param chow chows
   * @param pung pungs
   * @param kong exposed kongs
   * @param win  wins on a discard
   */
  public record Claims(@JsonProperty("chi") ClaimKind chow, @JsonProperty("pong") ClaimKind pung, ClaimKind kong,
      @JsonProperty("hu") ClaimKind win) {}

  /**
   * One claim kind: the probability of making it (the sum over its answers, each chow counted) scored
   * as a yes-or-no forecast where it was offered, and the claim predicted when its kind's answers together reach the commentator's threshold (0.3).
   *
   * @param offered decisions where the kind was among the legal answers
   * @param logLoss mean of -ln(the probability given to what happened: the claim made, or not)
   * @param brier   mean of (probability - made)^2
   * @param tp      predicted and made
   * @param fp      predicted, not made
   * @param fn      made, not predicted
   * @param f1      2 tp / (2 tp + fp + fn), with its interval {@code f1Ci95} ({@code Intervals.f1})
   */
  @JsonNaming(PropertyNamingStrategies.SnakeCaseStrategy.class)
  public record ClaimKind(long offered, @Decimals(4) double logLoss, @Decimals(4) double brier, long tp, long fp, long fn,
      @Decimals(4) double f1, @Decimals(4) double[] f1Ci95) implements ClaimF1 {}

  /**
   * A part of the decisions, in the order they were made.
   *
   * @param decisions decisions in the part
   * @param logLoss   their mean log-loss
   * @param top1Rate  their top-1 rate
   */
  @JsonNaming(PropertyNamingStrategies.SnakeCaseStrategy.class)
  public record Part(long decisions, @Decimals(4) double logLoss, @Decimals(4) double top1Rate) {}

  /**
   * One bin of the reliability diagram.
   *
   * @param decisions      decisions whose likeliest option's probability fell in the bin
   * @param meanProbability their mean probability
   * @param hitRate        how often that option was taken
   * @param chanceRange    the hit rates a forecaster whose probabilities were exactly right would show in the
   *                       bin 95 times in 100: its mean probability give or take 1.96 standard deviations of
   *                       its hits by chance (normal approximation), within [0, 1]
   */
  @JsonNaming(PropertyNamingStrategies.SnakeCaseStrategy.class)
  public record Bin(long decisions, @Decimals(4) double meanProbability, @Decimals(4) double hitRate,
      @Decimals(4) double[] chanceRange) {}
}
