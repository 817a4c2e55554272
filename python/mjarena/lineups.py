"""Lineups run from Python, in this process: `run` (and `python3 -m mjarena run`) plays a lineup as
`./mjarena run` does, with the same options, outputs and report, and seats `agent: python` entries, each a
Python class answering `act(observation, legal_actions) -> action` (see docs/python.md); `games` and
`replays` read a run's games back as Python data."""
import gzip
import importlib
import inspect
import json
import pathlib
import sys

from . import _jvm
from .env import from_java

try:
    import numpy as np
except ImportError:
    np = None

_host = None


def main(args):
    """Runs one mjarena command (`run`, `report`, ...) with `args` as the CLI takes them, Python agents
    able to play, and returns its exit code."""
    _install()
    jpype = _jvm.start()
    if len(args) >= 2 and args[0] == "run":
        folder = str(pathlib.Path(args[1]).resolve().parent)
        if folder not in sys.path:
            sys.path.insert(0, folder)  # a lineup's module is found beside it, as its programs are
    System = jpype.JClass("java.lang.System")
    Writer = jpype.JClass("java.io.PrintWriter")
    Stream = jpype.JClass("java.io.OutputStreamWriter")
    Utf8 = jpype.JClass("java.nio.charset.StandardCharsets").UTF_8
    out = Writer(Stream(System.out, Utf8), True)
    err = Writer(Stream(System.err, Utf8), True)
    code = int(jpype.JClass("org.mjarena.arena.cli.Main").execute(jpype.JArray(jpype.JString)(list(args)), out, err))
    out.flush()
    err.flush()
    return code


def run(lineup, out=None, **options):
    """Plays `lineup` (a YAML file) as `./mjarena run LINEUP` does and returns its summary.json as a dict.

    `out` is the run's directory (default: out/<lineup name>, as the CLI's); each option is one of the
    CLI's, by its name with underscores: deals=100, seed=7, threads=2, record="events", force=True,
    resume=True, no_report=True. Raises ValueError for a bad lineup or option (the CLI's exit 2) and
    RuntimeError for a failed run, each with the CLI's message on stderr.
    """
    lineup = pathlib.Path(lineup)
    out = pathlib.Path(out) if out is not None else pathlib.Path("out") / lineup.stem
    args = ["run", str(lineup), "--out", str(out)]
    for name, value in options.items():
        flag = "--" + name.replace("_", "-")
        if value is True:
            args.append(flag)
        elif value is not False and value is not None:
            args += [flag, str(value)]
    code = main(args)
    if code == 2:
        raise ValueError(f"mjarena run {lineup}: bad input (exit 2); the message is on stderr")
    if code != 0:
        raise RuntimeError(f"mjarena run {lineup} failed (exit {code}); the message is on stderr")
    with open(out / "summary.json", encoding="utf-8") as f:
        return json.load(f)


def games(out):
    """The games of a run directory, one dict a game as games.jsonl (or games.jsonl.gz) keeps them."""
    out = pathlib.Path(out)
    plain, packed = out / "games.jsonl", out / "games.jsonl.gz"
    opener = (lambda: gzip.open(packed, "rt", encoding="utf-8")) if packed.exists() and not plain.exists() \
        else (lambda: open(plain, encoding="utf-8"))
    with opener() as f:
        for line in f:
            if line.strip():
                yield json.loads(line)


def replays(out):
    """The games a run directory's events.bin records, one dict a game: its deal, seat order, the lineup
    entry in each seat (indices), and its events as text, as `./mjarena replay` prints them."""
    jpype = _jvm.start()
    Reader = jpype.JClass("org.mjarena.arena.record.ReplayFile$Reader")
    describe = jpype.JClass("org.mjarena.arena.record.EventText").describe
    path = jpype.JClass("java.nio.file.Path").of(str(pathlib.Path(out) / "events.bin"), jpype.JArray(jpype.JString)([]))
    with Reader(path) as reader:
        while True:
            record = reader.next()
            if not record.isPresent():
                return
            game = record.get()
            yield {"deal": int(game.deal()), "seat_order": int(game.order()), "seats": [int(e) for e in game.seats()],
                   "events": [str(describe(e)) for e in game.events()]}


def _install():
    """Installs, once, the host that makes the Python agents of `agent: python` entries."""
    global _host
    if _host is not None:
        return
    jpype = _jvm.start()

    @jpype.JImplements("org.mjarena.arena.env.PythonAgents$Host")
    class Host:
        @jpype.JOverride
        def problem(self, module, class_name):
            try:
                _agent_class(str(module), str(class_name))
                return ""
            except Exception as e:  # the lineup names it: reported at its line, exit 2
                return f"{type(e).__name__}: {e}"

        @jpype.JOverride
        def create(self, module, class_name, seed):
            return _decider(jpype, _agent_class(str(module), str(class_name)), int(seed))

    _host = Host()
    jpype.JClass("org.mjarena.arena.env.PythonAgents").install(_host)


def _agent_class(module, class_name):
    cls = getattr(importlib.import_module(module), class_name, None)
    if cls is None:
        raise AttributeError(f"module {module!r} has no class {class_name!r}")
    if not callable(getattr(cls, "act", None)):
        raise TypeError(f"{module}.{class_name} has no act(observation, legal_actions) method")
    return cls


def _decider(jpype, cls, seed):
    """The Java-facing side of one agent for one game: made with seed= when its class takes it."""
    try:
        takes_seed = "seed" in inspect.signature(cls).parameters
    except (TypeError, ValueError):
        takes_seed = False
    agent = cls(seed=seed) if takes_seed else cls()

    @jpype.JImplements("org.mjarena.arena.env.PythonAgents$Decider")
    class Decider:
        @jpype.JOverride
        def act(self, view, planes, mask):
            observation = from_java(planes, view, mask)
            m = observation["action_mask"]
            legal = np.flatnonzero(m).tolist() if np is not None else [i for i, b in enumerate(m) if b]
            return int(agent.act(observation, legal))

        @jpype.JOverride
        def gameEnded(self, seat, rewards):
            hook = getattr(agent, "game_ended", None)
            if hook is not None:
                hook(int(seat), [int(r) for r in rewards])

    return Decider()
