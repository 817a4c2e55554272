#!/usr/bin/env bash
# The engine against the cheapest possible game, in one sitting: for each variant, the tsumogiri lower
# bound (../shared/bench/LowerBound.java, median of 5) and `mjarena bench` of four tsumogiri players on
# one thread, without and with every event recorded; prints games/s and the ratios to the bound.
# Usage: benchmarks/ratios.sh [GAMES_108] [GAMES_MCR]   (defaults 1000000 and 500000, as in docs/speed.md)
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
bound="$root/../shared/bench/LowerBound.java"
[ -f "$bound" ] || { echo "ratios.sh: $bound not found (it lives beside the repository, in shared/bench)" >&2; exit 2; }
games108="${1:-1000000}"
gamesMcr="${2:-500000}"
"$root/mjarena" --version >/dev/null   # builds the CLI jar when it is stale, before anything is timed

median() { java "$bound" "$1" 1000000 5 | sed -n 's/.*MEDIAN games\/s=\([0-9]*\).*/\1/p'; }
bench() { "$root/mjarena" bench --variant "$1" --agent tsumogiri --games "$2" --threads 1 --record "$3" \
  | sed -n 's/.*"games_per_s":\([0-9]*\).*/\1/p'; }

for run in "108 competition-108 $games108" "144 mcr $gamesMcr"; do
  set -- $run
  lower=$(median "$1")
  plain=$(bench "$2" "$3" none)
  recorded=$(bench "$2" "$3" events)
  awk -v v="$2" -v l="$lower" -v p="$plain" -v r="$recorded" 'BEGIN {
    printf "%-16s lower bound %8d games/s | bench %7d games/s = %.3f of it | recording events %7d games/s = %.3f of it, %.2f of bench\n",
      v, l, p, p / l, r, r / l, r / p }'
done
