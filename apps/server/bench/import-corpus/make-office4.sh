#!/usr/bin/env bash
# Office files pass 4 of the import corpus (sources-office4.ts, office4.py): writers the corpus had never seen.
# xlsxwriter, openpyxl, xlwt and python-docx write their documents directly; gnumeric's ssconvert recalculates an
# openpyxl workbook and saves it as xlsx and xls; pandoc turns a markdown pipe table into a Word document; abiword
# an HTML table. Called by make-corpus.sh; on its own: make-office4.sh <out dir>
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
out="${1:-$here/docs}"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
export HOME="$work/home"
node "$here/sources-office4.ts" "$work"
/usr/bin/python3 "$here/office4.py" "$work"
ssconvert --export-type=Gnumeric_Excel:xlsx2 "$work/o4-gnm-list.xlsx.source.xlsx" "$work/o4-gnm-list.xlsx" >/dev/null 2>&1
ssconvert --export-type=Gnumeric_Excel:excel_biff8 "$work/o4-gnm-list.xls.source.xlsx" "$work/o4-gnm-list.xls" >/dev/null 2>&1
pandoc -f markdown -t docx -o "$work/o4-pandoc-pipe.docx" "$work/o4-pandoc-pipe.docx.md"
abiword --to=docx -o "$work/o4-abiword.docx" "$work/o4-abiword.docx.html" >/dev/null 2>&1
# Only the documents the corpus keeps (those with an expected-rows file).
for expected in "$work"/o4-*.json; do
  name="$(basename "${expected%.json}")"
  cp "$work/$name" "$out/$name"
  cp "$expected" "$out/"
done
