#!/usr/bin/env python3
"""Rebuilds splitbill's receipt recognition model: data, training, conversion and evaluation.

    python3 Training/recipe.py [--data DIR] [--work DIR] [--iterations N] [STEP ...]

Steps, in order (all by default; each one skips work whose output already exists):
  stock     read every training line with Debian's stock `eng` model (to restore lower case)
  lines     cut the data into a training and a held-out part by receipt, and draw the line images:
            real scan lines, the same degraded like phone photos, and synthetic receipt lines
  lstmf     pack the lines into multi-page TIFFs with box files and make Tesseract's .lstmf files
  starter   the starter model: the float `eng` model's unicharset plus the letters and signs European
            receipts print, with its word lists carried over
  train     fine-tune the float `eng` network on the mix (lstmtraining, one thread, fixed order); with
            --start fast, Debian's fast network written back as floats (tofloat.py) instead
  convert   write the trained network as an integer model (the shipped form) and as floats
  evaluate  character error, words right and lines exact on the held-out lines, per kind, for the
            stock model and the trained one, in the same run (Training/evaluation.json and .md)

Nothing here reads ../receipts (the measured corpora): the real lines come from
ocr-training/sroie-lines, whose receipts are in no measured corpus, and the synthetic lines are drawn
from those lines' text, CORD's text (measured as text only) and generated text.
"""

import argparse
import hashlib
import json
import os
import random
import shutil
import subprocess
import sys
import time
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
STOCK_TESSDATA = Path("/usr/share/tesseract-ocr/5/tessdata")
SEED = 20261124

# How many lines of each kind go into training; the held-out part is cut by receipt first.
TRAIN_MIX = {
    "real": 7000,          # SROIE training lines as scanned (case restored)
    "real-photo": 5000,    # the same receipts' lines degraded like phone photos
    "synth-photo": 7000,   # generated and training text drawn in receipt fonts, degraded like photos
    "synth-scan": 2500,    # the same, degraded like flat scans
    "synth-dots": 1500,    # drawn as dot-matrix print, degraded like photos
    "synth-euro": 4000,    # lines holding the letters and signs the starting model lacks (è ñ ü ß ç ...)
    "synth-dollar": 4000,  # item and total rows priced in dollars ($, S$, A$), degraded like photos
}
EVAL_MIX = {"scan": 1000, "photo": 1000, "synth-photo": 800, "euro": 400}
EXTRA_CHARS = "àÀáÁâÂäÄçÇèÈêÊëËíÍîÎïÏñÑóÓôÔöÖùÙúÚûÛüÜøØåÅæÆłŁßÉ₹×¿¡ºª½–•·"


def held_out(receipt_id):
    """About one receipt in ten, chosen by a hash of its id, is held out for evaluation."""
    return int(hashlib.sha1(receipt_id.encode()).hexdigest()[:8], 16) % 10 == 0


def run(cmd, **kw):
    env = dict(os.environ, OMP_THREAD_LIMIT="1")
    return subprocess.run(cmd, check=True, env=env, **kw)


# --- stock readings and case ----------------------------------------------------------------------

def read_lines(images, tessdata, lang="eng", psm="7"):
    """Tesseract's text for each image (one process for the batch), and the CPU seconds it took."""
    import tempfile

    with tempfile.NamedTemporaryFile("w", suffix=".txt", delete=False) as f:
        f.write("\n".join(str(p) for p in images) + "\n")
        listfile = f.name
    t0 = os.times()
    out = run(["tesseract", listfile, "stdout", "--psm", psm, "-l", lang, "--tessdata-dir", str(tessdata)],
              capture_output=True).stdout.decode("utf-8", "replace")
    t1 = os.times()
    os.unlink(listfile)
    cpu = (t1.children_user - t0.children_user) + (t1.children_system - t0.children_system)
    pages = out.split("\f")
    texts = [" ".join(p.split()) for p in pages[: len(images)]]
    texts += [""] * (len(images) - len(texts))
    return texts, cpu


