#!/usr/bin/env python3
"""What each parser rule contributes: the parser with one rule left out against the parser with every rule,
on the tuning part and the check part of each corpus, in one run.

usage: ablate.py [--corpora cord,sroie,wildreceipt,sroie-text,wildreceipt-text] [--rules A,B] [--jobs N] [RECEIPTS_DIR]
RECEIPTS_DIR holds the corpora (default ../shared/receipts beside the repository). CORD is read from its
perfect text; SROIE and WildReceipt from the whole pipeline's rows cached in Benchmarks/out/ocr-pipeline/
(see Benchmarks/measuring.md, "The whole pipeline's rows"), and as `sroie-text` and `wildreceipt-text` from
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

from part_noise import counts, figure, load

HERE = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
BENCH = os.path.join(HERE, "ParserBench", ".build", "release", "parser-bench")

def tally(records, preds):
    """Per receipt id: its counts as part_noise.py keeps them (total right of one, items matched / predicted /
    in the truth, counts right of those paired), which score.py's and quantity_accuracy.py's figures sum."""
    return {r["id"]: counts(r, load(os.path.join(preds, r["id"] + ".json"))) for r in records}

def sums(t, ids, kind):
    """The counts of `kind` summed over `ids`, as a list (zeros where no receipt has that kind)."""
    rows = [t[i][kind] for i in ids if kind in t[i]]
    return [sum(r[k] for r in rows) for k in range(len(rows[0]))] if rows else [0, 0, 0]

def run(corpus_dir, out, extra, without=None):
    cmd = [BENCH, corpus_dir, out] + extra + (["--without", without] if without else [])
    subprocess.run(cmd, check=True, capture_output=True)

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
            run(folder, out, extra, rule)
            res[c] = tally(records, out)
        return rule, res

    _, base = measure(None)
    parts_of = {c: parts for c, _, _, _, parts in setups}
    labelled = {c: any(r.get("items") for r in records) for c, _, _, records, _ in setups}
    cols = [(c, p) for c in parts_of for p in ("tune", "check")]
    print("Each cell: totals right / items matched / their counts right (score.py's matching, quantity_accuracy.py's")
    print("counts); the first row with every rule, the others the difference with that rule left out (a minus is")
    print("what the rule gains, a plus what it costs).")
    print("| rule | " + " | ".join(f"{c} {p}" for c, p in cols) + " |")
    print("|---|" + "---|" * len(cols))
    cell = lambda c, t, m, q: f"{t}" + (f" / {m} / {q}" if labelled[c] else "")
    diff = lambda a, b: f"{a - b:+d}" if a != b else "0"
    f1 = lambda items: figure("items", [items])
    row = []
    for c, p in cols:
        t, i, q = (sums(base[c], parts_of[c][p], k) for k in ("total", "items", "counts"))
        row.append(cell(c, t[0], i[0], q[0]) + (f" (F1 {f1(i):.4f})" if labelled[c] else ""))
    print("| every rule | " + " | ".join(row) + " |", flush=True)
    with ThreadPoolExecutor(max_workers=jobs) as pool:
        for rule, res in pool.map(measure, rules):
            row = []
            for c, p in cols:
                ids = parts_of[c][p]
                t, i, q = (sums(res[c], ids, k) for k in ("total", "items", "counts"))
                bt, bi, bq = (sums(base[c], ids, k) for k in ("total", "items", "counts"))
                cells = cell(c, diff(t[0], bt[0]), diff(i[0], bi[0]), diff(q[0], bq[0]))
                if labelled[c] and i != bi:
                    cells += f" (F1 {f1(i) - f1(bi):+.4f})"
                row.append(cells)
            print(f"| {rule} | " + " | ".join(row) + " |", flush=True)

if __name__ == "__main__":
    main()
