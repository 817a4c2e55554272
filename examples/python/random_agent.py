"""A random agent for `agent: python` lineup entries: uniform among the legal actions, seeded.

    lineup:
      - { id: rnd, agent: python, params: { module: random_agent, class: RandomAgent } }

Run a lineup holding it with `python3 -m mjarena run LINEUP.yaml` (PYTHONPATH holding python/ and this
folder, or the lineup file beside this one). The arena makes one instance per game, with seed=...
derived from the run's seed, so a run is reproducible.
"""
import random


class RandomAgent:
    def __init__(self, seed=0):
        self.rng = random.Random(seed)

    def act(self, observation, legal_actions):
        return legal_actions[self.rng.randrange(len(legal_actions))]