def restore_case(truth, stock):
    """The truth (all capitals) with each word's case taken from the stock reading where the words agree.

    Returns None where the stock model read a disagreeing word in lower case: the print's case is
    then unknown, and the line is left out rather than taught in the wrong case.
    """
    by_upper = {}
    for word in stock.split():
        by_upper.setdefault(word.upper(), word)
    used = set()
    words = []
    for word in truth.split():
        match = by_upper.get(word)
        if match is not None:
            used.add(word)
            words.append(match)
        else:
            words.append(word)
    for word in stock.split():
        if word.upper() not in used and any(c.islower() for c in word):
            return None
    return " ".join(words)


def step_stock(args):
    out = args.work / "stock.jsonl"
    if out.exists():
        return
    records = load_records(args)
    images = [args.data / "sroie-lines" / r["image"] for r in records]
    texts, cpu = [], 0.0
    chunk = 2000
    with ProcessPoolExecutor(2) as pool:
        futures = [pool.submit(read_lines, images[i:i + chunk], STOCK_TESSDATA) for i in range(0, len(images), chunk)]
        for f in futures:
            t, c = f.result()
            texts += t
            cpu += c
    with open(out, "w") as f:
        for r, t in zip(records, texts):
            f.write(json.dumps({"image": r["image"], "stock": t}, ensure_ascii=False) + "\n")
    print(f"stock readings of {len(records)} lines, {cpu:.0f} s of CPU")


def load_records(args):
    with open(args.data / "sroie-lines" / "lines.jsonl") as f:
        return [json.loads(line) for line in f]


# --- line images ----------------------------------------------------------------------------------

def cord_text(args):
    path = args.data.parent / "receipts" / "cord" / "truth.jsonl"
    lines = []
    if path.exists():
        with open(path) as f:
            for row in f:
                lines += [" ".join(l.split()) for l in (json.loads(row).get("lines") or []) if l.strip()]
    return lines


def charset(args):
    chars = set()
    with open(args.starter / "eng" / "eng.unicharset", encoding="utf-8") as f:
        n = int(f.readline())
        for _ in range(n):
            chars.add(f.readline().split(" ")[0])
    return chars


def encodable(text, chars):
    return bool(text.strip()) and all(c in chars or c == " " for c in text)


def make_images(job):
    """Draws one batch of lines (a worker's share) and returns their records."""
    sys.path.insert(0, str(HERE))
    import imaging
    from PIL import Image

    kind, seed, items, outdir, data, neighbours, stretch, smallest = job
    rng = random.Random(seed)
    fonts = imaging.Fonts()
    outdir = Path(outdir)
    outdir.mkdir(parents=True, exist_ok=True)
    records = []
    for n, (name, text, source) in enumerate(items):
        if source is not None:  # a real line
            image = Image.open(Path(data) / "sroie-lines" / source).convert("L")
            if kind in ("real-photo", "photo"):
                image = imaging.pad(imaging.degrade(image, rng, "photo", smallest))
        else:
            font = fonts.pick(rng, text)
            if font is None:
                continue
            image = imaging.render(text, font, fonts, rng)
            if neighbours and kind.startswith("synth-") and rng.random() < neighbours:
                other = items[(n + 1) % len(items)][1]
                image = imaging.with_neighbours(image, imaging.render(other, font, fonts, rng), rng)
            if stretch and kind.startswith("synth-") and rng.random() < stretch:
                image = imaging.stretched(image, rng)
            if kind == "synth-dots":
                image = imaging.dot_matrix(image, rng)
            strength = "scan" if kind in ("synth-scan", "euro") or (kind == "synth-euro" and rng.random() < 0.5) else "photo"
            image = imaging.pad(imaging.degrade(image, rng, strength, smallest))
        path = outdir / f"{name}.png"
        image.save(path)
        records.append({"image": str(path), "text": text, "kind": kind})
    return records


