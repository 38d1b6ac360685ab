#!/usr/bin/env python3
"""Times `splitbill scan` of two builds on the same images, one process per image, interleaved image by image.

usage: speed_against.py OLD_SPLITBILL NEW_SPLITBILL IMAGE...

For each image: the old build as it reads by default, the new one with its default model and one engine, the
new one with `--model stock` and one engine (each pinned to one core with `taskset -c 1`), and the new one
with two engines (cores 0 and 1); the order of the runs alternates from image to image. Prints the median
wall time of each in milliseconds, start-up and model loading included (what a user waits for one receipt).
"""
import os, statistics, subprocess, sys, time

old, new, images = sys.argv[1], sys.argv[2], sys.argv[3:]
env = dict(os.environ, XDG_DATA_HOME="/tmp/speed-against/data", XDG_CONFIG_HOME="/tmp/speed-against/config")
runs = {
    "old build, its default": ("1", [old, "scan", "--format", "json"]),
    "new build, default model, one engine": ("1", [new, "scan", "--format", "json", "--engines-per-photo", "1"]),
    "new build, --model stock, one engine": ("1", [new, "scan", "--format", "json", "--engines-per-photo", "1", "--model", "stock"]),
    "new build, default model, two engines": ("0,1", [new, "scan", "--format", "json", "--engines-per-photo", "2"]),
}
times = {k: [] for k in runs}
for n, image in enumerate(images):
    for k in (list(runs) if n % 2 == 0 else list(reversed(runs))):
        cpus, cmd = runs[k]
        t = time.perf_counter()
        subprocess.run(["taskset", "-c", cpus] + cmd + [image], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, env=env)
        times[k].append(time.perf_counter() - t)
for k, v in times.items():
    print(f"{k}: median {statistics.median(v) * 1000:.1f} ms over {len(v)} images")
