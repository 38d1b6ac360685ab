#!/usr/bin/env python3
"""Where the recognised rows lose words and segments, against a corpus's printed lines (SROIE).

usage: ocr_errors.py CORPUS PRED_DIR [PRED_DIR ...]

Words and segments are normalised as score.py does (lower case, letters and digits only).

For the first PRED_DIR:
- every printed word the rows miss (as multisets, like ocr_word_f1) is put in one class:
  spacing  - it was read glued to a neighbour (`GST SUMMARY` read `GSTSUMMARY`, also `5.20 S` read
             `5.205`) or cut in two or three (`TAX(RM)` read `Tax (RM)`);
  misread  - a word the rows have instead is close to it (difflib ratio >= 0.6, `ITEM` read `TTEM`);
  absent   - neither;
- every printed segment not found whole in one row is put in one class:
  misread  - one of its words is missing from the rows;
  rows     - all its words were read, but not together in one row.

With several PRED_DIRs (readings of the same images made different ways), it also prints the word F1 of
each, of choosing per receipt the reading with the highest mean confidence (what a pipeline could do
by reading each image every way), and of choosing per receipt with the truth (a ceiling no pipeline
can reach).
"""
import difflib
import json
import os
import re
import sys
from collections import Counter


def norm(text):
    return re.sub(r"[^0-9a-z]", "", (text or "").lower())


def rows_of(pred_dir, rid):
    try:
        with open(os.path.join(pred_dir, rid + ".json")) as f:
            data = json.load(f)
    except (OSError, ValueError):
        return [], 0.0
    if isinstance(data.get("receipt"), dict):
        data = data["receipt"]
    rows = [(line.get("text") if isinstance(line, dict) else line) or "" for line in data.get("lines", [])]
    return rows, float(data.get("confidence") or 0)


def counts(rows, truth_lines):
    got = Counter(w for row in rows for w in map(norm, row.split()) if w)
    want = Counter(w for line in truth_lines for w in map(norm, line.split()) if w)
    return got, want


def f1(matched, predicted, truth):
    precision = matched / predicted if predicted else 0.0
    recall = matched / truth if truth else 0.0
    return 2 * precision * recall / (precision + recall) if precision + recall else 0.0


def classify(records, pred_dir):
    words, segments = Counter(), Counter()
    examples = {}
    for record in records:
        rows, _ = rows_of(pred_dir, record["id"])
        got, want = counts(rows, record["lines"])
        joined = "\n".join(norm(row) for row in rows)
        extra_counts = got - want
        extra = list(extra_counts.elements())
        # Runs of 2-3 neighbouring words of a row, joined: a printed word read as two or three.
        pieces = set()
        for row in rows:
            tokens = [t for t in map(norm, row.split()) if t]
            for i in range(len(tokens)):
                for j in range(i + 2, min(len(tokens), i + 3) + 1):
                    if all(extra_counts[t] > 0 for t in tokens[i:j]):
                        pieces.add("".join(tokens[i:j]))
        for word in sorted((want - got).elements(), key=len, reverse=True):
            if word in pieces or any(word in candidate and word != candidate for candidate in extra_counts):
                kind = "spacing"
            else:
                best, score = None, 0.0
                for candidate in extra:
                    ratio = difflib.SequenceMatcher(None, word, candidate).ratio()
                    if ratio > score:
                        best, score = candidate, ratio
                if best is not None and score >= 0.6:
                    extra.remove(best)
                    kind = "misread"
                    examples.setdefault(kind, Counter())[(word, best)] += 1
                else:
                    kind = "absent"
            words[kind] += 1
        for line in record["lines"]:
            text = norm(line)
            if not text:
                continue
            segments["printed"] += 1
            if text in joined:
                continue
            parts = [norm(w) for w in line.split() if norm(w)]
            segments["misread" if any(got[p] == 0 for p in parts) else "rows"] += 1
    return words, segments, examples


def main(corpus, pred_dirs):
    with open(os.path.join(corpus, "truth.jsonl")) as f:
        records = [r for r in map(json.loads, f) if r.get("image") and r.get("lines")]
    words, segments, examples = classify(records, pred_dirs[0])
    missing = sum(words.values())
    print(f"{pred_dirs[0]}: {missing} printed words missed")
    for kind in ("misread", "spacing", "absent"):
        print(f"  {kind:8} {words[kind]:5}  {words[kind] / missing:.0%}" if missing else f"  {kind:8} 0")
    common = ", ".join(f"{a}->{b} {n}" for (a, b), n in examples.get("misread", Counter()).most_common(12))
    print(f"  most common misreads: {common}")
    lost = segments["misread"] + segments["rows"]
    print(f"{lost} of {segments['printed']} printed segments not found whole in one row:"
          f" {segments['misread']} with a misread or missing word, {segments['rows']} with every word read"
          " but not in one row")
    if len(pred_dirs) < 2:
        return
    totals = {d: [0, 0, 0] for d in pred_dirs}
    by_confidence, by_truth = [0, 0, 0], [0, 0, 0]
    for record in records:
        scored = []
        for d in pred_dirs:
            rows, confidence = rows_of(d, record["id"])
            got, want = counts(rows, record["lines"])
            m, p, t = sum((got & want).values()), sum(got.values()), sum(want.values())
            scored.append((m, p, t, confidence))
            for i, v in enumerate((m, p, t)):
                totals[d][i] += v
        chosen = max(scored, key=lambda s: s[3])
        best = max(scored, key=lambda s: 2 * s[0] / (s[1] + s[2]) if s[1] + s[2] else 0)
        for i in range(3):
            by_confidence[i] += chosen[i]
            by_truth[i] += best[i]
    for d in pred_dirs:
        print(f"word F1 {f1(*totals[d]):.4f}  {d}")
    print(f"word F1 {f1(*by_confidence):.4f}  the most confident reading of each receipt")
    print(f"word F1 {f1(*by_truth):.4f}  the best reading of each receipt, chosen with the truth (a ceiling)")


if __name__ == "__main__":
    if len(sys.argv) < 3:
        sys.exit(__doc__)
    main(sys.argv[1], sys.argv[2:])
