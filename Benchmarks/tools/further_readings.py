#!/usr/bin/env python3
"""What each further reading of a doubtful photo costs and wins, and which order of them pays best.

usage: further_readings.py PART OUT_DIR [--corpora NAME,NAME] [--no-singles] [--orders ORDER ...]

PART is tune or check (Benchmarks/split/NAME.tsv). For each corpus (default everyday, wildreceipt,
sroie under ../shared/receipts), ocr-bench (Benchmarks/OCRBench, release; build it first) reads every
photo of the part as `splitbill scan` does (`--judge parser --model receipt`) with the first reading
alone. The photos whose first reading is not verified are the doubtful ones, read again here (the
readings themselves run, as in the command, on those without a printed total). Each further reading is then tried alone after the first on those photos (the second model,
the background evened, the background evened and binarised), and for each the script prints how many
totals it makes right that the first reading had wrong (wins), how many it makes wrong (losses), how
many it makes verified, and what it costs (its step's milliseconds, mean over the photos it read).

With --orders, each ORDER (the further readings by name, joined by commas: second, background,
background+binarise) is read in full on the doubtful photos, stopping at the first verified reading as
the command does, and the totals right, verified, and the mean milliseconds of the further readings are
printed for each, side by side in the same run (--no-singles: the orders alone). A photo refused for its marks (ReadOptions.maximumMarks)
is said on standard error.

Needs OMP_THREAD_LIMIT=1 (set here) and two cores (two workers).
"""
import json, os, subprocess, sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from parts import dec  # noqa: E402

HERE = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
BENCH = os.path.join(HERE, "OCRBench", ".build", "release", "ocr-bench")
RECEIPTS = os.path.join(os.path.dirname(os.path.dirname(HERE)), "shared", "receipts")


def photos(corpus, part):
    """(id, image path, truth total) of every receipt of `corpus` in `part`."""
    ids = set()
    for line in open(os.path.join(HERE, "split", corpus + ".tsv")).read().splitlines()[1:]:
        rid, p = line.split("\t")
        if p == part:
            ids.add(rid)
    out = []
    root = os.path.join(RECEIPTS, corpus)
    for line in open(os.path.join(root, "truth.jsonl")):
        if line.strip():
            r = json.loads(line)
            if r["id"] in ids and r.get("image"):
                out.append((r["id"], os.path.join(root, r["image"]), dec(r.get("total"))))
    return sorted(out)


def arguments(order):
    """ocr-bench's options for the further readings `order` (a list of names, empty for none)."""
    cleanups = [o for o in order if o != "second"]
    args = ["--alternatives", ",".join(cleanups) if cleanups else "none"]
    if "second" in order:
        args += ["--second-model-after", str(order.index("second"))]
    else:
        args += ["--no-second-model"]
    return args


def read(items, order, out):
    """Reads `items` with the further readings `order` into `out`; per id: (total, verified, further ms)."""
    os.makedirs(out, exist_ok=True)
    env = dict(os.environ, OMP_THREAD_LIMIT="1")
    if items:
        done = subprocess.run([BENCH, "--judge", "parser", "--model", "receipt", "--workers", "2", "--out", out]
                              + arguments(order) + [p for _, p, _ in items], env=env, stdout=subprocess.DEVNULL,
                              stderr=subprocess.PIPE, text=True, check=False)
        refused = done.stderr.count("marks laid out like lines of text")
        if refused:
            print(f"note: {refused} photos refused for their marks ({out})", file=sys.stderr)
    results = {}
    for rid, path, _ in items:
        name = os.path.splitext(os.path.basename(path))[0]
        try:
            j = json.load(open(os.path.join(out, name + ".json")))
        except (OSError, ValueError):
            results[rid] = (None, False, 0.0)
            continue
        timings = j.get("timings_ms", {})
        further = sum(float(v) for k, v in timings.items()
                      if k.startswith("step.reading-") or k.startswith("step.model-"))
        results[rid] = (dec(j.get("total")), bool(j.get("verified")), further)
    return results


def main():
    args = sys.argv[1:]
    if len(args) < 2 or args[0] not in ("tune", "check"):
        sys.exit(__doc__)
    part, out = args[0], args[1]
    orders = []
    corpora = ["everyday", "wildreceipt", "sroie"]
    if "--corpora" in args:
        i = args.index("--corpora"); corpora = args[i + 1].split(","); del args[i:i + 2]
    if "--orders" in args:
        orders = [o.split(",") for o in args[args.index("--orders") + 1:]]
    if not os.access(BENCH, os.X_OK):
        sys.exit(f"{BENCH} is missing: swift build -c release --package-path Benchmarks/OCRBench")
    singles = [["second"], ["background"], ["background+binarise"]]
    if "--no-singles" in args:
        singles = []
        args.remove("--no-singles")
    print(f"| corpus ({part}) | photos | doubtful | reading | wins | losses | verified | mean ms |")
    print("|---|---|---|---|---|---|---|---|")
    summary = {}
    for corpus in corpora:
        items = photos(corpus, part)
        first = read(items, [], os.path.join(out, corpus, "first"))
        truth = {rid: t for rid, _, t in items}
        doubtful = [it for it in items if not first[it[0]][1]]
        for order in singles + orders:
            name = ",".join(order)
            got = read(doubtful, order, os.path.join(out, corpus, name.replace(",", "_")))
            wins = sum(1 for rid, *_ in doubtful if got[rid][0] == truth[rid] != first[rid][0])
            losses = sum(1 for rid, *_ in doubtful if first[rid][0] == truth[rid] != got[rid][0])
            verified = sum(1 for rid, *_ in doubtful if got[rid][1])
            times = [got[rid][2] for rid, *_ in doubtful]
            mean = sum(times) / len(times) if times else 0.0
            right = sum(1 for rid, *_ in doubtful if got[rid][0] == truth[rid])
            s = summary.setdefault(name, [0, 0, 0, 0.0, 0, 0])
            s[0] += wins; s[1] += losses; s[2] += verified; s[3] += sum(times); s[4] += len(doubtful); s[5] += right
            print(f"| {corpus} | {len(items)} | {len(doubtful)} | {name} | {wins} | {losses} | {verified} | {mean:.0f} |", flush=True)
    print()
    print("| reading or order | net wins | totals right of the doubtful | verified | mean ms | net wins per second |")
    print("|---|---|---|---|---|---|")
    for name, (wins, losses, verified, ms, n, right) in summary.items():
        per = (wins - losses) / (ms / 1000) if ms else 0.0
        print(f"| {name} | {wins - losses} | {right}/{n} | {verified} | {ms / max(1, n):.0f} | {per:.3f} |")


if __name__ == "__main__":
    main()
