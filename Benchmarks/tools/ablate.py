#!/usr/bin/env python3
"""What each parser rule contributes: the parser with one rule left out against the parser with every rule,
on the tuning part and the check part of each corpus, in one run.

usage: ablate.py [--corpora cord,sroie,wildreceipt,sroie-text,wildreceipt-text] [--rules A,B] [--jobs N] [RECEIPTS_DIR]
RECEIPTS_DIR holds the corpora (default ../shared/receipts beside the repository). CORD is read from its
perfect text; SROIE and WildReceipt from the whole pipeline's rows cached in Benchmarks/out/ocr-pipeline/
(see Benchmarks/README.md, "The whole pipeline's rows"), and as `sroie-text` and `wildreceipt-text` from
plain Tesseract text cached in Benchmarks/out/ocr/ (Benchmarks/ocr-text.sh); a corpus without its text
is passed over. The default is the first three.
For every rule of `parser-bench --rules` (the item rules, then the ways of finding the total) it runs
`parser-bench --without RULE` and prints, for each corpus and part, how many more (+) or fewer (-) totals
are right and items are matched without the rule (score.py's matching: equal line total, names similar),
how many of the matched items' counts are right, and how the item F1 changes. A rule whose every cell is 0
changes no scored output (it may still change names, unit prices or findings); a minus on a tuning part is
what the rule gains there, a plus on a check part what it costs there.
"""
import json, os, subprocess, sys, tempfile
from concurrent.futures import ThreadPoolExecutor

from quantity_accuracy import pairs, parsed_count, truth_count

HERE = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
BENCH = os.path.join(HERE, "ParserBench", ".build", "release", "parser-bench")

def load_scorer(receipts):
    sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(receipts.rstrip("/"))), "tools"))
    import score
    return score

def tally(score, records, preds):
    """Per receipt id: (total right, items matched, items predicted, items in the truth, counts right), items
    paired as score.py pairs them (quantity_accuracy.pairs), a count right as quantity_accuracy.py counts it."""
    out = {}
    for r in records:
        p = score.load_pred(os.path.join(preds, r["id"] + ".json"))
        right = r.get("total") is not None and score.dec(p.get("total")) == score.dec(r["total"])
        m = np_ = nt = counts = 0
        if r.get("items") is not None:
            truth = [i for i in r["items"] if score.dec(i["total"]) is not None]
            pred = [i for i in (p.get("items") or []) if isinstance(i, dict) and score.dec(i.get("total")) is not None]
            for got, want in pairs(truth, pred):
                m += 1
                c = truth_count(want.get("quantity"))
                counts += c is not None and parsed_count(got.get("quantity")) == c
            np_, nt = len(pred), len(truth)
        out[r["id"]] = (int(right), m, np_, nt, counts)
    return out

def f1(m, p, t):
    pr = m / p if p else 0.0
    rc = m / t if t else 0.0
    return 2 * pr * rc / (pr + rc) if pr + rc else 0.0

def sums(t, ids):
    return [sum(t[i][k] for i in ids) for k in range(5)]

def run(corpus_dir, out, extra, without=None):
    """Whether parser-bench ran; a rule that a later rule relies on (it sets up what that one reads) stops it."""
    cmd = [BENCH, corpus_dir, out] + extra + (["--without", without] if without else [])
    return subprocess.run(cmd, capture_output=True).returncode == 0

def main():
    args = sys.argv[1:]
    def opt(name, default):
        if name in args:
            i = args.index(name)
            v = args[i + 1]
            del args[i:i + 2]
            return v
        return default
    corpora = opt("--corpora", "cord,sroie,wildreceipt").split(",")
    only = opt("--rules", None)
    jobs = int(opt("--jobs", str(os.cpu_count() or 1)))
    receipts = args[0] if args else os.path.join(HERE, "..", "..", "shared", "receipts")
    score = load_scorer(receipts)
    subprocess.run(["swift", "build", "-c", "release"], cwd=os.path.join(HERE, "ParserBench"), check=True, capture_output=True)
    rules = only.split(",") if only else subprocess.run([BENCH, "--rules"], check=True, capture_output=True, text=True).stdout.split()
    work = tempfile.mkdtemp(prefix="ablate-")
    setups = []
    for c in corpora:
        corpus = c.removesuffix("-text")
        extra = []
        if c != "cord":
            rows = os.path.join(HERE, "out", "ocr" if c.endswith("-text") else "ocr-pipeline", corpus)
            if not os.path.isdir(rows):
                print(f"{c}: no text in {rows}; passed over", file=sys.stderr)
                continue
            extra = ["--ocr-text", rows]
        folder = os.path.join(receipts, corpus)
        records = [json.loads(l) for l in open(os.path.join(folder, "truth.jsonl")) if l.strip()]
        split = dict(l.split("\t") for l in open(os.path.join(HERE, "split", corpus + ".tsv")).read().splitlines()[1:])
        parts = {p: [r["id"] for r in records if split[r["id"]].strip() == p] for p in ("tune", "check")}
        setups.append((c, folder, extra, records, parts))

    def measure(rule):
        res = {}
        for c, folder, extra, records, parts in setups:
            out = os.path.join(work, (rule or "all") + "-" + c)
            if not run(folder, out, extra, rule):
                return rule, None
            res[c] = tally(score, records, out)
        return rule, res

    _, base = measure(None)
    labelled = lambda c: any(r.get("items") for r in next(s for s in setups if s[0] == c)[3])
    cols = [(c, p) for c, *_ in setups for p in ("tune", "check")]
    width = 16
    print("Each cell: totals right / items matched / their counts right (score.py's matching, quantity_accuracy.py's")
    print("counts); the first row with every rule, the others the difference with that rule left out (a minus is")
    print("what the rule gains, a plus what it costs).")
    print("| rule | " + " | ".join(f"{c} {p}" for c, p in cols) + " |")
    print("|---|" + "---|" * len(cols))
    cell = lambda c, t, m, q: f"{t}" + (f" / {m} / {q}" if labelled(c) else "")
    diff = lambda a, b: f"{a - b:+d}" if a != b else "0"
    row = []
    for c, p in cols:
        s = sums(base[c], dict((x[0], x[4]) for x in setups)[c][p])
        row.append(cell(c, s[0], s[1], s[4]) + (f" (F1 {f1(*s[1:4]):.4f})" if labelled(c) else ""))
    print("| every rule | " + " | ".join(row) + " |", flush=True)
    with ThreadPoolExecutor(max_workers=jobs) as pool:
        for rule, res in pool.map(measure, rules):
            if res is None:
                print(f"| {rule} | " + " | ".join("needed by a later rule" for _ in cols) + " |", flush=True)
                continue
            row = []
            for c, p in cols:
                ids = dict((x[0], x[4]) for x in setups)[c][p]
                s, b = sums(res[c], ids), sums(base[c], ids)
                cells = cell(c, diff(s[0], b[0]), diff(s[1], b[1]), diff(s[4], b[4]))
                if labelled(c) and s[1:4] != b[1:4]:
                    cells += f" (F1 {f1(*s[1:4]) - f1(*b[1:4]):+.4f})"
                row.append(cells)
            print(f"| {rule} | " + " | ".join(row) + " |", flush=True)

if __name__ == "__main__":
    main()
