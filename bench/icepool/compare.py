#!/usr/bin/env python3
"""Times the benchmark cases (the foundation issue's and issue #18's) in tirada and in icepool,
and checks that both give exactly the same distribution.

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
    # Issue #18's forms that icepool can express.
    ("4d6 drop the lowest", "4d6dl1", "d(6).highest(4, 3)"),
    ("advantage", "2d20kh1", "d(20).highest(2)"),
    ("reroll a 1 once", "1d20ro1", "d(20).reroll([1], depth=1)"),
    ("reroll below 3 once", "2d6ro<3", "2 @ d(6).reroll(lambda x: x < 3, depth=1)"),
    ("reroll 1s until none", "8d6rr1", "8 @ d(6).reroll([1], depth='inf')"),
    ("successes of 10d10", "10d10>=7", "10 @ (d(10) >= 7)"),
    ("successes less 1s", "10d10>=7f1", "10 @ d(10).map(lambda x: (x >= 7) - (x == 1))"),
    ("at least 2 per die", "4d6min2", "4 @ d(6).clip(2, None)"),
    ("better of 2d6 and 1d12", "{2d6,1d12}kh1", "icepool.highest(2 @ d(6), d(12))"),
    ("product", "2d6*1d4", "(2 @ d(6)) * d(4)"),
    ("explode on 5 or 6", "1d6!>=5", f"d(6).explode([5, 6], depth={DEPTH})"),
    ("highest 2 of 5d10 compounding", "5d10!!kh2", f"d(10).explode(depth={DEPTH}).highest(5, 2)"),
    ("highest 3 of 4d6 exploding", "4d6!kh3", f"d(6).explode_to_pool(4, depth={DEPTH}).highest(3).sum()"),
    ("highest 5 of 10d10 exploding", "10d10!kh5", f"d(10).explode_to_pool(10, depth={DEPTH}).highest(5).sum()"),
    ("4d6 exploding, lowest dropped", "4d6!dl1", f"d(6).explode_to_pool(4, depth={DEPTH}).lowest(None, 1).sum()"),
    (
        "successes of 10d10 exploding",
        "10d10!>=8>=8",
        f"d(10).explode_to_pool(10, [8, 9, 10], depth={DEPTH}).keep_outcomes(lambda x: x >= 8).size()",
    ),
    # Issue #31: keep over identical groups, once the one case where icepool was faster.
    (
        "highest 3 of six 4d6kh3",
        "{4d6kh3,4d6kh3,4d6kh3,4d6kh3,4d6kh3,4d6kh3}kh3",
        "d(6).highest(4, 3).highest(6, 3)",
    ),
]
SMALL = {"3d10km", "3d6kh1", "3d6km", "3d6kl1", "4dF"}
NEW = {expr for _, expr, _ in CASES[10:26]}  # issue #18's forms

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
    def geometric_mean(rs):
        return math.exp(sum(math.log(r["ratio"]) for r in rs) / len(rs)) if rs else float("nan")

    geo = geometric_mean(rows)
    new_rows = [r for r in rows if r["expression"] in NEW]
    geo_new = geometric_mean(new_rows)
    print(f"\nGeometric mean ratio: {geo:.0f}× (issue #18's forms: {geo_new:.0f}×)\n")

    slowest = min(rows, key=lambda r: r["ratio"])
    small_worst = max((r for r in rows if r["expression"] in SMALL), key=lambda r: r["tirada_s"])
    goals = [
        (f"every case ≥ 10× faster (lowest: {slowest['expression']} {slowest['ratio']:.0f}×)", slowest["ratio"] >= 10),
        (f"geometric mean ≥ 30× ({geo:.0f}×)", geo >= 30),
        (f"geometric mean of issue #18's forms ≥ 30× ({geo_new:.0f}×)", not new_rows or geo_new >= 30),
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
            json.dump(
                {"icepool": icepool.__version__, "rows": rows, "geometric_mean": geo, "geometric_mean_new": geo_new},
                f,
                indent=2,
            )
    return 0 if all_equal else 1


if __name__ == "__main__":
    sys.exit(main())
