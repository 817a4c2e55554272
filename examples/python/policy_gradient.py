"""A small policy-gradient learner in NumPy alone: REINFORCE with a baseline, a linear softmax discard
policy over mjarena's feature planes, trained against tsumogiri and random in competition-108.

    /usr/bin/python3 examples/python/policy_gradient.py --minutes 4 --seed 1 --out out/pg

The policy: on its turn the seat picks the kind k to discard with probability softmax(W x + b)[k] over
the legal discard kinds, x the observation's 12 x K planes flattened. Every other decision follows a
fixed rule: win when legal, declare ting when legal (on the chosen discard, or on the dealt tiles),
pass on claims, never kong. After each game every discard of the game is credited with the game's
points minus a running baseline (scaled by a running deviation); the gradient steps are Adam's.

It writes to --out: curve.csv (win rate and mean points per block of games), curve.png or curve.svg,
weights.npz, lineup.yaml, and the run of that lineup (the untrained policy and the trained one, as
`agent: python` entries of this module, against tsumogiri and random, over the same deals in the four
rotations), then prints the paired comparison of the two.
"""
import argparse
import csv
import os
import pathlib
import sys
import time

import numpy as np

VARIANT = "competition-108"
OPPONENTS = ("tsumogiri", "random", "random")
# The trained entry of the lineup loads its weights from here (main sets it before running the lineup).
WEIGHTS = os.environ.get("MJARENA_PG_WEIGHTS")


def codes(kinds):
    """The fixed action indices of docs/python.md for a variant with `kinds` tile kinds (27 or 34)."""
    win = 4 * kinds if kinds == 27 else 3 * kinds
    return {"win": win, "pass": win + 6, "ting": win + 7 if kinds == 27 else None,
            "ting_discard": 3 * kinds if kinds == 27 else None}


class LinearPolicy:
    """logits = W x + b over the K discard kinds, x the flattened planes; zeros make it uniform."""

    def __init__(self, kinds, W=None, b=None):
        self.kinds = kinds
        self.c = codes(kinds)
        self.W = np.zeros((kinds, 12 * kinds)) if W is None else W
        self.b = np.zeros(kinds) if b is None else b

    @classmethod
    def load(cls, path):
        with np.load(path) as z:
            return cls(int(z["kinds"]), z["W"], z["b"])

    def save(self, path):
        np.savez_compressed(path, W=self.W, b=self.b, kinds=self.kinds)

    def decide(self, observation, legal, rng):
        """(action, (x, mask, kind) or None): the fixed rule, or a discard sampled from the policy,
        with what the gradient needs of it."""
        c = self.c
        legal = set(legal)
        if c["win"] in legal:
            return c["win"], None
        if c["ting"] is not None and c["ting"] in legal:
            return c["ting"], None
        mask = np.zeros(self.kinds, dtype=bool)
        for k in range(self.kinds):
            mask[k] = k in legal or (c["ting_discard"] is not None and c["ting_discard"] + k in legal)
        if observation["decision"] != "turn" or not mask.any():
            return (c["pass"] if c["pass"] in legal else min(legal)), None
        x = observation["observation"].ravel().astype(np.float64)
        p = self.probabilities(x, mask)
        k = int(rng.choice(self.kinds, p=p))
        if c["ting_discard"] is not None and c["ting_discard"] + k in legal:
            return c["ting_discard"] + k, (x, mask, k)
        return k, (x, mask, k)

    def probabilities(self, x, mask):
        z = self.W @ x + self.b
        z = np.where(mask, z - z[mask].max(), -np.inf)
        e = np.exp(z)
        return e / e.sum()


class _PolicyAgent:
    """The policy as an `agent: python` lineup entry (sampling, as it was trained), seeded per game."""
    policy = None

    def __init__(self, seed=0):
        self.rng = np.random.default_rng(seed & 0xFFFFFFFFFFFFFFFF)   # the arena's seeds are signed longs

    def act(self, observation, legal_actions):
        if self.policy is None:
            type(self).policy = self._make(len(observation["hand"]))
        return self.policy.decide(observation, legal_actions, self.rng)[0]


class UntrainedPolicy(_PolicyAgent):
    """The policy before training: zero weights, a uniform choice among the legal discards."""

    def _make(self, kinds):
        return LinearPolicy(kinds)


class TrainedPolicy(_PolicyAgent):
    """The policy trained by this script, loaded from WEIGHTS (the MJARENA_PG_WEIGHTS environment variable)."""

    def _make(self, kinds):
        path = WEIGHTS or os.environ.get("MJARENA_PG_WEIGHTS")
        if not path:
            raise RuntimeError("set MJARENA_PG_WEIGHTS to the weights.npz written by policy_gradient.py")
        return LinearPolicy.load(path)


