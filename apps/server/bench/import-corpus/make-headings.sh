#!/usr/bin/env bash
# Section headings and names alone on their line in positioned text (issue 13, "headings"): the full shape of
# make-carry.sh (headings between the groups, a plant's names alone on a row over its name-less size rows, blank and
# ditto name cells) with name columns narrow enough that the names wrap, as a Word table whose headings are merged
# across the table and as one whose headings sit in the first cell only, both printed to PDF by LibreOffice Writer;
# a Calc sheet with bold heading rows printed to PDF; an unruled list set with tab stops, bold headings, printed by
# Writer; and a 300 dpi scan and a desk photo (ImageMagick, seeds fixed) of the merged Word table's page.
# Called on its own: make-headings.sh <out dir>
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
out="${1:-$here/docs}"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
export HOME="$work/home"
# Debian's python3 (python3-docx, python3-openpyxl), not a virtual environment's.
/usr/bin/python3 - "$work" "$here" <<'PY'
import json, sys
import docx, openpyxl
from docx.enum.text import WD_TAB_ALIGNMENT
from docx.shared import Cm, Pt
from openpyxl.styles import Alignment, Font
work = sys.argv[1]
sys.path.insert(0, sys.argv[2])
from carry_shape import HEADER, cells, expected_rows
header = HEADER
# (botanical, common, size, qty, price); one text alone: a section heading; names alone head the rows under them.
lines = [
    ("SHADE TREES",),
    ("Acer rubrum 'October Glory'", "October Glory Red Maple", "#5", "40", "$45.00"),
    ("", "", "#7", "20", "$65.00"),
    ("", "", "2\" cal B&B", "8", "$180.00"),
    ("Quercus bicolor", "Swamp White Oak", "#15", "6", "$120.00"),
    ("Gleditsia triacanthos 'Skyline'", "Thornless Honeylocust", "#15", "9", "$135.00"),
    ("SHRUBS",),
    ("Ilex glabra 'Shamrock'", "Inkberry", "", "", ""),
    ("", "", "#3", "60", "$22.00"),
    ("", "", "#7", "15", "$48.00"),
    ("Hydrangea paniculata 'Limelight'", "Panicle Hydrangea", "#3", "55", "$29.50"),
    ("\"", "\"", "#5", "30", "$39.00"),
    ("do", "do", "#7", "12", "$54.00"),
    ("Cornus sericea 'Arctic Fire'", "Red Twig Dogwood", "#3", "40", "$24.00"),
    ("Perennials",),
    ("Echinacea purpurea 'Magnus'", "Purple Coneflower", "1 gal", "200", "$8.50"),
    ("ditto", "ditto", "2 gal", "90", "$14.00"),
    ("Nepeta x faassenii 'Walker's Low'", "Catmint", "1 gal", "150", "$9.25"),
    ("Panicum virgatum 'Shenandoah'", "Switchgrass", "", "", ""),
    ("", "", "1 gal", "80", "$9.00"),
    ("", "", "3 gal", "25", "$21.00"),
    ("Grasses & Ferns",),
    ("Schizachyrium scoparium 'Standing Ovation'", "Little Bluestem", "1 gal", "70", "$10.50"),
    ("Matteuccia struthiopteris", "Ostrich Fern", "", "", ""),
    ("", "", "1 gal", "45", "$11.00"),
    ("", "", "2 gal", "20", "$18.00"),
]
expected = expected_rows(lines)
widths = (Cm(4.6), Cm(3.8), Cm(2.6), Cm(2.0), Cm(2.2))

def new_document():
    document = docx.Document()
    document.styles["Normal"].font.size = Pt(10)
    for section in document.sections:
        section.top_margin = section.bottom_margin = Cm(1.5)
        section.left_margin = section.right_margin = Cm(1.8)
    document.add_heading("Maple Run Nursery - Availability", 1)
    return document

def word_table(name, merged):
    document = new_document()
    table = document.add_table(rows=1, cols=5)
    table.style = "Table Grid"
    table.autofit = False
    for cell, text in zip(table.rows[0].cells, header):
        cell.text = text
    for line in lines:
        row = table.add_row().cells
        if len(line) == 1:
            cell = row[0].merge(row[4]) if merged else row[0]
            cell.text = line[0]
            cell.paragraphs[0].runs[0].bold = True
            continue
        for cell, text in zip(row, line):
            cell.text = text
    for column, width in zip(table.columns, widths):
        column.width = width
    for row in table.rows:
        for cell, width in zip(row.cells, widths):
            cell.width = width
    document.save(f"{work}/{name}.docx")

