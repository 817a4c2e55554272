package org.mjarena.engine.tile;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;

/** The two tile notations and the way between them. */
final class TilesTest {
  @Test
  void parse_compactNotationInOrderWritten() {
    assertThat(Tiles.parse("123m 456p 789s")).containsExactly(
        Tile.W1, Tile.W2, Tile.W3, Tile.B4, Tile.B5, Tile.B6, Tile.T7, Tile.T8, Tile.T9);
  }

  @Test
  void parse_botzoneCodesEqualCompactNotation() {
    assertThat(Tiles.parse("W1 T9 B5")).isEqualTo(Tiles.parse("1m 9s 5p"));
  }

  @Test
  void parse_honours() {
    assertThat(Tiles.parse("14z 57z")).containsExactly(Tile.F1, Tile.F4, Tile.J1, Tile.J3);
  }

  @Test
  void parse_rejectsBadTokens() {
    assertThatThrownBy(() -> Tiles.parse("0m")).isInstanceOf(IllegalArgumentException.class).hasMessageContaining("0m");
    assertThatThrownBy(() -> Tiles.parse("123")).isInstanceOf(IllegalArgumentException.class);
    assertThatThrownBy(() -> Tiles.parse("X1")).isInstanceOf(IllegalArgumentException.class);
    assertThatThrownBy(() -> Tiles.parse("8z")).isInstanceOf(IllegalArgumentException.class);
  }

  @Test
  void isNumbered_theThreeSuitsOnly() {
    assertThat(Tile.W1.isNumbered()).isTrue();
    assertThat(Tile.B9.isNumbered()).isTrue();
    assertThat(Tile.F1.isNumbered()).isFalse();
    assertThat(Tile.H1.isNumbered()).isFalse();
  }

  @Test
  void compact_roundTripsSortedNotation() {
    String text = "1239m 11s 456p 5z";
    assertThat(Tiles.compact(Tiles.parse(text))).isEqualTo(text);
  }

  @Test
  void compact_sortsSuitsMThenSThenP() {
    assertThat(Tiles.compact(Tiles.parse("456p 321m 9s"))).isEqualTo("123m 9s 456p");
  }

  @Test
  void codes_roundTripsThroughParse() {
    String codes = Tiles.codes(Tiles.parse("123m 456p 789s"));
    assertThat(codes).isEqualTo("W1 W2 W3 B4 B5 B6 T7 T8 T9");
    assertThat(Tiles.parse(codes)).isEqualTo(Tiles.parse("123m 456p 789s"));
  }

  @Test
  void counts_countsEachKind() {
    int[] counts = Tiles.counts("1123m");
    assertThat(counts[Tile.W1.index()]).isEqualTo(2);
    assertThat(counts[Tile.W3.index()]).isEqualTo(1);
    assertThat(Tiles.compact(counts)).isEqualTo("1123m");
  }
}
