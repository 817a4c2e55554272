package org.mjarena.arena.record;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.databind.PropertyNamingStrategies;
import com.fasterxml.jackson.databind.annotation.JsonNaming;
import java.util.List;
import java.util.Optional;

/**
 * The {@code discard_probabilities} block of {@code mjarena commentate}'s {@code commentary.json}: how
 * sure the commentator was of each discard, and how right about it, overall and per entry. Each decision
 * was predicted before the commentator saw its answer, and learned from after (docs/commentary.md).
 *
 * @param setMass the probability the candidate set must reach (at most {@code setMax} tiles)
 * @param setMax  the most tiles in the candidate set
 * @param overall every entry together
 * @param agents  one per entry, in order
 */
@JsonNaming(PropertyNamingStrategies.SnakeCaseStrategy.class)
public record DiscardProbabilities(@Decimals(4) double setMass, int setMax, Score overall, List<Score> agents) {

  /**
   * The figures over some decisions.
   *
   * @param id             the entry's id; absent for every entry together
   * @param decisions      discard decisions predicted
   * @param logLoss        mean of -ln(probability of the tile played), in nats
   * @param brier          mean over decisions of the sum over legal tiles of (probability - played)^2
   * @param top1Rate       the share of decisions whose likeliest tile was played
   * @param top3Rate       the share whose three likeliest held it
   * @param setHitRate     the share whose candidate set held it
   * @param meanSetSize    tiles in the candidate set per decision
   * @param calibrationError expected calibration error of the likeliest tile's probability over ten bins
   * @param early          the first tenth of the decisions
   * @param late           the rest
   * @param reliability    per bin of the likeliest tile's probability (0-0.1, ..., 0.9-1): decisions, mean
   *                       probability and how often that tile was played
   */
  @JsonNaming(PropertyNamingStrategies.SnakeCaseStrategy.class)
  public record Score(@JsonInclude(JsonInclude.Include.NON_ABSENT) Optional<String> id, long decisions,
      @Decimals(4) double logLoss, @Decimals(4) double brier, @Decimals(4) double top1Rate, @Decimals(4) double top3Rate,
      @Decimals(4) double setHitRate, @Decimals(4) double meanSetSize, @Decimals(4) double calibrationError, Part early,
      Part late, List<Bin> reliability) {}

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
   * @param decisions      decisions whose likeliest tile's probability fell in the bin
   * @param meanProbability their mean probability
   * @param hitRate        how often that tile was played
   */
  @JsonNaming(PropertyNamingStrategies.SnakeCaseStrategy.class)
  public record Bin(long decisions, @Decimals(4) double meanProbability, @Decimals(4) double hitRate) {}
}
