"""mjarena from Python: the engine in process (over JPype) as a learning environment.

    from mjarena import MjarenaAECEnv, MjarenaGymEnv
    summary = mjarena.run("lineup.yaml", deals=100)     # a lineup, Python agents (agent: python) and all

See docs/python.md for the action encoding, the observation and the measured speed.
"""
from .codec import ActionCodec
from .env import MjarenaAECEnv, MjarenaGymEnv, random_policy
from .lineups import games, replays, run

__all__ = ["ActionCodec", "MjarenaAECEnv", "MjarenaGymEnv", "games", "random_policy", "replays", "run"]
