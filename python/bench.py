"""Environment steps a second from Python: a random legal policy in one seat against three built-in
agents (tsumogiri, random, default-order), single process. A step is one decision of the Python seat.

    /usr/bin/python3 python/bench.py [--variant competition-108] [--seconds 10] [--observe | --decode]

--observe also reads the seat's observation at every step, its feature planes and legal mask, as a
learner over the planes does; --decode reads every value of it (dict(observation)), as a learner over
the hand, melds and rivers does.
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
    p.add_argument("--decode", action="store_true")
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
        if a.observe or a.decode:
            observation = table.observation(env.seat)
            if a.decode:
                dict(observation)
            else:
                observation["observation"], observation["action_mask"]
        legal = table.env.legal()  # one call for the legal indices, not one per mask element
        table.env.step(legal[rng.randrange(len(legal))])
        steps += 1
    elapsed = time.perf_counter() - start
    reads = " reading every value of the observation" if a.decode else " reading planes and mask" if a.observe else ""
    print(f"{a.variant}{reads}: {steps / elapsed:,.0f} steps/s, "
          f"{games / elapsed:,.0f} games/s ({steps} steps in {elapsed:.1f} s)")
    env.close()


if __name__ == "__main__":
    main()
