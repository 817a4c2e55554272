"""Environments over org.mjarena.arena.env.StepEnv: a multi-agent one in PettingZoo's AEC style and a
single-agent one in Gymnasium's style, with those libraries' method names and semantics but no
dependency on them."""
import random

from . import _jvm
from .codec import ActionCodec

try:
    import numpy as np
except ImportError:  # NumPy is optional: observations then hold lists, without feature planes
    np = None

VARIANTS = ("mcr", "competition-108")
MELD_KINDS = ("chow", "pung", "exposed-kong", "added-kong", "concealed-kong")
DECISIONS = {0: "turn", 1: "claim", 2: "opening", -1: None}


class _Engine:
    """The Java classes this package uses, looked up once the JVM runs."""

    def __init__(self):
        jpype = _jvm.start()
        self.StepEnv = jpype.JClass("org.mjarena.arena.env.StepEnv")
        self.Codes = jpype.JClass("org.mjarena.arena.env.ObservationCodes")
        self.tiles = [str(t.code()) for t in jpype.JClass("org.mjarena.engine.tile.Tile").values()]
        self.String = jpype.JString
        self.JArray = jpype.JArray


_engine = None


def _java():
    global _engine
    if _engine is None:
        _engine = _Engine()
    return _engine


def decode(java_view, java_planes, mask, kinds):
    """An observation as a dict (see docs/python.md), from the int arrays of ObservationCodes.view and
    .planes and the legal mask: the environments' and the Python agents' in lineups alike."""
    view = _ints(java_view)
    tiles = _java().tiles
    obs = {
        "seat": view[0],
        "decision": DECISIONS[view[1]],
        "offered": view[2] if view[2] >= 0 else None,
        "offered_from": view[3] if view[3] >= 0 else None,
        "robbing": bool(view[4]),
        "drawn": view[5] if view[5] >= 0 else None,
        "wall": view[6],
        "prevalent_wind": view[7],
        "seat_wind": view[8],
        "dealer": view[9],
    }
    i = 10
    per_seat = []
    for _ in range(4):
        points, ting, flowers, hand_size, face_down = view[i:i + 5]
        per_seat.append({"points": points, "ting": bool(ting), "flowers": flowers, "hand_size": hand_size,
                         "concealed_kongs": face_down})
        i += 5
    melds = []
    for _ in range(4):
        n, i = view[i], i + 1
        seat_melds = []
        for _ in range(n):
            kind, tile, claimed, frm = view[i:i + 4]
            seat_melds.append({"kind": MELD_KINDS[kind], "tile": tiles[tile],
                               "claimed": tiles[claimed] if claimed >= 0 else None,
                               "from": frm if frm >= 0 else None})
            i += 4
        melds.append(seat_melds)
    rivers = []
    for _ in range(4):
        n, i = view[i], i + 1
        rivers.append([(tiles[view[j]], bool(view[j + 1]), bool(view[j + 2])) for j in range(i, i + 3 * n, 3)])
        i += 3 * n
    planes = _ints(java_planes)
    hand = planes[:kinds]
    obs.update(hand=hand, hand_tiles=[tiles[k] for k in range(kinds) for _ in range(hand[k])],
               seats=per_seat, melds=melds, rivers=rivers)
    for key in ("offered", "drawn"):
        obs[key] = tiles[obs[key]] if obs[key] is not None else None
    if np is not None:
        obs["observation"] = np.array(planes, dtype=np.int8).reshape(-1, kinds)
    obs["action_mask"] = mask
    return obs


class _Table:
    """One StepEnv and what both environments read of it."""

    def __init__(self, variant, seats):
        if variant not in VARIANTS:
            raise ValueError(f"unknown variant {variant!r}; known: {', '.join(VARIANTS)}")
        java = _java()
        self.java = java
        self.env = java.StepEnv.of(variant, java.JArray(java.String)([s or "" for s in seats]))
        self.codec = ActionCodec(self.env.codec())
        self.variant = variant
        self.root = 0
        self.deal = -1

    def reset(self, seed):
        """Deal 0 of root seed `seed`, or the next deal of the same root when seed is None."""
        if seed is None:
            self.deal += 1
        else:
            self.root, self.deal = int(seed), 0
        self.env.reset(self.root, self.deal)

    def mask(self):
        m = self.env.mask()
        return np.array(m, dtype=np.int8) if np is not None else [int(b) for b in m]

    def observation(self, seat):
        """The observation of `seat` as a dict (see docs/python.md)."""
        asked = self.env.seat() == seat
        return decode(self.env.view(seat), self.env.planes(seat), self.mask() if asked else _zeros(self.codec.size),
                      self.codec.kinds)

    def close(self):
        self.env.close()


def _ints(java_ints):
    """A Java int[] as a list, through NumPy's buffer copy when it is there (one copy, not one call a value)."""
    return np.array(java_ints).tolist() if np is not None else [int(v) for v in java_ints]


def _zeros(n):
    return np.zeros(n, dtype=np.int8) if np is not None else [0] * n