def step_lines(args):
    out = args.work / "lines.json"
    if out.exists():
        return
    sys.path.insert(0, str(HERE))
    from textgen import TextGen

    chars = charset(args)
    records = load_records(args)
    stock = {}
    with open(args.work / "stock.jsonl") as f:
        for row in f:
            r = json.loads(row)
            stock[r["image"]] = r["stock"]
    train_real, eval_real = [], []
    dropped = 0
    for r in records:
        text = restore_case(" ".join(r["text"].split()), stock.get(r["image"], ""))
        if text is None or not encodable(text, chars):
            dropped += 1
            continue
        (eval_real if held_out(r["receipt"]) else train_real).append((r["image"], text, r["receipt"]))
    print(f"real lines: {len(train_real)} for training, {len(eval_real)} held out, {dropped} left out (case unknown)")

    def shuffled(seed):
        rng = random.Random(seed)
        train, held = list(train_real), list(eval_real)
        rng.shuffle(train)
        rng.shuffle(held)
        return train, held

    # --seed draws other training lines; the held-out lines are always those of the recipe's own seed.
    _, eval_real = shuffled(SEED)
    train_real, _ = shuffled(args.seed)
    train_text = [t for _, t, _ in train_real]
    cord = [t for t in cord_text(args) if encodable(t, chars)]
    gen = TextGen(args.seed, train_text, cord)
    eval_gen = TextGen(SEED + 1)

    def synth(kind, count, generator, only=None, sign=None):
        items = []
        while len(items) < count:
            text = generator.line(sign)
            if len(text) > 60:
                text = text[:60].rstrip()
            if not encodable(text, chars) or (only and not any(c in only for c in text)):
                continue
            items.append((f"{kind}-{len(items):05d}", text, None))
        return items

    jobs = {}
    jobs["train/real"] = [(f"real-{i:05d}", t, img) for i, (img, t, _) in enumerate(train_real[:TRAIN_MIX["real"]])]
    photo_src = train_real[-TRAIN_MIX["real-photo"]:] if TRAIN_MIX["real-photo"] else []
    jobs["train/real-photo"] = [(f"real-photo-{i:05d}", t, img) for i, (img, t, _) in enumerate(photo_src)]
    for kind in ("synth-photo", "synth-scan", "synth-dots"):
        jobs[f"train/{kind}"] = synth(kind, TRAIN_MIX[kind], gen)
    jobs["eval/scan"] = [(f"scan-{i:05d}", t, img) for i, (img, t, _) in enumerate(eval_real[:EVAL_MIX["scan"]])]
    jobs["eval/photo"] = [(f"photo-{i:05d}", t, img) for i, (img, t, _) in enumerate(eval_real[:EVAL_MIX["photo"]])]
    jobs["eval/synth-photo"] = synth("synth-photo", EVAL_MIX["synth-photo"], eval_gen)
    jobs["train/synth-euro"] = synth("synth-euro", TRAIN_MIX["synth-euro"], gen, only=EXTRA_CHARS)
    jobs["train/synth-dollar"] = synth("synth-dollar", TRAIN_MIX["synth-dollar"], gen, sign="$")
    jobs["eval/euro"] = synth("euro", EVAL_MIX["euro"], eval_gen, only=EXTRA_CHARS + "€£")

    tasks = []
    for key, items in sorted(jobs.items()):
        part, kind = key.split("/")
        kind_seed = (args.seed if part == "train" else SEED) + int(hashlib.sha1(key.encode()).hexdigest()[:6], 16)
        for i in range(0, len(items), 500):
            tasks.append((key, (kind, kind_seed + i, items[i:i + 500], str(args.work / "images" / part / kind), str(args.data),
                                args.neighbours if part == "train" else 0,
                                args.stretch if part == "train" else 0,
                                args.photo_text_height if part == "train" else 11)))
    result = {}
    with ProcessPoolExecutor(2) as pool:
        for key, recs in zip([k for k, _ in tasks], pool.map(make_images, [t for _, t in tasks])):
            result.setdefault(key, []).extend(recs)
    with open(out, "w") as f:
        json.dump(result, f, ensure_ascii=False)
    for key in sorted(result):
        print(f"{key}: {len(result[key])} lines")


