package org.valen.hc.paper000.mapping;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Comparator;
import java.util.HashMap;
import java.util.Map;
import java.util.Random;
import java.util.TreeSet;
import org.junit.jupiter.api.RepeatedTest;
import org.junit.jupiter.api.RepetitionInfo;

/** {@link SlotHeap} against a sorted set under random puts, moves, removals and polls, and whether a new key keeps the first first. */
class SlotHeapTest {

  private record Entry(int slot, double key, int tie) {}

  @RepeatedTest(20)
  void shouldAlwaysPeekTheSmallestKeyThenTie(RepetitionInfo info) {
    long seed = info.getCurrentRepetition();
    check(new SlotHeap[] {new SlotHeap()}, seed);
  }

  @RepeatedTest(10)
  void shouldKeepEachHeapOfAFamilyApartWhenTheyShareOnePositionMap(RepetitionInfo info) {
    SlotHeap.Positions shared = new SlotHeap.Positions();
    SlotHeap[] family = new SlotHeap[5];
    for (int h = 0; h < family.length; h++) {
      family[h] = new SlotHeap(shared);
    }
    check(family, 100 + info.getCurrentRepetition());
  }

  /** Random operations on the heaps, slot s always in heap s mod their number, each against a sorted set. */
  private static void check(SlotHeap[] heaps, long seed) {
    Random random = new Random(seed);
    for (int h = 0; h < heaps.length; h++) {
      checkOne(heaps, h, random, seed);
    }
  }

  private static void checkOne(SlotHeap[] heaps, int which, Random random, long seed) {
    SlotHeap heap = heaps[which];
    heap.clear(); // what sibling traffic put in while another heap was checked
    Comparator<Entry> order = Comparator.comparingDouble(Entry::key).thenComparingInt(Entry::tie);
    TreeSet<Entry> reference = new TreeSet<>(order);
    Map<Integer, Entry> bySlot = new HashMap<>();
    for (int step = 0; step < 5_000; step++) {
      int slot = random.nextInt(300 / heaps.length) * heaps.length + which;
      if (heaps.length > 1 && random.nextInt(3) == 0) { // traffic in a sibling heap of the family
        int other = (which + 1) % heaps.length;
        int s = random.nextInt(300 / heaps.length) * heaps.length + other;
        if (random.nextBoolean()) {
          heaps[other].put(s, random.nextInt(9), s);
        } else {
          heaps[other].remove(s);
        }
        assertThat(heap.contains(s)).isFalse();
      }
      int op = random.nextInt(10);
      if (op < 6) {
        Entry e = new Entry(slot, (random.nextInt(100) - 50) * 0.5, slot * 7 % 307);
        Entry old = bySlot.put(slot, e);
        if (old != null) {
          reference.remove(old);
        }
        reference.add(e);
        heap.put(slot, e.key(), e.tie());
      } else if (op < 8) {
        Entry old = bySlot.remove(slot);
        if (old != null) {
          reference.remove(old);
        }
        heap.remove(slot);
      } else if (!reference.isEmpty()) {
        Entry first = reference.pollFirst();
        bySlot.remove(first.slot());
        assertThat(heap.poll()).as("seed %d step %d", seed, step).isEqualTo(first.slot());
      }
      assertThat(heap.size()).isEqualTo(reference.size());
      if (!reference.isEmpty()) {
        assertThat(heap.peek()).as("seed %d step %d", seed, step).isEqualTo(reference.first().slot());
        assertThat(heap.peekKey()).isEqualTo(reference.first().key());
        assertThat(heap.peekTie()).isEqualTo(reference.first().tie());
        Entry first = reference.first();
        Entry rekeyed = new Entry(first.slot(), (random.nextInt(100) - 50) * 0.5, first.tie());
        Entry second = reference.higher(first);
        assertThat(heap.staysFirst(rekeyed.key(), rekeyed.tie())).as("seed %d step %d: stays first", seed, step)
            .isEqualTo(second == null || order.compare(rekeyed, second) < 0);
      }
      assertThat(heap.contains(slot)).isEqualTo(bySlot.containsKey(slot));
      if (bySlot.containsKey(slot)) {
        assertThat(heap.keyOf(slot)).isEqualTo(bySlot.get(slot).key());
      }
    }
  }
}
