#!/usr/bin/env python3
"""Times the foundation issue's benchmark cases in tirada and in icepool, and checks that both
give exactly the same distribution.

Run through ``bench/icepool/run.sh`` (it makes the venv with icepool 2.1.3). Prints a Markdown
table: case, tirada time, icepool time, ratio, equal; then the geometric mean ratio and whether
the speed goals are met. Exits 1 if any distribution differs (the speed goals only report).

Timing:
* tirada: ``examples/bench_cases.rs``, the median over 31 samples of the time of one
  ``parse(expr).odds(3)`` in a release build, single thread.
* icepool: ``timeit`` with ``number=1``, the median of repeats. Before every repeat icepool's
  cross-call caches are emptied (the sum evaluator's memo of earlier pools, the binomial rows,
  the pool and ``d(n)`` caches) and the dice are built anew, so each repeat computes the
  distribution from scratch, as tirada does every time. The "icepool cached" column repeats the
  same call with the caches kept, for reference only: that measures icepool's memo of the very
  same question, not a computation.
"""

import argparse
import json
import math
import os
import platform
import statistics
import subprocess
import sys
import time
import timeit
from fractions import Fraction

import icepool
from icepool.generator.pool import PoolSource

DEPTH = 3  # explosion depth: extra dice after the first, the same in both

# (name, tirada expression, icepool code). `d(n)` builds a fresh n-sided die, `dF` a fudge die.
CASES = [
    ("middle of 3d10", "3d10km", "d(10).middle(3)"),
    ("highest of 3d6", "3d6kh1", "d(6).highest(3)"),
    ("middle of 3d6", "3d6km", "d(6).middle(3)"),
    ("lowest of 3d6", "3d6kl1", "d(6).lowest(3)"),
    ("4dF", "4dF", "4 @ dF()"),
    ("2d12 exploding", "2d12!", f"2 @ d(12).explode(depth={DEPTH})"),
    ("highest 3 of 20d10", "20d10kh3", "d(10).highest(20, 3)"),
    ("middle of 101d10", "101d10km", "d(10).middle(101)"),
    ("sum of 100d6", "100d6", "100 @ d(6)"),
    ("highest 5 of 10d10 compounding", "10d10!!kh5", f"d(10).explode(depth={DEPTH}).highest(10, 5)"),
]
SMALL = {"3d10km", "3d6kh1", "3d6km", "3d6kl1", "4dF"}

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


def fresh_die(sides):
    """A new d(sides) object, not icepool's cached `icepool.d(sides)`."""
    return icepool.Die(range(1, sides + 1))


def fudge_die():
    return icepool.Die([-1, 0, 1])


def clear_caches():
    cache = getattr(icepool.evaluator.sum_evaluator, "_cache", None)
    if cache is not None:
        cache.clear()
    icepool.math.comb_row_cache.clear()
    PoolSource._new_raw.cache_clear()
    icepool.d.cache_clear()


def compile_case(code):
    return eval("lambda: " + code, {"d": fresh_die, "dF": fudge_die, "icepool": icepool})


def time_icepool(fn, budget, cold):
    """Median seconds of one call, over repeats filling about `budget` seconds (5 to 201)."""
    setup = clear_caches if cold else (lambda: None)
    setup()
    start = time.perf_counter()
    fn()  # warm up the interpreter paths (and, when not cold, icepool's caches)
    once = time.perf_counter() - start
    repeats = max(5, min(201, int(budget / max(once, 1e-9))))
    times = timeit.Timer(fn, setup=setup).repeat(repeat=repeats, number=1)
    return statistics.median(times), repeats


def icepool_distribution(die):
    den = die.denominator()
    return {int(o): Fraction(q, den) for o, q in die.items() if q != 0}


def tirada_runs(args):
    if args.tirada_json:
        with open(args.tirada_json) as f:
            return json.load(f)
    cmd = ["cargo", "run", "--quiet", "--release", "-p", "tirada-dice", "--example", "bench_cases"]
    print("$ " + " ".join(cmd), file=sys.stderr)
    out = subprocess.run(cmd, cwd=ROOT, check=True, stdout=subprocess.PIPE, text=True).stdout
    return json.loads(out)


