package org.valen.experiments;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.function.IntConsumer;

/**
 * Runs independent pieces of work on a fixed number of threads. Each piece writes its result to
 * its own slot, so results come out in piece order whatever the thread count; the first failure is
 * rethrown as is (a checked exception wrapped in an {@link IllegalStateException}).
 */
public final class Parallel {
  private Parallel() {}

  /** Runs {@code work} for 0 … {@code count}−1 on {@code threads} threads and waits for all. */
  public static void forEach(int count, int threads, IntConsumer work) {
    ExecutorService pool = Executors.newFixedThreadPool(Math.max(1, threads));
    try {
      List<Future<?>> futures = new ArrayList<>();
      for (int i = 0; i < count; i++) {
        int index = i;
        futures.add(pool.submit(() -> work.accept(index)));
      }
      for (Future<?> f : futures) {
        f.get();
      }
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new IllegalStateException("interrupted", e);
    } catch (ExecutionException e) {
      if (e.getCause() instanceof Error error) {
        throw error; // out of memory, say: as the thread met it
      }
      throw e.getCause() instanceof RuntimeException re ? re : new IllegalStateException(e.getCause());
    } finally {
      pool.shutdownNow();
    }
  }
}
