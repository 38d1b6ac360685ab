#!/bin/bash
# Runs the parser over the corpora and scores it beside a regex baseline on the same text, on the
# tuning part, the check part and the whole corpus (Benchmarks/split/<corpus>.tsv, tools/parts.py):
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
  local base=""
  # The baseline on the same text: a keyword-and-regex parser (tools/regex_baseline.py).
  if [ -z "$NO_BASELINE" ]; then
    python3 "$here/tools/regex_baseline.py" "$receipts/$corpus" "$here/out/base/$corpus" "$@"
    base="$here/out/base/$corpus"
  fi
  python3 "$here/tools/parts.py" "$receipts/$corpus" "$corpus" "$here/out/pred/$corpus" $base
}
run_pipeline_text() {
  local corpus="$1"
  rm -rf "$here/out/pred-pipe/$corpus"
  "$bench" "$receipts/$corpus" "$here/out/pred-pipe/$corpus" --ocr-text "$here/out/ocr-pipeline/$corpus" >&2
  echo "$corpus (pipeline rows): $(python3 "$score" "$receipts/$corpus" "$here/out/pred-pipe/$corpus")"
  python3 "$here/tools/parts.py" "$receipts/$corpus" "$corpus" "$here/out/pred-pipe/$corpus" | sed "s/^$corpus /$corpus (rows)/"
  if [ -z "$NO_BASELINE" ]; then
    python3 "$here/tools/regex_baseline.py" "$receipts/$corpus" "$here/out/base-pipe/$corpus" --ocr-text "$here/out/ocr-pipeline/$corpus"
    echo "$corpus (pipeline rows) baseline: $(python3 "$score" "$receipts/$corpus" "$here/out/base-pipe/$corpus")"
  fi
}
[ "$which" = all ] || [ "$which" = cord ] && run cord
for c in sroie wildreceipt; do
  if [ "$which" = all ] || [ "$which" = "$c" ]; then
    [ -d "$here/out/ocr/$c" ] || { echo "no OCR text in out/ocr/$c: see Benchmarks/README.md" >&2; continue; }
    run "$c" --ocr-text "$here/out/ocr/$c"
  fi
done
# The whole pipeline's rows, when cached in out/ocr-pipeline/ (see Benchmarks/measuring.md: the `lines` of
# `splitbill scan --format json` of the photos, one text file per receipt).
for c in sroie wildreceipt; do
  if [ -d "$here/out/ocr-pipeline/$c" ] && { [ "$which" = all ] || [ "$which" = "$c" ] || [ "$which" = pipeline ]; }; then
    run_pipeline_text "$c"
  fi
done
