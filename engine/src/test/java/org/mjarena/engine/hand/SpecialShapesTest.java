package org.mjarena.engine.hand;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.HashSet;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.mjarena.engine.tile.Tile;
import org.mjarena.engine.tile.Tiles;

/** The special shapes, each on the smallest hands that show it and on a near miss. */
final class SpecialShapesTest {
  /** The mask with bit {@code t} set for each tile written. */
  private static long mask(String tiles) {
    long mask = 0;
    for (Tile t : Tiles.parse(tiles)) {
      mask |= 1L << t.index();
    }
    return mask;
  }

  private static int[] counts(String tiles) {
    return Tiles.counts(tiles);
  }

  @Test
  void constants_orphansAndHonours() {
    assertThat(SpecialShapes.ORPHANS).isEqualTo(mask("19m 19s 19p 1234567z"));
    assertThat(SpecialShapes.HONOURS).isEqualTo(mask("1234567z"));
  }

  @Test
  void knittedSequence_sixSequencesOfNineTilesCoverEveryNumberedTileTwice() {
    Set<Long> sequences = new HashSet<>();
    int[] covered = new int[Tile.NUMBERED_KINDS];
    for (int q = 0; q < SpecialShapes.KNITTED_SEQUENCES; q++) {
      long sequence = SpecialShapes.knittedSequence(q);
      sequences.add(sequence);
      assertThat(Long.bitCount(sequence)).isEqualTo(SpecialShapes.KNITTED_TILES);
      for (long m = sequence; m != 0; m &= m - 1) {
        covered[Long.numberOfTrailingZeros(m)]++;
      }
    }
    assertThat(sequences).hasSize(SpecialShapes.KNITTED_SEQUENCES).contains(mask("147m 258s 369p"));
    assertThat(covered).containsOnly(2);
  }

  @Test
  void heldAndOddKinds_readTheCounts() {
    assertThat(SpecialShapes.held(counts("111m 22s 3p"))).isEqualTo(mask("1m 2s 3p"));
    assertThat(SpecialShapes.oddKinds(counts("111m 22s 3p"))).isEqualTo(mask("1m 3p"));
  }

  @Test
  void holds_everyKindAtLeastOnce() {
    assertThat(SpecialShapes.holds(counts("123m"), mask("13m"))).isTrue();
    assertThat(SpecialShapes.holds(counts("123m"), mask("14m"))).isFalse();
  }

  @Test
  void add_setsAsideAndPutsBack() {
    int[] counts = counts("1447m");
    SpecialShapes.add(counts, mask("147m"), -1);
    assertThat(counts).isEqualTo(counts("4m"));
    SpecialShapes.add(counts, mask("147m"), 1);
    assertThat(counts).isEqualTo(counts("1447m"));
  }

  @Test
  void isSevenPairs_sevenPairsFourIdenticalCountingAsTwo() {
    assertThat(SpecialShapes.isSevenPairs(counts("11m 22m 33s 44s 55p 66p 77z"))).isTrue();
    assertThat(SpecialShapes.isSevenPairs(counts("1111m 33s 44s 55p 66p 77z"))).isTrue();
  }

  @Test
  void isSevenPairs_falseWithASingleOrTooFewTiles() {
    assertThat(SpecialShapes.isSevenPairs(counts("11m 22m 33s 44s 55p 66p 7z 1z"))).isFalse();
    assertThat(SpecialShapes.isSevenPairs(counts("11m 22m 33s 44s 55p 66p"))).isFalse();
  }

  @Test
  void sevenPairsWaits_theSingleOfSixPairs() {
    assertThat(SpecialShapes.sevenPairsWaits(counts("11m 22m 33s 44s 55p 66p 7z"))).isEqualTo(mask("7z"));
  }

  @Test
  void sevenPairsWaits_noneWithTwoSinglesOrAFullHand() {
    assertThat(SpecialShapes.sevenPairsWaits(counts("11m 22m 33s 44s 55p 6p 7z 1z"))).isZero();
    assertThat(SpecialShapes.sevenPairsWaits(counts("11m 22m 33s 44s 55p 66p 77z"))).isZero();
  }