# --- lstmf ------------------------------------------------------------------------------------------

def make_lstmf(job):
    from PIL import Image

    base, records = job
    base = Path(base)
    if base.with_suffix(".lstmf").exists():
        return str(base.with_suffix(".lstmf"))
    pages = [Image.open(r["image"]).convert("L") for r in records]
    pages[0].save(base.with_suffix(".tif"), save_all=True, append_images=pages[1:], compression="tiff_lzw")
    with open(base.with_suffix(".box"), "w", encoding="utf-8") as f:
        for p, (image, r) in enumerate(zip(pages, records)):
            w, h = image.size
            f.write(f"WordStr 0 0 {w} {h} {p} #{r['text']}\n")
            f.write(f"\t 0 0 {w} {h} {p}\n")
    run(["tesseract", str(base.with_suffix(".tif")), str(base), "--psm", "13", "-l", "eng",
         "--tessdata-dir", str(STOCK_TESSDATA), "lstm.train"], capture_output=True)
    base.with_suffix(".tif").unlink()
    return str(base.with_suffix(".lstmf"))


def step_lstmf(args):
    listfile = args.work / "train.list"
    if listfile.exists():
        return
    lines = json.loads((args.work / "lines.json").read_text())
    outdir = args.work / "lstmf"
    outdir.mkdir(parents=True, exist_ok=True)
    jobs = []
    for key, records in sorted(lines.items()):
        if not key.startswith("train/"):
            continue
        kind = key.split("/")[1]
        for i in range(0, len(records), 250):
            jobs.append((str(outdir / f"{kind}-{i // 250:03d}"), records[i:i + 250]))
    with ProcessPoolExecutor(2) as pool:
        files = list(pool.map(make_lstmf, jobs))
    random.Random(args.seed).shuffle(files)
    listfile.write_text("\n".join(files) + "\n")
    print(f"{len(files)} .lstmf files")


# --- the starter model and training ----------------------------------------------------------------

def start_model(args):
    """The float `eng` model training continues from: tessdata_best's network (`best`, 512-wide top layer,
    from the ocr-training folder) or Debian's fast network written back as floats (`fast`, 192 wide)."""
    if args.start == "best":
        return args.data / "models" / "eng-float.traineddata"
    return args.starter / "float" / "eng.traineddata"  # written by step_starter


def step_starter(args):
    starter = args.starter
    if (starter / "eng" / "eng.traineddata").exists():
        return
    src = starter / "float"
    src.mkdir(parents=True, exist_ok=True)
    if args.start == "fast":
        run(["combine_tessdata", "-u", str(STOCK_TESSDATA / "eng.traineddata"), str(src / "eng.")], capture_output=True)
        run([sys.executable, str(HERE / "tofloat.py"), str(src / "eng.lstm"), str(src / "eng.lstm")])
        run(["combine_tessdata", str(src / "eng.")], capture_output=True)
    else:
        run(["combine_tessdata", "-u", str(start_model(args)), str(src / "eng.")], capture_output=True)
    lines = (src / "eng.lstm-unicharset").read_text(encoding="utf-8").split("\n")
    n = int(lines[0])
    entries = lines[1:1 + n]
    ids = {e.split(" ")[0]: i for i, e in enumerate(entries)}
    new = [c for c in dict.fromkeys(EXTRA_CHARS) if c not in ids]
    for c in new:
        ids[c] = len(entries) + new.index(c)
    def other_case(c):
        o = c.swapcase() if c.isalpha() and len(c.swapcase()) == 1 else c
        return ids.get(o, ids[c])
    for c in new:
        props = (1 | (2 if c.islower() else 4 if c.isupper() else 0)) if c.isalpha() else (16 if c in "¿¡–•·" else 0)
        script = "Latin" if c.isalpha() else "Common"
        entries.append(f"{c} {props} 0,255,0,255,0,0,0,0,0,0 {script} {other_case(c)} 0 {ids[c]} {c}\t# {c} [{ord(c):x} ]")
    # Letters already there whose other case has just been added (é and É) point to each other.
    for c in list(ids):
        if c.isalpha() and len(c) == 1 and c not in new and c.swapcase() in new:
            i = ids[c]
            parts = entries[i].split(" ")
            parts[4] = str(ids[c.swapcase()])
            entries[i] = " ".join(parts)
    (starter / "eng.unicharset").write_text(f"{len(entries)}\n" + "\n".join(entries) + "\n", encoding="utf-8")
    for part, name in (("word", "words"), ("punc", "puncs"), ("number", "numbers")):
        run(["dawg2wordlist", str(src / "eng.lstm-unicharset"), str(src / f"eng.lstm-{part}-dawg"), str(starter / f"{name}.txt")],
            capture_output=True)
    script_dir = starter / "script"
    script_dir.mkdir(exist_ok=True)
    (script_dir / "radical-stroke.txt").write_text("3400\t1.2\n")  # read but unused: the recoder passes through
    (starter / "eng").mkdir(exist_ok=True)
    run(["combine_lang_model", "--input_unicharset", str(starter / "eng.unicharset"), "--script_dir", str(script_dir),
         "--words", str(starter / "words.txt"), "--puncs", str(starter / "puncs.txt"), "--numbers", str(starter / "numbers.txt"),
         "--lang", "eng", "--output_dir", str(starter), "--pass_through_recoder"], capture_output=True)
    print(f"starter model: {len(entries)} characters ({len(new)} added)")


