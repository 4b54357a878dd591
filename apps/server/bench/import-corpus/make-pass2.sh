#!/usr/bin/env bash
# Pass 2 of the import corpus (sources-pass2.ts), made with the real tools: LibreOffice turns the RTF tab-stop lists
# into Word documents, the Writer table into a Word document and its PDF, re-saves a workbook as Calc's own xlsx and
# exports the CSV sources as semicolon/Windows-1252, comma/UTF-8 and tab/UTF-16 ("Unicode text"); Chromium prints
# the web pages. Called by make-corpus.sh; on its own: make-pass2.sh <out dir>
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
out="${1:-$here/docs}"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
export HOME="$work/home"
node "$here/sources-pass2.ts" "$work"
node "$here/sources-header-groups.ts" "$work"
cp "$work"/p2-*.json "$out/"
mkdir -p "$work/calc"
office() { soffice --headless --convert-to "$1" --outdir "$2" "$3" >/dev/null 2>&1; }
for source in "$work"/p2-*.rtf; do office 'docx:MS Word 2007 XML' "$out" "$source"; done
for source in "$work"/p2-*.html; do
  office 'docx:MS Word 2007 XML' "$out" "$source"
  office pdf "$out" "$out/$(basename "${source%.html}").docx"
done
# The list lined up with spaces in a Word document, and its PDF.
office pdf "$out" "$out/p2-word-spaced.docx"
# Calc's own save of the grouped header, and its PDF.
office 'xlsx:Calc MS Excel 2007 XML' "$work/calc" "$work/p2-calc-name-group.xlsx"
cp "$work/calc/p2-calc-name-group.xlsx" "$out/"
office pdf "$out" "$out/p2-calc-name-group.xlsx"
# An Excel table with its totals row, saved by Calc, and its PDF.
office 'xlsx:Calc MS Excel 2007 XML' "$work/calc" "$work/p2-calc-excel-table.xlsx"
cp "$work/calc/p2-calc-excel-table.xlsx" "$out/"
office pdf "$out" "$out/p2-calc-excel-table.xlsx"
# A Writer table's PDF opened in Draw (each line a text frame) and exported again.
office 'odg:draw8' "$work/calc" "$out/p2-writer-merged.pdf"
office pdf "$work/calc" "$work/calc/p2-writer-merged.odg"
cp "$work/calc/p2-writer-merged.pdf" "$out/p2-draw-merged.pdf"
cp "$out/p2-writer-merged.pdf.json" "$out/p2-draw-merged.pdf.json"
office 'xlsx:Calc MS Excel 2007 XML' "$work/calc" "$work/p2-calc-second-sheet.xlsx"
cp "$work/calc/p2-calc-second-sheet.xlsx" "$out/"
# Calc's own workbook printed (the "Read me" sheet on page 1) and saved as Excel 97-2003.
office pdf "$out" "$out/p2-calc-second-sheet.xlsx"
office xls "$out" "$out/p2-calc-second-sheet.xlsx"
cp "$work/p2-web-export.xlsx" "$out/"
office 'csv:Text - txt - csv (StarCalc):59,34,1' "$out" "$work/p2-csv-euro.xlsx"
office 'csv:Text - txt - csv (StarCalc):44,34,76' "$out" "$work/p2-csv-quoted.xlsx"
office 'csv:Text - txt - csv (StarCalc):9,34,65535' "$work/calc" "$work/p2-unicode-text.xlsx"
cp "$work/calc/p2-unicode-text.csv" "$out/p2-unicode-text.txt"
for source in "$work"/p2-*.htm; do
  chromium --headless --no-sandbox --disable-gpu --no-pdf-header-footer \
    --print-to-pdf="$out/$(basename "${source%.htm}").pdf" "file://$source" >/dev/null 2>&1
done
