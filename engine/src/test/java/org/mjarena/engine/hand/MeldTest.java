package org.mjarena.engine.hand;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.mjarena.engine.tile.Tiles;

/** The shape of each kind of meld, each rule on the smallest tiles that show it. */
final class MeldTest {
  @Test
  void forms_chowThreeConsecutiveOfOneSuitInAnyOrder() {
    assertThat(Meld.forms(MeldKind.CHOW, Tiles.parse("123m"))).isTrue();
    assertThat(Meld.forms(MeldKind.CHOW, Tiles.parse("312m"))).isTrue();
    assertThat(Meld.forms(MeldKind.CHOW, Tiles.parse("789s"))).isTrue();
  }

  @Test
  void forms_chowFalseWithAGap() {
    assertThat(Meld.forms(MeldKind.CHOW, Tiles.parse("124m"))).isFalse();
    assertThat(Meld.forms(MeldKind.CHOW, Tiles.parse("112m"))).isFalse();
  }

  @Test
  void forms_chowFalseAcrossTwoSuits() {
    // W8 W9 T1 are consecutive indices, but not of one suit.
    assertThat(Meld.forms(MeldKind.CHOW, Tiles.parse("89m 1s"))).isFalse();
  }

  @Test
  void forms_chowFalseOfHonours() {
    assertThat(Meld.forms(MeldKind.CHOW, Tiles.parse("123z"))).isFalse();
    assertThat(Meld.forms(MeldKind.CHOW, Tiles.parse("567z"))).isFalse();
  }

  @Test
  void forms_pungThreeIdenticalTiles() {
    assertThat(Meld.forms(MeldKind.PUNG, Tiles.parse("555p"))).isTrue();
    assertThat(Meld.forms(MeldKind.PUNG, Tiles.parse("777z"))).isTrue();
    assertThat(Meld.forms(MeldKind.PUNG, Tiles.parse("556p"))).isFalse();
  }

  @Test
  void forms_kongFourIdenticalTilesOfEveryKongKind() {
    for (MeldKind kong : new MeldKind[] {MeldKind.EXPOSED_KONG, MeldKind.ADDED_KONG, MeldKind.CONCEALED_KONG}) {
      assertThat(Meld.forms(kong, Tiles.parse("1111z"))).isTrue();
      assertThat(Meld.forms(kong, Tiles.parse("1112z"))).isFalse();
    }
  }

  @Test
  void forms_falseWithTheWrongNumberOfTiles() {
    assertThat(Meld.forms(MeldKind.CHOW, Tiles.parse("1234m"))).isFalse();
    assertThat(Meld.forms(MeldKind.PUNG, Tiles.parse("11m"))).isFalse();
    assertThat(Meld.forms(MeldKind.PUNG, Tiles.parse("1111m"))).isFalse();
    assertThat(Meld.forms(MeldKind.EXPOSED_KONG, Tiles.parse("111m"))).isFalse();
  }
}