def train_list(args):
    """The list of .lstmf files to train on: the work folder's, less the kinds of --without (written
    beside it, so that a model without a source trains on exactly the lines of the full mix but those)."""
    full = args.work / "train.list"
    if not args.without:
        return full
    kept = [f for f in full.read_text().split() if Path(f).name.rsplit("-", 1)[0] not in args.without]
    listfile = args.work / f"train-without-{'+'.join(sorted(args.without))}.list"
    listfile.write_text("\n".join(kept) + "\n")
    return listfile


def step_train(args):
    """Fine-tunes the float `eng` network, or, with --top-layer N, replaces its top LSTM layer (512 wide)
    and output by an N-wide LSTM and a new output and trains those on the mix (a smaller, faster network)."""
    model = args.model_dir
    model.mkdir(exist_ok=True)
    checkpoint = model / "receipt_checkpoint"
    log = model / "train.log"
    common = ["--traineddata", str(args.starter / "eng" / "eng.traineddata"),
              "--model_output", str(model / "receipt"),
              "--train_listfile", str(train_list(args)),
              "--max_iterations", str(args.iterations),
              "--target_error_rate", "0.005",
              "--debug_interval", "0"]
    if checkpoint.exists():
        start_from = ["--continue_from", str(checkpoint)]
    elif args.top_layer:
        classes = len(charset(args))
        start_from = ["--continue_from", str(args.starter / "float" / "eng.lstm"),
                      "--append_index", "5", "--net_spec", f"[Lfx{args.top_layer} O1c{classes}]"]
    else:
        start_from = ["--continue_from", str(args.starter / "float" / "eng.lstm"),
                      "--old_traineddata", str(start_model(args))]
    if args.learning_rate and not checkpoint.exists():
        # The starting network's own per-layer rates are replaced by one rate for every layer.
        start_from += ["--reset_learning_rate", "--learning_rate", str(args.learning_rate)]
    start = time.time()
    with open(log, "a") as f:
        run(["lstmtraining"] + start_from + common, stdout=f, stderr=subprocess.STDOUT)
    print(f"trained to {args.iterations} iterations in {time.time() - start:.0f} s (log: {log})")


def step_convert(args):
    model = args.model_dir
    for name, extra in (("receipt-int.traineddata", ["--convert_to_int"]), ("receipt-float.traineddata", [])):
        run(["lstmtraining", "--stop_training", "--continue_from", str(model / "receipt_checkpoint"),
             "--traineddata", str(args.starter / "eng" / "eng.traineddata"),
             "--model_output", str(model / name)] + extra, capture_output=True)
    shutil.copy(model / "receipt-int.traineddata", args.output)
    print(f"wrote {args.output} ({args.output.stat().st_size / 1e6:.1f} MB)")


