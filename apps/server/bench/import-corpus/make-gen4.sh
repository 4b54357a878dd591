#!/usr/bin/env bash
# Text lists pass 4 of the import corpus (sources-gen4.ts): PDFs from writers the reader was not built beside.
# ReportLab (gen4-reportlab.py), wkhtmltopdf, enscript and groff through ps2pdf, Gnumeric's ssconvert, AbiWord,
# pandoc -> Writer; then some of them re-written by pdftocairo and by pdftops | ps2pdf. Needs the Debian tools
# (python3-reportlab, wkhtmltopdf, enscript, groff, ghostscript, gnumeric, abiword, pandoc, poppler-utils,
# libreoffice); the outputs are committed. make-gen4.sh <out dir> (default: the corpus's docs/)
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
out="${1:-$here/docs}"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
export HOME="$work/home"
mkdir -p "$out" "$HOME"
node "$here/sources-gen4.ts" "$work"
node "$here/sources-gen4b.ts" "$work"
/usr/bin/python3 "$here/gen4-reportlab.py" "$work"
for source in "$work"/*.wkhtmltopdf.html; do
  wkhtmltopdf --quiet -s Letter "$source" "${source%.wkhtmltopdf.html}.pdf"
done
for source in "$work"/*.abiword.html; do
  abiword --import-extension=html --to=pdf -o "${source%.abiword.html}.pdf" "$source" >/dev/null 2>&1
done
for source in "$work"/*.xlsx; do
  ssconvert -T Gnumeric_pdf:pdf_assistant "$source" "${source%.xlsx}.pdf" >/dev/null 2>&1
done
for source in "$work"/*.2up.txt; do
  # Two report pages on each landscape sheet, side by side.
  enscript -q -2r -f Courier7 -o "${source%.2up.txt}.ps" "$source"
  ps2pdf "${source%.2up.txt}.ps" "${source%.2up.txt}.pdf"
  rm "$source"
done
for source in "$work"/*.tbl.ms; do
  groff -t -ms -Tps "$source" >"${source%.tbl.ms}.ps"
  ps2pdf "${source%.tbl.ms}.ps" "${source%.tbl.ms}.pdf"
  rm "$source"
done
for source in "$work"/*.txt; do
  # A line printer's page: Courier 9 pt, enscript's own page header (date, name, page) above the report's.
  enscript -q -f Courier9 -o "${source%.txt}.ps" "$source"
  ps2pdf "${source%.txt}.ps" "${source%.txt}.pdf"
done
for source in "$work"/*.ms; do
  groff -ms -Tps "$source" >"${source%.ms}.ps"
  ps2pdf "${source%.ms}.ps" "${source%.ms}.pdf"
done
for source in "$work"/*.md; do
  pandoc "$source" -o "${source%.md}.docx"
  soffice --headless --convert-to pdf --outdir "$work" "${source%.md}.docx" >/dev/null 2>&1
done
for expected in "$work"/*-cairo.pdf.json; do
  from="${expected%-cairo.pdf.json}"
  pdftocairo -pdf "$from.pdf" "${expected%.json}"
done
for expected in "$work"/*-gs.pdf.json; do
  from="${expected%-gs.pdf.json}"
  pdftops "$from.pdf" "$work/rewrite.ps"
  ps2pdf "$work/rewrite.ps" "${expected%.json}"
done
# wkhtmltopdf's TrueType subsets come out of pdftops | ps2pdf without a map to characters: text that is glyph codes.
pdftops "$work/g4-wk-table.pdf" "$work/rewrite.ps"
ps2pdf "$work/rewrite.ps" "$work/scanpdf-g4-glyph-codes.pdf"
cp "$work/scanpdf-g4-glyph-codes.pdf" "$work/scanpdf-g4-glyph-codes.pdf.json" "$out/"
# Only the documents with an expected-rows file.
for expected in "$work"/g4-*.pdf.json; do
  cp "${expected%.json}" "$out/"
  cp "$expected" "$out/"
done
