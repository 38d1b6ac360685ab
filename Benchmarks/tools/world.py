#!/usr/bin/env python3
"""Scores `splitbill scan --format json` outputs of a corpus whose truth names each receipt's currency and
country (the everyday corpus, the synthetic script receipts): by part and by country, beside a baseline.

usage: world.py CORPUS_DIR NAME PRED_DIR [BASELINE_PRED_DIR] [--min-country N]

NAME is the corpus's name in Benchmarks/split/NAME.tsv (`-` when the corpus has no split: every receipt is
then in `all` only). For the tuning part, the check part, the whole corpus and each country with at least N
receipts (default 5), one row per output folder: total accuracy and item F1 (../shared/tools/score.py on
that subset), currency right (the truth's `currency` against the output's), the share called verified, and
how many of those have the right total.
"""
import json, os, subprocess, sys, tempfile

HERE = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
SCORE = os.path.join(HERE, "..", "..", "shared", "tools", "score.py")
if not os.path.exists(SCORE):
    SCORE = "/work/shared/tools/score.py"

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from parts import dec  # noqa: E402


def load(path):
    try:
        return json.load(open(path))
    except (OSError, ValueError):
        return {}


def figures(records, preds, folder):
    with open(os.path.join(folder, "truth.jsonl"), "w") as f:
        for r in records:
            f.write(json.dumps(r, ensure_ascii=False) + "\n")
    out = subprocess.run([sys.executable, SCORE, folder, preds], capture_output=True, text=True, check=True).stdout
    s = json.loads(out.strip().splitlines()[-1])
    currency = verified = verified_right = 0
    for r in records:
        p = load(os.path.join(preds, r["id"] + ".json"))
        currency += p.get("currency") == r.get("currency")
        if p.get("verified") is True:
            verified += 1
            verified_right += dec(p.get("total")) == dec(r.get("total"))
    n = len(records)
    return {
        "n": n, "total": s.get("total_accuracy", 0.0), "item_f1": s.get("item_f1"),
        "currency": round(currency / n, 4) if n else 0.0, "verified": round(verified / n, 4) if n else 0.0,
        "verified_right": f"{verified_right}/{verified}",
    }


def main(argv):
    min_country = 5
    if "--min-country" in argv:
        i = argv.index("--min-country")
        min_country = int(argv[i + 1])
        argv = argv[:i] + argv[i + 2:]
    if len(argv) < 3:
        sys.exit(__doc__)
    corpus, name, preds = argv[0], argv[1], argv[2:]
    records = [json.loads(l) for l in open(os.path.join(corpus, "truth.jsonl")) if l.strip()]
    groups = {}
    if name != "-":
        part = dict(l.split("\t") for l in open(os.path.join(HERE, "split", name + ".tsv")).read().splitlines()[1:])
        groups["tune"] = [r for r in records if part.get(r["id"]) == "tune"]
        groups["check"] = [r for r in records if part.get(r["id"]) == "check"]
    groups["all"] = records
    countries = sorted({r.get("country") for r in records if r.get("country")})
    for c in countries:
        chosen = [r for r in records if r.get("country") == c]
        if len(chosen) >= min_country:
            groups["country " + c] = chosen
    print(f"{'group':<14} {'output':<28} {'n':>4} {'total':>6} {'item F1':>7} {'currency':>8} {'verified':>8} {'right':>7}")
    with tempfile.TemporaryDirectory() as tmp:
        for g, chosen in groups.items():
            for k, pred in enumerate(preds):
                folder = os.path.join(tmp, f"{len(os.listdir(tmp))}")
                os.makedirs(folder)
                f = figures(chosen, pred, folder)
                label = os.path.basename(os.path.normpath(pred)) + (" (baseline)" if k > 0 else "")
                f1 = "-" if f["item_f1"] is None else f"{f['item_f1']:.3f}"
                print(f"{g:<14} {label[:28]:<28} {f['n']:>4} {f['total']:>6.3f} {f1:>7} {f['currency']:>8.3f} {f['verified']:>8.3f} {f['verified_right']:>7}")


if __name__ == "__main__":
    main(sys.argv[1:])