# --- evaluation -----------------------------------------------------------------------------------

def edit_distance(a, b):
    prev = list(range(len(b) + 1))
    for i, ca in enumerate(a, 1):
        cur = [i]
        for j, cb in enumerate(b, 1):
            cur.append(min(prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + (ca != cb)))
        prev = cur
    return prev[-1]


def scores(truths, readings):
    chars = errors = words = words_right = exact = 0
    for truth, read in zip(truths, readings):
        t, r = " ".join(truth.upper().split()), " ".join(read.upper().split())
        chars += len(t)
        errors += edit_distance(t, r)
        tw, rw = t.split(), r.split()
        words += len(tw)
        pool = list(rw)
        for w in tw:
            if w in pool:
                pool.remove(w)
                words_right += 1
        exact += t == r
    n = len(truths)
    return {"lines": n, "char_error": errors / max(chars, 1), "words_right": words_right / max(words, 1),
            "lines_exact": exact / max(n, 1)}


def step_evaluate(args):
    lines = json.loads((args.work / "lines.json").read_text())
    models = {"stock (Debian eng, fast)": STOCK_TESSDATA}
    trained = args.work / "eval-tessdata"
    trained.mkdir(exist_ok=True)
    shutil.copy(args.output, trained / "eng.traineddata")
    models["splitbill receipt model"] = trained
    for n, other in enumerate(args.compare):
        folder = args.work / f"eval-compare-{n}"
        folder.mkdir(exist_ok=True)
        shutil.copy(other, folder / "eng.traineddata")
        models[f"compared: {other.name}"] = folder
    report = {"models": {}, "date": time.strftime("%Y-%m-%d"), "iterations": args.iterations}
    for label, tessdata in models.items():
        report["models"][label] = {}
        for key in sorted(k for k in lines if k.startswith("eval/")):
            records = lines[key]
            readings, cpu = read_lines([r["image"] for r in records], tessdata)
            s = scores([r["text"] for r in records], readings)
            s["ms_per_line"] = 1000 * cpu / max(len(records), 1)
            report["models"][label][key.split("/")[1]] = s
            print(f"{label:28} {key:18} char error {s['char_error']:.3f}  words right {s['words_right']:.3f}  "
                  f"lines exact {s['lines_exact']:.3f}  {s['ms_per_line']:.1f} ms/line")
    (HERE / "evaluation.json").write_text(json.dumps(report, indent=2, ensure_ascii=False) + "\n")
    md = ["| model | held-out lines | lines | character error | words right | lines exact | ms per line |",
          "|---|---|---|---|---|---|---|"]
    for label, kinds in report["models"].items():
        for kind, s in kinds.items():
            md.append(f"| {label} | {kind} | {s['lines']} | {100 * s['char_error']:.1f}% | {100 * s['words_right']:.1f}% | "
                      f"{100 * s['lines_exact']:.1f}% | {s['ms_per_line']:.1f} |")
    (HERE / "evaluation.md").write_text("\n".join(md) + "\n")


STEPS = {"stock": step_stock, "lines": step_lines, "lstmf": step_lstmf, "starter": step_starter,
         "train": step_train, "convert": step_convert, "evaluate": step_evaluate}
