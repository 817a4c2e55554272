"""Smoke tests of examples/python, so that the examples cannot rot: each agent plays, the learner trains
for a few games and writes its outputs, and a lineup seats the example agents (a few seconds in all)."""
import pathlib
import sys

import pytest

np = pytest.importorskip("numpy", reason="the examples need NumPy: apt-get install python3-numpy")

EXAMPLES = pathlib.Path(__file__).resolve().parents[2] / "examples" / "python"
sys.path.insert(0, str(EXAMPLES))

import heuristic_agent  # noqa: E402
import policy_gradient  # noqa: E402
import random_agent  # noqa: E402
from mjarena import MjarenaGymEnv, run  # noqa: E402


@pytest.mark.parametrize("variant", ["competition-108", "mcr"])
@pytest.mark.parametrize("cls", [random_agent.RandomAgent, heuristic_agent.HeuristicAgent])
def test_agents_play_legal_actions_to_the_end(variant, cls):
    env = MjarenaGymEnv(variant, opponents=("tsumogiri", "random", "random"))
    agent = cls(seed=3)
    for deal in range(3):
        obs, info = env.reset(seed=11 if deal == 0 else None)
        done = False
        while not done:
            legal = np.flatnonzero(info["action_mask"]).tolist()
            action = agent.act(obs, legal)
            assert action in legal
            obs, _, done, _, info = env.step(action)
    env.close()


def test_the_learner_trains_saves_plots_and_compares(tmp_path, monkeypatch):
    monkeypatch.setenv("MJARENA_PG_WEIGHTS", "")           # compare() sets it: restored afterwards
    policy, rows, games = policy_gradient.train(60, seed=5, block=5, batch=2, max_games=10, log=lambda s: None)
    assert games == 10 and [r["games"] for r in rows] == [5, 10]
    assert np.abs(policy.W).sum() > 0                      # the gradient steps moved the weights
    weights = tmp_path / "weights.npz"
    policy.save(weights)
    assert np.array_equal(policy_gradient.LinearPolicy.load(weights).W, policy.W)
    assert policy_gradient.write_curve(rows, tmp_path).exists()
    assert "<polyline" in policy_gradient.svg_curve(rows)
    row, agents = policy_gradient.compare(tmp_path, weights, seed=7, deals=2)
    assert (row["a"], row["b"], row["deals"]) == ("untrained", "trained", 2)
    assert agents["trained"]["fallbacks"] == agents["untrained"]["fallbacks"] == 0


def test_a_lineup_seats_the_random_and_heuristic_agents(tmp_path):
    lineup = tmp_path / "lineup.yaml"
    lineup.write_text("""variant: competition-108
seed: 5
deals: 3
seat_orders: rotations
lineup:
  - { id: rnd, agent: python, params: { module: random_agent, class: RandomAgent } }
  - { id: heur, agent: python, params: { module: heuristic_agent, class: HeuristicAgent } }
  - { id: t, agent: tsumogiri }
  - { id: r, agent: random }
""")
    summary = run(lineup, out=tmp_path / "run", no_report=True)
    assert summary["games"] == 12
    for a in summary["agents"][:2]:
        assert a["fallbacks"] == 0


def test_the_shipped_lineup_runs_as_the_readme_shows(tmp_path):
    summary = run(EXAMPLES / "lineup.yaml", out=tmp_path / "run", deals=2, no_report=True)
    assert summary["games"] == 2 * 4
    python_entries = [a for a in summary["agents"] if a["id"] in ("heuristic", "random-py")]
    assert len(python_entries) == 2 and all(a["fallbacks"] == 0 for a in python_entries)
