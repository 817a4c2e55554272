"""Environment steps a second from Python: a random legal policy in one seat against three built-in
agents (tsumogiri, random, default-order), single process. A step is one decision of the Python seat.

    /usr/bin/python3 python/bench.py [--variant competition-108] [--seconds 10] [--observe]

--observe also builds the seat's observation dict (and feature planes) at every step, as a learner
reading its observations would.
"""
import argparse
import pathlib
import sys
import time

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parent))
import random  # noqa: E402

from mjarena import MjarenaGymEnv  # noqa: E402


def main():
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--variant", default="competition-108", choices=["competition-108", "mcr"])
    p.add_argument("--seconds", type=float, default=10.0)
    p.add_argument("--observe", action="store_true")
    a = p.parse_args()
    env = MjarenaGymEnv(a.variant, opponents=("tsumogiri", "random", "default-order"))
    rng = random.Random(1)  # the policy's own seeded stream
    table = env._table
    steps = games = 0
    table.reset(1)
    warm_until = time.perf_counter() + 2.0
    start = None
    while True:
        now = time.perf_counter()
        if start is None and now >= warm_until:  # the JIT compiles the engine first
            start, steps, games = now, 0, 0
        if start is not None and now - start >= a.seconds:
            break
        if table.env.isOver():
            table.reset(None)
            games += 1
            continue
        if a.observe:
            table.observation(env.seat)
        legal = table.env.legal()  # one call for the legal indices, not one per mask element
        table.env.step(legal[rng.randrange(len(legal))])
        steps += 1
    elapsed = time.perf_counter() - start
    print(f"{a.variant}{' with observations' if a.observe else ''}: {steps / elapsed:,.0f} steps/s, "
          f"{games / elapsed:,.0f} games/s ({steps} steps in {elapsed:.1f} s)")
    env.close()


if __name__ == "__main__":
    main()
