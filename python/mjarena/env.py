"""Environments over org.mjarena.arena.env.StepEnv: a multi-agent one in PettingZoo's AEC style and a
single-agent one in Gymnasium's style, with those libraries' method names and semantics but no
dependency on them."""
import random
from collections.abc import Mapping

from . import _jvm
from . import spaces
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
        self.tiles = [str(t.code()) for t in jpype.JClass("org.mjarena.engine.tile.Tile").values()]
        self.channels = int(jpype.JClass("org.mjarena.arena.env.ObservationCodes").CHANNELS)
        self.String = jpype.JString
        self.JArray = jpype.JArray


_engine = None


def _java():
    global _engine
    if _engine is None:
        _engine = _Engine()
    return _engine


_HEAD = ("seat", "decision", "offered", "offered_from", "robbing", "drawn", "wall", "prevalent_wind", "seat_wind",
         "dealer", "hand")
_REST = ("hand_tiles", "seats", "melds", "rivers")
KEYS = _HEAD + _REST + (("observation",) if np is not None else ()) + ("action_mask",)
_KEY_SET = frozenset(KEYS)


class Observation(Mapping):
    """What one seat observes (see docs/python.md), as a read-only mapping that always holds every key
    of KEYS. Only the feature planes and the mask are made at once: the other values are decoded from
    the view when one of them is first read, so a learner that reads only "observation" and
    "action_mask" pays for nothing else. `dict(obs)` or `obs.copy()` gives a plain dict."""

    __slots__ = ("_values", "_planes", "_view", "_kinds")

    def __init__(self, planes, view, mask, kinds):
        """`planes` and `mask` as int8 arrays (lists without NumPy) this observation may keep, `view`
        as a list of ints (ObservationCodes' layouts), `kinds` the variant's tile kinds."""
        self._planes, self._view, self._kinds = planes, view, kinds
        self._values = {"action_mask": mask}
        if np is not None:
            self._values["observation"] = planes.reshape(-1, kinds)

    def __getitem__(self, key):
        try:
            return self._values[key]
        except KeyError:
            if key in _HEAD:
                self._decode_head()
            elif key in _REST:
                self._decode_rest()
            else:
                raise
        return self._values[key]

    def __iter__(self):
        return iter(KEYS)

    def __len__(self):
        return len(KEYS)

    def __contains__(self, key):
        return key in _KEY_SET

    def __repr__(self):
        return f"Observation({dict(self)!r})"

    def copy(self):
        return dict(self)

    def _decode_head(self):
        v, tiles = self._view, _java().tiles
        hand = self._planes[:self._kinds]
        self._values.update(
            seat=v[0], decision=DECISIONS[v[1]], offered=tiles[v[2]] if v[2] >= 0 else None,
            offered_from=v[3] if v[3] >= 0 else None, robbing=v[4] == 1, drawn=tiles[v[5]] if v[5] >= 0 else None,
            wall=v[6], prevalent_wind=v[7], seat_wind=v[8], dealer=v[9],
            hand=hand.tolist() if np is not None else list(hand))

    def _decode_rest(self):
        v, tiles, kinds = self._view, _java().tiles, self._kinds
        hand = self._planes[:kinds]
        seats = [{"points": v[i], "ting": v[i + 1] == 1, "flowers": v[i + 2], "hand_size": v[i + 3],
                  "concealed_kongs": v[i + 4]} for i in range(10, 30, 5)]
        i = 30
        melds = []
        for _ in range(4):
            n, i = v[i], i + 1
            melds.append([{"kind": MELD_KINDS[v[j]], "tile": tiles[v[j + 1]],
                           "claimed": tiles[v[j + 2]] if v[j + 2] >= 0 else None,
                           "from": v[j + 3] if v[j + 3] >= 0 else None} for j in range(i, i + 4 * n, 4)])
            i += 4 * n
        rivers = []
        for _ in range(4):
            n, i = v[i], i + 1
            end = i + 3 * n
            rivers.append(list(zip([tiles[t] for t in v[i:end:3]], [b == 1 for b in v[i + 1:end:3]],
                                   [b == 1 for b in v[i + 2:end:3]])))
            i = end
        self._values.update(hand_tiles=[tiles[k] for k in range(kinds) for _ in range(int(hand[k]))], seats=seats,
                            melds=melds, rivers=rivers)