ORDER = ["stock", "starter", "lines", "lstmf", "train", "convert", "evaluate"]


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("steps", nargs="*", help="steps to run (default: all): " + " ".join(ORDER))
    parser.add_argument("--data", type=Path, default=ROOT.parent / "shared" / "ocr-training",
                        help="the ocr-training folder: sroie-lines/ and models/eng-float.traineddata")
    parser.add_argument("--work", type=Path, default=HERE / "work", help="where the lines and checkpoints go")
    parser.add_argument("--iterations", type=int, default=60000, help="training iterations (lines seen)")
    parser.add_argument("--start", choices=["best", "fast"], default="best",
                        help="the network to fine-tune: tessdata_best's (512-wide top layer; the shipped model) or "
                             "Debian's fast `eng` written back as floats (192 wide, reads as fast as Debian's model)")
    parser.add_argument("--mix", nargs="*", default=[], metavar="KIND=N",
                        help="change how many training lines of a kind are drawn (e.g. synth-dollar=8000); "
                             "use a --work folder of its own, as the lines of a work folder are drawn once")
    parser.add_argument("--without", nargs="*", default=[], metavar="KIND",
                        help="train without these kinds of lines of the work folder's mix (to measure what a "
                             "source contributes); the checkpoints go to a model folder of their own")
    parser.add_argument("--neighbours", type=float, default=0, metavar="P",
                        help="draw this share of the synthetic training lines with what a page's line image holds "
                             "beside its text: the edge of the row above or below, or a dashed or dotted rule "
                             "(0: none; use a --work folder of its own)")
    parser.add_argument("--stretch", type=float, default=0, metavar="P",
                        help="draw this share of the synthetic training lines wider or taller than the font, as "
                             "tills print totals (double width or double height) and narrow or wide faces "
                             "(0: none; use a --work folder of its own)")
    parser.add_argument("--photo-text-height", type=float, default=11, metavar="PX",
                        help="the smallest text height of the training lines degraded like photos (the largest is "
                             "24 px; held-out lines keep 11-24; use a --work folder of its own)")
    parser.add_argument("--seed", type=int, default=SEED,
                        help="draw other training lines (and train on them in another order) from this seed; the "
                             "held-out lines stay the same (use a --work folder of its own)")
    parser.add_argument("--learning-rate", type=float, default=0,
                        help="one learning rate for every layer instead of the starting network's own (0: keep them)")
    parser.add_argument("--top-layer", type=int, default=0,
                        help="replace the network's top LSTM layer by one this wide (0: fine-tune the whole network)")
    parser.add_argument("--compare", type=Path, nargs="*", default=[],
                        help="other models to read the held-out lines with in the same evaluation")
    parser.add_argument("--output", type=Path, default=ROOT / "Sources" / "ReceiptOCR" / "tessdata" / "eng.traineddata")
    args = parser.parse_args()
    args.data, args.work, args.output = args.data.resolve(), args.work.resolve(), args.output.resolve()
    args.compare = [c.resolve() for c in args.compare]
    for item in args.mix:
        kind, _, count = item.partition("=")
        if kind not in TRAIN_MIX or not count.isdigit():
            parser.error(f"--mix takes KIND=N with KIND one of {', '.join(TRAIN_MIX)}; got {item!r}")
        TRAIN_MIX[kind] = int(count)
    for kind in args.without:
        if kind not in TRAIN_MIX:
            parser.error(f"--without takes kinds among {', '.join(TRAIN_MIX)}; got {kind!r}")
    unknown = [s for s in args.steps if s not in ORDER]
    if unknown:
        parser.error(f"unknown step {unknown[0]!r}; the steps are: {' '.join(ORDER)}")
    args.work.mkdir(parents=True, exist_ok=True)
    # The lines are the same whatever the start; the starter and the checkpoints are the start's own.
    args.starter = args.work / ("starter" if args.start == "best" else f"starter-{args.start}")
    args.model_dir = args.work / ("model" if args.start == "best" else f"model-{args.start}")
    if args.learning_rate:
        args.model_dir = args.model_dir.with_name(f"{args.model_dir.name}-lr{args.learning_rate:g}")
    if args.without:
        args.model_dir = args.model_dir.with_name(f"{args.model_dir.name}-without-{'+'.join(sorted(args.without))}")
    for step in [s for s in ORDER if s in (args.steps or ORDER)]:
        start = time.time()
        STEPS[step](args)
        print(f"[{step}] {time.time() - start:.0f} s", flush=True)


if __name__ == "__main__":
    main()
