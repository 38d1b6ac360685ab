#!/bin/bash
# Runs the parser over the corpora and scores it beside a regex baseline on the same text:
#   Benchmarks/run.sh [cord|sroie|wildreceipt|all]      (NO_BASELINE=1 skips the baseline)
set -e
here="$(cd "$(dirname "$0")" && pwd)"
receipts="${RECEIPTS:-$here/../../shared/receipts}"
[ -d "$receipts" ] || receipts=/work/shared/receipts
score="$receipts/../tools/score.py"
bench="$here/ParserBench/.build/release/parser-bench"
(cd "$here/ParserBench" && swift build -c release >/dev/null)
which="${1:-all}"
run() {
  local corpus="$1"; shift
  rm -rf "$here/out/pred/$corpus" "$here/out/base/$corpus"
  "$bench" "$receipts/$corpus" "$here/out/pred/$corpus" "$@" >&2
  echo "$corpus: $(python3 "$score" "$receipts/$corpus" "$here/out/pred/$corpus")"
  # The baseline on the same text: a keyword-and-regex parser (tools/regex_baseline.py).
  if [ -z "$NO_BASELINE" ]; then
    python3 "$here/tools/regex_baseline.py" "$receipts/$corpus" "$here/out/base/$corpus" "$@"
    echo "$corpus baseline: $(python3 "$score" "$receipts/$corpus" "$here/out/base/$corpus")"
  fi
}
[ "$which" = all ] || [ "$which" = cord ] && run cord
for c in sroie wildreceipt; do
  if [ "$which" = all ] || [ "$which" = "$c" ]; then
    [ -d "$here/out/ocr/$c" ] || { echo "no OCR text in out/ocr/$c: see Benchmarks/README.md" >&2; continue; }
    run "$c" --ocr-text "$here/out/ocr/$c"
  fi
done
