#!/usr/bin/env python3
"""Reads each synthetic script receipt with plain Tesseract, in its own language and in English, and says
how much of its truth the text holds.

usage: Benchmarks/tools/script_receipts_check.py CORPUS_DIR [--out TSV] [--only ID,...]

For each record of CORPUS_DIR/truth.jsonl (made by script_receipts.py) runs, one thread each:
  tesseract IMAGE - --psm 6 -l LANG tsv      (LANG = the record's language, then eng, then LANG+eng)
  tesseract IMAGE - --psm 0                  (orientation and script detection)
and writes a TSV (default CORPUS_DIR/tesseract-check.tsv) with columns
  id script lang total_found_right_lang mean_conf_right_lang mean_conf_eng osd_script osd_script_conf
  items_found_right_lang (found/items) total_found_eng total_found_lang_eng mean_conf_lang_eng
An amount is found when a number in the text, read with the receipt's decimals (a final `.` or `,`
and two digits is the decimal part, other `.` `,` and spaces group thousands), equals it; items_found counts
item line totals found as a multiset. Mean confidence is the mean of the `conf` column over words
(level 5 rows with a non-empty text). Prints a per-script summary to stderr.
"""

import argparse
import collections
import json
import os
import re
import subprocess
import sys

ENV = dict(os.environ, OMP_THREAD_LIMIT="1")


def tesseract_tsv(image, lang):
    out = subprocess.run(["nice", "tesseract", image, "-", "--psm", "6", "-l", lang, "tsv"],
                         capture_output=True, text=True, env=ENV).stdout
    rows = [line.split("\t") for line in out.splitlines()[1:]]
    words = [r for r in rows if len(r) == 12 and r[0] == "5" and r[11].strip()]
    confs = [float(r[10]) for r in words if float(r[10]) >= 0]
    lines = collections.OrderedDict()
    for r in words:
        lines.setdefault((r[2], r[3], r[4]), []).append(r[11])
    text = "\n".join(" ".join(ws) for ws in lines.values())
    return text, (sum(confs) / len(confs) if confs else 0.0)


def osd(image):
    r = subprocess.run(["nice", "tesseract", image, "-", "--psm", "0"], capture_output=True, text=True, env=ENV)
    script = re.search(r"Script: (\S+)", r.stdout)
    conf = re.search(r"Script confidence: ([\d.]+)", r.stdout)
    return (script.group(1) if script else "-"), (conf.group(1) if conf else "-")  # "-": OSD gave up


def minor(amount, decimals):
    whole, _, frac = amount.partition(".")
    return int(whole) * 10 ** decimals + (int((frac + "00")[:decimals]) if decimals else 0)


def numbers(text, decimals):
    """Every amount (minor units) a number in `text` can be read as."""
    found = set()
    for token in re.findall(r"\d[\d ,.]*\d|\d", text):
        for part in {token.replace(" ", "")} | set(token.split()):
            if decimals:
                m = re.fullmatch(r"(\d{1,3}(?:[.,]?\d{3})*|\d+)[.,](\d{2})", part)
                if m:
                    found.add(int(re.sub(r"\D", "", m.group(1))) * 100 + int(m.group(2)))
            else:
                if re.fullmatch(r"\d{1,3}(?:[.,]\d{3})+|\d+", part):
                    found.add(int(re.sub(r"\D", "", part)))
    return found


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("corpus")
    ap.add_argument("--out")
    ap.add_argument("--only", default="")
    args = ap.parse_args()
    out = args.out or os.path.join(args.corpus, "tesseract-check.tsv")
    records = [json.loads(l) for l in open(os.path.join(args.corpus, "truth.jsonl"), encoding="utf-8")]
    if args.only:
        records = [r for r in records if r["id"] in args.only.split(",")]
    rows = []
    for r in records:
        image = os.path.join(args.corpus, r["image"])
        decimals = 0 if "." not in r["total"] else 2
        total = minor(r["total"], decimals)
        text, conf = tesseract_tsv(image, r["language"])
        text_eng, conf_eng = tesseract_tsv(image, "eng")
        text_both, conf_both = tesseract_tsv(image, r["language"] + "+eng")
        script, script_conf = osd(image)
        have = numbers(text, decimals)
        item_amounts = collections.Counter(minor(i["total"], decimals) for i in r["items"])
        # Text amounts as a multiset: each number occurrence can match one item.
        occurrences = collections.Counter()
        for token in re.findall(r"\d[\d ,.]*\d|\d", text):
            for v in numbers(token, decimals):
                occurrences[v] += 1
        items_found = sum(min(n, occurrences[v]) for v, n in item_amounts.items())
        row = [r["id"], r["script"], r["language"], int(total in have), f"{conf:.1f}", f"{conf_eng:.1f}",
               script, script_conf, f"{items_found}/{len(r['items'])}", int(total in numbers(text_eng, decimals)),
               int(total in numbers(text_both, decimals)), f"{conf_both:.1f}"]
        rows.append(row)
        print("\t".join(map(str, row)), file=sys.stderr)
    with open(out, "w") as f:
        f.write("id\tscript\tlang\ttotal_found_right_lang\tmean_conf_right_lang\tmean_conf_eng\tosd_script\t"
                "osd_script_conf\titems_found_right_lang\ttotal_found_eng\ttotal_found_lang_eng\tmean_conf_lang_eng\n")
        for row in rows:
            f.write("\t".join(map(str, row)) + "\n")
    by = collections.OrderedDict()
    for row in rows:
        by.setdefault(row[2], []).append(row)
    for lang, rs in by.items():
        print(f"{lang}: total found {sum(x[3] for x in rs)}/{len(rs)} (+eng {sum(x[10] for x in rs)}), conf {sum(float(x[4]) for x in rs) / len(rs):.1f}"
              f" vs eng {sum(float(x[5]) for x in rs) / len(rs):.1f}, osd {','.join(x[6] for x in rs)}", file=sys.stderr)


if __name__ == "__main__":
    main()
