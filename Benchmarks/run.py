#!/usr/bin/env python3
"""Benchmark reading receipt photos on a corpus folder, against plain `tesseract` as a baseline.

usage: Benchmarks/run.py [CORPUS_DIR] [--out DIR] [--limit N] [--no-baseline] [--no-parallel]
                         [--driver splitbill|ocr-bench|PATH] [-- EXTRA DRIVER ARGS]

CORPUS_DIR (default ../shared/receipts/sroie) holds truth.jsonl and images/. The pipeline is run by
`splitbill scan --format json --timings --output-dir OUT` (the release build; build it first with
`swift build -c release --product splitbill`), which writes <id>.json per receipt: the bill file with the
parser's items and totals, `lines` (rows with box and confidence) and `timings_ms`. `--driver ocr-bench`
runs Benchmarks/OCRBench instead (OCR only, with options for trying clean-up variants). In the same run:
  1. the pipeline on one core (--jobs 1): per-stage median ms and wall time;
  2. the pipeline on all cores: wall time and speed-up over one core;
  3. plain `tesseract IMAGE stdout --psm 6 -l LANG` with OMP_THREAD_LIMIT=1, one image at a time;
  4. peak memory (max RSS) of the pipeline reading one receipt;
and both outputs are scored with ../shared/tools/score.py (the baseline's text as `lines`).
"""
import argparse, json, os, resource, statistics, subprocess, sys, time

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
DEFAULT_CORPUS = os.path.join(ROOT, "..", "shared", "receipts", "sroie")
SCORER_CANDIDATES = [os.path.join(ROOT, "..", "shared", "tools", "score.py"), "/work/shared/tools/score.py"]


def score(corpus, preds):
    scorer = next(p for p in SCORER_CANDIDATES if os.path.exists(p))
    out = subprocess.run([sys.executable, scorer, corpus, preds], capture_output=True, text=True, check=True)
    return json.loads(out.stdout)


def driver_command(driver, out, workers):
    if os.path.basename(driver) == "ocr-bench":
        return [driver, "--out", out, "--workers", str(workers)]
    return [driver, "scan", "--format", "json", "--timings", "--force", "--output-dir", out, "--jobs", str(workers)]


def text_recall(corpus, preds):
    tool = os.path.join(HERE, "tools", "ocr_text_recall.py")
    out = subprocess.run([sys.executable, tool, corpus, preds], capture_output=True, text=True, check=True)
    return json.loads(out.stdout)


def run_pipeline(driver, images, out, workers, extra):
    os.makedirs(out, exist_ok=True)
    cmd = driver_command(driver, out, workers) + extra + images
    env = {k: v for k, v in os.environ.items() if k != "OMP_THREAD_LIMIT"}  # the program sets it itself
    start = time.monotonic()
    proc = subprocess.run(cmd, capture_output=True, text=True, env=env)
    wall = time.monotonic() - start
    if proc.returncode not in (0, 1):
        sys.exit(f"driver failed ({proc.returncode}): {proc.stderr[-2000:]}")
    per_stage = {}
    second = [0, 0]  # read more than once, a later reading kept
    for image in images:
        rid = os.path.splitext(os.path.basename(image))[0]
        try:
            result = json.load(open(os.path.join(out, rid + ".json")))
        except (OSError, ValueError):
            continue
        times = result.get("timings_ms", {})
        second[0] += (result.get("readings") or 1) > 1
        second[1] += (result.get("kept_reading") or 1) > 1
        for k, v in times.items():
            per_stage.setdefault(k, []).append(float(v))
        per_stage.setdefault("total", []).append(sum(float(times.get(k, 0)) for k in ("load", "cleanup", "recognize", "rows", "judge", "parse")))
    medians = {k: round(statistics.median(v), 1) for k, v in sorted(per_stage.items())}
    return {"wall_s": wall, "median_ms": medians, "failures": proc.stderr.count("(skipped)"),
            "second_readings": second[0], "second_readings_kept": second[1]}


def run_baseline(images, out, lang):
    os.makedirs(out, exist_ok=True)
    env = dict(os.environ, OMP_THREAD_LIMIT="1")
    times = []
    start = time.monotonic()
    for image in images:
        t0 = time.monotonic()
        proc = subprocess.run(["tesseract", image, "stdout", "--psm", "6", "-l", lang],
                              capture_output=True, text=True, env=env)
        times.append(time.monotonic() - t0)
        lines = [l for l in proc.stdout.split("\n") if l.strip()]
        rid = os.path.splitext(os.path.basename(image))[0]
        with open(os.path.join(out, rid + ".json"), "w") as f:
            json.dump({"lines": lines}, f)
    return {"wall_s": time.monotonic() - start, "median_ms": statistics.median(times) * 1000}


def peak_memory_mb(driver, image, extra, out):
    """Max RSS of the driver reading one image on one worker, from a separate process."""
    code = ("import resource,subprocess,sys\n"
            "subprocess.run(sys.argv[1:], capture_output=True)\n"
            "print(resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss)\n")
    cmd = driver_command(driver, out, 1) + extra + [image]
    proc = subprocess.run([sys.executable, "-c", code] + cmd, capture_output=True, text=True, check=True)
    return int(proc.stdout.strip()) / 1024


