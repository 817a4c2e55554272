"""A simple heuristic agent for `agent: python` lineup entries, in plain Python (no NumPy needed).

It wins whenever winning is legal; declares ting when it can (competition-108: a ting discard, or ting
on the dealt tiles); never claims anything else (passes on chows, pungs and kongs); and otherwise
discards the tile with the fewest neighbours in its hand: honours and terminals alone first, then
tiles without a pair or a tile one or two kinds away in the same suit.

    lineup:
      - { id: heur, agent: python, params: { module: heuristic_agent, class: HeuristicAgent } }
"""


def kinds_of(observation):
    return len(observation["hand"])


def codes(kinds):
    """The action indices of docs/python.md for a variant with `kinds` tile kinds (27 or 34)."""
    win = 4 * kinds if kinds == 27 else 3 * kinds
    return {"win": win, "pass": win + 6, "ting": win + 7 if kinds == 27 else None,
            "ting_discard": 3 * kinds if kinds == 27 else None}


def isolation(hand, k):
    """How alone a tile of kind k is in `hand` (counts by kind): lower scores keep, higher discard."""
    if k >= 27:                                   # winds and dragons: only pairs and pungs help
        return 10 - 4 * (hand[k] - 1)
    suit_start = k - k % 9
    score = 0
    for d, weight in ((-2, 1), (-1, 2), (1, 2), (2, 1)):
        j = k + d
        if suit_start <= j < suit_start + 9 and hand[j] > 0:
            score += weight
    score += 3 * (hand[k] - 1)                    # pairs and triplets keep
    rank = k % 9
    if rank in (0, 8):                             # terminals connect one way only
        score -= 1
    return 8 - score


class HeuristicAgent:
    def __init__(self, seed=0):
        self.seed = seed                          # deterministic: ties break on the lowest kind

    def act(self, observation, legal_actions):
        kinds = kinds_of(observation)
        c = codes(kinds)
        legal = set(legal_actions)
        if c["win"] in legal:
            return c["win"]
        if c["ting"] is not None and c["ting"] in legal:
            return c["ting"]
        if observation["decision"] == "claim":
            return c["pass"] if c["pass"] in legal else legal_actions[0]
        hand = observation["hand"]
        discards = [k for k in range(kinds) if k in legal
                    or (c["ting_discard"] is not None and c["ting_discard"] + k in legal)]
        if not discards:
            return c["pass"] if c["pass"] in legal else legal_actions[0]
        k = max(discards, key=lambda k: (isolation(hand, k), -k))
        if c["ting_discard"] is not None and c["ting_discard"] + k in legal:
            return c["ting_discard"] + k
        return k
