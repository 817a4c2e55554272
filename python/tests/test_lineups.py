"""Lineups run from Python: Python agents at the table, their faults counted, and the same bytes as
the Java launcher for a lineup of built-in agents."""
import json
import os
import pathlib
import subprocess
import textwrap

import mjarena
from mjarena import _jvm

AGENTS = textwrap.dedent('''
    import random

    class Seeded:
        """Picks at random among the legal actions, from its seed; counts the games it saw end."""
        ended = 0

        def __init__(self, seed):
            self.rng = random.Random(seed)

        def act(self, observation, legal_actions):
            assert observation["action_mask"][legal_actions[0]] == 1
            return legal_actions[self.rng.randrange(len(legal_actions))]

        def game_ended(self, seat, rewards):
            assert sum(rewards) == 0
            Seeded.ended += 1

    class Raiser:
        def act(self, observation, legal_actions):
            raise RuntimeError("raising on purpose")
''')


def lineup(tmp_path, entry, name="lineup.yaml"):
    (tmp_path / "py_agents.py").write_text(AGENTS)
    path = tmp_path / name
    path.write_text(textwrap.dedent(f'''
        variant: competition-108
        seed: 5
        deals: 3
        seat_orders: rotations
        threads: 2
        lineup:
          - {entry}
          - {{ id: t, agent: tsumogiri }}
          - {{ id: r, agent: random }}
          - {{ id: o, agent: default-order }}
    '''))
    return path


def test_python_agent_plays_every_game_and_hears_each_end(tmp_path):
    path = lineup(tmp_path, "{ id: py, agent: python, params: { module: py_agents, class: Seeded } }")
    summary = mjarena.run(path, out=tmp_path / "out", no_report=True)
    py = summary["agents"][0]
    assert py["id"] == "py" and py["games"] == 12
    assert py["errors"] == {"tle": 0, "re": 0, "wa": 0, "mle": 0}
    assert len(list(mjarena.games(tmp_path / "out"))) == 12
    import py_agents
    assert py_agents.Seeded.ended == 12


def test_replays_one_dict_a_game_with_its_events(tmp_path):
    path = lineup(tmp_path, "{ id: d, agent: distance-to-win }", "replays.yaml")
    mjarena.run(path, out=tmp_path / "out", no_report=True, record="events")
    games = list(mjarena.replays(tmp_path / "out"))
    assert len(games) == 12
    assert sorted((g["deal"], g["seat_order"]) for g in games) == [(d, o) for d in range(3) for o in range(4)]
    assert all(sorted(g["seats"]) == [0, 1, 2, 3] and len(g["events"]) > 20 for g in games)
    lines = list(mjarena.games(tmp_path / "out"))
    assert len(lines) == 12


def test_raising_agent_is_counted_not_fatal(tmp_path):
    path = lineup(tmp_path, "{ id: bad, agent: python, params: { module: py_agents, class: Raiser } }", "raise.yaml")
    summary = mjarena.run(path, out=tmp_path / "out", no_report=True)
    bad = summary["agents"][0]
    assert bad["games"] == 12 and summary["complete"]
    # It raises at its first decision, and the hand ends with the error sanction against it.
    assert bad["errors"]["re"] == bad["sanctions"] == 12


def test_unknown_class_is_a_user_error(tmp_path):
    path = lineup(tmp_path, "{ id: py, agent: python, params: { module: py_agents, class: Nope } }", "nope.yaml")
    try:
        mjarena.run(path, out=tmp_path / "out")
    except ValueError as e:
        assert "exit 2" in str(e)
    else:
        raise AssertionError("a class that does not exist ran")


def test_built_in_lineup_same_bytes_as_the_java_launcher(tmp_path):
    path = lineup(tmp_path, "{ id: d, agent: distance-to-win }", "java.yaml")
    mjarena.run(path, out=tmp_path / "py", no_report=True)
    java = pathlib.Path(os.environ.get("JAVA_HOME", "/usr")) / "bin" / "java"
    java = str(java) if java.exists() else "java"
    done = subprocess.run([java, "-cp", os.pathsep.join(_jvm.class_path()), "org.mjarena.arena.cli.Main", "run", str(path),
                           "--out", str(tmp_path / "java"), "--no-report"], capture_output=True, text=True)
    assert done.returncode == 0, done.stderr
    for name in ("summary.json", "games.jsonl", "events.bin"):
        assert (tmp_path / "py" / name).read_bytes() == (tmp_path / "java" / name).read_bytes(), name
    assert json.loads((tmp_path / "py" / "summary.json").read_text())["games"] == 12
