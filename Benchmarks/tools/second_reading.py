#!/usr/bin/env python3
"""What reading every unverified receipt a second time, with the other model, would win and cost.

usage: second_reading.py CORPUS_DIR NAME FIRST_DIR SECOND_DIR [--rows]

FIRST_DIR and SECOND_DIR are two `run.py` pipeline folders of the same corpus read by two models
(`Benchmarks/out/<corpus>/pipeline` and `.../pipeline-stock` after `run.py CORPUS --models
receipt,stock`). The rows of both (`lines`) are parsed again by the current parser (parser-bench), so
that both sides have the same parser. Then, for every receipt the first reading does not verify, the
second reading replaces it when the second is verified. Prints, by the tuning and check parts
(tools/parts.py), the figures of the first reading alone and of the choice, and how many receipts the
choice would read twice beyond those `splitbill scan` reads twice already (those whose first reading's
total was not printed: parser-bench's `totalSource`).

With --rows, the second reading is offered amount by amount instead: each row of an unverified first
reading that ends in an amount takes the amount that ends the second reading's row at the same height
(overlapping by half the lower row), when they differ; the rows with every such amount taken, and then
with each one alone, are parsed in turn, and the first verified one is kept.
"""
import json, os, re, subprocess, sys, tempfile

HERE = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
BENCH = os.path.join(HERE, "ParserBench", ".build", "release", "parser-bench")


def parse(corpus, pipeline, work):
    """parser-bench's predictions for the `lines` of every receipt in `pipeline`."""
    text = os.path.join(work, "text")
    os.makedirs(text, exist_ok=True)
    for name in os.listdir(pipeline):
        if name.endswith(".json"):
            rows = [l["text"] for l in json.load(open(os.path.join(pipeline, name))).get("lines", [])]
            with open(os.path.join(text, name[:-5] + ".txt"), "w") as f:
                f.write("\n".join(rows) + "\n")
    pred = os.path.join(work, "pred")
    subprocess.run([BENCH, corpus, pred, "--ocr-text", text, "--total-source"], check=True,
                   stdout=subprocess.DEVNULL)
    return pred


AMOUNT = re.compile(r"\S*\d+[.,]\d\d\S*$")


def row_options(first_lines, second_lines):
    """The first reading's rows with the second reading's amounts put in: all at once, then one by one."""
    swaps = []
    for i, line in enumerate(first_lines):
        mine = AMOUNT.search(line["text"].rstrip())
        if not mine:
            continue
        top, bottom = line["box"][1], line["box"][1] + line["box"][3]
        for other in second_lines:
            o_top, o_bottom = other["box"][1], other["box"][1] + other["box"][3]
            overlap = min(bottom, o_bottom) - max(top, o_top)
            theirs = AMOUNT.search(other["text"].rstrip())
            if overlap > 0.5 * min(bottom - top, o_bottom - o_top) and theirs and theirs.group(0) != mine.group(0):
                swaps.append((i, mine.start(), theirs.group(0)))
                break
    rows = [l["text"] for l in first_lines]
    options = []
    for chosen in ([swaps] if len(swaps) > 1 else []) + [[s] for s in swaps]:
        option = list(rows)
        for i, start, amount in chosen:
            option[i] = option[i][:start] + amount
        options.append(option)
    return options


def by_rows(corpus, a, first, second, work):
    """For every unverified receipt in `a`, the first verified parse of its row options, or None."""
    text, truth = os.path.join(work, "text"), os.path.join(work, "corpus")
    os.makedirs(text), os.makedirs(truth)
    records = {json.loads(l)["id"]: json.loads(l) for l in open(os.path.join(corpus, "truth.jsonl")) if l.strip()}
    counts = {}
    with open(os.path.join(truth, "truth.jsonl"), "w") as f:
        for name in sorted(os.listdir(a)):
            rid = name[:-5]
            if json.load(open(os.path.join(a, name))).get("verified") or not os.path.exists(os.path.join(second, name)):
                continue
            options = row_options(json.load(open(os.path.join(first, name))).get("lines", []),
                                  json.load(open(os.path.join(second, name))).get("lines", []))
            counts[rid] = len(options)
            for k, rows in enumerate(options):
                with open(os.path.join(text, f"{rid}__{k}.txt"), "w") as t:
                    t.write("\n".join(rows) + "\n")
                f.write(json.dumps(dict(records[rid], id=f"{rid}__{k}")) + "\n")
    pred = os.path.join(work, "pred")
    subprocess.run([BENCH, truth, pred, "--ocr-text", text], check=True, stdout=subprocess.DEVNULL)
    chosen = {}
    for rid, n in counts.items():
        for k in range(n):
            p = json.load(open(os.path.join(pred, f"{rid}__{k}.json")))
            if p.get("verified"):
                chosen[rid] = p
                break
    return chosen


def settled(p):
    """Whether `splitbill scan` keeps this first reading without another: its total was printed (or
    is the payment the items confirm), as `ReceiptScanner`'s judge asks."""
    return p.get("totalSource") in ("printed", "payment")


def main():
    rows = "--rows" in sys.argv
    corpus, name, first, second = [a for a in sys.argv[1:] if a != "--rows"][:4]
    subprocess.run(["swift", "build", "-c", "release"], cwd=os.path.join(HERE, "ParserBench"),
                   check=True, stdout=subprocess.DEVNULL)
    with tempfile.TemporaryDirectory() as work:
        a = parse(corpus, first, os.path.join(work, "a"))
        b = parse(corpus, second, os.path.join(work, "b"))
        per_row = by_rows(corpus, a, first, second, os.path.join(work, "rows")) if rows else None
        chosen = os.path.join(work, "chosen")
        os.makedirs(chosen)
        swapped = extra = unverified = 0
        for name_ in sorted(os.listdir(a)):
            pa = json.load(open(os.path.join(a, name_)))
            pb = json.load(open(os.path.join(b, name_))) if os.path.exists(os.path.join(b, name_)) else {}
            use = pa
            if not pa.get("verified"):
                unverified += 1
                extra += settled(pa)
                if per_row is not None:
                    if name_[:-5] in per_row:
                        use = per_row[name_[:-5]]
                        swapped += 1
                elif pb.get("verified"):
                    use = pb
                    swapped += 1
            json.dump(use, open(os.path.join(chosen, name_), "w"))
        total = len(os.listdir(a))
        print(f"{name}: {total} receipts, {unverified} not verified by the first reading, of which {extra} "
              f"have a printed total (read twice only under this choice); the second reading replaces {swapped}")
        label = "the second reading's amounts, row by row, where verified" if rows else "second reading where verified"
        for label, pred in (("first reading alone", a), (label, chosen)):
            print(f"-- {label}")
            out = subprocess.run([sys.executable, os.path.join(HERE, "tools", "parts.py"), corpus, name, pred],
                                 capture_output=True, text=True, check=True).stdout
            print(out.rstrip())


if __name__ == "__main__":
    main()
