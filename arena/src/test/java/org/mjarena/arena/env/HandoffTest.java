package org.mjarena.arena.env;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicReference;
import org.junit.jupiter.api.Test;

class HandoffTest {
  /** Two threads pass numbers back and forth, each waiting for the other, in order and none lost. */
  @Test
  void pingPong_deliversEveryItemInOrder() throws Exception {
    Handoff<Integer> there = new Handoff<>();
    Handoff<Integer> back = new Handoff<>();
    Thread echo = new Thread(() -> {
      try {
        for (int i = 0; i < 10_000; i++) {
          back.put(there.take() + 1);
        }
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
      }
    });
    echo.start();
    List<Integer> got = new ArrayList<>();
    for (int i = 0; i < 10_000; i++) {
      there.put(2 * i);
      got.add(back.take());
    }
    echo.join();
    assertThat(got).hasSize(10_000);
    for (int i = 0; i < got.size(); i++) {
      assertThat(got.get(i)).isEqualTo(2 * i + 1);
    }
  }

  /** A taker that has parked (past its yielding time) still wakes for an item put later. */
  @Test
  void parkedTaker_wakesForALateItem() throws Exception {
    Handoff<String> h = new Handoff<>();
    AtomicReference<String> got = new AtomicReference<>();
    Thread taker = new Thread(() -> {
      try {
        got.set(h.take());
      } catch (InterruptedException e) {
        got.set("interrupted");
      }
    });
    taker.start();
    Thread.sleep(50); // a thousand times the yielding time: the taker is parked
    h.put("late");
    taker.join(5_000);
    assertThat(got.get()).isEqualTo("late");
  }

  @Test
  void interruptedTaker_stops() throws Exception {
    Handoff<String> h = new Handoff<>();
    AtomicReference<Object> got = new AtomicReference<>();
    Thread taker = new Thread(() -> {
      try {
        got.set(h.take());
      } catch (InterruptedException e) {
        got.set(e);
      }
    });
    taker.start();
    Thread.sleep(20);
    taker.interrupt();
    taker.join(5_000);
    assertThat(got.get()).isInstanceOf(InterruptedException.class);
  }

  @Test
  void secondPutBeforeTake_isRefused() {
    Handoff<String> h = new Handoff<>();
    h.put("a");
    assertThatThrownBy(() -> h.put("b")).isInstanceOf(IllegalStateException.class);
  }
}
