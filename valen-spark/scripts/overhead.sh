#!/usr/bin/env bash
# Spark's overhead on one machine: the same experiment by the local runner (1 and 2 threads) and by
# valen-spark in local mode (local[1], local[2]), each timed (wall clock) and its runs.csv compared.
#   bash valen-spark/scripts/overhead.sh [EXPERIMENT ARGS...]     (default: paper000-fig6)
# Build first: mvn -B -DskipTests package
set -euo pipefail
cd "$(dirname "$0")/../.."
source valen-spark/scripts/java-options.sh
ARGS=("$@"); [ ${#ARGS[@]} -gt 0 ] || ARGS=(paper000-fig6)
WORK=$(mktemp -d /tmp/valen-spark-overhead.XXXXXX)
CP="valen-spark/target/spark-home/jars/*:valen-spark/target/valen-spark-app.jar"
LOG="-Dlog4j2.configurationFile=$(pwd)/valen-spark/scripts/log4j2-quiet.properties"
export SPARK_LOCAL_IP=127.0.0.1
seconds() { local t0; t0=$(date +%s.%N); "$@" >/dev/null 2>"$WORK/err.log" || { cat "$WORK/err.log" >&2; exit 1; }
  echo "$(date +%s.%N) - $t0" | bc; }
printf '%-28s %10s\n' "runner" "seconds"
for t in 1 2; do
  printf '%-28s %10.1f\n' "valen experiment --threads $t" "$(seconds java -jar valen-cli/target/valen.jar experiment \
    "${ARGS[@]}" --threads $t --no-progress -o "$WORK/local-$t")"
done
for m in 1 2; do
  printf '%-28s %10.1f\n' "valen-spark local[$m]" "$(seconds java $OPENS $LOG -cp "$CP" org.valen.spark.ValenSpark \
    experiment "${ARGS[@]}" --master "local[$m]" -o "$WORK/spark-$m")"
done
for f in local-2 spark-1 spark-2; do cmp "$WORK/local-1/runs.csv" "$WORK/$f/runs.csv"; done
echo "runs.csv identical in all four ($(($(wc -l <"$WORK/local-1/runs.csv") - 1)) runs)"
rm -rf "$WORK"
