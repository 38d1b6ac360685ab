#!/usr/bin/env python3
"""Benchmark reading receipt photos on a corpus folder, against plain `tesseract` as a baseline.

usage: Benchmarks/run.py [CORPUS_DIR] [--out DIR] [--limit N] [--no-baseline] [--no-parallel]
                         [--models auto,receipt,stock] [--driver splitbill|ocr-bench|PATH] [-- EXTRA DRIVER ARGS]

CORPUS_DIR (default ../shared/receipts/sroie) holds truth.jsonl and images/. The pipeline is run by
`splitbill scan --format json --timings --output-dir OUT` (the release build; build it first with
`swift build -c release --product splitbill`), which writes <id>.json per receipt: the bill file with the
parser's items and totals, `lines` (rows with box and confidence) and `timings_ms`. `--driver ocr-bench`
runs Benchmarks/OCRBench instead (OCR only, with options for trying clean-up variants). In the same run:
  1. the pipeline on one core (--jobs 1): per-stage median ms and wall time;
  2. the pipeline on all cores: wall time and speed-up over one core; then one receipt at a time with
     two engines reading the halves of each page at once (`--engines-per-photo 2`), its median time per
     receipt against step 1's and its scores;
  3. plain `tesseract IMAGE stdout --psm 6 -l LANG` with OMP_THREAD_LIMIT=1, one image at a time;
  4. peak memory (max RSS) of the pipeline reading one receipt;
and both outputs are scored with ../shared/tools/score.py (the baseline's text as `lines`), on the whole
corpus and on its tuning and check parts (Benchmarks/split/<corpus>.tsv, made by tools/make_split.py).
`--models receipt,stock` runs step 1 once per recognition model (`splitbill scan --model M`), side by
side in the same run; the first model is the one steps 2 and 4 use.
"""
import argparse, json, os, resource, shutil, statistics, subprocess, sys, time

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
DEFAULT_CORPUS = os.path.join(ROOT, "..", "shared", "receipts", "sroie")
SCORER_CANDIDATES = [os.path.join(ROOT, "..", "shared", "tools", "score.py"), "/work/shared/tools/score.py"]


def score(corpus, preds):
    scorer = next(p for p in SCORER_CANDIDATES if os.path.exists(p))
    out = subprocess.run([sys.executable, scorer, corpus, preds], capture_output=True, text=True, check=True)
    return json.loads(out.stdout)


def split_parts(corpus, name):
    """{'tune': ids, 'check': ids} from Benchmarks/split/<name>.tsv, or None when the corpus has no split."""
    path = os.path.join(HERE, "split", name + ".tsv")
    if not os.path.exists(path):
        return None
    parts = {}
    for line in open(path).read().splitlines()[1:]:
        rid, part = line.split("\t")
        parts.setdefault(part, set()).add(rid)
    return parts


def score_parts(corpus, preds, parts, out):
    """Scores of the tuning and the check part: a truth file of each part's records, images linked."""
    scores = {}
    recs = [json.loads(l) for l in open(os.path.join(corpus, "truth.jsonl"))]
    for part, ids in sorted(parts.items()):
        folder = os.path.join(out, "part-" + part)
        os.makedirs(folder, exist_ok=True)
        with open(os.path.join(folder, "truth.jsonl"), "w") as f:
            f.writelines(json.dumps(r) + "\n" for r in recs if r["id"] in ids)
        link = os.path.join(folder, "images")
        if not os.path.exists(link) and os.path.isdir(os.path.join(corpus, "images")):
            os.symlink(os.path.join(corpus, "images"), link)
        scores[part] = score(folder, preds)
    return scores


def driver_command(driver, out, workers):
    if os.path.basename(driver) == "ocr-bench":
        return [driver, "--out", out, "--workers", str(workers)]
    return [driver, "scan", "--format", "json", "--timings", "--force", "--output-dir", out, "--jobs", str(workers)]


def text_recall(corpus, preds):
    tool = os.path.join(HERE, "tools", "ocr_text_recall.py")
    out = subprocess.run([sys.executable, tool, corpus, preds], capture_output=True, text=True, check=True)
    return json.loads(out.stdout)


