package org.mjarena.engine.event;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.mjarena.engine.Seat;
import org.mjarena.engine.tile.Tile;

/** The event list: events kept briefly read back as the shared instances, and snapshots that never change. */
final class EventListTest {
  /** Appends event number i of a mixed sequence to both lists. */
  private static void append(int i, EventList list, List<Event> expected) {
    Seat seat = Seat.of(i & 3);
    int tile = i % Tile.KINDS;
    boolean flag = (i & 4) != 0;
    switch (i % 6) {
      case 0 -> {
        list.addDraw(seat, tile, flag);
        expected.add(Drew.of(seat, Tile.of(tile), flag));
      }
      case 1 -> {
        list.addDiscard(seat, tile, flag);
        expected.add(Discarded.of(seat, Tile.of(tile), flag));
      }
      case 2 -> {
        list.addAllPassed(Tile.of(tile), seat, flag);
        expected.add(ClaimResolved.allPassed(Tile.of(tile), seat, flag));
      }
      case 3 -> {
        list.addMeldOffer(seat, tile, seat.previous(), flag, flag && (i & 8) != 0, i % 8);
        expected.add(ClaimOffered.meldsOnly(seat, Tile.of(tile), seat.previous(), flag, flag && (i & 8) != 0, i % 8));
      }
      default -> {
        Event e = new Paid(seat, seat.next(), i);
        list.add(e);
        expected.add(e);
      }
    }
  }

  @Test
  void get_briefAndObjectEvents_readBackInOrderAsTheSharedInstances() {
    EventList list = new EventList(2);
    List<Event> expected = new ArrayList<>();
    for (int i = 0; i < 500; i++) {
      append(i, list, expected);
    }
    assertThat(list.size()).isEqualTo(expected.size());
    for (int i = 0; i < expected.size(); i++) {
      assertThat(list.get(i)).isSameAs(expected.get(i));
    }
    assertThat(list.snapshot()).containsExactlyElementsOf(expected);
    assertThat(List.copyOf(list.snapshotFrom(100))).isEqualTo(expected.subList(100, expected.size()));
  }

  @Test
  void snapshot_keepsItsEvents_whileTheListGrowsPastEveryArray() {
    EventList list = new EventList(3);
    List<Event> expected = new ArrayList<>();
    List<EventList.View> views = new ArrayList<>();
    List<List<Event>> seen = new ArrayList<>();
    for (int i = 0; i < 300; i++) {
      append(i, list, expected);
      views.add(list.snapshot());
      seen.add(List.copyOf(expected));
    }
    for (int v = 0; v < views.size(); v++) {
      assertThat(views.get(v)).isEqualTo(seen.get(v));
    }
  }

  @Test
  void brief_tellsKindSeatFlagAndTile_ofTheEventsKeptBriefly() {
    EventList list = new EventList();
    list.addDraw(Seat.S2, 17, true);
    list.addDiscard(Seat.S3, 5, false);
    list.addAllPassed(Tile.of(26), Seat.S1, true);
    list.addMeldOffer(Seat.S0, 20, Seat.S3, true, false, 5);
    list.add(ExhaustiveDraw.INSTANCE);
    EventList.View view = list.snapshot();

    assertThat(EventList.briefKind(view.brief(0))).isEqualTo(EventList.BRIEF_DREW);
    assertThat(EventList.briefSeat(view.brief(0))).isEqualTo(2);
    assertThat(EventList.briefFlag(view.brief(0))).isTrue();
    assertThat(EventList.briefTile(view.brief(0))).isEqualTo(17);
    assertThat(EventList.briefKind(view.brief(1))).isEqualTo(EventList.BRIEF_DISCARDED);
    assertThat(EventList.briefFlag(view.brief(1))).isFalse();
    assertThat(EventList.briefKind(view.brief(2))).isEqualTo(EventList.BRIEF_ALL_PASSED);
    assertThat(EventList.briefSeat(view.brief(2))).isEqualTo(1);
    assertThat(EventList.briefTile(view.brief(2))).isEqualTo(26);
    assertThat(EventList.briefKind(view.brief(3))).isEqualTo(EventList.BRIEF_MELD_OFFER);
    assertThat(EventList.briefSeat(view.brief(3))).isZero();
    assertThat(EventList.briefTile(view.brief(3))).isEqualTo(20);
    assertThat(EventList.briefFrom(view.brief(3))).isEqualTo(3);
    assertThat(EventList.briefMeldClaims(view.brief(3))).isEqualTo(1 | 5 << 2);
    assertThat(EventList.briefKind(view.brief(4))).isEqualTo(EventList.BRIEF_OTHER);
  }

  @Test
  void copy_isIndependentOfTheOriginal() {
    EventList list = new EventList();
    List<Event> expected = new ArrayList<>();
    for (int i = 0; i < 40; i++) {
      append(i, list, expected);
    }
    EventList copy = list.copy();
    list.add(ExhaustiveDraw.INSTANCE);
    copy.addDraw(Seat.S0, 3, false);

    assertThat(list.get(40)).isEqualTo(ExhaustiveDraw.INSTANCE);
    assertThat(copy.get(40)).isEqualTo(Drew.of(Seat.S0, Tile.W4, false));
    assertThat(copy.snapshot().subList(0, 40)).isEqualTo(expected);
  }
}
