#!/usr/bin/env bash
# Catalogue-scale profiling (issue 27): an imported job log's catalogue of about 500 templates,
# profiled by `valen profile` on 2 threads; wall time and peak resident memory from GNU time, and
# the minimum-time line the command prints.
#
#   valen-bench/scripts/catalogue-profile.sh [TRACE [IMPORT OPTIONS...]]   (from the repository root, after packaging)
#
# Default: the NASA iPSC/860 log in ../shared/data/swf, whole, with --time-classes 5 (510 templates
# of 1-128 rigid tasks on 8 nodes of 16 cores). The issue's SDSC-SP2 30-day window would be
#   catalogue-profile.sh SDSC-SP2-1998-4.2-cln.swf.gz --days 30
# Extra JVM options (e.g. -XX:+UseParallelGC) go in VALEN_JAVA_OPTS as for ./valen.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
trace="${1:-$root/../shared/data/swf/NASA-iPSC-1993-3.1-cln.swf.gz}"
shift || true
options=("$@")
[ ${#options[@]} -eq 0 ] && options=(--time-classes 5)
dir="${TMPDIR:-/tmp}/valen-catalogue-profile"
[ -x /usr/bin/time ] || { echo "catalogue-profile.sh: needs GNU time at /usr/bin/time (apt install time)" >&2; exit 2; }
rm -rf "$dir" && mkdir -p "$dir"
"$root/valen" import swf "$trace" "${options[@]}" --name catalogue -o "$dir/case" > /dev/null
/usr/bin/time -f '%e %M' -o "$dir/time.log" "$root/valen" profile --platform "$dir/case/platform.json" \
    --catalogue "$dir/case/catalogue.json" -o "$dir/profiles" --threads 2 --no-progress > "$dir/out.log"
read -r wall peak < "$dir/time.log"
printf 'valen profile of %s (%s), 2 threads: %.1f s wall, %d MB peak RSS\n' "$(basename "$trace")" \
    "${options[*]}" "$wall" "$((peak / 1024))"
cat "$dir/out.log"
