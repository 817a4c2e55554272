import random

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


def test_mistakes_get_clear_messages():
    with pytest.raises(ValueError, match="unknown variant"):
        MjarenaAECEnv("riichi")
    with pytest.raises(Exception, match="unknown agent 'nobody'"):
        MjarenaGymEnv("mcr", opponents=("nobody", "random", "tsumogiri"))
