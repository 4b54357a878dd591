#!/usr/bin/env bash
# Text lists pass 5 of the import corpus (unseen5.py): fruit trees, natives, grasses and ferns under other nurseries'
# column names, from openpyxl, xlsxwriter, python-docx, CSV exports, reportlab, chromium, pandoc -> wkhtmltopdf,
# pandoc -> Writer, groff tbl, Writer in landscape, and Calc re-writing openpyxl and xlsxwriter workbooks as PDF
# and .xls. Needs the Debian tools (python3-openpyxl, -xlsxwriter, -docx, -reportlab, chromium, pandoc, wkhtmltopdf,
# groff, ghostscript, libreoffice). make-unseen5.sh <out dir> (default: the corpus's docs/)
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
out="${1:-$here/docs}"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
export HOME="$work/home"
mkdir -p "$out" "$HOME"
/usr/bin/python3 "$here/unseen5.py" "$work"
for source in "$work"/*.chromium.html; do
  chromium --headless --no-sandbox --disable-gpu --no-pdf-header-footer \
    --print-to-pdf="${source%.chromium.html}" "file://$source" >/dev/null 2>&1
done
for source in "$work"/*.wk.md; do
  pandoc -s --metadata title=Availability -o "$work/page.html" "$source"
  wkhtmltopdf --quiet -s Letter "$work/page.html" "${source%.wk.md}"
done
for source in "$work"/*.writer.md; do
  pandoc "$source" -o "$work/page.docx"
  soffice --headless --convert-to pdf --outdir "$work" "$work/page.docx" >/dev/null 2>&1
  mv "$work/page.pdf" "${source%.writer.md}"
done
for source in "$work"/*.tbl.roff; do
  groff -k -t -Tps "$source" >"$work/page.ps"
  ps2pdf "$work/page.ps" "${source%.tbl.roff}"
done
for source in "$work"/*.writer.docx; do
  cp "$source" "$work/page.docx"
  soffice --headless --convert-to pdf --outdir "$work" "$work/page.docx" >/dev/null 2>&1
  mv "$work/page.pdf" "${source%.writer.docx}"
done
for source in "$work"/*.pdf.calc.xlsx "$work"/*.xls.calc.xlsx; do
  cp "$source" "$work/page.xlsx"
  target="${source%.calc.xlsx}"
  soffice --headless --convert-to "${target##*.}" --outdir "$work" "$work/page.xlsx" >/dev/null 2>&1
  mv "$work/page.${target##*.}" "$target"
done
# Only the documents with an expected-rows file.
for expected in "$work"/u5-*.json; do
  cp "${expected%.json}" "$expected" "$out/"
done
