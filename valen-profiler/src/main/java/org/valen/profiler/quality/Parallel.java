package org.valen.profiler.quality;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.function.IntFunction;

/** Runs independent items on a fixed pool; results in item order, whatever the thread count. */
final class Parallel {
  private Parallel() {}

  /** {@code perItem} for items {@code 0 … items-1} on {@code threads} threads, in item order. */
  static <T> List<T> forEach(int items, int threads, IntFunction<T> perItem) {
    ExecutorService pool = Executors.newFixedThreadPool(threads);
    try {
      List<Future<T>> futures = new ArrayList<>();
      for (int i = 0; i < items; i++) {
        int index = i;
        futures.add(pool.submit(() -> perItem.apply(index)));
      }
      List<T> all = new ArrayList<>();
      for (Future<T> f : futures) {
        all.add(f.get());
      }
      return all;
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new IllegalStateException(e);
    } catch (ExecutionException e) {
      throw new IllegalStateException(e.getCause());
    } finally {
      pool.shutdownNow();
    }
  }
}
