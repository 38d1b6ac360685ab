#!/usr/bin/env python3
"""How much of an item F1 is lost to truths that pair an amount with the name of the row above or below it.

usage: truth_row_shift.py CORPUS_DIR NAME PRED_DIR
NAME is the corpus's name in Benchmarks/split/NAME.tsv. Prints, for the tuning part, the check part and the
whole corpus, item F1 as score.py computes it (an item matches a truth item of the same amount whose name is
at least 0.6 alike, or that has no name), and again letting the name be that of the truth item just before
or after it in the truth's order. On WildReceipt some truths pair each amount with the next row's name
(wr-ead20b47ec: the photo prints `3 x Cola 10,50`, 3 x 3,50; its truth pairs 10.50 with Cappuccino).
For information only: the parser reads names where they are printed.
"""
import difflib, json, os, sys

from parts import HERE, dec
from quantity_accuracy import norm


def matched(truth, pred, neighbours):
    """Greedy matching in prediction order, as score.py does."""
    left = list(range(len(truth)))
    count = 0
    for amount, name in pred:
        best, best_j = 0.0, None
        for j in left:
            t_amount, t_name = truth[j]
            if amount != t_amount:
                continue
            names = [t_name]
            if neighbours:
                names += [truth[k][1] for k in (j - 1, j + 1) if 0 <= k < len(truth)]
            score = max(1.0 if not n else difflib.SequenceMatcher(None, name, n).ratio() for n in names)
            if score > best:
                best, best_j = score, j
        if best_j is not None and best >= 0.6:
            count += 1
            left.remove(best_j)
    return count


corpus, name, preds = sys.argv[1:4]
part = {}
for line in open(os.path.join(HERE, "split", name + ".tsv")).read().splitlines()[1:]:
    rid, p = line.split("\t")
    part[rid] = p
sums = {p: [0, 0, 0, 0] for p in ("tune", "check", "all")}
for line in open(os.path.join(corpus, "truth.jsonl")):
    if not line.strip():
        continue
    r = json.loads(line)
    try:
        p = json.load(open(os.path.join(preds, r["id"] + ".json")))
    except (OSError, ValueError):
        p = {}
    truth = [(dec(i.get("total")), norm(i.get("name"))) for i in r.get("items") or [] if dec(i.get("total")) is not None]
    pred = [(dec(i.get("total")), norm(i.get("name"))) for i in p.get("items") or []]
    literal, shifted = matched(truth, pred, False), matched(truth, pred, True)
    for key in (part.get(r["id"]), "all"):
        if key in sums:
            s = sums[key]
            s[0] += literal; s[1] += shifted; s[2] += len(pred); s[3] += len(truth)


def f1(m, p, t):
    return 0.0 if p + t == 0 else 2 * m / (p + t)


print(f"{'figure':40} {'tune':>8} {'check':>8} {'all':>8}")
print(f"{'item_f1':40} " + " ".join(f"{f1(s[0], s[2], s[3]):8.4f}" for s in sums.values()))
print(f"{'item_f1, names one row off counted':40} " + " ".join(f"{f1(s[1], s[2], s[3]):8.4f}" for s in sums.values()))
