#!/usr/bin/env python3
"""Print receipts whose parsed total or items differ from the truth, with their text.

usage: mismatches.py CORPUS_DIR PRED_DIR [--field total|items|subtotal|tax] [--ocr DIR] [--limit N] [--skip N]
"""
import json, os, sys, difflib, re
from decimal import Decimal

def dec(v):
    try:
        return None if v is None else Decimal(str(v)).quantize(Decimal("0.01"))
    except Exception:
        return None

def norm(s):
    return re.sub(r"[^0-9a-z]", "", (s or "").lower())

args = sys.argv[1:]
def opt(name, default=None):
    if name in args:
        i = args.index(name); v = args[i + 1]; del args[i:i + 2]; return v
    return default
field = opt("--field", "total"); ocr = opt("--ocr"); limit = int(opt("--limit", "10")); skip = int(opt("--skip", "0"))
corpus, preds = args
shown = 0; n = 0
for line in open(os.path.join(corpus, "truth.jsonl")):
    r = json.loads(line)
    try:
        p = json.load(open(os.path.join(preds, r["id"] + ".json")))
    except Exception:
        p = {}
    bad = False
    if field in ("total", "subtotal", "tax"):
        bad = r.get(field) is not None and dec(p.get(field)) != dec(r[field])
    elif field == "items" and r.get("items") is not None:
        t = sorted((dec(i["total"]), norm(i.get("name"))) for i in r["items"] if dec(i["total"]) is not None)
        q = sorted((dec(i.get("total")), norm(i.get("name"))) for i in p.get("items") or [])
        bad = [a for a, _ in t] != [a for a, _ in q] or any(difflib.SequenceMatcher(None, x[1], y[1]).ratio() < 0.6 for x, y in zip(t, q) if x[1])
    if not bad:
        continue
    n += 1
    if n <= skip or shown >= limit:
        continue
    shown += 1
    print("=" * 20, r["id"])
    text = open(os.path.join(ocr, r["id"] + ".txt")).read().splitlines() if ocr else r.get("lines") or []
    for l in text:
        print("   |", l)
    print("  truth:", {k: r.get(k) for k in ("subtotal", "tax", "service", "discount", "total")})
    print("  pred: ", {k: p.get(k) for k in ("subtotal", "tax", "service", "discount", "tip", "rounding", "total", "verified")})
    if field == "items":
        print("  truth items:", [(i.get("name"), i["total"]) for i in r["items"]])
        print("  pred items: ", [(i.get("name"), i.get("total")) for i in p.get("items") or []])
    for f in p.get("findings", []):
        print("  finding:", f.get("message"))
print("mismatches:", n)
