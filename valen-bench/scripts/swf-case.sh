#!/usr/bin/env bash
# The heavy imported log (issue 27): a busy SP2-like log of 50,000 jobs over two years (valen-bench's
# HeavySwfLog: sizes 1-128 processors, run times 30 s - 8 h, requests 1-16x the run time, a daily
# peak above the machine's capacity), imported with `valen import swf` as every user would (8 nodes
# x 16 cores, one template per size and run-time class), then simulated by ValOpt and by MaxUPE,
# each as its own process: wall time, peak resident memory (GNU time), the simulation's own time,
# and MaxUPE's wall time over ValOpt's.
#
#   valen-bench/scripts/swf-case.sh [FOLDER] [JOBS]        (from the repository root, after packaging)
#
# Extra JVM options go in VALEN_JAVA_OPTS as for ./valen.
set -euo pipefail
dir="${1:-${TMPDIR:-/tmp}/valen-swf-case}"
jobs="${2:-50000}"
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
valen="$root/valen"
if [ ! -x /usr/bin/time ]; then
  echo "swf-case.sh: needs GNU time at /usr/bin/time (apt install time)" >&2
  exit 2
fi
rm -rf "$dir"
mkdir -p "$dir"
java -cp "$root/valen-bench/target/benchmarks.jar" org.valen.bench.HeavySwfLog --jobs "$jobs" "$dir/heavy.swf"
"$valen" import swf "$dir/heavy.swf" -o "$dir/case" | grep imported

printf '%-8s %10s %12s  %s\n' policy "wall (s)" "peak (MB)" notes
declare -A walls
for policy in ValOpt MaxUPE; do
  /usr/bin/time -f '%e %M' -o "$dir/time.log" "$valen" simulate --platform "$dir/case/platform.json" \
    --workload "$dir/case/workload.json" --policy "$policy" -o "$dir/run-$policy" > "$dir/out.log"
  read -r wall kb < "$dir/time.log"
  walls[$policy]=$wall
  printf '%-8s %10s %12.0f  %s\n' "$policy" "$wall" "$((kb / 1024))" \
    "simulation $(grep -o '([0-9.]* s)' "$dir/out.log" | tail -1 | tr -d '()')"
done
awk -v a="${walls[MaxUPE]}" -v b="${walls[ValOpt]}" 'BEGIN {printf "MaxUPE / ValOpt: %.2f (wall time)\n", a / b}'
