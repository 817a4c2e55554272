"""How well can any model of the commentator's answer flags foresee a player's claims? Fits models of
the kind the commentator learns (a softmax over the answers to a discard, a weight per flag and per
answer kind) to the answers `mjarena commentate DIR --features FILE` wrote, in NumPy alone, and prints
the chow and pung F1 each gets:

    ./mjarena commentate out/real --features out/real/features.jsonl
    /usr/bin/python3 examples/python/answer_models.py out/real/features.jsonl [--entry NAME]

- fitted to every answer it is then scored on (knowing each answer, which no commentator can);
- five-fold cross-validation (each fifth predicted by a model fitted to the other four, later answers
  included: still more than a commentator that learns as it goes has);
- each of those with every product of two flags as one more feature;
- a table of situations (the same options with the same flags), each answer predicted by the answer
  most often given in its situation by the others (leave-one-out).

A claim kind counts as predicted when the probabilities of its answers reach --threshold (the
commentator's 30%). The fits minimise the mean log-loss plus a weight decay times the squared weights,
by Newton's method with a halving step. docs/commentary.md gives the figures on real matches.
"""
import argparse
import collections
import json
import sys

import numpy as np

KINDS = ("pass", "chow", "pung", "kong", "win")


def fail(message):
    """A user's mistake: said in one line, exit code 2."""
    print(f"answer_models: {message}", file=sys.stderr)
    sys.exit(2)


def read_answers(path, entry=None):
    """The answers of a features file, each (X, played, kinds): X a row per option, its flags and its kind one-hot."""
    answers = []
    try:
        lines = open(path, encoding="utf-8")
    except OSError as e:
        fail(f"{path}: {e.strerror}")
    with lines:
        for n, line in enumerate(lines, 1):
            try:
                d = json.loads(line)
                if d["decision"] != "answer" or entry is not None and d["entry"] != entry:
                    continue
                kinds = [KINDS.index(o) for o in d["options"]]
                flags = np.array(d["features"], dtype=float)
                answers.append((np.hstack([flags, np.eye(len(KINDS))[kinds]]), int(d["played"]), kinds))
            except json.JSONDecodeError as e:
                fail(f"{path}:{n}: not a JSON line ({e.msg})")
            except (KeyError, ValueError, TypeError) as e:
                fail(f"{path}:{n}: not a decision of mjarena commentate --features ({type(e).__name__}: {e})")
    return answers


def with_pairs(answers):
    """Each option's features and every product of two of them."""
    out = []
    for x, played, kinds in answers:
        i, j = np.triu_indices(x.shape[1], 1)
        out.append((np.hstack([x, x[:, i] * x[:, j]]), played, kinds))
    return out


def probabilities(w, x):
    s = x @ w
    p = np.exp(s - s.max())
    return p / p.sum()


def fit(answers, decay, steps=50):
    """The weights minimising the mean log-loss plus decay times their squares (Newton, step halved until it helps)."""
    d = answers[0][0].shape[1]

    def objective(w):
        return sum(-np.log(probabilities(w, x)[k]) for x, k, _ in answers) / len(answers) + decay * w @ w

    w = np.zeros(d)
    value = objective(w)
    for _ in range(steps):
        g = 2 * decay * w
        h = 2 * decay * np.eye(d)
        for x, k, _ in answers:
            p = probabilities(w, x)
            m = p @ x
            g += (m - x[k]) / len(answers)
            h += (x.T @ (p[:, None] * x) - np.outer(m, m)) / len(answers)
        step = np.linalg.solve(h, g)
        t = 1.0
        tried = objective(w - step)
        while tried > value:
            t /= 2
            if t <= 1e-6:
                return w
            tried = objective(w - t * step)
        w, before, value = w - t * step, value, tried
        if before - value < 1e-10:
            break
    return w


def f1(answers, predicted, threshold):
    """Chow and pung F1: a kind is predicted when the probabilities of its answers reach the threshold."""
    out = {}
    for kind in (1, 2):
        tp = fp = fn = 0
        for (x, k, kinds), p in zip(answers, predicted):
            chance = sum(p[o] for o in range(len(kinds)) if kinds[o] == kind)
            said, made = chance >= threshold, kinds[k] == kind
            tp += said and made
            fp += said and not made
            fn += made and not said
        out[KINDS[kind]] = 2 * tp / (2 * tp + fp + fn) if tp else 0.0
    return out


def fitted(answers, decay):
    w = fit(answers, decay)
    return [probabilities(w, x) for x, _, _ in answers]


def cross_validated(answers, decay, folds=5):
    predicted = [None] * len(answers)
    for f in range(folds):
        w = fit([a for i, a in enumerate(answers) if i % folds != f], decay)
        for i in range(f, len(answers), folds):
            predicted[i] = probabilities(w, answers[i][0])
    return predicted


def situations(answers):
    """Each answer predicted by the answer given most often in its situation by the others, or pass."""
    key = [tuple(map(tuple, x)) for x, _, _ in answers]
    seen = collections.defaultdict(collections.Counter)
    for kk, (_, k, _) in zip(key, answers):
        seen[kk][k] += 1
    predicted = []
    for kk, (x, k, kinds) in zip(key, answers):
        others = seen[kk].copy()
        others[k] -= 1
        p = np.zeros(len(kinds))
        others = +others
        p[others.most_common(1)[0][0] if others else kinds.index(0)] = 1
        predicted.append(p)
    return predicted


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("features", help="a file of `mjarena commentate --features`")
    parser.add_argument("--entry", help="only this entry's answers (an id, or a name of an import)")
    parser.add_argument("--threshold", type=float, default=0.3)
    parser.add_argument("--decay", type=float, nargs="+", default=[1e-4, 1e-3, 1e-2])
    args = parser.parse_args(argv)
    answers = read_answers(args.features, args.entry)
    if not answers:
        fail(f"{args.features}: no answers to a discard" + (f" by {args.entry}" if args.entry else ""))
    kinds = collections.Counter(a[2][a[1]] for a in answers)
    print(f"{len(answers)} answers: {kinds[1]} chows, {kinds[2]} pungs made")
    print(f"{'model':<48} {'decay':>7} {'chow F1':>8} {'pung F1':>8}")

    def row(name, decay, predicted):
        s = f1(answers, predicted, args.threshold)
        print(f"{name:<48} {decay:>7} {100 * s['chow']:>7.1f}% {100 * s['pung']:>7.1f}%")

    paired = with_pairs(answers)
    for decay in args.decay:
        row("fitted to every answer", decay, fitted(answers, decay))
        row("fitted to every answer, with pairs", decay, fitted(paired, decay))
        row("five-fold cross-validation", decay, cross_validated(answers, decay))
        row("five-fold cross-validation, with pairs", decay, cross_validated(paired, decay))
    row("situations, leave-one-out", "-", situations(answers))


if __name__ == "__main__":
    main()
