#!/usr/bin/env python3
"""Which receipts a change wins and loses, and how likely chance alone flips as many one way.

usage: paired.py CORPUS_DIR NAME BEFORE_DIR AFTER_DIR

BEFORE_DIR and AFTER_DIR hold <id>.json predictions of the same receipts made two ways (bill files, as
`splitbill scan --format json`, ocr-bench or parser-bench write them). For the tuning part, the check
part (Benchmarks/split/NAME.tsv) and the whole corpus, it prints how many totals the change makes right
(won) and wrong (lost), the ids, and the exact two-sided sign test over the receipts that changed: the
chance that a change that helps and hurts alike would split them at least this unevenly. A part
whose totals move by one or two receipts either way says nothing about the change; a small p says
the difference is more than the reading's own variation.
"""
import json, os, sys
from math import comb

from parts import HERE, dec


def total(folder, rid):
    try:
        p = json.load(open(os.path.join(folder, rid + ".json")))
    except (OSError, ValueError):
        return None
    if isinstance(p.get("receipt"), dict):
        p = p["receipt"]
    return dec(p.get("total"))


def sign_test(won, lost):
    """Two-sided exact binomial test of `won` against `lost` at one half."""
    n = won + lost
    if n == 0:
        return 1.0
    k = min(won, lost)
    tail = sum(comb(n, i) for i in range(k + 1)) / 2 ** n
    return min(1.0, 2 * tail)


def main():
    corpus, name, before, after = sys.argv[1:5]
    parts = {}
    for line in open(os.path.join(HERE, "split", name + ".tsv")).read().splitlines()[1:]:
        rid, part = line.split("\t")
        parts[rid] = part
    result = {"tune": ([], []), "check": ([], [])}
    for line in open(os.path.join(corpus, "truth.jsonl")):
        if not line.strip():
            continue
        r = json.loads(line)
        truth = dec(r.get("total"))
        if truth is None or r["id"] not in parts:
            continue
        was, now = total(before, r["id"]) == truth, total(after, r["id"]) == truth
        if was != now:
            result[parts[r["id"]]][0 if now else 1].append(r["id"])
    result["all"] = (result["tune"][0] + result["check"][0], result["tune"][1] + result["check"][1])
    for part in ("tune", "check", "all"):
        won, lost = result[part]
        print(f"{name} {part:<5} totals won {len(won):>3}, lost {len(lost):>3}, "
              f"sign test p = {sign_test(len(won), len(lost)):.3f}")
        if part != "all":
            for label, ids in (("won", won), ("lost", lost)):
                if ids:
                    print(f"  {label}: {' '.join(sorted(ids))}")


if __name__ == "__main__":
    main()
