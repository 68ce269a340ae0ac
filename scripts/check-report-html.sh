#!/usr/bin/env bash
# Opens an experiment's report.html in a real headless browser (Debian's chromium) and takes a
# screenshot of it, to look at: the tables, the embedded plots, the layout.
#   scripts/check-report-html.sh RUN/report.html shot.png [WIDTHxHEIGHT]
# Install the browser with: apt-get install -y chromium
set -euo pipefail
if [ $# -lt 2 ]; then
  echo "usage: $0 REPORT.html SHOT.png [WIDTHxHEIGHT]" >&2
  exit 2
fi
report="$(cd "$(dirname "$1")" && pwd)/$(basename "$1")"
shot="$2"
size="${3:-1200x3000}"
[ -f "$report" ] || { echo "$0: $1: no such file" >&2; exit 2; }
command -v chromium >/dev/null || { echo "$0: chromium is not installed (apt-get install -y chromium)" >&2; exit 2; }
profile="$(mktemp -d)"
trap 'rm -rf "$profile"' EXIT
chromium --headless --no-sandbox --disable-gpu --disable-quic --no-first-run --disable-background-networking \
  --disable-component-update --disable-sync --user-data-dir="$profile" --hide-scrollbars \
  --window-size="${size/x/,}" --screenshot="$shot" "file://$report" 2>/dev/null
# the page must be whole: no reference to a file beside it (every plot embedded)
if grep -Eo '<img src="[^"]*"' "$report" | grep -v 'src="data:' >/dev/null; then
  echo "$0: $1 refers to images outside itself" >&2
  exit 1
fi
echo "wrote $shot ($(grep -o '<img ' "$report" | wc -l) embedded plots, $(grep -o '<table>' "$report" | wc -l) tables)"
