#!/usr/bin/env bash
# One plant named once and its sizes under it (issue 13, "textrows"): the names left blank under a named row, a
# name alone on its row over name-less size rows, and ditto marks ('"', "do", "ditto") in the name cells; section
# headings between the groups. Written as a CSV (Python's csv module), a workbook (openpyxl) and a Word table
# (python-docx), both with the first plant's name cells merged down over its sizes, and an old .xls (xlwt); the
# issue's second shape as a CSV typed by hand; and the blank and ditto rows alone as a Word table, printed to PDF by
# LibreOffice Writer, and that page photographed on a desk by ImageMagick (perspective, uneven light, noise).
# Called on its own: make-carry.sh <out dir>
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
out="${1:-$here/docs}"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
export HOME="$work/home"
# Debian's python3 (python3-docx, python3-openpyxl, python3-xlwt), not a virtual environment's.
/usr/bin/python3 - "$work" "$here" <<'PY'
import csv, json, sys
import docx, openpyxl, xlwt
work = sys.argv[1]
sys.path.insert(0, sys.argv[2])
from carry_shape import FIELDS as fields, HEADER, cells, expected_rows
header = HEADER
# (botanical, common, size, qty, price); None: a section heading; a row of names alone heads the rows under it.
lines = [
    ("SHADE TREES",),
    ("Acer rubrum 'October Glory'", "October Glory Red Maple", "#5", "40", "$45.00"),
    ("", "", "#7", "20", "$65.00"),
    ("", "", "2\" cal B&B", "8", "$180.00"),
    ("Quercus bicolor", "Swamp White Oak", "#15", "6", "$120.00"),
    ("SHRUBS",),
    ("Ilex glabra 'Shamrock'", "Inkberry", "", "", ""),
    ("", "", "#3", "60", "$22.00"),
    ("", "", "#7", "15", "$48.00"),
    ("Hydrangea paniculata 'Limelight'", "Panicle Hydrangea", "#3", "55", "$29.50"),
    ("\"", "\"", "#5", "30", "$39.00"),
    ("do", "do", "#7", "12", "$54.00"),
    ("Perennials",),
    ("Echinacea purpurea 'Magnus'", "Purple Coneflower", "1 gal", "200", "$8.50"),
    ("ditto", "ditto", "2 gal", "90", "$14.00"),
    ("Nepeta x faassenii 'Walker's Low'", "Catmint", "1 gal", "150", "$9.25"),
    ("Panicum virgatum 'Shenandoah'", "Switchgrass", "", "", ""),
    ("", "", "1 gal", "80", "$9.00"),
    ("", "", "3 gal", "25", "$21.00"),
]
expected = expected_rows(lines)

with open(f"{work}/carry-sizes-under.csv", "w", newline="") as f:
    csv.writer(f).writerows([header] + [cells(line) for line in lines])

book = openpyxl.Workbook()
sheet = book.active
sheet.title = "Availability"
sheet.append(header)
for line in lines:
    sheet.append(cells(line))
# The first plant's names merged down over its three sizes, as a sheet's user does it.
sheet.merge_cells("A3:A5")
sheet.merge_cells("B3:B5")
for column, width in zip("ABCDE", (34, 26, 12, 10, 10)):
    sheet.column_dimensions[column].width = width
book.save(f"{work}/carry-sizes-under.xlsx")

old = xlwt.Workbook()
page = old.add_sheet("Availability")
for row, line in enumerate([header] + [cells(line) for line in lines]):
    for column, text in enumerate(line):
        page.write(row, column, text)
old.save(f"{work}/carry-sizes-under.xls")

document = docx.Document()
document.add_heading("Maple Run Nursery - Availability", 1)
table = document.add_table(rows=1, cols=5)
table.style = "Table Grid"
for cell, text in zip(table.rows[0].cells, header):
    cell.text = text
for line in lines:
    row = table.add_row().cells
    if len(line) == 1:
        # A section heading across the table, as Word users merge it.
        merged = row[0].merge(row[4])
        merged.text = line[0]
        continue
    for cell, text in zip(row, line):
        cell.text = text
