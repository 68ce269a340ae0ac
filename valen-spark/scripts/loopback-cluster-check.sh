#!/usr/bin/env bash
# The documented check of valen-spark on a real Spark standalone cluster, on this machine only:
# a master and one worker started on 127.0.0.1 from the Spark jars Maven brought (no download at run
# time), the application submitted to it, its runs.csv compared byte for byte with the local runner's,
# and profiles written through the cluster compared with a local valen profile's, every listening
# socket checked to be on loopback, master and worker stopped.
#
# Run from the repository root after `mvn -B -DskipTests package` (or `mvn verify`):
#   bash valen-spark/scripts/loopback-cluster-check.sh
# Exit status 0 when the outputs are identical and nothing listens beyond loopback.
set -euo pipefail
cd "$(dirname "$0")/../.."
APP=valen-spark/target/valen-spark-app.jar
CLI=valen-cli/target/valen.jar
[ -f "$APP" ] && [ -f "$CLI" ] || { echo "build first: mvn -B -DskipTests package" >&2; exit 2; }

WORK=$(mktemp -d /tmp/valen-spark-check.XXXXXX)
# Spark and what it needs: valen-spark's provided-scope dependencies, copied by its build (mvn package)
export SPARK_HOME="$(pwd)/valen-spark/target/spark-home" SPARK_SCALA_VERSION=2.13 SPARK_LOCAL_IP=127.0.0.1
[ -d "$SPARK_HOME/jars" ] || { echo "no $SPARK_HOME/jars: build first: mvn -B -DskipTests package" >&2; exit 2; }
source "$(dirname "$0")/java-options.sh"
LOG="-Dlog4j2.configurationFile=$(pwd)/valen-spark/scripts/log4j2-quiet.properties"
CP="$SPARK_HOME/jars/*"
free_port() { python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1",0)); print(s.getsockname()[1])'; }
MASTER_PORT=$(free_port); MASTER_UI=$(free_port); WORKER_UI=$(free_port)
PIDS=()
stop() { for p in "${PIDS[@]}"; do kill "$p" 2>/dev/null || true; done; wait 2>/dev/null || true; }
trap stop EXIT

java $OPENS $LOG -cp "$CP" org.apache.spark.deploy.master.Master --host 127.0.0.1 --port "$MASTER_PORT" \
  --webui-port "$MASTER_UI" >"$WORK/master.log" 2>&1 &
PIDS+=($!)
for _ in $(seq 60); do grep -q "I have been elected leader" "$WORK/master.log" && break; sleep 1; done
java $OPENS $LOG -cp "$CP" org.apache.spark.deploy.worker.Worker "spark://127.0.0.1:$MASTER_PORT" --host 127.0.0.1 \
  --cores 2 --memory 2g --webui-port "$WORKER_UI" --work-dir "$WORK/worker" >"$WORK/worker.log" 2>&1 &
PIDS+=($!)
for _ in $(seq 60); do grep -q "Successfully registered with master" "$WORK/worker.log" && break; sleep 1; done
grep -q "Successfully registered with master" "$WORK/worker.log" || { echo "the worker did not register; see $WORK" >&2; exit 1; }

submit() { # command (experiment or profile), its arguments...
  java $OPENS $LOG -cp "$CP" org.apache.spark.deploy.SparkSubmit --master "spark://127.0.0.1:$MASTER_PORT" \
    --conf spark.driver.host=127.0.0.1 --conf spark.ui.enabled=false --conf spark.executor.memory=1g \
    --conf "spark.executor.extraJavaOptions=$LOG" --class org.valen.spark.ValenSpark "$APP" "$@"
}
status=0
check() { # name, experiment arguments...
  local name=$1; shift
  java -jar "$CLI" experiment "$@" --no-progress -o "$WORK/$name-local" >/dev/null
  submit experiment "$@" -o "$WORK/$name-cluster" >"$WORK/$name-submit.log" 2>&1 &
  local job=$!
  while kill -0 "$job" 2>/dev/null; do ss -ltnpH | grep java | awk '{print $4}' >>"$WORK/listening.txt"; sleep 1; done
  wait "$job" || { echo "FAIL: $name: spark-submit failed; see $WORK/$name-submit.log" >&2; status=1; return; }
  if cmp "$WORK/$name-local/runs.csv" "$WORK/$name-cluster/runs.csv"; then
    echo "$name: runs.csv identical on the cluster and locally ($(($(wc -l <"$WORK/$name-local/runs.csv") - 1)) runs)"
  else
    echo "FAIL: $name: runs.csv differs" >&2; status=1
  fi
}
check paper000-fig6 paper000-fig6 --seeds 2 --days 0.05
check scenario --scenario valen-spark/scripts/small-scenario.json
# profiling: the same profiles as a local valen profile with the same options, file for file
PROFILE=(--platform bundled:paper001-platform.json --catalogue bundled:paper001-catalogue.json --cores 1,2,3
  --evaluations 600 --population 20 --stall-generations 20 --polish-evaluations 100 --list-search-tries 20)
java -jar "$CLI" profile "${PROFILE[@]}" --threads 2 --no-progress -o "$WORK/profiles-local" >/dev/null
submit profile "${PROFILE[@]}" -o "$WORK/profiles-cluster" >"$WORK/profile-submit.log" 2>&1 &
job=$!
while kill -0 "$job" 2>/dev/null; do ss -ltnpH | grep java | awk '{print $4}' >>"$WORK/listening.txt"; sleep 1; done
if wait "$job" && diff -r "$WORK/profiles-local" "$WORK/profiles-cluster" >/dev/null; then
  echo "profile: $(ls "$WORK/profiles-local" | wc -l) profiles identical on the cluster and locally"
else
  echo "FAIL: profile: the cluster's profiles differ or spark-submit failed; see $WORK/profile-submit.log" >&2; status=1
fi
sort -u "$WORK/listening.txt" >"$WORK/addresses.txt"
echo "addresses java listened on while the applications ran: $(tr '\n' ' ' <"$WORK/addresses.txt")"
if grep -v -E '^(127\.0\.0\.1|\[::ffff:127\.0\.0\.1\]|\[::1\]):' "$WORK/addresses.txt" | grep -q .; then
  echo "FAIL: something listens beyond loopback" >&2; status=1
fi
[ "$status" = 0 ] && rm -rf "$WORK"
exit "$status"