def run_pipeline(driver, images, out, workers, extra, model_file=None):
    os.makedirs(out, exist_ok=True)
    cmd = driver_command(driver, out, workers) + extra + images
    env = {k: v for k, v in os.environ.items() if k != "OMP_THREAD_LIMIT"}  # splitbill sets it itself
    if os.path.basename(driver) == "ocr-bench":
        env["OMP_THREAD_LIMIT"] = "1"  # the library does not restart the process: the bench starts with it
    if model_file:
        env["SPLITBILL_MODEL"] = model_file  # the receipt model read from this file instead of the shipped one
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
        # A photo's parse is part of its judge's time (the judge parses each reading); a text's is not judged.
        parts = ("load", "cleanup", "recognize", "rows", "judge") if times.get("judge") else ("load", "cleanup", "recognize", "rows", "parse")
        per_stage.setdefault("total", []).append(sum(float(times.get(k, 0)) for k in parts))
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


def peak_memory_mb(driver, image, extra, out, model_file=None):
    """Max RSS of the driver reading one image on one worker, from a separate process."""
    code = ("import resource,subprocess,sys\n"
            "subprocess.run(sys.argv[1:], capture_output=True)\n"
            "print(resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss)\n")
    cmd = driver_command(driver, out, 1) + extra + [image]
    env = dict(os.environ, SPLITBILL_MODEL=model_file) if model_file else None
    proc = subprocess.run([sys.executable, "-c", code] + cmd, capture_output=True, text=True, check=True, env=env)
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
    ap.add_argument("--models", default="receipt",
                    help="recognition models to run, comma-separated (receipt, the default, auto, stock); MODEL@FILE runs "
                         "--model MODEL with the receipt model read from FILE, beside the shipped one in the same run")
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

    # Each model by a label (its name, with the file's name for MODEL@FILE), with its mode and file.
    models, modes, files = [], {}, {}
    for spec in (m for m in a.models.split(",") if m):
        mode, _, path = spec.partition("@")
        label = mode + "@" + os.path.splitext(os.path.basename(path))[0] if path else mode
        models.append(label)
        modes[label], files[label] = mode, (os.path.abspath(path) if path else None)
    parts = split_parts(corpus, name)
    report = {"corpus": corpus, "images": len(images), "models": {}}
    # Every pipeline output of an earlier run is removed first (a model's folder this run does not write
    # would otherwise look current), and those of this run start empty.
    corpus_out = os.path.join(a.out, name)
    for entry in (os.listdir(corpus_out) if os.path.isdir(corpus_out) else []):
        if entry == "pipeline" or entry.startswith("pipeline-"):
            shutil.rmtree(os.path.join(corpus_out, entry), ignore_errors=True)
    for n, model in enumerate(models):
        out_dir = pipe_out if n == 0 else pipe_out + "-" + model
        model_extra = (["--model", modes[model]] if os.path.basename(a.driver) == "splitbill" else []) + extra
        run = run_pipeline(a.driver, images, out_dir, 1, model_extra, files[model])
        entry = {"pipeline_one_core": run, "pipeline_scores": score(corpus, out_dir), "out": out_dir}
        if parts:
            entry["pipeline_part_scores"] = score_parts(corpus, out_dir, parts, os.path.join(a.out, name))
        if any(r.get("items") for r in recs):
            entry["pipeline_text_recall"] = text_recall(corpus, out_dir)
        report["models"][model] = entry
    extra = (["--model", modes[models[0]]] if os.path.basename(a.driver) == "splitbill" else []) + extra
    first_file = files[models[0]]
    first = report["models"][models[0]]
    one = first["pipeline_one_core"]
    report.update({"pipeline_one_core": one, "pipeline_scores": first["pipeline_scores"]})
    if not a.no_parallel and a.workers > 1:
        many = run_pipeline(a.driver, images, pipe_out + "-parallel", a.workers, extra, first_file)
        report["pipeline_all_cores"] = many
        report["parallel_speedup"] = round(one["wall_s"] / many["wall_s"], 2)
        if os.path.basename(a.driver) == "splitbill":
            two = run_pipeline(a.driver, images, pipe_out + "-two-engines", 1, extra + ["--engines-per-photo", "2"], first_file)
            report["pipeline_two_engines"] = two
            report["pipeline_two_engines_scores"] = score(corpus, pipe_out + "-two-engines")
            if parts:
                report["pipeline_two_engines_part_scores"] = score_parts(
                    corpus, pipe_out + "-two-engines", parts, os.path.join(a.out, name))
    if not a.no_baseline:
        report["baseline"] = run_baseline(images, base_out, a.lang)
        report["baseline_scores"] = score(corpus, base_out)
        if parts:
            report["baseline_part_scores"] = score_parts(corpus, base_out, parts, os.path.join(a.out, name))
    if any(r.get("items") for r in recs):
        report["pipeline_text_recall"] = first["pipeline_text_recall"]
        if "baseline" in report:
            report["baseline_text_recall"] = text_recall(corpus, base_out)
    report["peak_memory_mb_one_receipt"] = round(peak_memory_mb(a.driver, images[0], extra, pipe_out + "-memory", first_file), 1)

    s, m = report["pipeline_scores"], one["median_ms"]
    print(f"corpus {corpus}: {len(images)} images")
    keys = ("ocr_word_f1", "ocr_segment_recall", "total_accuracy", "item_f1")
    for model, entry in report["models"].items():
        for part, scores in [("all", entry["pipeline_scores"])] + sorted(entry.get("pipeline_part_scores", {}).items()):
            print(f"model {model:8} {part:5} " + "  ".join(f"{k} {scores.get(k)}" for k in keys if scores.get(k) is not None))
        mm = entry["pipeline_one_core"]["median_ms"]
        line = f"model {model:8} median ms per receipt (one core) {mm.get('total')}  recognize {mm.get('recognize')}"
        if "pipeline_text_recall" in entry:
            t = entry["pipeline_text_recall"]
            line += (f"  amounts found {t['amounts_found']} (any format {t.get('amounts_found_any_format')})"
                     f"  names found {t['names_found']}")
        print(line)
    print(f"pipeline   ({models[0]}) word_f1 {s.get('ocr_word_f1')}  segment_recall {s.get('ocr_segment_recall')}  "
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
    if "pipeline_two_engines" in report:
        two, ts = report["pipeline_two_engines"], report["pipeline_two_engines_scores"]
        print(f"two engines per receipt: median {two['median_ms'].get('total')} ms "
              f"({two['median_ms'].get('total', 0) / max(m.get('total', 1), 1e-9):.2f}x one engine), wall {two['wall_s']:.1f} s; "
              + "  ".join(f"{k} {ts.get(k)}" for k in keys if ts.get(k) is not None))
        for part, ps in sorted(report.get("pipeline_two_engines_part_scores", {}).items()):
            print(f"two engines {part:5} " + "  ".join(f"{k} {ps.get(k)}" for k in keys if ps.get(k) is not None))
    if "baseline" in report:
        b, bs = report["baseline"], report["baseline_scores"]
        print(f"baseline   word_f1 {bs.get('ocr_word_f1')}  segment_recall {bs.get('ocr_segment_recall')}  "
              f"median {b['median_ms']:.0f} ms  wall {b['wall_s']:.1f} s")
        for part, ps in sorted(report.get("baseline_part_scores", {}).items()):
            print(f"baseline   {part:5} " + "  ".join(f"{k} {ps.get(k)}" for k in keys if ps.get(k) is not None))
        print(f"ratio      pipeline wall / tesseract wall (one core) = {one['wall_s'] / b['wall_s']:.2f}")
        print(f"ratio      pipeline median / tesseract median = {m.get('total', 0) / b['median_ms']:.2f}"
              " (the pipeline's median excludes process start and engine set-up; tesseract's includes them)")
    for who in ("pipeline", "baseline"):
        if who + "_text_recall" in report:
            t = report[who + "_text_recall"]
            print(f"{who:10} amounts found in the text {t['amounts_found']} (any format {t.get('amounts_found_any_format')})"
                  f"  item names found {t['names_found']}")
    print(f"peak memory, one receipt: {report['peak_memory_mb_one_receipt']} MB")
    with open(os.path.join(a.out, name, "report.json"), "w") as f:
        json.dump(report, f, indent=1)


if __name__ == "__main__":
    main()