class Adam:
    def __init__(self, shapes, lr, beta1=0.9, beta2=0.999, eps=1e-8):
        self.lr, self.b1, self.b2, self.eps, self.t = lr, beta1, beta2, eps, 0
        self.m = [np.zeros(s) for s in shapes]
        self.v = [np.zeros(s) for s in shapes]

    def step(self, params, grads):
        """Gradient ascent: params += lr * m_hat / (sqrt(v_hat) + eps)."""
        self.t += 1
        for p, g, m, v in zip(params, grads, self.m, self.v):
            m *= self.b1
            m += (1 - self.b1) * g
            v *= self.b2
            v += (1 - self.b2) * g * g
            p += self.lr * (m / (1 - self.b1 ** self.t)) / (np.sqrt(v / (1 - self.b2 ** self.t)) + self.eps)


def won(env, seat):
    """Whether `seat` won the game just over (a ting player's win is automatic, so not an action of ours)."""
    return any(int(w.seat().index()) == seat for w in env._table.env.outcome().wins())


def train(seconds, seed, block=200, lr=0.01, batch=8, max_games=None, log=print):
    """Trains for `seconds` (or `max_games`) from `seed`; returns (policy, rows of the learning curve)."""
    from mjarena import MjarenaGymEnv
    rng = np.random.default_rng(seed)
    env = MjarenaGymEnv(VARIANT, opponents=OPPONENTS, seat=0)
    policy = LinearPolicy(env.codec.kinds)
    opt = Adam([policy.W.shape, policy.b.shape], lr)
    baseline, spread = 0.0, 1.0
    gW, gb = np.zeros_like(policy.W), np.zeros_like(policy.b)
    rows, wins, points, games, pending = [], 0, 0.0, 0, 0
    start = time.monotonic()
    obs, info = env.reset(seed=seed)
    while time.monotonic() - start < seconds and (max_games is None or games < max_games):
        steps, done, reward = [], False, 0
        while not done:
            action, grad_info = policy.decide(obs, np.flatnonzero(info["action_mask"]).tolist(), rng)
            if grad_info is not None:
                steps.append(grad_info)
            obs, reward, done, _, info = env.step(action)
        games += 1
        wins += won(env, 0)
        points += reward
        advantage = (reward - baseline) / spread
        baseline += 0.01 * (reward - baseline)
        spread += 0.01 * (abs(reward - baseline) - spread)
        spread = max(spread, 1e-3)
        for x, mask, k in steps:                  # d log p(k) / d logits = onehot(k) - p
            g = -policy.probabilities(x, mask)
            g[k] += 1
            gW += advantage * np.outer(g, x)
            gb += advantage * g
        pending += 1
        if pending == batch:
            opt.step([policy.W, policy.b], [gW / batch, gb / batch])
            gW[:], gb[:], pending = 0, 0, 0
        if games % block == 0:
            rows.append({"block": len(rows) + 1, "games": games, "win_rate": wins / block,
                         "mean_points": points / block, "seconds": round(time.monotonic() - start, 1)})
            log(f"games {games:6d}  win rate {wins / block:.3f}  mean points {points / block:+.3f}")
            wins, points = 0, 0.0
        obs, info = env.reset()                   # the next deal of the same root seed
    env.close()
    return policy, rows, games


def smooth(values, n=10):
    """The mean of each value and the n - 1 before it (fewer at the start): the block curves are noisy."""
    return [sum(values[max(0, i - n + 1):i + 1]) / (i + 1 - max(0, i - n + 1)) for i in range(len(values))]


def write_curve(rows, out):
    with open(out / "curve.csv", "w", newline="") as f:
        w = csv.DictWriter(f, fieldnames=["block", "games", "win_rate", "mean_points", "seconds"])
        w.writeheader()
        w.writerows(rows)
    try:
        import matplotlib
        matplotlib.use("Agg")
        import matplotlib.pyplot as plt
    except ImportError:
        path = out / "curve.svg"
        path.write_text(svg_curve(rows))
        return path
    fig, (a, b) = plt.subplots(2, 1, figsize=(6, 5), sharex=True)
    g = [r["games"] for r in rows]
    for ax, key in ((a, "win_rate"), (b, "mean_points")):
        ys = [r[key] for r in rows]
        ax.plot(g, ys, color="#aac8e4", linewidth=0.8)
        ax.plot(g, smooth(ys), color="#1f77b4")
    a.set_ylabel("win rate")
    b.set_ylabel("mean points")
    b.set_xlabel("games")
    fig.tight_layout()
    path = out / "curve.png"
    fig.savefig(path, dpi=80)
    return path


