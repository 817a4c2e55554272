"""Smoke tests of examples/python, so that the examples cannot rot: each agent plays, the learner trains
for a few games and writes its outputs, and a lineup seats the example agents (a few seconds in all)."""
import pathlib
import sys

import pytest

np = pytest.importorskip("numpy", reason="the examples need NumPy: apt-get install python3-numpy")

EXAMPLES = pathlib.Path(__file__).resolve().parents[2] / "examples" / "python"
sys.path.insert(0, str(EXAMPLES))

import answer_models  # noqa: E402
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


def _answers_file(path, seed, rule):
    """A features file of 120 answers (pass, a chow, a pung), the answer taken as rule(chow flags, pung flags)
    says. Flags 5 and 6 are the chow's and the pung's own, as the commentator's flags of a kind are 0 on others."""
    import json
    import random
    rng = random.Random(seed)
    with open(path, "w") as out:
        out.write(json.dumps({"game": 0, "deal": 0, "order": 0, "entry": "a", "decision": "discard",
                              "options": ["1m", "2m"], "features": [[0] * 21, [0] * 21], "played": 0}) + "\n")
        for n in range(120):
            chow = [rng.randrange(2) if f != 6 else 0 for f in range(21)]
            pung = [rng.randrange(2) if f != 5 else 0 for f in range(21)]
            out.write(json.dumps({"game": n, "deal": n, "order": 0, "entry": "a", "decision": "answer",
                                  "options": ["pass", "chow", "pung"], "features": [[0] * 21, chow, pung],
                                  "played": rule(chow, pung, rng)}) + "\n")


def test_answer_models_find_a_rule_the_flags_tell_and_not_one_they_do_not(tmp_path, capsys):
    told = tmp_path / "told.jsonl"
    _answers_file(told, 1, lambda chow, pung, rng: 1 if chow[5] and not pung[6] else 2 if pung[6] else 0)
    answers = answer_models.read_answers(told)
    assert len(answers) == 120                                # the discard is not an answer
    for predicted in (answer_models.fitted(answers, 1e-4), answer_models.cross_validated(answers, 1e-4)):
        assert answer_models.f1(answers, predicted, 0.3) == {"chow": 1.0, "pung": 1.0}
    hidden = tmp_path / "hidden.jsonl"
    _answers_file(hidden, 2, lambda chow, pung, rng: rng.randrange(3))
    answers = answer_models.read_answers(hidden)
    f1 = answer_models.f1(answers, answer_models.cross_validated(answers, 1e-2), 0.3)
    assert f1["chow"] < 0.6 and f1["pung"] < 0.6
    answer_models.main([str(told), "--decay", "0.001"])
    shown = capsys.readouterr().out
    assert "120 answers" in shown and "five-fold cross-validation, with pairs" in shown
    broken = tmp_path / "broken.jsonl"
    broken.write_text(told.read_text().splitlines()[0] + "\nnot a decision\n")
    with pytest.raises(SystemExit) as stop:
        answer_models.read_answers(broken)
    assert stop.value.code == 2 and "broken.jsonl:2: not a JSON line" in capsys.readouterr().err
