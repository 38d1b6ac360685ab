#!/usr/bin/env python3
"""How much of the CORD score is lost to one quirk of its truth: amounts printed with cents on a
rupiah receipt (`Rp 58000.00`, `37,500.00`) are recorded with the cents' digits run on (`5800000`).

usage: cord_cents_quirk.py CORD_DIR PRED_DIR
Prints total accuracy and item_f1 as score.py computes them, and again counting a prediction as right
when the truth is exactly 100 times it and the receipt's text prints that amount with `.00`/`,00`.
For information only: the parser does not imitate the quirk.
"""
import difflib, json, os, re, sys
from decimal import Decimal

def norm(s): return re.sub(r"[^0-9a-z]", "", (s or "").lower())
def dec(v):
    try: return None if v is None else Decimal(str(v)).quantize(Decimal("0.01"))
    except Exception: return None

corpus, preds = sys.argv[1:3]
tot = [0, 0, 0]; items = [[0, 0, 0], [0, 0, 0]]
for line in open(os.path.join(corpus, "truth.jsonl")):
    r = json.loads(line)
    p = json.load(open(os.path.join(preds, r["id"] + ".json")))
    text = " ".join(r.get("lines") or [])
    cents = {re.sub(r"\D", "", m) for m in re.findall(r"\d[\d.,]*[.,]00(?!\d)", text)}
    def same(truth, pred, lenient):
        if truth is None or pred is None: return False
        if truth == pred: return True
        return lenient and truth == pred * 100 and str(int(truth)) in cents
    if r.get("total") is not None:
        tot[2] += 1
        tot[0] += same(dec(r["total"]), dec(p.get("total")), False)
        tot[1] += same(dec(r["total"]), dec(p.get("total")), True)
    truth = [(dec(i["total"]), norm(i.get("name"))) for i in r["items"] if dec(i["total"]) is not None]
    pred = [(dec(i["total"]), norm(i.get("name"))) for i in p.get("items") or []]
    for k, lenient in enumerate([False, True]):
        left = list(truth); m = 0
        for a, n in pred:
            best, bj = 0.0, None
            for j, (b, tn) in enumerate(left):
                if same(b, a, lenient):
                    s = 1.0 if not tn else difflib.SequenceMatcher(None, n, tn).ratio()
                    if s > best: best, bj = s, j
            if bj is not None and best >= 0.6: m += 1; left.pop(bj)
        items[k][0] += m; items[k][1] += len(pred); items[k][2] += len(truth)
def f1(m, p, t):
    pr, rc = m / p, m / t
    return round(2 * pr * rc / (pr + rc), 4)
print(json.dumps({"total_accuracy": round(tot[0] / tot[2], 4), "total_accuracy_cents_read_as_truth": round(tot[1] / tot[2], 4),
                  "item_f1": f1(*items[0]), "item_f1_cents_read_as_truth": f1(*items[1])}))
