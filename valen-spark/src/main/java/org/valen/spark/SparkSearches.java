package org.valen.spark;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.Future;
import java.util.function.Function;
import org.apache.spark.api.java.JavaSparkContext;
import org.apache.spark.broadcast.Broadcast;
import org.valen.profiler.search.SearchResult;
import org.valen.profiler.store.CatalogueProfiler;
import org.valen.profiler.store.ProgressListener;
import scala.Tuple2;

/**
 * A profiling run's searches on Spark: one task per (template, core type, core budget) search (or
 * {@code partitions}), each on an executor's own {@link CatalogueProfiler} of the shipped inputs;
 * the results come back exactly and in order, and the driver assembles and writes the files as
 * {@code valen profile} does. A search is a pure function of its inputs and seed, so a retried task
 * finds the same front.
 */
final class SparkSearches implements CatalogueProfiler.SearchRunner {
  private final JavaSparkContext spark;
  private final ShippedProfiling shipped;
  private final int partitions;

  SparkSearches(JavaSparkContext spark, ShippedProfiling shipped, int partitions) {
    this.spark = spark;
    this.shipped = shipped;
    this.partitions = partitions;
  }

  @Override
  public List<Future<SearchResult>> start(List<CatalogueProfiler.Search> searches,
      Function<CatalogueProfiler.Search, SearchResult> local, ProgressListener progress) {
    if (searches.isEmpty()) {
      return List.of();
    }
    Broadcast<ShippedProfiling> inputs = spark.broadcast(shipped);
    List<Tuple2<Integer, CatalogueProfiler.Search>> numbered = new ArrayList<>();
    for (int i = 0; i < searches.size(); i++) {
      numbered.add(new Tuple2<>(i, searches.get(i)));
    }
    List<Tuple2<Integer, ShippedSearchResult>> done = spark
        .parallelize(numbered, Math.max(1, Math.min(partitions, searches.size())))
        .map(t -> {
          ShippedProfiling.Built b = inputs.value().built();
          return new Tuple2<>(t._1(), ShippedSearchResult.of(b.profiler().search(b.catalogue(), t._2())));
        })
        .collect();
    List<Future<SearchResult>> results = new ArrayList<>(java.util.Collections.nCopies(searches.size(), null));
    for (Tuple2<Integer, ShippedSearchResult> t : done) {
      results.set(t._1(), CompletableFuture.completedFuture(t._2().result()));
      progress.step();
    }
    inputs.destroy();
    return results;
  }
}
