import os
import pathlib
import random
import subprocess
import sys

import pytest

from mjarena import MjarenaAECEnv, MjarenaGymEnv

VARIANTS = ["competition-108", "mcr"]


def play(env, seed, rng):
    """Plays one game with uniformly random legal answers; returns the answers and the rewards."""
    env.reset(seed=seed)
    answers = []
    for agent in iter(lambda: env.agent_selection, None):
        obs, reward, terminated, truncated, info = env.last(observe=False)
        if terminated or truncated:
            env.step(None)
            continue
        mask = info["action_mask"]
        legal = env.legal_actions()
        assert [i for i, m in enumerate(mask) if m] == legal
        action = legal[rng.randrange(len(legal))]
        answers.append(action)
        env.step(action)
    return answers, dict(env.rewards)


@pytest.mark.parametrize("variant", VARIANTS)
def test_random_games_end_zero_sum(variant):
    env = MjarenaAECEnv(variant)
    rng = random.Random(1)
    for seed in range(200):
        answers, rewards = play(env, seed, rng)
        assert answers
        assert sum(rewards.values()) == 0
        assert env.agents == []
    env.close()


@pytest.mark.parametrize("variant", VARIANTS)
def test_mask_matches_observation_and_names(variant):
    env = MjarenaAECEnv(variant)
    env.reset(seed=3)
    obs, _, _, _, info = env.last()
    assert list(obs["action_mask"]) == list(info["action_mask"])
    assert obs["decision"] in ("turn", "opening")
    assert obs["observation"].shape == (12, env.codec.kinds)
    assert sum(obs["hand"]) == obs["seats"][0]["hand_size"]
    other = env.observe("seat_2")
    assert not any(other["action_mask"])
    with pytest.raises(Exception, match="not legal"):
        env.step(env.codec.PUNG)
    env.close()


@pytest.mark.parametrize("variant", VARIANTS)
def test_same_seed_same_events(variant):
    env = MjarenaAECEnv(variant)
    first, rewards = play(env, 42, random.Random(5))
    events = env.events()
    again, rewards_again = play(env, 42, random.Random(5))
    assert again == first and rewards_again == rewards and env.events() == events
    play(env, 43, random.Random(5))
    assert env.events() != events
    env.close()


@pytest.mark.parametrize("variant", VARIANTS)
def test_gym_wrapper_plays_against_built_in_agents(variant):
    env = MjarenaGymEnv(variant, opponents=("tsumogiri", "random", "default-order"), seat=1)
    rng = random.Random(2)
    totals = []
    for seed in range(30):
        obs, info = env.reset(seed=seed)
        terminated = False
        while not terminated:
            assert obs["seat"] == 1
            legal = [i for i, m in enumerate(info["action_mask"]) if m]
            obs, reward, terminated, truncated, info = env.step(legal[rng.randrange(len(legal))])
        assert sum(info["rewards"]) == 0 and reward == info["rewards"][1]
        totals.append(reward)
    env.close()
    assert len(totals) == 30


def test_numpy_linear_algebra_works_beside_the_engine():
    """NumPy's solve, inverse and SVD after an environment started the JVM, in a fresh process (in this one
    the JVM may already run): they crashed the process before the package started NumPy's threads first."""
    pytest.importorskip("numpy", reason="NumPy is missing: apt-get install python3-numpy")
    code = """
import numpy as np
from mjarena import MjarenaGymEnv
env = MjarenaGymEnv("mcr", opponents=("tsumogiri", "random", "random"))
env.reset(seed=1)
a = np.random.default_rng(1).random((400, 400)) + 400 * np.eye(400)
np.linalg.solve(a, np.ones(400)); np.linalg.inv(a); np.linalg.svd(a)
env.close()
print("solved")
"""
    package = str(pathlib.Path(__file__).resolve().parents[1])
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=300,
                          env={**os.environ, "PYTHONPATH": package}, check=False)
    assert done.returncode == 0 and "solved" in done.stdout, (done.returncode, done.stderr[-2000:])


def test_mistakes_get_clear_messages():
    with pytest.raises(ValueError, match="unknown variant"):
        MjarenaAECEnv("riichi")
    with pytest.raises(Exception, match="unknown agent 'nobody'"):
        MjarenaGymEnv("mcr", opponents=("nobody", "random", "tsumogiri"))


@pytest.mark.parametrize("variant", VARIANTS)
def test_observation_through_shared_memory_equals_the_java_arrays(variant):
    """Every seat's observation, read where the Java side wrote it, holds what ObservationCodes gives
    through the bridge (the same planes and view), at every step of a few games."""
    from mjarena.env import from_java
    env = MjarenaAECEnv(variant)
    table = env._table
    rng = random.Random(4)
    checked = 0
    for seed in range(5):
        env.reset(seed=seed)
        while env.agent_selection is not None and not env.terminations[env.agent_selection]:
            for s in range(4):
                shared = dict(table.observation(s))
                mask = table.env.mask() if s == table.env.seat() else [0] * env.num_actions
                direct = dict(from_java(table.env.planes(s), table.env.view(s), mask))
                assert shared.keys() == direct.keys()
                for key in shared:
                    assert _same(shared[key], direct[key]), key
                checked += 1
            env.step(env.action_space(env.agent_selection).sample(env.action_mask()))
    assert checked > 100
    env.close()


def _same(a, b):
    return (a == b).all() if hasattr(a, "shape") else a == b


def test_observation_is_a_read_only_mapping_with_every_key():
    from mjarena.env import KEYS
    env = MjarenaAECEnv("mcr")
    env.reset(seed=8)
    obs = env.observe(env.agent_selection)
    assert list(obs) == list(KEYS) and len(obs) == len(KEYS) and "rivers" in obs and "nothing" not in obs
    plain = obs.copy()
    assert isinstance(plain, dict) and plain["hand_tiles"] == obs["hand_tiles"]
    assert len(plain["hand_tiles"]) == sum(obs["hand"]) == obs["seats"][0]["hand_size"]
    with pytest.raises(KeyError):
        obs["nothing"]
    with pytest.raises(TypeError):
        obs["wall"] = 0
    kept = env.observe(env.agent_selection)  # read only after later observations overwrote the shared memory
    planes = kept["observation"].copy()
    for _ in range(5):
        env.step(env.legal_actions()[0])
        for agent in env.possible_agents:
            env.observe(agent)
    assert (kept["observation"] == planes).all()
    assert kept.copy() == {**plain, "observation": kept["observation"], "action_mask": kept["action_mask"]}
    env.close()


@pytest.mark.parametrize("variant", VARIANTS)
def test_spaces_describe_actions_and_observations(variant):
    aec = MjarenaAECEnv(variant)
    aec.reset(seed=1)
    agent = aec.agent_selection
    space = aec.action_space(agent)
    assert space.n == aec.num_actions == aec.codec.size
    space.seed(3)
    mask = aec.action_mask()
    picks = {space.sample(mask) for _ in range(200)}
    assert picks <= set(aec.legal_actions()) and space.contains(max(picks)) and not space.contains(space.n)
    obs = aec.observe(agent)
    assert aec.observation_space(agent).contains(obs)
    assert aec.observation_space(agent)["observation"].shape == (12, aec.codec.kinds)
    with pytest.raises(ValueError, match="marks no action"):
        space.sample([0] * space.n)
    aec.close()
    gym = MjarenaGymEnv(variant)
    obs, _ = gym.reset(seed=1)
    assert gym.action_space == space and gym.observation_space.contains(obs)
    gym.close()