class MjarenaAECEnv:
    """Four seats, "seat_0".."seat_3", each stepped by the caller, one decision at a time.

    As in PettingZoo's AEC API: `agent_selection` is the seat to act, `last()` gives its observation,
    cumulative reward, termination, truncation and info (whose "action_mask" marks the legal actions),
    and `step(action)` answers. A seat is asked only when it has a choice (a forced move is played for
    it), and claims are asked one seat at a time, blind to the others' answers. Rewards are each
    seat's points, given at the end of the game; then every seat is terminated and, as in PettingZoo,
    each must be stepped with None to leave `agents`.
    """

    metadata = {"name": "mjarena_v0", "is_parallelizable": False}

    def __init__(self, variant="competition-108"):
        self._table = _Table(variant, ["", "", "", ""])
        self.codec = self._table.codec
        self.num_actions = self.codec.size
        self.possible_agents = [f"seat_{s}" for s in range(4)]
        self.agents = []
        self.agent_selection = None
        self.rewards = {}
        self._cumulative_rewards = {}
        self.terminations = {}
        self.truncations = {}
        self.infos = {}

    def reset(self, seed=None, options=None):
        """Deals deal 0 of root seed `seed` as `./mjarena run` with that seed does; without a seed,
        the next deal of the same root."""
        self._table.reset(seed)
        self.agents = list(self.possible_agents)
        self.rewards = {a: 0 for a in self.agents}
        self._cumulative_rewards = {a: 0 for a in self.agents}
        self.terminations = {a: False for a in self.agents}
        self.truncations = {a: False for a in self.agents}
        self.infos = {a: {} for a in self.agents}
        self._after_step()

    def observe(self, agent):
        return self._table.observation(self._seat(agent))

    def last(self, observe=True):
        agent = self.agent_selection
        return (self.observe(agent) if observe else None, self._cumulative_rewards[agent],
                self.terminations[agent], self.truncations[agent], self.infos[agent])

    def step(self, action):
        agent = self.agent_selection
        if self.terminations.get(agent) or self.truncations.get(agent):
            if action is not None:
                raise ValueError(f"{agent} is done: step it with None")
            self.agents.remove(agent)
            self.agent_selection = self.agents[0] if self.agents else None
            return
        if action is None:
            raise ValueError(f"{agent} must act: give one of the legal actions in infos['{agent}']['action_mask']")
        self._cumulative_rewards[agent] = 0
        self._table.env.step(int(action))
        self._after_step()

    def _after_step(self):
        env = self._table.env
        for a in self.agents:
            self.infos[a] = {}
        if env.isOver():
            points = list(env.rewards())
            for s, a in enumerate(self.possible_agents):
                self.rewards[a] = int(points[s])
                self._cumulative_rewards[a] += int(points[s])
                self.terminations[a] = True
            self.agent_selection = self.agents[0]
        else:
            self.agent_selection = self.possible_agents[env.seat()]
            self.infos[self.agent_selection] = {"action_mask": self._table.mask()}

    def action_mask(self):
        """The legal mask of the seat to act, without building its observation."""
        return self._table.mask()

    def legal_actions(self):
        """The legal indices of the seat to act, ascending."""
        return [int(i) for i in self._table.env.legal()]

    def events(self):
        """Every event of the game so far as text, hidden ones included: for replays and comparisons."""
        return [str(e) for e in self._table.env.events()]

    def close(self):
        self._table.close()

    def _seat(self, agent):
        try:
            return self.possible_agents.index(agent)
        except ValueError:
            raise ValueError(f"unknown agent {agent!r}; known: {', '.join(self.possible_agents)}") from None


class MjarenaGymEnv:
    """One seat for the caller, built-in agents in the other three (registry ids, see ./mjarena agents).

    As in Gymnasium: `reset(seed)` returns (observation, info) and `step(action)` returns
    (observation, reward, terminated, truncated, info); info["action_mask"] marks the legal actions.
    The reward is the caller's points, given when the game ends (0 before). A deal that ends before the
    caller is asked anything is skipped: reset plays the next deal of the same root.
    """

    def __init__(self, variant="competition-108", opponents=("tsumogiri", "random", "default-order"), seat=0):
        if len(opponents) != 3:
            raise ValueError(f"give three opponents, one per other seat, not {len(opponents)}")
        if seat not in range(4):
            raise ValueError(f"seat {seat!r} is not one of 0..3")
        seats = list(opponents)
        seats.insert(seat, "")
        self._table = _Table(variant, seats)
        self.codec = self._table.codec
        self.num_actions = self.codec.size
        self.seat = seat

    def reset(self, seed=None, options=None):
        self._table.reset(seed)
        while self._table.env.isOver():
            self._table.reset(None)
        return self._table.observation(self.seat), self._info()

    def step(self, action):
        env = self._table.env
        env.step(int(action))
        if env.isOver():
            return (self._table.observation(self.seat), int(env.rewards()[self.seat]), True, False,
                    {"action_mask": _zeros(self.num_actions), "rewards": [int(r) for r in env.rewards()]})
        return self._table.observation(self.seat), 0, False, False, self._info()

    def action_mask(self):
        return self._table.mask()

    def close(self):
        self._table.close()

    def _info(self):
        return {"action_mask": self._table.mask()}


def random_policy(seed):
    """A policy that picks uniformly among the legal actions of a mask, from its own seeded stream."""
    rng = random.Random(seed)

    def act(mask):
        legal = np.flatnonzero(mask).tolist() if np is not None else [i for i, m in enumerate(mask) if m]
        return legal[rng.randrange(len(legal))]

    return act
