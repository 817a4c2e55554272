#!/usr/bin/env bash
# Measures the commentator for docs/commentary.md: self-play of four copies of each non-random agent in
# both variants (seed 8, DEALS deals, one seat order since the four are the same), recorded once, then
# commented by each method and view with the distance rule for claims, and by the combined method with
# the thesis's rule (`mjarena commentate`). Prints one markdown table row per agent, method and rule.
# Usage: docs/commentary/measure.sh [DEALS] [OUT]      (defaults: 400, out/commentary-measure)
#        AGENTS="fanfou-op perceptron" docs/commentary/measure.sh ...   measures only those agents
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
deals="${1:-400}"
out="${2:-$root/out/commentary-measure}"
read -r -a agents <<<"${AGENTS:-default-order distance-to-win fanfou-ba fanfou-op fanfou-mc shanten-8fan perceptron}"
mkdir -p "$out"
echo "| variant | agent | method | view | reactions | discards | hit rate [95% CI] | mean candidates | top-1 | top-3 | same-size random | chow F1 | pung F1 | kong F1 | win F1 |"
echo "|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|"
for variant in competition-108 mcr; do
  for agent in "${agents[@]}"; do
    dir="$out/$variant-$agent"
    cat >"$out/$variant-$agent.yaml" <<YAML
variant: $variant
seed: 8
deals: $deals
seat_orders: all
commentary: off
record: events
lineup:
  - { id: a1, agent: $agent }
  - { id: a2, agent: $agent }
  - { id: a3, agent: $agent }
  - { id: a4, agent: $agent }
output: $dir
YAML
    "$root/mjarena" run "$out/$variant-$agent.yaml" --force >/dev/null 2>&1
    for mv in "expert table distance" "statistical table distance" "combined table distance" \
        "combined player distance" "combined table thesis"; do
      set -- $mv
      "$root/mjarena" commentate "$dir" --method "$1" --view "$2" --reactions "$3" >/dev/null
      python3 - "$dir/commentary.json" "$variant" "$agent" "$1" "$2" "$3" <<'PY'
import json, sys
c = json.load(open(sys.argv[1]))["commentary"]["overall"]
d = c["discard"]
def pct(x): return f"{100 * x:.1f}%"
def f1(k): return pct(c[k]["f1"]) if c[k]["tp"] + c[k]["fp"] + c[k]["fn"] else "-"
ci = d["hit_rate_ci95"]
print(f"| {sys.argv[2]} | {sys.argv[3]} | {sys.argv[4]} | {sys.argv[5]} | {sys.argv[6]} | {d['decisions']:,} | "
      f"{pct(d['hit_rate'])} [{100*ci[0]:.1f}, {100*ci[1]:.1f}] | {d['mean_candidates']:.2f} | {pct(d['top1_rate'])} | "
      f"{pct(d['top3_rate'])} | {pct(d['same_size_random_hit_rate'])} | {f1('chi')} | {f1('pong')} | {f1('kong')} | {f1('hu')} |")
PY
    done
  done
done