def main():
    argv = sys.argv[1:]
    extra = []
    if "--" in argv:
        i = argv.index("--")
        argv, extra = argv[:i], argv[i + 1:]
    ap = argparse.ArgumentParser()
    ap.add_argument("corpus", nargs="?", default=DEFAULT_CORPUS)
    ap.add_argument("--out", default=os.path.join(HERE, "out"))
    ap.add_argument("--driver", default="splitbill")
    ap.add_argument("--lang", default="eng")
    ap.add_argument("--limit", type=int, default=0)
    ap.add_argument("--workers", type=int, default=os.cpu_count())
    ap.add_argument("--no-baseline", action="store_true")
    ap.add_argument("--no-parallel", action="store_true")
    a = ap.parse_args(argv)
    if a.driver == "splitbill":
        a.driver = os.path.join(ROOT, ".build", "release", "splitbill")
    elif a.driver == "ocr-bench":
        a.driver = os.path.join(HERE, "OCRBench", ".build", "release", "ocr-bench")

    corpus = os.path.abspath(a.corpus)
    recs = [json.loads(l) for l in open(os.path.join(corpus, "truth.jsonl"))]
    recs = [r for r in recs if r.get("image")]
    name = os.path.basename(corpus.rstrip("/"))
    if a.limit:
        # Score against the first N records only: a small corpus folder of their truth and images.
        recs = recs[:a.limit]
        subset = os.path.join(a.out, name, "corpus-subset")
        os.makedirs(subset, exist_ok=True)
        with open(os.path.join(subset, "truth.jsonl"), "w") as f:
            f.writelines(json.dumps(r) + "\n" for r in recs)
        link = os.path.join(subset, "images")
        if not os.path.exists(link):
            os.symlink(os.path.join(corpus, "images"), link)
        corpus = subset
    images = [os.path.join(corpus, r["image"]) for r in recs]
    pipe_out = os.path.join(a.out, name, "pipeline")
    base_out = os.path.join(a.out, name, "baseline")
    extra = ["--lang", a.lang] + extra

    one = run_pipeline(a.driver, images, pipe_out, 1, extra)
    report = {"corpus": corpus, "images": len(images), "pipeline_one_core": one,
              "pipeline_scores": score(corpus, pipe_out)}
    if not a.no_parallel and a.workers > 1:
        many = run_pipeline(a.driver, images, pipe_out + "-parallel", a.workers, extra)
        report["pipeline_all_cores"] = many
        report["parallel_speedup"] = round(one["wall_s"] / many["wall_s"], 2)
    if not a.no_baseline:
        report["baseline"] = run_baseline(images, base_out, a.lang)
        report["baseline_scores"] = score(corpus, base_out)
    if any(r.get("items") for r in recs):
        report["pipeline_text_recall"] = text_recall(corpus, pipe_out)
        if "baseline" in report:
            report["baseline_text_recall"] = text_recall(corpus, base_out)
    report["peak_memory_mb_one_receipt"] = round(peak_memory_mb(a.driver, images[0], extra, pipe_out + "-memory"), 1)

    s, m = report["pipeline_scores"], one["median_ms"]
    print(f"corpus {corpus}: {len(images)} images")
    print(f"pipeline   word_f1 {s.get('ocr_word_f1')}  segment_recall {s.get('ocr_segment_recall')}  "
          f"total_accuracy {s.get('total_accuracy')}  item_f1 {s.get('item_f1')}")
    print("pipeline   median ms per receipt (one core): " +
          "  ".join(f"{k} {m[k]}" for k in ["load", "cleanup", "recognize", "rows", "judge", "parse", "total"] if k in m))
    stages = {k: v for k, v in m.items() if k.startswith("cleanup.")}
    print("           clean-up stages: " + "  ".join(f"{k[8:]} {v}" for k, v in stages.items()))
    print(f"pipeline   read again {one['second_readings']} of {len(images)} (a later reading kept: {one['second_readings_kept']})")
    print(f"pipeline   wall one core {one['wall_s']:.1f} s", end="")
    if "pipeline_all_cores" in report:
        print(f"; {a.workers} cores {report['pipeline_all_cores']['wall_s']:.1f} s "
              f"(speed-up {report['parallel_speedup']}x)")
    else:
        print()
    if "baseline" in report:
        b, bs = report["baseline"], report["baseline_scores"]
        print(f"baseline   word_f1 {bs.get('ocr_word_f1')}  segment_recall {bs.get('ocr_segment_recall')}  "
              f"median {b['median_ms']:.0f} ms  wall {b['wall_s']:.1f} s")
        print(f"ratio      pipeline wall / tesseract wall (one core) = {one['wall_s'] / b['wall_s']:.2f}")
        print(f"ratio      pipeline median / tesseract median = {m.get('total', 0) / b['median_ms']:.2f}"
              " (the pipeline's median excludes process start and engine set-up; tesseract's includes them)")
    for who in ("pipeline", "baseline"):
        if who + "_text_recall" in report:
            t = report[who + "_text_recall"]
            print(f"{who:10} amounts found in the text {t['amounts_found']}  item names found {t['names_found']}")
    print(f"peak memory, one receipt: {report['peak_memory_mb_one_receipt']} MB")
    with open(os.path.join(a.out, name, "report.json"), "w") as f:
        json.dump(report, f, indent=1)


if __name__ == "__main__":
    main()