def fmt_time(seconds):
    if seconds < 1e-6:
        return f"{seconds * 1e9:.0f} ns"
    if seconds < 1e-3:
        return f"{seconds * 1e6:.1f} µs"
    return f"{seconds * 1e3:.2f} ms"


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--tirada-json", help="read tirada's results from this file instead of running cargo")
    parser.add_argument("--budget", type=float, default=2.0, help="seconds of icepool timing per case (default 2)")
    parser.add_argument("--json", help="also write every number to this file")
    args = parser.parse_args()

    tirada = {r["expression"]: r for r in tirada_runs(args)}
    rows = []
    all_equal = True
    for name, expr, code in CASES:
        fn = compile_case(code)
        clear_caches()
        expected = icepool_distribution(fn())
        t = tirada[expr]
        got = {int(v): Fraction(p) for v, p in t["distribution"].items()}
        equal = got == expected and sum(got.values()) == 1
        all_equal &= equal
        if not equal:
            diff = sorted(set(got) ^ set(expected)) or [v for v in sorted(got) if got[v] != expected.get(v)]
            print(f"DIFFERENT: {expr}: first differing values {diff[:5]}", file=sys.stderr)
        cold, repeats = time_icepool(fn, args.budget, cold=True)
        warm, _ = time_icepool(fn, min(args.budget, 0.5), cold=False)
        tirada_s = t["median_ns"] / 1e9
        rows.append(
            {
                "name": name,
                "expression": expr,
                "icepool": code,
                "tirada_s": tirada_s,
                "icepool_s": cold,
                "icepool_cached_s": warm,
                "icepool_repeats": repeats,
                "ratio": cold / tirada_s,
                "equal": equal,
                "outcomes": len(expected),
            }
        )
        print(f"{expr:<10} tirada {fmt_time(tirada_s):>10}  icepool {fmt_time(cold):>10}  equal {equal}", file=sys.stderr)

    print(f"icepool {icepool.__version__}, Python {platform.python_version()}, explosion depth {DEPTH}\n")
    print("| case | tirada | icepool code | tirada time | icepool time | ratio | icepool cached | equal |")
    print("|---|---|---|---:|---:|---:|---:|---|")
    for r in rows:
        print(
            f"| {r['name']} | `{r['expression']}` | `{r['icepool']}` | {fmt_time(r['tirada_s'])} "
            f"| {fmt_time(r['icepool_s'])} | {r['ratio']:.0f}× | {fmt_time(r['icepool_cached_s'])} "
            f"| {'yes' if r['equal'] else 'NO'} |"
        )
    geo = math.exp(sum(math.log(r["ratio"]) for r in rows) / len(rows))
    print(f"\nGeometric mean ratio: {geo:.0f}×\n")

    slowest = min(rows, key=lambda r: r["ratio"])
    small_worst = max((r for r in rows if r["expression"] in SMALL), key=lambda r: r["tirada_s"])
    goals = [
        (f"every case ≥ 10× faster (lowest: {slowest['expression']} {slowest['ratio']:.0f}×)", slowest["ratio"] >= 10),
        (f"geometric mean ≥ 30× ({geo:.0f}×)", geo >= 30),
        (
            f"small cases under 20 µs (slowest: {small_worst['expression']} {fmt_time(small_worst['tirada_s'])})",
            small_worst["tirada_s"] < 20e-6,
        ),
        ("every distribution exactly equal", all_equal),
    ]
    for text, ok in goals:
        print(f"- {'met' if ok else 'MISSED'}: {text}")

    if args.json:
        with open(args.json, "w") as f:
            json.dump({"icepool": icepool.__version__, "rows": rows, "geometric_mean": geo}, f, indent=2)
    return 0 if all_equal else 1


if __name__ == "__main__":
    sys.exit(main())
