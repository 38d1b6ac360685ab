#!/usr/bin/env python3
"""How far apart the tuning part and the check part would score by chance alone.

usage: part_noise.py CORPUS_DIR NAME PRED_DIR [--draws N]

NAME is the corpus's name in Benchmarks/split/NAME.tsv. For each figure of score.py that the corpus has
(total accuracy, item F1) and for the items' count accuracy (tools/quantity_accuracy.py's pairing), it
prints the tuning part's and the check part's figure, their gap, and how often a random split of the same
receipts into parts of the same sizes (N draws, seed 1) gives a gap at least as wide. A gap that chance
gives often says nothing about rules fitted to the tuning part; a rare one does. Over the same draws it
also prints the 5th, 50th and 95th percentile of the figure of a random part of the check part's size:
how far from the whole corpus's figure a part that size scores by chance (what a floor set for the check
part can be read against), and in how many draws it scores at most what the check part scores.

Per receipt, the figures are kept as counts (right / of, matched / predicted / truth), so every draw
scores exactly as score.py would score that part.
"""
import json
import os
import random
import sys

from parts import HERE, dec
from quantity_accuracy import pairs, parsed_count, truth_count


def load(path):
    try:
        d = json.load(open(path))
    except (OSError, ValueError):
        return {}
    if isinstance(d, dict) and isinstance(d.get("receipt"), dict):
        d = d["receipt"]
    return d if isinstance(d, dict) else {}


def counts(record, pred):
    """This receipt's counts: total (right, of), items (matched, predicted, truth), counts (right, paired)."""
    out = {}
    if record.get("total") is not None:
        out["total"] = (int(dec(pred.get("total")) == dec(record["total"])), 1)
    if record.get("items") is not None:
        truth = [i for i in record["items"] if dec(i.get("total")) is not None]
        predicted = [i for i in pred.get("items") or [] if isinstance(i, dict) and dec(i.get("total")) is not None]
        matched = list(pairs(truth, predicted))
        # Counts as quantity_accuracy.py reads them: over the pairs whose truth has a plain count.
        wanted = [(truth_count(t.get("quantity")), parsed_count(p.get("quantity"))) for p, t in matched]
        wanted = [(want, got) for want, got in wanted if want is not None]
        out["items"] = (len(matched), len(predicted), len(truth))
        out["counts"] = (sum(want == got for want, got in wanted), len(wanted))
    return out


def figure(kind, rows):
    if kind == "items":
        m = sum(r[0] for r in rows)
        p = sum(r[1] for r in rows)
        t = sum(r[2] for r in rows)
        precision = m / p if p else 0.0
        recall = m / t if t else 0.0
        return 2 * precision * recall / (precision + recall) if precision + recall else 0.0
    right = sum(r[0] for r in rows)
    of = sum(r[1] for r in rows)
    return right / of if of else 0.0


def main():
    args = sys.argv[1:]
    draws = 2000
    if "--draws" in args:
        i = args.index("--draws")
        draws = int(args[i + 1])
        del args[i:i + 2]
    if len(args) != 3:
        sys.exit(__doc__)
    corpus, name, preds = args
    records = [json.loads(l) for l in open(os.path.join(corpus, "truth.jsonl")) if l.strip()]
    part = dict(line.split("\t") for line in open(os.path.join(HERE, "split", name + ".tsv")).read().splitlines()[1:])
    per = [(part.get(r["id"]), counts(r, load(os.path.join(preds, r["id"] + ".json")))) for r in records]
    tune_size = sum(1 for p, _ in per if p == "tune")
    rng = random.Random(1)
    print(f"{name}: {tune_size} tuning and {len(per) - tune_size} check receipts, {draws} random splits of the same sizes")
    for kind, label in (("total", "total accuracy"), ("items", "item F1"), ("counts", "count accuracy")):
        rows = [(p, c[kind]) for p, c in per if kind in c]
        if not rows:
            continue
        tune = figure(kind, [c for p, c in rows if p == "tune"])
        check = figure(kind, [c for p, c in rows if p == "check"])
        gap = abs(tune - check)
        everyone = [c for _, c in per]
        wider = 0
        spread = []
        for _ in range(draws):
            order = list(range(len(everyone)))
            rng.shuffle(order)
            first = set(order[:tune_size])
            a = [everyone[i][kind] for i in range(len(everyone)) if i in first and kind in everyone[i]]
            b = [everyone[i][kind] for i in range(len(everyone)) if i not in first and kind in everyone[i]]
            wider += abs(figure(kind, a) - figure(kind, b)) >= gap - 1e-12
            spread.append(figure(kind, b))
        spread.sort()
        at = lambda q: spread[min(len(spread) - 1, int(q * len(spread)))]
        below = sum(v <= check + 1e-12 for v in spread) / len(spread)
        print(f"  {label:15} tune {tune:.4f}  check {check:.4f}  gap {gap:.4f}  "
              f"a random split's gap as wide: {wider / draws:.1%}; a random check-sized part: "
              f"{at(0.05):.4f} / {at(0.5):.4f} / {at(0.95):.4f} (5th / 50th / 95th percentile), "
              f"at most the check part's in {below:.1%}")


if __name__ == "__main__":
    main()
