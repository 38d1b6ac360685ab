#!/usr/bin/env python3
"""How much of a receipt's truth appears in recognised text, for corpora without truth lines.

usage: ocr_text_recall.py CORPUS_DIR PRED_DIR
Prints one JSON line: amounts_found (share of the truth's item totals, subtotals, taxes and totals that
appear as a token in the `lines` of PRED_DIR/<id>.json, with ',' read as '.') and names_found (share of
item names of 4+ letters found in the lines joined, letters and digits only). A measure of OCR alone: it
needs no parser, so plain tesseract's text can be compared with the pipeline's.

amounts_found counts a token only when it reads as digits, a point and two digits, so an amount printed
with grouping (`$28,250.00`, `23.967` for 23967) or without cents (`199`) is never found, even when it
is printed and read right. amounts_found_any_format also finds those: a token written with a grouping
separator every three digits (and two decimals or none) counts as its plain value, and a token of digits
alone as that whole amount; a truth amount with cents still needs a token with cents.
"""
import json, os, re, sys
from collections import Counter


def amount_tokens(rows):
    out = Counter()
    for row in rows:
        for word in row.split():
            w = re.sub(r"[^0-9.]", "", word.replace(",", ".")).strip(".")
            if re.fullmatch(r"\d+\.\d\d", w):
                out[w] += 1
    return out


GROUPED = re.compile(r"\d{1,3}(?:([.,' ])\d{3})(?:\1\d{3})*(?:[.,]\d\d)?")


def amount_values(rows):
    """Each token's amount in every format it can be read in: 12.50, 1,234.56, 1.234,56, 23.967, 199."""
    out = Counter()
    for row in rows:
        for word in row.split():
            w = re.sub(r"[^0-9.,']", "", word).strip(".,'")
            if re.fullmatch(r"\d+[.,]\d\d", w):
                out[w.replace(",", ".")] += 1
            elif GROUPED.fullmatch(w):
                sep = GROUPED.fullmatch(w).group(1)
                plain = w.replace(sep, "") if sep != w[-3:-2] else w[:-3].replace(sep, "") + w[-3:]
                out[plain.replace(",", ".")] += 1
            elif re.fullmatch(r"\d+", w):
                out[w] += 1
    return out


def main(corpus, preds):
    recs = [json.loads(l) for l in open(os.path.join(corpus, "truth.jsonl"))]
    found = total = names = names_total = any_found = 0
    for r in recs:
        try:
            p = json.load(open(os.path.join(preds, r["id"] + ".json")))
        except (OSError, ValueError):
            p = {}
        rows = [(l.get("text") if isinstance(l, dict) else l) or "" for l in p.get("lines") or []]
        tokens = amount_tokens(rows)
        values = amount_values(rows)
        amounts = [i["total"] for i in (r.get("items") or []) if i.get("total")]
        amounts += [r[k] for k in ("total", "subtotal", "tax") if r.get(k)]
        for a in amounts:
            total += 1
            if tokens[a] > 0:
                tokens[a] -= 1
                found += 1
            if values[a] > 0:
                values[a] -= 1
                any_found += 1
        text = re.sub(r"[^0-9a-z]", "", "".join(rows).lower())
        for item in r.get("items") or []:
            name = re.sub(r"[^0-9a-z]", "", (item.get("name") or "").lower())
            if len(name) >= 4:
                names_total += 1
                names += name in text
    out = {"amounts_found": round(found / total, 4) if total else None,
           "amounts_found_any_format": round(any_found / total, 4) if total else None,
           "names_found": round(names / names_total, 4) if names_total else None}
    print(json.dumps(out))


if __name__ == "__main__":
    main(sys.argv[1], sys.argv[2])