def from_java(planes, view, mask):
    """The Observation of ObservationCodes' Java arrays and a Java legal mask (a Python agent's in a lineup)."""
    kinds = len(planes) // _java().channels
    if np is not None:
        return Observation(np.array(planes, dtype=np.int8), np.asarray(view).tolist(), np.array(mask, dtype=np.int8),
                           kinds)
    return Observation([int(x) for x in planes], [int(x) for x in view], [int(x) for x in mask], kinds)


class _Table:
    """One StepEnv and what both environments read of it: observations come through a buffer of this
    process's memory that the Java side writes (StepEnv.share), so reading one is one call and no copy
    through the bridge."""

    def __init__(self, variant, seats):
        if variant not in VARIANTS:
            raise ValueError(f"unknown variant {variant!r}; known: {', '.join(VARIANTS)}")
        java = _java()
        self.java = java
        self.env = java.StepEnv.of(variant, java.JArray(java.String)([s or "" for s in seats]))
        self.codec = ActionCodec(self.env.codec())
        self.root = 0
        self.deal = -1
        self._memory = bytearray(4 * int(self.env.sharedCapacity()))
        self.env.share(_jvm.direct_buffer(self._memory))
        self._ints = np.frombuffer(self._memory, dtype=np.int32) if np is not None else memoryview(self._memory).cast("i")
        self._planes_at = self.codec.size
        self._view_at = self.codec.size + java.channels * self.codec.kinds

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
        """The Observation of `seat`; its mask all zero unless it is the seat to answer."""
        n = int(self.env.observeShared(seat))
        b, p, v = self._ints, self._planes_at, self._view_at
        if np is not None:
            return Observation(b[p:v].astype(np.int8), b[v:v + n].tolist(), b[:p].astype(np.int8), self.codec.kinds)
        return Observation(b[p:v].tolist(), b[v:v + n].tolist(), b[:p].tolist(), self.codec.kinds)

    def spaces(self):
        """The action space and the observation space of any seat of this table."""
        n, kinds = self.codec.size, self.codec.kinds
        arrays = {"action_mask": spaces.Box(0, 1, (n,))}
        if np is not None:
            arrays = {"observation": spaces.Box(0, 4, (self.java.channels, kinds)), **arrays}
        return spaces.Discrete(n), spaces.Dict(arrays)

    def close(self):
        self.env.close()


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
        self.action_spaces, self.observation_spaces = {}, {}
        for a in self.possible_agents:
            self.action_spaces[a], self.observation_spaces[a] = self._table.spaces()
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

    def action_space(self, agent):
        """The Discrete space of the action indices (see ActionCodec); sample(mask) picks a legal one."""
        return self.action_spaces[self.possible_agents[self._seat(agent)]]

    def observation_space(self, agent):
        """The space of the observation's arrays, "observation" (the feature planes) and "action_mask"."""
        return self.observation_spaces[self.possible_agents[self._seat(agent)]]

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
        self.action_space, self.observation_space = self._table.spaces()

    def reset(self, seed=None, options=None):
        self._table.reset(seed)
        while self._table.env.isOver():
            self._table.reset(None)
        observation = self._table.observation(self.seat)
        return observation, {"action_mask": observation["action_mask"]}

    def step(self, action):
        """As Gymnasium's; info["action_mask"] is the observation's own (all zero once the game is over)."""
        env = self._table.env
        env.step(int(action))
        observation = self._table.observation(self.seat)
        info = {"action_mask": observation["action_mask"]}
        if env.isOver():
            info["rewards"] = [int(r) for r in env.rewards()]
            return observation, info["rewards"][self.seat], True, False, info
        return observation, 0, False, False, info

    def action_mask(self):
        return self._table.mask()

    def close(self):
        self._table.close()


def random_policy(seed):
    """A policy that picks uniformly among the legal actions of a mask, from its own seeded stream."""
    rng = random.Random(seed)

    def act(mask):
        legal = np.flatnonzero(mask).tolist() if np is not None else [i for i, m in enumerate(mask) if m]
        return legal[rng.randrange(len(legal))]

    return act
