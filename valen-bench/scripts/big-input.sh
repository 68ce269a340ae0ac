#!/usr/bin/env bash
# The big-input bench (issues 18 and 27): paper 000's trial 1 scaled K times (default 10: 1,000
# machines, the arrivals of trials 1..K merged, 338,771 jobs, a 119 MB workload.json; K = 100:
# 10,000 machines, 3.36 M jobs, 1.19 GB), then the commands a user runs on it, each as its own
# process: wall time, peak resident memory (from GNU time), and for simulate the simulation's own
# time as the command prints it.
#
#   valen-bench/scripts/big-input.sh [K] [FOLDER] [POLICY[:ENVIRONMENT] ...]   (from the repository root, after packaging)
#
# Policies default to MaxUtility (queued); e.g. `big-input.sh 100 /tmp/x100 FCFS-P0:polled MaxUPE`.
# Extra JVM options (e.g. a heap cap, -Xmx900m) go in VALEN_JAVA_OPTS as for ./valen.
set -euo pipefail
scale="${1:-10}"
dir="${2:-${TMPDIR:-/tmp}/valen-big-input}"
shift $(( $# < 2 ? $# : 2 ))
policies=("${@:-MaxUtility}")
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
valen="$root/valen"
if [ ! -x /usr/bin/time ]; then
  echo "big-input.sh: needs GNU time at /usr/bin/time (apt install time)" >&2
  exit 2
fi
rm -rf "$dir"
mkdir -p "$dir"

# runs a command under GNU time; prints "wall_s peak_MB"
measure() {
  local log="$dir/time.log"
  /usr/bin/time -f '%e %M' -o "$log" "$@" > "$dir/out.log"
  awk '{printf "%.1f %.0f", $1, $2 / 1024}' "$log"
}

printf '%-10s %10s %12s  %s\n' command "wall (s)" "peak (MB)" notes
read -r wall peak <<< "$(measure "$valen" paper000 generate --trial 1 --scale "$scale" -o "$dir/case")"
printf '%-10s %10s %12s  %s\n' generate "$wall" "$peak" "$(grep -o '[0-9]* arrivals' "$dir/out.log"), $(du -m "$dir/case/workload.json" | cut -f1) MB workload.json"
read -r wall peak <<< "$(measure "$valen" validate "$dir/case/platform.json" "$dir/case/catalogue.json" "$dir/case/workload.json")"
printf '%-10s %10s %12s  %s\n' validate "$wall" "$peak" "$(grep -c ': ok' "$dir/out.log") files ok"
for p in "${policies[@]}"; do
  policy="${p%%:*}"
  environment="queued"
  [ "$p" != "$policy" ] && environment="${p#*:}"
  read -r wall peak <<< "$(measure "$valen" simulate --platform "$dir/case/platform.json" --workload "$dir/case/workload.json" --policy "$policy" --option "environment=$environment" -o "$dir/run-$policy-$environment")"
  printf '%-10s %10s %12s  %s\n' simulate "$wall" "$peak" "$policy $environment; simulation $(grep -o '([0-9.]* s)' "$dir/out.log" | tail -1 | tr -d '()'), $(du -m "$dir/run-$policy-$environment/jobs.csv" | cut -f1) MB jobs.csv"
done
