#!/usr/bin/env bash
# Makes the import corpus with real tools: LibreOffice turns the Writer and Calc sources (written by sources.ts and
# sources-unseen.ts) into PDFs (make-pass2.sh makes sources-pass2.ts's documents), ImageMagick (/usr/bin/convert, not a stand-in) turns some of them into a 300 dpi scan, image-only PDFs
# and phone-like photos (rotated, perspective, uneven light, noise, JPEG quality 70). The outputs are committed:
# CI has no LibreOffice. Run from the repository root: apps/server/bench/import-corpus/make-corpus.sh
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
out="$here/docs"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
IM=/usr/bin/convert
mkdir -p "$out"
node "$here/sources.ts" "$work"
node "$here/sources-unseen.ts" "$work"
node "$here/sources-made.ts" "$work"
cp "$work"/*.json "$out/"

export HOME="$work/home"
for source in "$work"/*.html; do
  # A Word document first, then its PDF: the way a vendor exports a word-processor table.
  soffice --headless --convert-to 'docx:MS Word 2007 XML' --outdir "$work" "$source" >/dev/null 2>&1
  soffice --headless --convert-to pdf --outdir "$out" "${source%.html}.docx" >/dev/null 2>&1
done
for source in "$work"/*.fods; do
  soffice --headless --convert-to pdf --outdir "$out" "$source" >/dev/null 2>&1
done
for source in "$work"/*.xlsx; do
  # A Calc workbook (exceljs): its PDF as LibreOffice prints it, the workbook itself and its Excel 97-2003 copy.
  soffice --headless --convert-to pdf --outdir "$out" "$source" >/dev/null 2>&1
  soffice --headless --convert-to xls --outdir "$out" "$source" >/dev/null 2>&1
  cp "$source" "$out/"
done
for source in "$work"/*.rtf; do
  # A Writer list laid out with tab stops, not a table: a Word document first, then its PDF.
  soffice --headless --convert-to 'docx:MS Word 2007 XML' --outdir "$work" "$source" >/dev/null 2>&1
  soffice --headless --convert-to pdf --outdir "$out" "${source%.rtf}.docx" >/dev/null 2>&1
done
for source in "$work"/*.htm; do
  # A web page printed by a browser: Chromium's own PDF writer, not LibreOffice's.
  chromium --headless --no-sandbox --disable-gpu --no-pdf-header-footer \
    --print-to-pdf="$out/$(basename "${source%.htm}").pdf" "file://$source" >/dev/null 2>&1
done
# The zebra list opened in Writer and saved as a Word document: "$" in its own cell under a "Price" spanning two.
cp "$work/browser-zebra-dollar.htm" "$work/word-zebra-dollar.html"
soffice --headless --convert-to 'docx:MS Word 2007 XML' --outdir "$out" "$work/word-zebra-dollar.html" >/dev/null 2>&1
cp "$out/browser-zebra-dollar.pdf.json" "$out/word-zebra-dollar.docx.json"

page() { # $1 pdf, $2 dpi, $3 png out: the first page as a greyscale image (poppler: ImageMagick may not read PDF)
  pdftoppm -r "$2" -f 1 -l 1 -singlefile -gray -png "$1" "${3%.png}"
}
imagepdf() { # $1 jpeg, $2 pdf out: an image-only PDF, as a scanner makes (Ghostscript, page = image at 72 dpi)
  gs -q -sDEVICE=pdfwrite -o "$2" --permit-file-read="$1" "$(dirname "$(gs -q -dNODISPLAY -dNOSAFER -c '(viewjpeg.ps) findlibfile pop pop == quit' | tr -d '()')")/viewjpeg.ps" \
    -c "($1) << /PageSize 2 index viewJPEGgetsize 2 array astore >> setpagedevice viewJPEG"
}
# A 300 dpi flatbed scan: a hair rotated, a little noise.
scan() {
  page "$out/$1.pdf" 300 "$work/$2-page.png"
  $IM "$work/$2-page.png" -background white -rotate "$3" -flatten -attenuate 0.3 +noise Gaussian -level 0%,88% \
    -colorspace Gray -type Grayscale "$4"
}
scan word-ruled scan-word-ruled 0.6 "$out/scan-word-ruled.png"
scan word-bookish scan-word-bookish -0.8 "$out/scan-word-bookish.png"
# Image-only PDFs: what a scanner makes.
scan word-unruled scanpdf-word-unruled 0.4 "$work/scanpdf-word-unruled.png"
$IM "$work/scanpdf-word-unruled.png" -density 300 -units PixelsPerInch -quality 80 "$work/scanpdf-word-unruled.jpg"
imagepdf "$work/scanpdf-word-unruled.jpg" "$out/scanpdf-word-unruled.pdf"
scan sheet-tight scanpdf-sheet-tight -0.5 "$work/scanpdf-sheet-tight.png"
$IM "$work/scanpdf-sheet-tight.png" -density 300 -units PixelsPerInch -quality 80 "$work/scanpdf-sheet-tight.jpg"
imagepdf "$work/scanpdf-sheet-tight.jpg" "$out/scanpdf-sheet-tight.pdf"

# Phone photos: page on a grey desk, turned by a few degrees, seen slightly from one side, lit from one corner,
# sensor noise, JPEG quality 70.
photo() { # $1 pdf name, $2 out name, $3 degrees, $4 perspective strength (px at 200 dpi)
  page "$out/$1.pdf" 200 "$work/$2-page.png"
  local w h p
  w=$(identify -format %w "$work/$2-page.png")
  h=$(identify -format %h "$work/$2-page.png")
  p=$4
  $IM "$work/$2-page.png" -bordercolor '#8a8a8a' -border 60 \
    -virtual-pixel background -background '#8a8a8a' \
    -distort Perspective "0,0 $p,$((p / 2))  $((w + 120)),0 $((w + 120 - p / 3)),0  0,$((h + 120)) 0,$((h + 120))  $((w + 120)),$((h + 120)) $((w + 120 - p)),$((h + 120 - p / 2))" \
    -rotate "$3" \
    \( +clone -sparse-color Barycentric "0,0 gray(100%) %[fx:w],%[fx:h] gray(62%)" \) -compose Multiply -composite \
    +noise Gaussian -attenuate 0.6 -quality 70 "$work/$2.jpg"
  cp "$work/$2.jpg" "$out/$2.jpg"
}
photo word-ruled photo-word-ruled 2.5 30
photo sheet-tight photo-sheet-tight -3 40
photo word-unruled photo-word-unruled 3.5 24
photo word-tiers photo-word-tiers -2 36
photo sheet-narrow photo-sheet-narrow 2 50
photo word-gothic photo-word-gothic -3.5 20

# Lists laid out by a browser (other plants, fonts and column orders than the lists above, written by hand in
# browser/), screenshot by headless Chromium, then photographed as above but with a lighter desk, light falling
# off towards the top right, a little blur and milder noise.
browser_photo() { # $1 source name in browser/, $2 out name, $3 degrees, $4 perspective strength, $5 blur sigma
  chromium --headless --no-sandbox --disable-gpu --hide-scrollbars --window-size=1240,1400 \
    --screenshot="$work/$2-page.png" "file://$here/browser/$1.html" >/dev/null 2>&1
  local w h p=$4
  w=$(identify -format %w "$work/$2-page.png")
  h=$(identify -format %h "$work/$2-page.png")
  $IM "$work/$2-page.png" -colorspace Gray -bordercolor '#7d7d7d' -border 50 \
    -virtual-pixel background -background '#7d7d7d' \
    -distort Perspective "0,0 $p,$((p / 3))  $((w + 100)),0 $((w + 100 - p / 2)),$((p / 4))  0,$((h + 100)) $((p / 3)),$((h + 100))  $((w + 100)),$((h + 100)) $((w + 100 - p)),$((h + 100 - p / 3))" \
    -rotate "$3" -blur "0x$5" \
    \( +clone -sparse-color Barycentric "0,%[fx:h] gray(100%) %[fx:w],0 gray(66%)" \) -compose Multiply -composite \
    -attenuate 0.7 +noise Gaussian -quality 70 "$out/$2.jpg"
  cp "$here/browser/$1.json" "$out/$2.jpg.json"
}
browser_photo html-serif photo-html-serif 2.5 40 0.8
browser_photo html-condensed photo-html-condensed -2.2 32 0.7
# More browser-laid lists (plants, fonts and column names no other document has), photographed the hard ways:
shot() { # $1 source name in browser/, $2 png out: the page as headless Chromium shows it, in grey
  chromium --headless --no-sandbox --disable-gpu --hide-scrollbars --window-size=1240,1400 \
    --screenshot="$2" "file://$here/browser/$1.html" >/dev/null 2>&1
  $IM "$2" -colorspace Gray "$2"
}
# A grainy phone photo: page on a dark desk, seen from one side, turned 3 degrees, light falling off to one corner,
# strong sensor noise, JPEG quality 70.
shot html-grainy "$work/grainy-page.png"
w=$(identify -format %w "$work/grainy-page.png")
h=$(identify -format %h "$work/grainy-page.png")
$IM "$work/grainy-page.png" -bordercolor '#6e6e6e' -border 70 -virtual-pixel background -background '#6e6e6e' \
  -distort Perspective "0,0 44,22  $((w + 140)),0 $((w + 118)),10  0,$((h + 140)) 12,$((h + 140))  $((w + 140)),$((h + 140)) $((w + 96)),$((h + 122))" \
  -rotate 3 \( +clone -sparse-color Barycentric "0,0 gray(100%) %[fx:w],%[fx:h] gray(60%)" \) -compose Multiply -composite \
  -attenuate 1.2 +noise Gaussian -quality 70 "$out/photo-grainy-shrubs.jpg"
cp "$here/browser/html-grainy.json" "$out/photo-grainy-shrubs.jpg.json"
# A phone photo saved as an image-only PDF (a "scan" app): ruled grid, desk, 2.5 degrees, perspective, JPEG 70.
shot html-grid "$work/grid-page.png"
w=$(identify -format %w "$work/grid-page.png")
h=$(identify -format %h "$work/grid-page.png")
$IM "$work/grid-page.png" -bordercolor '#858585' -border 60 -virtual-pixel background -background '#858585' \
  -distort Perspective "0,0 18,30  $((w + 120)),0 $((w + 84)),0  0,$((h + 120)) 0,$((h + 120))  $((w + 120)),$((h + 120)) $((w + 108)),$((h + 96))" \
  -rotate -2.5 \( +clone -sparse-color Barycentric "0,%[fx:h] gray(100%) %[fx:w],0 gray(64%)" \) -compose Multiply -composite \
  -attenuate 0.7 +noise Gaussian -quality 70 "$work/photopdf-trees.jpg"
imagepdf "$work/photopdf-trees.jpg" "$out/photopdf-trees.pdf"
cp "$here/browser/html-grid.json" "$out/photopdf-trees.pdf.json"

# A Writer table with an item-number column and thin rules whose cells are padded less than a word space (written
# by hand in writer/, never used while the reader was built): its PDF, the page photographed on a desk (perspective,
# noise, JPEG), and the page as a plain JPEG turned by 2 degrees (a phone photo cropped to the page).
soffice --headless --convert-to 'docx:MS Word 2007 XML' --outdir "$work" "$here/writer/item-ruled.html" >/dev/null 2>&1
soffice --headless --convert-to pdf --outdir "$work" "$work/item-ruled.docx" >/dev/null 2>&1
cp "$work/item-ruled.pdf" "$out/word-item-ruled.pdf"
pdftoppm -r 200 -png -f 1 -l 1 -singlefile "$work/item-ruled.pdf" "$work/item-ruled-page"
$IM "$work/item-ruled-page.png" -crop 1654x1200+0+0 +repage -bordercolor '#8a8378' -border 120 -rotate 2.5 \
  -distort Perspective '0,0 30,20  1894,0 1860,40  0,1440 10,1420  1894,1440 1894,1440' \
  -attenuate 0.4 +noise Gaussian -quality 70 "$out/photo-item-ruled.jpg"
$IM "$work/item-ruled-page.png" -crop 1654x1200+0+0 +repage -rotate 2 -quality 80 "$out/photo-item-cropped.jpg"
for name in word-item-ruled.pdf photo-item-ruled.jpg photo-item-cropped.jpg; do
  cp "$here/writer/item-ruled.json" "$out/$name.json"
done

# The issue's own shape (Botanical Name, Common Name, Size, Qty Avail, Price; one invalid row) as a tight Writer
# table, whose neighbouring cells pdf.js reads as one run ("15 gal 24"): its PDF, the page as a clear photo (turned
# 1.5 degrees), photographed on a desk (perspective, light falling off, noise, JPEG 70), and scanned to an
# image-only PDF.
soffice --headless --convert-to 'docx:MS Word 2007 XML' --outdir "$work" "$here/writer/tight-list.html" >/dev/null 2>&1
soffice --headless --convert-to pdf --outdir "$work" "$work/tight-list.docx" >/dev/null 2>&1
cp "$work/tight-list.pdf" "$out/word-tight-list.pdf"
pdftoppm -r 200 -png -singlefile "$work/tight-list.pdf" "$work/tight-list-page"
$IM "$work/tight-list-page.png" -crop 1654x1000+0+0 +repage -rotate -1.5 -quality 85 "$out/photo-tight-list.jpg"
$IM "$work/tight-list-page.png" -crop 1654x1000+0+0 +repage -bordercolor '#6f6a60' -border 100 \
  -distort Perspective '0,0 20,10  1854,0 1830,25  0,1200 0,1200  1854,1200 1840,1180' -rotate 3 \
  \( +clone -sparse-color Barycentric "0,0 gray(100%) %[fx:w],%[fx:h] gray(65%)" \) -compose Multiply -composite \
  -attenuate 0.5 +noise Gaussian -quality 70 "$out/photo-tight-list-desk.jpg"
$IM "$work/tight-list-page.png" -crop 1654x1000+0+0 +repage -rotate 0.7 -density 200 -units PixelsPerInch -quality 80 \
  "$work/tight-list-scan.jpg"
imagepdf "$work/tight-list-scan.jpg" "$out/scanpdf-tight-list.pdf"
for name in word-tight-list.pdf photo-tight-list.jpg photo-tight-list-desk.jpg scanpdf-tight-list.pdf; do
  cp "$here/writer/tight-list.json" "$out/$name.json"
done
# Pass 2 (stop 17): Word tab-stop lists, LibreOffice CSV and "Unicode text", Calc's own xlsx, a plain web export,
# Chromium prints of letter-spaced headings, a CSS grid and pages without a header, a Writer table with merged cells.
"$here/make-pass2.sh" "$out"
# Cell values round 3: quantities, prices, sizes, names and header words as nurseries write them, each list as Calc
# xlsx, CSV and PDF, Word document and Writer PDF, and a Chromium print (see make-cells3.sh).
"$here/make-cells3.sh" "$out"
# Photo pass 5: lists photographed and scanned in shapes the corpus lacked (see make-photos-5.sh).
"$here/make-photos-5.sh" "$out"
# Office files pass 4: xlsxwriter, openpyxl, xlwt, python-docx, ssconvert, pandoc, abiword and CSV as other tools
# write it (see make-office4.sh).
"$here/make-office4.sh" "$out"
# Text lists pass 4: PDFs from ReportLab, wkhtmltopdf, enscript, groff, Gnumeric, AbiWord, pandoc, and re-written by
# pdftocairo and pdftops | ps2pdf (see make-gen4.sh).
"$here/make-gen4.sh" "$out"
# Photo pass 7: a hand over a corner, a faint thermal slip, a grey 200 dpi scan, a desk lamp (see make-photos-7.sh).
"$here/make-photos-7.sh" "$out"
ls "$out" | wc -l
# The issue's list as a Word table too narrow for its names, its PDF and a scan of it (see make-narrow.sh).
"$here/make-narrow.sh" "$out"
# A plant named once and its sizes under it: blank and ditto name cells, a name alone over its sizes, as CSV, xlsx,
# xls, Word, Writer PDF and a photo (see make-carry.sh).
"$here/make-carry.sh" "$out"
# Photo encodings: BMPs, a transparent PNG and a messaging app's small copy of corpus pages (see make-encodings.sh).
"$here/make-encodings.sh" "$out"
# Text lists pass 5: fruit trees, natives and grasses under other column names, from openpyxl, xlsxwriter,
# python-docx, CSV exports, reportlab, chromium, pandoc, groff and Calc (see make-unseen5.sh).
"$here/make-unseen5.sh" "$out"
# Ruled tables of long serif words, photographed and scanned (see make-rule-erase.sh).
"$here/make-rule-erase.sh" "$out"
# Photo pass 8: a fax, a 12 MP off-axis photo, a coffee ring, a fold, motion blur at JPEG 40, a laptop screen, a
# highlighter and a COPY stamp, EXIF-turned and WebP quarter turns, a two-page scanned PDF, a 600 dpi scan
# (see make-photos-8.sh).
"$here/make-photos-8.sh" "$out"
# Small print: a browser screenshot of a list and its phone copy (see make-small-print.sh).
"$here/make-small-print.sh" "$out"
# Fuzzed text lists from seeded random lists, the ones that once read wrong (see make-fuzz.sh).
"$here/make-fuzz.sh" "$out"
