#!/usr/bin/env python3
"""Writes the recognised rows (`lines`) of each scanned receipt as a text file, for parser-bench --ocr-text.

usage: pipeline_lines.py [PIPELINE_DIR] [OUT_DIR]   (defaults: Benchmarks/out/pipeline, Benchmarks/out/ocr-pipeline)
PIPELINE_DIR/<corpus>/<id>.json is what `splitbill scan --format json --output-dir` wrote.
"""
import json, os, sys

here = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
src = sys.argv[1] if len(sys.argv) > 1 else os.path.join(here, "out", "pipeline")
dst = sys.argv[2] if len(sys.argv) > 2 else os.path.join(here, "out", "ocr-pipeline")
for corpus in sorted(os.listdir(src)):
    os.makedirs(os.path.join(dst, corpus), exist_ok=True)
    for name in os.listdir(os.path.join(src, corpus)):
        if not name.endswith(".json"):
            continue
        lines = json.load(open(os.path.join(src, corpus, name))).get("lines") or []
        text = "\n".join((l.get("text") if isinstance(l, dict) else l) or "" for l in lines)
        open(os.path.join(dst, corpus, name[:-5] + ".txt"), "w").write(text + "\n")