  @Test
  void isThirteenOrphans_everyOrphanAndOnePaired() {
    assertThat(SpecialShapes.isThirteenOrphans(counts("119m 19s 19p 1234567z"))).isTrue();
  }

  @Test
  void isThirteenOrphans_falseWithAMissingOrphanOrASimple() {
    assertThat(SpecialShapes.isThirteenOrphans(counts("119m 19s 19p 1234566z"))).isFalse();
    assertThat(SpecialShapes.isThirteenOrphans(counts("129m 19s 19p 1234567z"))).isFalse();
  }

  @Test
  void thirteenOrphansWaits_anyOrphanWhenAllThirteenAreSingle() {
    assertThat(SpecialShapes.thirteenOrphansWaits(counts("19m 19s 19p 1234567z"))).isEqualTo(SpecialShapes.ORPHANS);
  }

  @Test
  void thirteenOrphansWaits_theMissingOrphanBesideAPair() {
    assertThat(SpecialShapes.thirteenOrphansWaits(counts("119m 19s 19p 123456z"))).isEqualTo(mask("7z"));
  }

  @Test
  void thirteenOrphansWaits_noneWithASimple() {
    assertThat(SpecialShapes.thirteenOrphansWaits(counts("129m 19s 19p 123456z"))).isZero();
  }

  @Test
  void honoursAndKnitted_fourteenDifferentTilesOfOneSequenceAndTheHonours() {
    assertThat(SpecialShapes.honoursAndKnitted(counts("147m 258s 369p 12345z"))).isEqualTo(mask("147m 258s 369p"));
    assertThat(SpecialShapes.honoursAndKnitted(counts("147m 258s 3p 1234567z"))).isEqualTo(mask("147m 258s 369p"));
  }

  @Test
  void honoursAndKnitted_zeroWithAPairOrTwoSuitsOfOneClass() {
    assertThat(SpecialShapes.honoursAndKnitted(counts("147m 258s 369p 11234z"))).isZero();
    assertThat(SpecialShapes.honoursAndKnitted(counts("147m 147s 369p 12345z"))).isZero();
  }

  @Test
  void honoursAndKnittedWaits_theCandidatesNotHeld() {
    assertThat(SpecialShapes.honoursAndKnittedWaits(counts("147m 258s 36p 12345z"))).isEqualTo(mask("9p 67z"));
  }

  @Test
  void honoursAndKnittedWaits_noneWithAPair() {
    assertThat(SpecialShapes.honoursAndKnittedWaits(counts("147m 258s 36p 11234z"))).isZero();
  }

  @Test
  void isKnittedStraight_nineKnittedTilesSetAndPair() {
    int[] counts = counts("147m 258s 369p 123m 55z");
    assertThat(SpecialShapes.isKnittedStraight(counts)).isTrue();
    assertThat(counts).isEqualTo(counts("147m 258s 369p 123m 55z"));
    // Beside one declared meld: the nine tiles and the pair.
    assertThat(SpecialShapes.isKnittedStraight(counts("147m 258s 369p 55z"))).isTrue();
  }

  @Test
  void isKnittedStraight_falseWithoutTheSetOrAKnittedTile() {
    assertThat(SpecialShapes.isKnittedStraight(counts("147m 258s 369p 124m 55z"))).isFalse();
    assertThat(SpecialShapes.isKnittedStraight(counts("147m 258s 368p 123m 55z"))).isFalse();
  }

  @Test
  void knittedStraightWaits_theMissingKnittedTileOrWhatCompletesTheRest() {
    assertThat(SpecialShapes.knittedStraightWaits(counts("147m 258s 36p 123m 55z"))).isEqualTo(mask("9p"));
    int[] counts = counts("147m 258s 369p 23m 55z");
    assertThat(SpecialShapes.knittedStraightWaits(counts)).isEqualTo(mask("14m"));
    assertThat(counts).isEqualTo(counts("147m 258s 369p 23m 55z"));
  }

  @Test
  void knittedStraightWaits_noneWithTwoKnittedTilesMissing() {
    assertThat(SpecialShapes.knittedStraightWaits(counts("147m 258s 3p 123m 55z 1z"))).isZero();
  }
}
