#!/usr/bin/env bash
# Cell values round 3 of the import corpus (sources-cells3.ts), made with the real tools: Calc saves each workbook
# as its own xlsx, exports it as CSV (comma, UTF-8, cells as shown) and prints it to PDF; Writer turns each HTML
# table into a Word document and prints that; Chromium prints each page. Called by make-corpus.sh; on its own:
# make-cells3.sh <out dir>
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
out="${1:-$here/docs}"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
export HOME="$work/home"
node "$here/sources-cells3.ts" "$work"
mkdir -p "$work/calc"
office() { soffice --headless --convert-to "$1" --outdir "$2" "$3" >/dev/null 2>&1; }
for source in "$work"/c3-*-calc.xlsx; do
  office 'xlsx:Calc MS Excel 2007 XML' "$work/calc" "$source"
  saved="$work/calc/$(basename "$source")"
  office 'csv:Text - txt - csv (StarCalc):44,34,76' "$work/calc" "$saved"
  office pdf "$work/calc" "$saved"
done
for source in "$work"/c3-*-writer.html; do
  office 'docx:MS Word 2007 XML' "$work/calc" "$source"
  office pdf "$work/calc" "$work/calc/$(basename "${source%.html}").docx"
done
for source in "$work"/c3-*-browser.htm; do
  chromium --headless --no-sandbox --disable-gpu --no-pdf-header-footer \
    --print-to-pdf="$work/calc/$(basename "${source%.htm}").pdf" "file://$source" >/dev/null 2>&1
done
# Only the documents the corpus keeps (those with an expected-rows file).
for expected in "$work"/c3-*.json; do
  name="$(basename "${expected%.json}")"
  cp "$work/calc/$name" "$out/$name"
  cp "$expected" "$out/"
done
