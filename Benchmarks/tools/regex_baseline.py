#!/usr/bin/env python3
"""A keyword-and-regex receipt parser, the kind written in an hour: the baseline for parser-bench.

usage: regex_baseline.py CORPUS_DIR OUT_DIR [--ocr-text DIR]
Items: lines above the first total-like line that end with an amount. Total: the amount on the last
line that says TOTAL (not SUBTOTAL), else the largest amount. Amounts: 1,234.56 / 1.234,56 / 75,000.
"""
import json, os, re, sys

AMOUNT = re.compile(r"(-?\d{1,3}(?:[.,]\d{3})*(?:[.,]\d{2})?|-?\d+(?:[.,]\d{2})?)\s*-?\s*[A-Z]{0,2}\s*$")
SUMMARY = re.compile(r"sub\s*-?\s*total|total|tax|amount due|balance|change|cash|grand|jumlah|tunai", re.I)

def amount(text):
    m = AMOUNT.search(text.strip())
    if not m:
        return None
    s = m.group(1).replace("-", "")
    if re.search(r"[.,]\d{2}$", s):
        whole, cents = s[:-3], s[-2:]
        return re.sub(r"[.,]", "", whole or "0") + "." + cents
    return re.sub(r"[.,]", "", s)

def parse(lines):
    items, total, subtotal, seen_summary = [], None, None, False
    for line in lines:
        a = amount(line)
        low = line.lower()
        if SUMMARY.search(low):
            seen_summary = True
            if a and re.search(r"sub\s*-?\s*total", low):
                subtotal = a
            elif a and "total" in low:
                total = a
            continue
        if a and not seen_summary:
            name = AMOUNT.sub("", line).strip()
            if re.search(r"[A-Za-z]{2}", name):
                items.append({"name": name, "total": a})
    if total is None:
        amounts = [float(x) for x in (amount(l) for l in lines) if x]
        total = str(max(amounts)) if amounts else None
    return {"items": items, "subtotal": subtotal, "total": total}

def main():
    args = sys.argv[1:]
    ocr = None
    if "--ocr-text" in args:
        i = args.index("--ocr-text"); ocr = args[i + 1]; del args[i:i + 2]
    corpus, out = args
    os.makedirs(out, exist_ok=True)
    for line in open(os.path.join(corpus, "truth.jsonl")):
        r = json.loads(line)
        if ocr:
            path = os.path.join(ocr, r["id"] + ".txt")
            lines = open(path).read().splitlines() if os.path.exists(path) else []
        else:
            lines = r.get("lines") or []
        json.dump(parse(lines), open(os.path.join(out, r["id"] + ".json"), "w"))

if __name__ == "__main__":
    main()
