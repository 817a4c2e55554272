"""mjarena from Python: the engine in process (over JPype) as a learning environment.

    from mjarena import MjarenaAECEnv, MjarenaGymEnv

See docs/python.md for the action encoding, the observation and the measured speed.
"""
from .codec import ActionCodec
from .env import MjarenaAECEnv, MjarenaGymEnv, random_policy

__all__ = ["ActionCodec", "MjarenaAECEnv", "MjarenaGymEnv", "random_policy"]
