"""The action and observation spaces of the environments, with Gymnasium's names and meaning (`n`,
`shape`, `dtype`, `seed`, `sample(mask)`, `contains`) but not its classes, so that nothing depends on
Gymnasium; a user of Gymnasium makes its own from `n`, `low`, `high` and `shape`."""
import random

try:
    import numpy as np
except ImportError:
    np = None


class _Space:
    def __init__(self):
        self._rng = random.Random()

    def seed(self, seed=None):
        """Seeds this space's own stream for `sample`; returns [seed] as Gymnasium does."""
        self._rng = random.Random(seed)
        return [seed]


class Discrete(_Space):
    """The action indices 0..n-1."""

    shape = ()

    def __init__(self, n):
        super().__init__()
        self.n = int(n)
        self.dtype = np.int64 if np is not None else int

    def sample(self, mask=None):
        """A uniform index, or a uniform one among those `mask` (a 0/1 sequence of length n) marks."""
        if mask is None:
            return self._rng.randrange(self.n)
        legal = [i for i in range(self.n) if mask[i]]
        if not legal:
            raise ValueError("the mask marks no action")
        return legal[self._rng.randrange(len(legal))]

    def contains(self, x):
        try:
            return int(x) == x and 0 <= int(x) < self.n
        except (TypeError, ValueError):
            return False

    __contains__ = contains

    def __repr__(self):
        return f"Discrete({self.n})"

    def __eq__(self, other):
        return isinstance(other, Discrete) and other.n == self.n


class Box(_Space):
    """Integer arrays of `shape` with every value in [low, high]."""

    def __init__(self, low, high, shape):
        super().__init__()
        self.low, self.high, self.shape = low, high, tuple(shape)
        self.dtype = np.int8 if np is not None else int

    def sample(self, mask=None):
        if np is None:
            raise RuntimeError("sampling an array needs NumPy")
        size = int(np.prod(self.shape))
        values = [self._rng.randint(self.low, self.high) for _ in range(size)]
        return np.array(values, dtype=self.dtype).reshape(self.shape)

    def contains(self, x):
        if np is None:
            return False
        a = np.asarray(x)
        return a.shape == self.shape and bool(((a >= self.low) & (a <= self.high)).all())

    __contains__ = contains

    def __repr__(self):
        return f"Box({self.low}, {self.high}, {self.shape}, int8)"

    def __eq__(self, other):
        return isinstance(other, Box) and (other.low, other.high, other.shape) == (self.low, self.high, self.shape)


class Dict(_Space):
    """Named spaces: here the two arrays of an observation a learner feeds its network, "observation"
    (the feature planes) and "action_mask". The observation's other values are described in
    docs/python.md, not by a space; `contains` checks the named arrays only."""

    def __init__(self, spaces):
        super().__init__()
        self.spaces = dict(spaces)

    def __getitem__(self, key):
        return self.spaces[key]

    def seed(self, seed=None):
        super().seed(seed)
        for i, space in enumerate(self.spaces.values()):
            space.seed(None if seed is None else seed + i)
        return [seed]

    def sample(self, mask=None):
        return {key: space.sample() for key, space in self.spaces.items()}

    def contains(self, x):
        try:
            return all(space.contains(x[key]) for key, space in self.spaces.items())
        except (KeyError, TypeError):
            return False

    __contains__ = contains

    def __repr__(self):
        return "Dict(" + ", ".join(f"{k!r}: {v!r}" for k, v in self.spaces.items()) + ")"