word_table("headings-merged", True)
word_table("headings-first-cell", False)

book = openpyxl.Workbook()
sheet = book.active
sheet.title = "Availability"
sheet.append(header)
for line in lines:
    sheet.append(cells(line))
    if len(line) == 1:
        sheet.cell(sheet.max_row, 1).font = Font(bold=True, size=12)
for row in sheet.iter_rows(min_row=2, max_col=2):
    for cell in row:
        cell.alignment = Alignment(wrap_text=True, vertical="top")
for column, width in zip("ABCDE", (30, 24, 11, 10, 10)):
    sheet.column_dimensions[column].width = width
sheet.page_setup.orientation = "landscape"
# LibreOffice does not grow an xlsx row to fit its wrapped cell (as Calc does when the cell is typed): the one name
# that wraps to two lines gets its row's height set, as the sheet's user would see it.
for row in sheet.iter_rows(min_row=2, max_col=1):
    if len(row[0].value or "") > 36:
        sheet.row_dimensions[row[0].row].height = 28
book.save(f"{work}/headings-calc.xlsx")

# An unruled list: one paragraph a row, its cells set at tab stops; headings bold on their own line.
document = new_document()
stops = (Cm(8.2), Cm(12.6), Cm(14.8), Cm(16.2))
def tabbed(texts, bold=False):
    paragraph = document.add_paragraph()
    paragraph.paragraph_format.space_after = Pt(0)
    for stop in stops:
        paragraph.paragraph_format.tab_stops.add_tab_stop(stop, WD_TAB_ALIGNMENT.LEFT)
    run = paragraph.add_run("\t".join(texts))
    run.bold = bold
    run.font.size = Pt(9)
tabbed(["Botanical Name", "Common Name", "Size", "Qty", "Price"], bold=True)
for line in lines:
    tabbed(line, bold=len(line) == 1) if len(line) == 1 else tabbed(line)
document.save(f"{work}/headings-tabs.docx")

text = json.dumps(expected, indent=2) + "\n"
for name in ["headings-merged.pdf", "headings-first-cell.pdf", "headings-calc.pdf", "headings-tabs.pdf",
             "scan-headings-merged.png", "photo-headings-merged.jpg"]:
    open(f"{work}/{name}.json", "w").write(text)
PY
for doc in headings-merged headings-first-cell headings-tabs; do
  soffice --headless --convert-to pdf --outdir "$work" "$work/$doc.docx" >/dev/null 2>&1
done
soffice --headless --convert-to pdf --outdir "$work" "$work/headings-calc.xlsx" >/dev/null 2>&1
pdftoppm -r 300 -f 1 -l 1 -singlefile -gray -png "$work/headings-merged.pdf" "$work/scan"
# A flatbed's page: a little skewed and soft, cut to the table (no grain: the corpus keeps it small).
/usr/bin/convert "$work/scan.png" -crop 2550x2500+0+0 +repage -background white -rotate 0.4 -blur 0x0.6 \
  -colorspace gray -depth 8 "$work/scan-headings-merged.png"
pdftoppm -r 150 -f 1 -l 1 -singlefile -png "$work/headings-merged.pdf" "$work/page"
/usr/bin/convert -seed 48 "$work/page.png" -crop 1240x1500+0+0 +repage -background '#6b5a48' -bordercolor '#6b5a48' \
  -border 70 -distort Perspective '0,0 25,30  1380,0 1350,12  0,1640 40,1615  1380,1640 1360,1630' -rotate 1.6 \
  \( +clone -sparse-color Barycentric '0,0 gray(97%) %w,%h gray(74%)' \) -compose multiply -composite \
  -attenuate 0.4 +noise Gaussian -quality 80 "$work/photo-headings-merged.jpg"
cp "$work"/headings-*.pdf "$work"/headings-*.json "$work"/scan-headings-* "$work"/photo-headings-* "$out/"
