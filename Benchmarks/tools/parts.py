#!/usr/bin/env python3
"""Scores parser-bench predictions on the tuning part, the check part and the whole corpus, side by side.

usage: parts.py CORPUS_DIR NAME PARSER_PRED [BASELINE_PRED]
NAME is the corpus's name in Benchmarks/split/NAME.tsv. For each part, a truth file of its records
is written under Benchmarks/out/parts/NAME/<part>/ and scored with ../shared/tools/score.py (CORD
also with tools/cord_cents_quirk.py). Prints one table row per figure: the figures of the issue (CORD
item F1 and total accuracy, the photo corpora's total accuracy and, where items are labelled, item F1),
the items' counts (tools/quantity_accuracy.py), and for the parser `verified right`: the share of the receipts it called verified whose total is right
(with their count).
"""
import json, os, subprocess, sys
from decimal import Decimal, InvalidOperation

HERE = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))

def dec(v):
    try:
        return None if v is None else Decimal(str(v)).quantize(Decimal("0.01"))
    except (InvalidOperation, ValueError):
        return None

def part_dirs(corpus, name):
    recs = [l for l in open(os.path.join(corpus, "truth.jsonl")) if l.strip()]
    parts = {"all": recs}
    for line in open(os.path.join(HERE, "split", name + ".tsv")).read().splitlines()[1:]:
        rid, part = line.split("\t")
        parts.setdefault(part, set()).add(rid)
    out = {}
    for part in ("tune", "check", "all"):
        folder = os.path.join(HERE, "out", "parts", name, part)
        os.makedirs(folder, exist_ok=True)
        keep = parts[part] if part != "all" else None
        with open(os.path.join(folder, "truth.jsonl"), "w") as f:
            for l in recs:
                if keep is None or json.loads(l)["id"] in keep:
                    f.write(l if l.endswith("\n") else l + "\n")
        out[part] = folder
    return out

def score(folder, preds, tool):
    out = subprocess.run([sys.executable, tool, folder, preds], capture_output=True, text=True, check=True).stdout
    return json.loads(out.strip().splitlines()[-1])

def verified(folder, preds, lenient=False):
    """(right, n) over the receipts called verified; `lenient`: a CORD truth that is 100 times the total
    (the cents quirk, see tools/cord_cents_quirk.py) counts as right."""
    right = n = 0
    for l in open(os.path.join(folder, "truth.jsonl")):
        r = json.loads(l)
        try:
            p = json.load(open(os.path.join(preds, r["id"] + ".json")))
        except Exception:
            continue
        if p.get("verified") and r.get("total") is not None:
            n += 1
            t, got = dec(r["total"]), dec(p.get("total"))
            right += t == got or (lenient and got is not None and t == got * 100)
    return right, n

def main():
    corpus, name, pred = sys.argv[1:4]
    base = sys.argv[4] if len(sys.argv) > 4 else None
    dirs = part_dirs(corpus, name)
    score_py = os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(corpus.rstrip("/")))), "tools", "score.py")
    if not os.path.exists(score_py):
        score_py = "/work/shared/tools/score.py"
    quirk = os.path.join(HERE, "tools", "cord_cents_quirk.py")
    figures = ["item_f1", "total_accuracy"] if name == "cord" else ["total_accuracy", "item_f1"]
    print(f"{name:<12} {'figure':<34} {'tune':>8} {'check':>8} {'all':>8}")
    for who, preds in (("parser", pred), ("baseline", base)):
        if not preds:
            continue
        s = {part: score(d, preds, score_py) for part, d in dirs.items()}
        if name == "cord":
            q = {part: score(d, preds, quirk) for part, d in dirs.items()}
        for fig in figures:
            if fig not in s["all"]:
                continue
            print(f"{who:<12} {fig:<34} " + " ".join(f"{s[p][fig]:>8.4f}" for p in ("tune", "check", "all")))
            if name == "cord":
                k = fig + "_cents_read_as_truth"
                print(f"{who:<12} {k:<34} " + " ".join(f"{q[p][k]:>8.4f}" for p in ("tune", "check", "all")))
        if who == "parser" and "item_f1" in s["all"]:
            # The items' counts, for a split by quantities (tools/quantity_accuracy.py).
            c = {part: score(d, preds, os.path.join(HERE, "tools", "quantity_accuracy.py")) for part, d in dirs.items()}
            if c["all"]["quantity_accuracy"] is not None:
                print(f"{who:<12} {'count accuracy':<34} " + " ".join(f"{c[p]['quantity_accuracy']:>8.4f}" for p in ("tune", "check", "all")))
        if who == "parser":
            v = {p: verified(d, preds) for p, d in dirs.items()}
            cells = " ".join(f"{(r / n if n else 0):>8.4f}" for r, n in (v[p] for p in ("tune", "check", "all")))
            counts = "/".join(str(v[p][1]) for p in ("tune", "check", "all"))
            print(f"{who:<12} {'verified right (n ' + counts + ')':<34} {cells}")
            if name == "cord":
                v = {p: verified(d, preds, lenient=True) for p, d in dirs.items()}
                cells = " ".join(f"{(r / n if n else 0):>8.4f}" for r, n in (v[p] for p in ("tune", "check", "all")))
                print(f"{who:<12} {'verified right, cents as truth':<34} {cells}")

if __name__ == "__main__":
    main()
