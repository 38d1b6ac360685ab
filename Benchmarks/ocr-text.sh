#!/bin/bash
# Caches plain Tesseract text of the photo corpora for parser-bench --ocr-text:
#   Benchmarks/ocr-text.sh            -> Benchmarks/out/ocr/{sroie,wildreceipt}/<id>.txt
# Two Tesseract processes at a time, one thread each (OMP_THREAD_LIMIT=1 is several times faster).
set -e
here="$(cd "$(dirname "$0")" && pwd)"
receipts="${RECEIPTS:-$here/../../shared/receipts}"
[ -d "$receipts" ] || receipts=/work/shared/receipts
export OMP_THREAD_LIMIT=1
for corpus in sroie wildreceipt; do
  mkdir -p "$here/out/ocr/$corpus"
  for image in "$receipts/$corpus"/images/*; do
    id="$(basename "${image%.*}")"
    [ -s "$here/out/ocr/$corpus/$id.txt" ] || echo "$image $here/out/ocr/$corpus/$id.txt"
  done
done | xargs -P 2 -n 2 sh -c 'tesseract "$0" stdout --psm 6 -l eng > "$1" 2>/dev/null'
