#!/usr/bin/env bash
# The issue's own list shape (Botanical Name, Common Name, Size, Qty Avail, Price; one row invalid) as a Word user
# makes it: python-docx's "Table Grid" with five equal columns, so the botanical names wrap over two to four lines,
# one word broken for want of room ("Lagerstroemi" over "a indica"). Writer prints it to PDF, and that page is
# scanned at 300 dpi into an image-only PDF; and Ghostscript writes the PDF again with its words as outlines (no text,
# no picture: what a design tool or a "print text as graphics" driver makes); and the page is photographed on a
# desk (perspective, 3 degrees, uneven light, noise, JPEG 70), saved turned a quarter with no orientation tag.
# Called by make-corpus.sh; on its own: make-narrow.sh <out dir>
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
out="${1:-$here/docs}"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
export HOME="$work/home"
# Debian's python3 (python3-docx), not a virtual environment's.
/usr/bin/python3 - "$work" <<'PY'
import json, sys, docx
work = sys.argv[1]
rows = [
    ("Cornus florida 'Cherokee Princess'", "Flowering Dogwood", "#7", "36", "$89.00"),
    ("Viburnum dentatum 'Blue Muffin'", "Arrowwood Viburnum", "3 gal", "180", "$27.50"),
    ("Lagerstroemia indica 'Natchez'", "Crape Myrtle", "#15", "12", "$145.00"),
    ("Ilex glabra 'Shamrock'", "Inkberry Holly", "#3", "0", "$24.75"),
    ("Panicum virgatum 'Shenandoah'", "Switchgrass", "1 gal", "420", "$9.25"),
    ("Magnolia virginiana", "Sweetbay Magnolia", "B&B 2\" cal", "8", "$265.00"),
    ("Rudbeckia fulgida 'Goldsturm'", "Black-eyed Susan", "1 gal", "95", "$abc"),
    ("Thuja occidentalis 'Green Giant'", "Arborvitae", "6-8'", "24", "$175.00"),
]
document = docx.Document()
document.add_heading("Hollow Creek Nursery - Availability Week 48", 1)
table = document.add_table(rows=1, cols=5)
table.style = "Table Grid"
for cell, text in zip(table.rows[0].cells, ["Botanical Name", "Common Name", "Size", "Qty Avail", "Price"]):
    cell.text = text
for row in rows:
    for cell, text in zip(table.add_row().cells, row):
        cell.text = text
document.save(f"{work}/narrow-word-table.docx")
fields = ["scientific_name", "plant_name", "size", "quantity_available", "price"]
expected = json.dumps([dict(zip(fields, row)) for row in rows], indent=2) + "\n"
for name in ["narrow-word-table.docx", "narrow-word-table.pdf", "scanpdf-narrow-word-table.pdf",
             "scanpdf-outlines-word-table.pdf", "photo-turned-word-table.jpg"]:
    open(f"{work}/{name}.json", "w").write(expected)
PY
soffice --headless --convert-to pdf --outdir "$work" "$work/narrow-word-table.docx" >/dev/null 2>&1
pdftoppm -r 300 -f 1 -l 1 -singlefile -gray -png "$work/narrow-word-table.pdf" "$work/page"
/usr/bin/convert "$work/page.png" -background white -rotate 0.7 -flatten -attenuate 0.3 +noise Gaussian -level 0%,88% \
  -colorspace Gray -type Grayscale -quality 85 "$work/scan.jpg"
gs -q -sDEVICE=pdfwrite -o "$work/scanpdf-narrow-word-table.pdf" --permit-file-read="$work/scan.jpg" \
  "$(dirname "$(gs -q -dNODISPLAY -dNOSAFER -c '(viewjpeg.ps) findlibfile pop pop == quit' | tr -d '()')")/viewjpeg.ps" \
  -c "($work/scan.jpg) << /PageSize 2 index viewJPEGgetsize 2 array astore >> setpagedevice viewJPEG"
gs -q -o "$work/scanpdf-outlines-word-table.pdf" -sDEVICE=pdfwrite -dNoOutputFonts "$work/narrow-word-table.pdf"
pdftoppm -r 150 -f 1 -l 1 -singlefile -png "$work/narrow-word-table.pdf" "$work/page150"
/usr/bin/convert "$work/page150.png" -crop 1240x1000+0+0 +repage -background '#5a4a3a' -bordercolor '#5a4a3a' \
  -border 80 -distort Perspective '0,0 30,40  1400,0 1360,15  0,1160 50,1130  1400,1160 1375,1150' -rotate -2.8 \
  \( +clone -sparse-color Barycentric '0,0 gray(96%) %w,%h gray(68%)' \) -compose multiply -composite \
  -attenuate 0.5 +noise Gaussian -rotate 270 -quality 70 "$work/photo-turned-word-table.jpg"
cp "$work"/*narrow-word-table* "$work"/*outlines-word-table* "$work"/photo-turned-word-table* "$out/"