def svg_curve(rows, width=560, height=180):
    """Two small line charts (win rate, mean points per game, by block) as one SVG, without matplotlib."""
    parts = [f'<svg xmlns="http://www.w3.org/2000/svg" width="{width}" height="{2 * height + 30}" '
             'font-family="sans-serif" font-size="11">', '<rect width="100%" height="100%" fill="white"/>']
    gmax = max(r["games"] for r in rows)
    for i, (key, label) in enumerate((("win_rate", "win rate"), ("mean_points", "mean points per game"))):
        top = 10 + i * (height + 10)
        ys = [r[key] for r in rows]
        lo, hi = min(ys), max(ys)
        lo, hi = (lo - 0.5, hi + 0.5) if hi == lo else (lo - 0.05 * (hi - lo), hi + 0.05 * (hi - lo))
        lo = max(lo, 0.0) if key == "win_rate" else lo
        x0, x1, y0, y1 = 60, width - 10, top + height - 25, top + 15
        px = lambda g: x0 + (x1 - x0) * g / gmax
        py = lambda v: y0 + (y1 - y0) * (v - lo) / (hi - lo)
        pts = " ".join(f"{px(r['games']):.1f},{py(r[key]):.1f}" for r in rows)
        avg = " ".join(f"{px(r['games']):.1f},{py(v):.1f}" for r, v in zip(rows, smooth(ys)))
        parts += [f'<text x="{x0}" y="{top + 10}">{label} per block of {rows[0]["games"]} games '
                  '(dark: mean of the last 10 blocks)</text>',
                  f'<line x1="{x0}" y1="{y0}" x2="{x1}" y2="{y0}" stroke="#888"/>',
                  f'<line x1="{x0}" y1="{y0}" x2="{x0}" y2="{y1}" stroke="#888"/>',
                  f'<text x="{x0 - 4}" y="{y0}" text-anchor="end">{lo:.3g}</text>',
                  f'<text x="{x0 - 4}" y="{y1 + 8}" text-anchor="end">{hi:.3g}</text>',
                  f'<text x="{x1}" y="{y0 + 14}" text-anchor="end">{gmax} games</text>',
                  f'<polyline fill="none" stroke="#aac8e4" stroke-width="1" points="{pts}"/>',
                  f'<polyline fill="none" stroke="#1f77b4" stroke-width="1.5" points="{avg}"/>']
    parts.append("</svg>")
    return "\n".join(parts) + "\n"


LINEUP = """# Written by examples/python/policy_gradient.py: the policy before and after training, paired.
variant: {variant}
seed: {seed}
deals: {deals}
seat_orders: rotations
lineup:
  - {{ id: untrained, agent: python, params: {{ module: policy_gradient, class: UntrainedPolicy }} }}
  - {{ id: trained, agent: python, params: {{ module: policy_gradient, class: TrainedPolicy }} }}
  - {{ id: tsumogiri, agent: tsumogiri }}
  - {{ id: random, agent: random }}
"""


def compare(out, weights, seed, deals):
    """Runs the paired lineup through mjarena.run and returns (paired row, agents rows)."""
    import mjarena
    global WEIGHTS
    WEIGHTS = os.environ["MJARENA_PG_WEIGHTS"] = str(weights.resolve())
    here = str(pathlib.Path(__file__).resolve().parent)
    if here not in sys.path:
        sys.path.insert(0, here)
    lineup = out / "lineup.yaml"
    lineup.write_text(LINEUP.format(variant=VARIANT, seed=seed, deals=deals))
    summary = mjarena.run(lineup, out=out / "run", force=True, no_report=True)
    row = next(p for p in summary["paired"] if p["a"] == "untrained" and p["b"] == "trained")
    return row, {a["id"]: a for a in summary["agents"]}


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--minutes", type=float, default=4.0, help="training time (default 4)")
    ap.add_argument("--seed", type=int, default=1, help="root seed of training and evaluation (default 1)")
    ap.add_argument("--out", default="out/pg", help="output folder (default out/pg)")
    ap.add_argument("--block", type=int, default=200, help="games per point of the learning curve")
    ap.add_argument("--games", type=int, default=None, help="stop after this many games as well")
    ap.add_argument("--eval-deals", type=int, default=1000, help="deals of the paired comparison (x4 rotations)")
    args = ap.parse_args(argv)
    out = pathlib.Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    policy, rows, games = train(args.minutes * 60, args.seed, block=args.block, max_games=args.games)
    weights = out / "weights.npz"
    policy.save(weights)
    print(f"trained on {games} games; weights in {weights}")
    if rows:
        print(f"learning curve: {write_curve(rows, out)} and {out / 'curve.csv'}")
        first, last = rows[:10], rows[-10:]
        print(f"win rate over the first {len(first)} blocks {sum(r['win_rate'] for r in first) / len(first):.4f}, "
              f"over the last {len(last)} {sum(r['win_rate'] for r in last) / len(last):.4f}")
    row, agents = compare(out, weights, args.seed + 1000, args.eval_deals)
    for id_ in ("untrained", "trained"):
        a = agents[id_]
        print(f"{id_:9s} games {a['games']}  win rate {a['win_rate']:.3f}  points/game {a['points_mean']:+.3f}")
    pd, wd = row["points_diff"], row["win_rate_diff"]
    print(f"paired {row['a']} - {row['b']} over {row['deals']} deals: points/deal {pd['mean']:+.3f} "
          f"{pd['ci95']}, win rate {wd['mean']:+.4f} {wd['ci95']}, p = {row['p_value']}")
    return row


if __name__ == "__main__":
    main()
