#!/usr/bin/env python3
"""Splits each corpus once into a tuning part (about 70%) and a check part, by a hash of the receipt id.

usage: Benchmarks/tools/make_split.py CORPUS_DIR [CORPUS_DIR ...]

Writes Benchmarks/split/<corpus>.tsv (id, part), which is committed: rules and settings are chosen on
the tuning part only, and a change is kept when the check part does not lose (Benchmarks/README.md).
A receipt's part depends on its id alone (the first 8 hex digits of its SHA-1, modulo 10: 0-6 tune,
7-9 check), so adding receipts to a corpus never moves the ones already split.
"""
import hashlib, json, os, sys

HERE = os.path.dirname(os.path.abspath(__file__))


def part(receipt_id):
    return "tune" if int(hashlib.sha1(receipt_id.encode()).hexdigest()[:8], 16) % 10 < 7 else "check"


def main(corpora):
    for corpus in corpora:
        name = os.path.basename(os.path.abspath(corpus).rstrip("/"))
        ids = [json.loads(line)["id"] for line in open(os.path.join(corpus, "truth.jsonl"))]
        out = os.path.join(HERE, "..", "split", name + ".tsv")
        with open(out, "w") as f:
            f.write("id\tpart\n")
            f.writelines(f"{i}\t{part(i)}\n" for i in ids)
        tune = sum(part(i) == "tune" for i in ids)
        print(f"{name}: {tune} tune, {len(ids) - tune} check -> {os.path.relpath(out)}")


if __name__ == "__main__":
    if len(sys.argv) < 2:
        sys.exit(__doc__)
    main(sys.argv[1:])
