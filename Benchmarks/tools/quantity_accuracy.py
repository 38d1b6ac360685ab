#!/usr/bin/env python3
"""How often the parser reads an item's count right: what a split by quantities ("2 of the 3 beers") needs.

usage: quantity_accuracy.py CORPUS_DIR PRED_DIR [PART]
PART is `tune` or `check` (Benchmarks/split/<corpus>.tsv); the whole corpus without it.

Items are paired as score.py pairs them (equal line total, similar name). Among the pairs whose truth
records a count, the count is right when it equals the truth's, read as a number from the dataset's text
(`2`, `x1`, `1X`, `2 x`, `1.00`, `1 Prs`); a parsed item without a count counts as 1. Truth counts that
are no plain count (`0.482X` for a weight, `Liter 48`) are left out. Prints the share right and the count.
"""
import difflib, json, os, re, sys
from decimal import Decimal, InvalidOperation

from parts import HERE, dec


def norm(s):
    return re.sub(r"[^0-9a-z]", "", (s or "").lower())


def truth_count(q):
    """The count a truth's quantity text states, or None when it states none or a weight."""
    if q is None:
        return None
    m = re.fullmatch(r"\s*[x*]?\s*(\d+)(?:[.,]0+)?\s*(?:x|pcs?|prs)?\s*", str(q), re.IGNORECASE)
    return Decimal(m.group(1)) if m else None


def pairs(truth_items, pred_items):
    """score.py's pairing of items: each predicted item, in order, takes the truth item of the same line
    total whose name is closest (at least 0.6 alike; a truth item without a name takes any). Yields
    (predicted item, truth item) for each pair."""
    left = [(dec(i.get("total")), norm(i.get("name")), i) for i in truth_items]
    for item in pred_items:
        if not isinstance(item, dict):
            continue
        a, n = dec(item.get("total")), norm(item.get("name"))
        best, bj = 0.0, None
        for j, (b, tn, _) in enumerate(left):
            if a is not None and a == b:
                s = 1.0 if not tn else difflib.SequenceMatcher(None, n, tn).ratio()
                if s > best:
                    best, bj = s, j
        if bj is not None and best >= 0.6:
            yield item, left.pop(bj)[2]


def parsed_count(v):
    """A parsed item's count as a number; an item without a count counts as 1 (None when unreadable)."""
    try:
        return Decimal(str(v)) if v is not None else Decimal(1)
    except InvalidOperation:
        return None


def main(corpus, preds, part=None):
    name = os.path.basename(os.path.normpath(corpus))
    keep = None
    if part:
        rows = open(os.path.join(HERE, "split", name + ".tsv")).read().splitlines()[1:]
        keep = {r.split("\t")[0] for r in rows if r.split("\t")[1] == part}
    right = total = 0
    for line in open(os.path.join(corpus, "truth.jsonl")):
        r = json.loads(line)
        if keep is not None and r["id"] not in keep or not r.get("items"):
            continue
        try:
            p = json.load(open(os.path.join(preds, r["id"] + ".json")))
        except (OSError, ValueError):
            p = {}
        for item, truth in pairs(r["items"], p.get("items") or []):
            want = truth_count(truth.get("quantity"))
            if want is None:
                continue
            total += 1
            right += parsed_count(item.get("quantity")) == want
    print(json.dumps({"quantity_accuracy": round(right / total, 4) if total else None, "items_with_count": total}))


if __name__ == "__main__":
    main(*sys.argv[1:4])
