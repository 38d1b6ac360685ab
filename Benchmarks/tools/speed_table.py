#!/usr/bin/env python3
"""CPU time, wall time and peak memory per receipt photo, splitbill beside plain tesseract, per corpus.

usage: speed_table.py SPLITBILL [--every N] CORPUS_DIR...

For each photo of each corpus (every N-th one by id order with --every), one process each, one after the
other on one core (`taskset -c 0`, OMP_THREAD_LIMIT=1): `SPLITBILL scan PHOTO --format json --reread
--jobs 1 --engines-per-photo 1`, then plain `tesseract PHOTO - --psm 6`, both under GNU time (user plus
system CPU seconds, wall seconds, maximum resident set). Prints per corpus the median and 90th
percentile of each, the largest peak memory, and the median ratio of splitbill's CPU to tesseract's.
Needs: apt-get install time tesseract-ocr.
"""
import json, os, statistics, subprocess, sys, tempfile


def measure(command, env):
    with tempfile.NamedTemporaryFile(mode="r", suffix=".time") as out:
        subprocess.run(["/usr/bin/time", "-o", out.name, "-f", "%U %S %e %M", "taskset", "-c", "0"] + command,
                       stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, env=env, check=False)
        user, system, wall, peak = out.read().split()[-4:]
    return float(user) + float(system), float(wall), int(peak) / 1024


def p90(values):
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(round(0.9 * (len(ordered) - 1))))]


def main():
    args = sys.argv[1:]
    every = 1
    if "--every" in args:
        i = args.index("--every"); every = int(args[i + 1]); del args[i:i + 2]
    if len(args) < 2:
        sys.exit(__doc__)
    binary, corpora = os.path.abspath(args[0]), args[1:]
    home = tempfile.mkdtemp(prefix="splitbill-speed-")
    env = dict(os.environ, OMP_THREAD_LIMIT="1", HOME=home, XDG_DATA_HOME=home + "/data",
               XDG_CONFIG_HOME=home + "/config", XDG_CACHE_HOME=home + "/cache")
    print("| corpus | photos | splitbill CPU s, median / p90 | wall s, median / p90 | peak MB, median / most "
          "| plain tesseract CPU s, median / p90 | peak MB, median / most | CPU ratio, median |")
    print("|---|---|---|---|---|---|---|---|")
    for corpus in corpora:
        records = [json.loads(l) for l in open(os.path.join(corpus, "truth.jsonl")) if l.strip()]
        photos = [os.path.join(corpus, r["image"]) for r in sorted(records, key=lambda r: r["id"]) if r.get("image")]
        photos = photos[::every]
        ours, theirs = [], []
        for photo in photos:
            ours.append(measure([binary, "scan", photo, "--format", "json", "--reread", "--jobs", "1",
                                 "--engines-per-photo", "1"], env))
            theirs.append(measure(["tesseract", photo, "-", "--psm", "6"], env))
        cpu, wall, peak = zip(*ours)
        tcpu, _, tpeak = zip(*theirs)
        ratio = statistics.median(a / b for a, b in zip(cpu, tcpu) if b > 0)
        print(f"| {os.path.basename(os.path.normpath(corpus))} | {len(photos)} "
              f"| {statistics.median(cpu):.2f} / {p90(cpu):.2f} | {statistics.median(wall):.2f} / {p90(wall):.2f} "
              f"| {statistics.median(peak):.0f} / {max(peak):.0f} | {statistics.median(tcpu):.2f} / {p90(tcpu):.2f} "
              f"| {statistics.median(tpeak):.0f} / {max(tpeak):.0f} | {ratio:.2f} |", flush=True)


if __name__ == "__main__":
    main()