# Here too the first plant's names merged down over its sizes (a vertical merge in Word).
for column in (0, 1):
    table.cell(2, column).merge(table.cell(4, column))
document.save(f"{work}/carry-sizes-under.docx")

# The issue's second shape as a list typed straight into a CSV: each plant's name alone in the first cell (its
# common name in brackets), its sizes on the rows under it.
plants = [
    ("Ilex glabra 'Shamrock' (Inkberry)", [("#3", "60", "$22.00"), ("#7", "15", "$48.00")]),
    ("Cornus sericea 'Arctic Fire' (Red Twig Dogwood)", [("#3", "40", "$24.00"), ("#5", "18", "$36.00")]),
    ("Amelanchier canadensis (Shadbush)", [("6-8'", "10", "$95.00"), ("8-10'", "4", "$140.00")]),
    ("Spiraea japonica 'Goldmound' (Japanese Spiraea)", [("#2", "75", "$14.50")]),
]
with open(f"{work}/carry-name-then-sizes.csv", "w", newline="") as f:
    writer = csv.writer(f)
    writer.writerow(header)
    for name, sizes in plants:
        writer.writerow([name])
        writer.writerows([["", "", *size] for size in sizes])
    # A plant written in full among them.
    writer.writerow(["Rudbeckia fulgida 'Goldsturm'", "Black-eyed Susan", "1 gal", "300", "$7.95"])
apart = lambda name: (name.split(" (")[0], name.split(" (")[1][:-1]) if " (" in name else (name, "")
rows = [dict(zip(fields, (*apart(name), *size))) for name, sizes in plants for size in sizes]
rows.append(dict(zip(fields, ("Rudbeckia fulgida 'Goldsturm'", "Black-eyed Susan", "1 gal", "300", "$7.95"))))
open(f"{work}/carry-name-then-sizes.csv.json", "w").write(json.dumps([{k: v for k, v in row.items() if v} for row in rows], indent=2) + "\n")

# For the page printed and photographed: blank and ditto name cells only. A heading or a name alone on its row
# joins the row above when the page's lines are put back into rows (left for the layout to learn).
simple, held = [], None
for line in lines:
    if len(line) == 1:
        continue
    if not line[2]:
        held = line[:2]
        continue
    simple.append((held + line[2:]) if held else line)
    held = None
document = docx.Document()
document.add_heading("Maple Run Nursery - Availability", 1)
table = document.add_table(rows=1, cols=5)
table.style = "Table Grid"
for cell, text in zip(table.rows[0].cells, header):
    cell.text = text
for line in simple:
    for cell, text in zip(table.add_row().cells, line):
        cell.text = text
document.save(f"{work}/carry-blank-ditto.docx")
for name in ["carry-blank-ditto.docx", "carry-blank-ditto.pdf", "photo-carry-blank-ditto.jpg"]:
    open(f"{work}/{name}.json", "w").write(json.dumps(expected, indent=2) + "\n")

expected_json = json.dumps(expected, indent=2) + "\n"
for name in ["carry-sizes-under.csv", "carry-sizes-under.xlsx", "carry-sizes-under.xls", "carry-sizes-under.docx"]:
    open(f"{work}/{name}.json", "w").write(expected_json)
PY
soffice --headless --convert-to pdf --outdir "$work" "$work/carry-blank-ditto.docx" >/dev/null 2>&1
pdftoppm -r 150 -f 1 -l 1 -singlefile -png "$work/carry-blank-ditto.pdf" "$work/page"
/usr/bin/convert -seed 48 "$work/page.png" -crop 1240x1330+0+0 +repage -background '#6b5a48' -bordercolor '#6b5a48' \
  -border 70 -distort Perspective '0,0 25,30  1380,0 1350,12  0,1470 40,1445  1380,1470 1360,1460' -rotate 1.6 \
  \( +clone -sparse-color Barycentric '0,0 gray(97%) %w,%h gray(74%)' \) -compose multiply -composite \
  -attenuate 0.4 +noise Gaussian -quality 80 "$work/photo-carry-blank-ditto.jpg"
cp "$work"/carry-*.* "$work"/photo-carry-*.* "$out/"
