#!/usr/bin/env bash
# The external-policy protocol's speed (valen-external/README.md#speed), from the repository's top folder
# after `mvn -q -B -DskipTests package`:
#   flock /tmp/valen-heavy.lock valen-external/scripts/bench.sh [WORK_FOLDER]
# 1. the protocol's cost per decision point: a Java policy and a Python one that both decide nothing, with the
#    kernel timing every decision (ProtocolBench), on paper 001's month and on paper 000's trial 1; the floor
#    (a bare line there and back); the client's share (a recorded session replayed: client_cost.py);
# 2. whole runs, Python against Java, with `cmp` of their jobs.csv: EDF on paper 001's month and on trial 1,
#    Max UPE on trial 1 (offers from the ETC/APC matrices: --profiles names no folder).
set -euo pipefail
top="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
work="${1:-/tmp/valen-external-bench}"
cd "$top"
export PYTHONPATH="$top/clients/python/src${PYTHONPATH:+:$PYTHONPATH}"
jar=valen-cli/target/valen.jar
mkdir -p "$work"
echo "# $(date -u +%FT%TZ), load average: $(cut -d' ' -f1-3 /proc/loadavg), $(python3 --version)"
[ -f "$work/trial1/workload.json" ] || ./valen paper000 generate --trial 1 -o "$work/trial1" >/dev/null
t1="--platform $work/trial1/platform.json --workload $work/trial1/workload.json --variability none --profiles $work/none"

echo "## the protocol's cost per decision point (and a bare round trip of one line: the floor)"
java -cp "$jar" org.valen.external.bench.ProtocolBench --runs 3
java -cp "$jar" org.valen.external.bench.ProtocolBench --runs 3 \
    --platform "$work/trial1/platform.json" --workload "$work/trial1/workload.json"
echo "## the client's own share: a recorded session of the idle policy replayed without the kernel"
VALEN_POLICY_RECORD="$work/idle.rec" ./valen simulate --policy external \
    --option command="python3 -m valen_policy.examples.idle" -o "$work/idle" >/dev/null
python3 valen-external/scripts/client_cost.py "$work/idle.rec"

run() { # NAME, then the arguments of valen simulate: prints the summary line and the wall time
  local name="$1"; shift
  local start end
  start=$(date +%s.%N)
  VALEN_CLASSPATH=valen-examples/target/classes ./valen simulate "$@" -o "$work/$name" | head -1
  end=$(date +%s.%N)
  printf '%s: %.1f s wall\n' "$name" "$(echo "$end - $start" | bc)"
}
same() { cmp -s "$work/$1/jobs.csv" "$work/$2/jobs.csv" && echo "jobs.csv of $1 and $2: identical" \
  || echo "jobs.csv of $1 and $2: DIFFERENT"; }

echo "## whole runs"
run edf-month --policy EDF
run edf-py-month --policy external --option command="python3 -m valen_policy.examples.edf"
same edf-month edf-py-month
# shellcheck disable=SC2086
run edf-trial1 $t1 --policy EDF
# shellcheck disable=SC2086
run edf-py-trial1 $t1 --policy external --option command="python3 -m valen_policy.examples.edf"
same edf-trial1 edf-py-trial1
# shellcheck disable=SC2086
run maxupe-trial1 $t1 --policy MaxUPE
# shellcheck disable=SC2086
run maxupe-py-trial1 $t1 --policy external --option command="python3 -m valen_policy.examples.max_upe"
same maxupe-trial1 maxupe-py-trial1
echo "# load average at the end: $(cut -d' ' -f1-3 /proc/loadavg)"
