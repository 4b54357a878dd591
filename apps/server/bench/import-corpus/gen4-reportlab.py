# ReportLab's writer for the import corpus, text lists pass 4 (sources-gen4.ts writes <name>.spec.json): a Table
# (grid or none, zebra rows, section banners spanning the row, a header repeated on every page, a title block and a
# "Page n" footer), or hand-placed columns (canvas drawString / drawRightString) as an ERP report prints them.
# /usr/bin/python3 gen4-reportlab.py <dir with specs>
import glob
import json
import os
import sys

from reportlab.lib import colors
from reportlab.lib.pagesizes import landscape, letter
from reportlab.lib.styles import getSampleStyleSheet
from reportlab.pdfgen import canvas
from reportlab.platypus import Paragraph, SimpleDocTemplate, Spacer, Table, TableStyle


def footer(c, doc):
    c.saveState()
    c.setFont("Helvetica", 7)
    c.drawString(40, 24, "Prices subject to change without notice.")
    c.drawRightString(doc.pagesize[0] - 40, 24, "Page %d" % c.getPageNumber())
    c.restoreState()


def table_pdf(spec, out):
    size = spec.get("fontSize", 9)
    page = landscape(letter) if spec.get("landscape") else letter
    doc = SimpleDocTemplate(out, pagesize=page, leftMargin=40, rightMargin=40, topMargin=40, bottomMargin=48)
    styles = getSampleStyleSheet()
    cell_style = styles["BodyText"].clone("cell", fontName="Helvetica", fontSize=size, leading=size + 2)
    data = [spec["headers"]]
    head = 1
    if spec.get("tierHeader"):
        # "Price" spanning the tier columns; the other header cells span both header rows.
        first = spec["numeric"].index(True)
        top = ["" if i != first else "Price" for i in range(len(spec["headers"]))]
        for i, h in enumerate(spec["headers"]):
            if not spec["columns"][i].startswith(("price", "tier")):
                top[i] = h
                spec["headers"][i] = ""
        data = [top, spec["headers"]]
        head = 2
    style = [
        ("FONT", (0, 0), (-1, -1), "Helvetica", size),
        ("FONT", (0, 0), (-1, head - 1), "Helvetica-Bold", size),
        ("LINEBELOW", (0, head - 1), (-1, head - 1), 0.8, colors.black),
        ("VALIGN", (0, 0), (-1, -1), "MIDDLE" if spec.get("wrap") else "TOP"),
    ]
    if spec.get("tierHeader"):
        tiers = [i for i, c in enumerate(spec["columns"]) if c.startswith(("price", "tier"))]
        style += [("SPAN", (tiers[0], 0), (tiers[-1], 0)), ("ALIGN", (tiers[0], 0), (tiers[-1], 0), "CENTER")]
        style += [("SPAN", (i, 0), (i, 1)) for i in range(len(spec["columns"])) if i not in tiers]
    for i, numeric in enumerate(spec["numeric"]):
        if numeric:
            style.append(("ALIGN", (i, head), (i, -1), "RIGHT"))
    for group in spec["groups"]:
        if group["title"]:
            r = len(data)
            data.append([group["title"]] + [""] * (len(spec["headers"]) - 1))
            style += [("SPAN", (0, r), (-1, r)), ("FONT", (0, r), (-1, r), "Helvetica-Bold", size + 1),
                      ("BACKGROUND", (0, r), (-1, r), colors.HexColor("#d8e4d0"))]
        for row in group["rows"]:
            if spec.get("zebra") and len(data) % 2 == 0:
                style.append(("BACKGROUND", (0, len(data)), (-1, len(data)), colors.HexColor("#eeeeee")))
            if spec.get("wrap"):
                row = [Paragraph(t.replace("&", "&amp;"), cell_style) if not spec["numeric"][i] else t
                       for i, t in enumerate(row)]
            data.append(row)
    if spec.get("grid"):
        style.append(("GRID", (0, 0), (-1, -1), 0.5, colors.grey))
    widths = None
    if spec.get("wrap"):
        narrow = {"botanical": 95, "common": 70, "size": 50, "notes": 80}
        widths = [narrow.get(c, 45) for c in spec["columns"]]
    table = Table(data, repeatRows=head, colWidths=widths)
    table.setStyle(TableStyle(style))
    story = [Paragraph(spec["title"], styles["Title"]),
             Paragraph("1420 Orchard Road, Sample Valley &middot; (555) 010-4477 &middot; Availability as of November 24",
                       styles["Normal"]),
             Spacer(1, 10), table]
    doc.build(story, onFirstPage=footer, onLaterPages=footer)


def canvas_pdf(spec, out):
    """Columns at fixed x: text left-aligned at its column's start, numbers right-aligned at its end."""
    size = spec.get("fontSize", 8)
    width, height = letter
    c = canvas.Canvas(out, pagesize=letter)
    n = len(spec["headers"])
    rows = spec["rows"]
    chars = [max(len(r[i]) for r in rows + [spec["headers"]]) for i in range(n)]
    xs, x = [], 36
    for i in range(n):
        w = chars[i] * size * 0.52 + 14
        xs.append((x, x + w - 14))
        x += w
    per_page = int((height - 130) // (size + 3))
    pages = [rows[i:i + per_page] for i in range(0, len(rows), per_page)]
    for p, chunk in enumerate(pages):
        c.setFont("Helvetica-Bold", 10)
        c.drawString(36, height - 40, spec["title"])
        c.setFont("Helvetica", 7)
        c.drawRightString(width - 36, height - 40, "Run date 11/24/26   Page %d of %d" % (p + 1, len(pages)))
        c.drawString(36, height - 52, "Warehouse: MAIN   Location: ALL   Status: AVAILABLE")
        y = height - 74
        c.setFont("Helvetica-Bold", size)
        for i, h in enumerate(spec["headers"]):
            if spec["numeric"][i]:
                c.drawRightString(xs[i][1], y, h)
            else:
                c.drawString(xs[i][0], y, h)
        c.line(36, y - 3, xs[-1][1], y - 3)
        c.setFont("Helvetica", size)
        for row in chunk:
            y -= size + 3
            for i, t in enumerate(row):
                if spec["numeric"][i]:
                    c.drawRightString(xs[i][1], y, t)
                else:
                    c.drawString(xs[i][0], y, t)
        c.setFont("Helvetica", 7)
        c.drawString(36, 30, "** Quantities are not reserved until an order is confirmed **")
        c.showPage()
    c.save()


for path in sorted(glob.glob(os.path.join(sys.argv[1], "*.spec.json"))):
    with open(path) as f:
        spec = json.load(f)
    out = path[: -len(".spec.json")] + ".pdf"
    (canvas_pdf if spec["kind"] == "rl-canvas" else table_pdf)(spec, out)
