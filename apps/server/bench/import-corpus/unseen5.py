#!/usr/bin/python3
"""Text lists pass 5 of the import corpus (make-unseen5.sh): fruit trees, natives, grasses and ferns under the column
names other nurseries print ("Item #", "Description", "Variety", "Ht.", "Caliper", "On Hand", "Net", "Remarks",
"Ready Date", "Location"), written by openpyxl, xlsxwriter, python-docx, reportlab and a CSV writer, and as sources
for pandoc, groff, chromium and LibreOffice: title blocks, totals and record counts, a header of three lines or over
two rows of cells or set upright, a header under thirty rows of terms, rows cut by a page break, one Word table per
group. Cells are the text as printed. /usr/bin/python3 unseen5.py <work dir>"""
import datetime
import json
import sys
from pathlib import Path

import docx
import openpyxl
import xlsxwriter
from docx.enum.section import WD_ORIENT
from docx.oxml import OxmlElement
from docx.oxml.ns import qn
from docx.shared import Inches, Pt
from openpyxl.styles import Alignment, Font

OUT = Path(sys.argv[1])


def plant(bot, com, size, qty, price, ready='', notes='', sku=''):
    return dict(bot=bot, com=com, size=size, qty=qty, price=price, ready=ready, notes=notes, sku=sku)


FRUIT = [
    plant("Malus domestica 'Honeycrisp'", 'Honeycrisp Apple', '#5', '48', '$42.00', '2027-03-15', 'M.111 rootstock', '10412'),
    plant("Prunus persica 'Contender'", 'Peach', '15 gal', '12', '$89.50', '2027-03-15', '', '10418'),
    plant("Pyrus communis 'Bartlett'", 'Bartlett Pear', 'bare root', '1,200', '$18.75', '2027-02-01', 'Dormant, heeled in', '10433'),
    plant("Prunus avium 'Stella'", 'Sweet Cherry', '2" cal.', '6', '$1,250.00', '2027-04-01', 'Self-fertile', '10440'),
    plant('Diospyros virginiana', 'American Persimmon', '#3 cont.', '50+', '$36.00', '', '', '10457'),
    plant("Asimina triloba 'Sunflower'", 'Pawpaw', '1 qt', '0', '$14.25', '2027-05-01', '', '10461'),
    plant("Ficus carica 'Brown Turkey'", 'Common Fig', '24" box', '3', '$385.00', '', 'Espaliered', '10478'),
    plant("Vaccinium corymbosum 'Bluecrop'", 'Highbush Blueberry', '3 gal', '240', '$22.00', '2027-04-15', '', '10482'),
    plant("Ribes nigrum 'Titania'", 'Black Currant', '#2', '75', '$19.50', '', '', '10490'),
]
NATIVES = [
    plant("Echinacea purpurea 'PowWow\u00ae Wild Berry'", 'Purple Coneflower', '72 cell', '1,440', '$0.85', '', 'Seed strain', '20101'),
    plant("Rudbeckia fulgida var. sullivantii 'Goldsturm'", 'Black-eyed Susan', '#1', '310', '$7.25', '', '', '20114'),
    plant('Amsonia tabernaemontana var. salicifolia', 'Eastern Bluestar', '1 gal', '64', '$9.50', '', '', '20120'),
    plant('Monarda fistulosa subsp. fistulosa', 'Wild Bergamot', 'plug', '2,000', '$1.10', '', 'Local ecotype', '20133'),
    plant("Salvia \u00d7 sylvestris 'May Night'", 'Meadow Sage', '1 qt', '180', '$5.75', '', '', '20147'),
    plant('Phlox paniculata \u201cJeana\u201d', 'Garden Phlox', '#1', '95', '$8.40', '', 'Mildew resistant', '20150'),
    plant("Nepeta \u00d7 faassenii 'Walker\u2019s Low'", 'Catmint', '#1', 'sold out', '$7.95', '', '', '20162'),
    plant("Coreopsis Big Bang\u2122 'Full Moon'", 'Tickseed', '2 qt', '45', '$8.95', '', '', '20178'),
    plant('Baptisia \u2018Decadence\u00ae Lemon Meringue\u2019', 'False Indigo', '#2', '28', '$18.00', '', 'PP#24,037', '20185'),
]
GRASSES = [
    plant("Panicum virgatum 'Northwind'", 'Switchgrass', '#3', '75', '$16.50', '', '', '30210'),
    plant("Calamagrostis \u00d7 acutiflora 'Karl Foerster'", 'Feather Reed Grass', '#1', '420', '$8.00', '', '', '30222'),
    plant("Bouteloua gracilis 'Blonde Ambition'", 'Blue Grama', '1 qt', 'call', '$6.25', '', '', '30237'),
    plant("Pennisetum alopecuroides 'Hameln'", 'Fountain Grass', '2 gal', '130', '12.5', '', '', '30241'),
    plant('Sesleria autumnalis', 'Autumn Moor Grass', '72 cell', '3,600', '.95 ea.', '', '', '30256'),
    plant('Matteuccia struthiopteris', 'Ostrich Fern', 'bare root', '500', '$2.40', '', 'Fiddleheads', '30263'),
    plant('Athyrium niponicum var. pictum', 'Japanese Painted Fern', '#1', '88', '$9.25', '', '', '30270'),
]
TREES = [
    plant("Cercis canadensis var. texensis 'Oklahoma'", 'Texas Redbud', "6-7'", '22', '$275.00', '2027-03-01', '', '40301'),
    plant("Amelanchier \u00d7 grandiflora 'Autumn Brilliance'", 'Serviceberry', 'B&B', '14', '$325.00', '', 'Clump form', '40318'),
    plant('Quercus bicolor', 'Swamp White Oak', '2" cal.', '8', '$410.00', '2027-04-01', '', '40325'),
    plant("Cornus sericea 'Arctic Fire\u00ae'", 'Red Twig Dogwood', '#3', '150', '$24.50', '', '', '40339'),
    plant("Viburnum dentatum 'Blue Muffin\u00ae'", 'Arrowwood Viburnum', '5 gal', '60', '$38.00', '', '', '40342'),
    plant("Ilex verticillata 'Red Sprite'", 'Winterberry', '#2', '88', '$27.75', '', 'Needs male pollinator', '40356'),
    plant('Betula nigra \u2018Heritage\u00ae\u2019', 'River Birch', '10-12\'', '5', '$1,075.00', '', 'Multi-stem', '40361'),
]

FIELD = dict(bot='scientific_name', com='plant_name', size='size', qty='quantity_available', price='price',
             ready='ready_date', notes='description')


def expected(name, plants, keys):
    rows = []
    for p in plants:
        row = {}
        for key in keys:
            field = 'plant_name' if key == 'bot' and 'com' not in keys else FIELD.get(key)
            if field and p[key]:
                row[field] = p[key]
        rows.append(row)
    (OUT / f'{name}.json').write_text(json.dumps(rows, indent=2, ensure_ascii=False) + '\n')


def date(text):
    return datetime.datetime.strptime(text, '%Y-%m-%d') if text else None


def number(text):
    """A spreadsheet's number for a printed amount or count ("$1,250.00" -> 1250.0), or the text itself."""
    plain = text.replace('$', '').replace(',', '').replace(' ea.', '')
    try:
        return float(plain) if '.' in plain else int(plain)
    except ValueError:
        return text


# ------------------------------------------------------------------ openpyxl: merged title block, item numbers, dates
def op_orchard(name):
    keys = ['sku', 'bot', 'com', 'size', 'qty', 'price', 'ready', 'location']
    book = openpyxl.Workbook()
    sheet = book.active
    sheet.title = 'Availability'
    sheet.merge_cells('A1:H1')
    sheet['A1'] = 'ORCHARD HILL FRUIT TREE NURSERY'
    sheet['A1'].font = Font(name='Georgia', size=18, bold=True)
    sheet['A1'].alignment = Alignment(horizontal='center')
    sheet.merge_cells('A2:H2')
    sheet['A2'] = '2291 Orchard Hill Rd, Hood River OR 97031  |  (541) 555-0143  |  orders@orchardhill.example'
    sheet.merge_cells('A3:H3')
    sheet['A3'] = 'Spring 2027 Availability - prices FOB nursery, subject to prior sale'
    header = ['Item #', 'Description', 'Common Name', 'Cont.', 'Avail.', 'Each', 'Ready Date', 'Location']
    sheet.append([])
    sheet.append(header)
    for cell in sheet[5]:
        cell.font = Font(bold=True, color='FFFFFF')
        cell.fill = openpyxl.styles.PatternFill('solid', fgColor='2F5233')
    for i, p in enumerate(FRUIT):
        loc = ['A-12', 'B-03', 'Yard 2', 'C-7'][i % 4]
        sheet.append([int(p['sku']), p['bot'], p['com'], p['size'], number(p['qty']), number(p['price']),
                      date(p['ready']), loc])
        row = sheet.max_row
        sheet.cell(row, 5).number_format = '#,##0'
        sheet.cell(row, 6).number_format = '"$"#,##0.00'
        sheet.cell(row, 7).number_format = 'mmm d, yyyy'
    sheet.append([])
    sheet.append(['', 'Total items', '', '', '=SUM(E6:E14)'])
    sheet.append(['', 'Terms: net 30 days. Minimum order $250. Prices valid through May 31, 2027.'])
    for column, width in zip('ABCDEFGH', [9, 34, 22, 10, 9, 11, 14, 10]):
        sheet.column_dimensions[column].width = width
    book.save(OUT / name)
    expected(name, FRUIT, ['bot', 'com', 'size', 'qty', 'price', 'ready'])


# ------------------------------------------------------------------ xlsxwriter: banners, "Variety" and "Ht."
def xw_natives(name):
    book = xlsxwriter.Workbook(OUT / name)
    sheet = book.add_worksheet('Natives 2027')
    bold = book.add_format({'bold': True, 'bottom': 2, 'font_name': 'Calibri'})
    banner = book.add_format({'bold': True, 'bg_color': '#DDEEDD', 'align': 'left'})
    money = book.add_format({'num_format': '$#,##0.00'})
    count = book.add_format({'num_format': '#,##0'})
    sheet.write(0, 0, 'Prairie Edge Natives', book.add_format({'bold': True, 'font_size': 16}))
    sheet.write(1, 0, 'Wholesale availability as of 11/20/2026')
    sheet.write_row(3, 0, ['SKU', 'Variety', 'Ht.', 'On Hand', 'Net', 'Notes'], bold)
    row = 4
    plants = []
    for title, group in [('PERENNIALS', NATIVES), ('GRASSES & FERNS', GRASSES)]:
        sheet.merge_range(row, 0, row, 5, title, banner)
        row += 1
        for p in group:
            sheet.write_string(row, 0, p['sku'])
            sheet.write_string(row, 1, p['bot'])
            sheet.write_string(row, 2, p['size'])
            q = number(p['qty'])
            sheet.write(row, 3, q, count) if isinstance(q, int) else sheet.write_string(row, 3, p['qty'])
            v = number(p['price'])
            sheet.write(row, 4, v, money) if isinstance(v, float) and '$' in p['price'] else sheet.write_string(row, 4, p['price'])
            if p['notes']:
                sheet.write_string(row, 5, p['notes'])
            row += 1
            plants.append(p)
        row += 1
    sheet.set_column(1, 1, 44)
    sheet.set_column(5, 5, 24)
    sheet.freeze_panes(4, 0)
    book.close()
    expected(name, plants, ['bot', 'size', 'qty', 'price', 'notes'])


# ------------------------------------------------------------------ python-docx: a letterhead, a merged banner row
def cell_text(cell, text, bold=False, size=None):
    cell.text = ''
    run = cell.paragraphs[0].add_run(text)
    run.bold = bold
    if size:
        run.font.size = Pt(size)


def docx_natives(name, landscape=False, font='Garamond'):
    doc = docx.Document()
    style = doc.styles['Normal']
    style.font.name = font
    style.font.size = Pt(10)
    if landscape:
        section = doc.sections[0]
        section.orientation = WD_ORIENT.LANDSCAPE
        section.page_width, section.page_height = section.page_height, section.page_width
        section.left_margin = section.right_margin = Inches(0.6)
    title = doc.add_paragraph()
    run = title.add_run('Wildflower Hollow Native Plants')
    run.bold = True
    run.font.size = Pt(20)
    doc.add_paragraph('Route 4 Box 19, Decorah, Iowa 52101\nPhone 563-555-0110 \u2022 www.wildflowerhollow.example')
    doc.add_paragraph('All plants are nursery propagated. Quantities change daily; please confirm before ordering.')
    heads = ['Botanical Name', 'Common Name', 'Size', 'Qty', 'Price', 'Notes']
    table = doc.add_table(rows=1, cols=len(heads))
    table.style = 'Table Grid'
    for cell, text in zip(table.rows[0].cells, heads):
        cell_text(cell, text, bold=True)
    plants = []
    for title, group in [('Perennials', NATIVES), ('Grasses and Ferns', GRASSES)]:
        cells = table.add_row().cells
        merged = cells[0].merge(cells[-1])
        cell_text(merged, title.upper(), bold=True)
        for p in group:
            cells = table.add_row().cells
            for cell, key in zip(cells, ['bot', 'com', 'size', 'qty', 'price', 'notes']):
                cell_text(cell, p[key])
            plants.append(p)
        table.add_row()  # a blank row between the groups
    doc.add_paragraph('')
    doc.add_paragraph('Prices are per plant, F.O.B. Decorah. Page 1')
    doc.save(OUT / name)
    expected(name, plants, ['bot', 'com', 'size', 'qty', 'price', 'notes'])


def docx_two_tables(name):
    """Trees and shrubs in one table, fruit in a second one with its own (different) header, text between."""
    doc = docx.Document()
    doc.styles['Normal'].font.name = 'Cambria'
    doc.add_heading('Green Acres Growers \u2014 Fall Availability', level=1)
    doc.add_paragraph('Shade & Ornamental Trees')
    t1 = doc.add_table(rows=1, cols=5)
    t1.style = 'Light Grid Accent 1'
    for cell, text in zip(t1.rows[0].cells, ['Plant', 'Common', 'Caliper', 'Avail', 'Price']):
        cell_text(cell, text, bold=True)
    for p in TREES:
        for cell, key in zip(t1.add_row().cells, ['bot', 'com', 'size', 'qty', 'price']):
            cell_text(cell, p[key])
    doc.add_paragraph('')
    doc.add_paragraph('Fruit Trees (ready dates are estimates)')
    t2 = doc.add_table(rows=1, cols=6)
    t2.style = 'Table Grid'
    for cell, text in zip(t2.rows[0].cells, ['Variety', 'Common Name', 'Size', 'Qty Avail', 'Unit Price', 'Ready']):
        cell_text(cell, text, bold=True)
    for p in FRUIT:
        for cell, key in zip(t2.add_row().cells, ['bot', 'com', 'size', 'qty', 'price', 'ready']):
            cell_text(cell, p[key] if key != 'ready' else (date(p[key]).strftime('%b %d') if p[key] else 'Now'))
    doc.save(OUT / name)
    rows = []
    for p in TREES:
        rows.append({'scientific_name': p['bot'], 'plant_name': p['com'], 'size': p['size'],
                     'quantity_available': p['qty'], 'price': p['price']})
    for p in FRUIT:
        row = {'scientific_name': p['bot'], 'plant_name': p['com'], 'size': p['size'],
               'quantity_available': p['qty'], 'price': p['price'],
               'ready_date': date(p['ready']).strftime('%b %d') if p['ready'] else 'Now'}
        rows.append(row)
    (OUT / f'{name}.json').write_text(json.dumps(rows, indent=2, ensure_ascii=False) + '\n')


# ------------------------------------------------------------------ CSV: an inventory system's export
def csv_export(name):
    import csv
    import io
    buf = io.StringIO()
    w = csv.writer(buf, lineterminator='\r\n')
    w.writerow(['Item #', 'Botanical Name', 'Common Name', 'Container', 'Qty On Hand', 'Wholesale', 'Location', 'Ready Date'])
    plants = TREES + GRASSES
    for i, p in enumerate(plants):
        w.writerow([p['sku'], p['bot'], p['com'], p['size'], p['qty'], p['price'], f'Block {i % 5 + 1}',
                    date(p['ready']).strftime('%m/%d/%Y') if p['ready'] else ''])
    w.writerow([])
    w.writerow(['', 'Records: 14', '', '', '', '', '', ''])
    (OUT / name).write_bytes(('\ufeff' + buf.getvalue()).encode('utf-8'))
    rows = []
    for p in plants:
        row = {'scientific_name': p['bot'], 'plant_name': p['com'], 'size': p['size'],
               'quantity_available': p['qty'], 'price': p['price']}
        if p['ready']:
            row['ready_date'] = p['ready']
        rows.append(row)
    (OUT / f'{name}.json').write_text(json.dumps(rows, indent=2, ensure_ascii=False) + '\n')


# ------------------------------------------------------------------ sources for other tools
def esc(text):
    return text.replace('&', '&amp;').replace('<', '&lt;').replace('>', '&gt;')


def html_rowspan(name):
    """A browser page: category cells spanning their rows, a title block, a totals row, two printed pages."""
    plants = [('Edibles', FRUIT), ('Perennials', NATIVES), ('Grasses', GRASSES), ('Trees', TREES)]
    body = []
    for category, group in plants:
        for i, p in enumerate(group):
            span = f'<td rowspan="{len(group)}" class="cat">{category}</td>' if i == 0 else ''
            body.append(f'<tr>{span}<td><i>{esc(p["bot"])}</i></td><td>{esc(p["com"])}</td><td>{esc(p["size"])}</td>'
                        f'<td class="n">{esc(p["qty"])}</td><td class="n">{esc(p["price"])}</td></tr>')
    html = f"""<!doctype html><html><head><meta charset="utf-8"><style>
body {{ font-family: 'URW Bookman', serif; font-size: 10pt; margin: 0.5in; }}
.logo {{ border: 2px solid #355e3b; padding: 8px; width: 3in; text-align: center; font-size: 16pt; color: #355e3b; }}
table {{ border-collapse: collapse; width: 100%; margin-top: 12px; }}
th {{ background: #355e3b; color: white; text-align: left; padding: 4px; }}
td {{ border-bottom: 1px solid #aaa; padding: 3px 4px; vertical-align: top; }}
td.n {{ text-align: right; }} td.cat {{ font-weight: bold; background: #eef4ee; }}
tfoot td {{ font-weight: bold; border-top: 2px solid black; }}
</style></head><body>
<div class="logo">&#10048; Blue Ridge Plant Co.</div>
<p>118 Mill Creek Lane &middot; Asheville NC 28801 &middot; 828-555-0177</p>
<h2>Availability List &mdash; Week 47</h2>
<table><thead><tr><th>Type</th><th>Botanical Name</th><th>Common Name</th><th>Container</th><th>Available</th><th>Price</th></tr></thead>
<tbody>{''.join(body)}</tbody>
<tfoot><tr><td></td><td>Total</td><td></td><td></td><td class="n">9,968</td><td></td></tr></tfoot></table>
<p>Prices in US dollars. Availability subject to change without notice.</p></body></html>"""
    (OUT / f'{name}.chromium.html').write_text(html)
    rows = []
    for category, group in plants:
        for p in group:
            rows.append({'category': category, 'scientific_name': p['bot'], 'plant_name': p['com'],
                         'size': p['size'], 'quantity_available': p['qty'], 'price': p['price']})
    (OUT / f'{name}.json').write_text(json.dumps(rows, indent=2, ensure_ascii=False) + '\n')


def pandoc_md(name, plants, target):
    lines = ['# Riverbend Perennial Farm', '', 'Spring availability. Call 608-555-0190 to order.', '',
             '| Plant | Common | Size | Available | Price |', '|:---|:---|:---:|---:|---:|']
    for p in plants:
        lines.append(f"| {p['bot'].replace('|', '/')} | {p['com']} | {p['size']} | {p['qty']} | {p['price']} |")
    lines += ['', '*All prices per unit. Plants are sold as-is.*', '']
    (OUT / f'{name}.{target}.md').write_text('\n'.join(lines))
    expected(name, plants, ['bot', 'com', 'size', 'qty', 'price'])


def groff_tbl(name, plants):
    lines = ['.ps 10', '.vs 12', '.fam T', '.ce', '\\fBHIGHLAND ORCHARD SUPPLY\\fP', '.sp', '.ce',
             'Fruit tree availability \\(em winter 2026', '.sp', '.TS', 'box center tab(@);', 'cb cb cb cb cb', 'l l l n n.',
             'Variety@Common Name@Grade@Avail@Wholesale', '_']
    for p in plants:
        price = p['price']
        lines.append(f"{p['bot']}@{p['com']}@{p['size'].replace(chr(34), chr(92) + '(dq')}@{p['qty']}@{price}")
    lines += ['.TE', '.sp', 'Orders over $500 ship free.']
    (OUT / f'{name}.tbl.roff').write_text('\n'.join(lines) + '\n')
    expected(name, plants, ['bot', 'com', 'size', 'qty', 'price'])


# ------------------------------------------------------------------ reportlab: a logo, two tables on a page, page numbers
def rl_two_tables(name):
    from reportlab.lib import colors
    from reportlab.lib.pagesizes import letter
    from reportlab.lib.styles import getSampleStyleSheet
    from reportlab.platypus import Paragraph, SimpleDocTemplate, Spacer, Table, TableStyle
    styles = getSampleStyleSheet()

    def page(canvas, doc):
        canvas.saveState()
        canvas.setFillColor(colors.HexColor('#2d6a4f'))
        canvas.circle(0.9 * 72, 10.2 * 72, 22, fill=1, stroke=0)
        canvas.setFillColor(colors.white)
        canvas.setFont('Helvetica-Bold', 14)
        canvas.drawCentredString(0.9 * 72, 10.2 * 72 - 5, 'TF')
        canvas.setFillColor(colors.black)
        canvas.setFont('Times-Bold', 16)
        canvas.drawString(1.4 * 72, 10.25 * 72, 'Tallgrass Farm Nursery')
        canvas.setFont('Times-Roman', 9)
        canvas.drawString(1.4 * 72, 10.05 * 72, '901 Prairie Ave, Manhattan KS 66502  Tel 785-555-0102')
        canvas.drawRightString(7.9 * 72, 0.5 * 72, f'Page {doc.page}')
        canvas.drawString(0.6 * 72, 0.5 * 72, 'Printed 11/20/2026 - prices net 30')
        canvas.restoreState()

    def table(heads, rows):
        t = Table([heads] + rows, repeatRows=1, colWidths=[2.7 * 72, 1.6 * 72, 0.8 * 72, 0.8 * 72, 0.8 * 72])
        t.setStyle(TableStyle([
            ('FONT', (0, 0), (-1, 0), 'Helvetica-Bold', 9), ('FONT', (0, 1), (-1, -1), 'Helvetica', 8.5),
            ('LINEBELOW', (0, 0), (-1, 0), 1, colors.black), ('ALIGN', (3, 0), (-1, -1), 'RIGHT'),
            ('ROWBACKGROUNDS', (0, 1), (-1, -1), [colors.white, colors.HexColor('#f0f0f0')]),
        ]))
        return t

    story = [Spacer(1, 0.5 * 72), Paragraph('Ornamental Grasses &amp; Ferns', styles['Heading2']),
             table(['Botanical Name', 'Common Name', 'Cont.', 'Avail.', 'Each'],
                   [[p['bot'], p['com'], p['size'], p['qty'], p['price']] for p in GRASSES]),
             Spacer(1, 12), Paragraph('Native Perennials', styles['Heading2']),
             table(['Botanical Name', 'Common Name', 'Cont.', 'Avail.', 'Each'],
                   [[p['bot'], p['com'], p['size'], p['qty'], p['price']] for p in NATIVES + NATIVES[:0]]),
             Spacer(1, 12), Paragraph('Trees', styles['Heading2']),
             table(['Botanical Name', 'Common Name', 'Cont.', 'Avail.', 'Each'],
                   [[p['bot'], p['com'], p['size'], p['qty'], p['price']] for p in TREES + FRUIT])]
    SimpleDocTemplate(str(OUT / name), pagesize=letter, topMargin=72, bottomMargin=60).build(
        story, onFirstPage=page, onLaterPages=page)
    expected(name, GRASSES + NATIVES + TREES + FRUIT, ['bot', 'com', 'size', 'qty', 'price'])


def writer_source(name):
    """A Word document in landscape that LibreOffice prints to PDF (make-unseen5.sh)."""
    docx_natives(f'{name}.writer.docx', landscape=True, font='DejaVu Serif')
    (OUT / f'{name}.writer.docx.json').rename(OUT / f'{name}.json')


# ------------------------------------------------------------------ round 2
def rl_long_notes(name):
    """Wrapped notes centred in their rows, a two-line header, three pages with the header repeated."""
    from reportlab.lib import colors
    from reportlab.lib.pagesizes import letter
    from reportlab.lib.styles import ParagraphStyle
    from reportlab.platypus import Paragraph, SimpleDocTemplate, Table, TableStyle
    cell = ParagraphStyle('cell', fontName='Times-Roman', fontSize=9, leading=10.5)
    head = ParagraphStyle('head', fontName='Times-Bold', fontSize=9, leading=10.5)
    long_notes = {
        '10412': 'Semi-dwarf on M.111; 5-6 ft whips, feathered. Good pollinizer for Gala and Fuji.',
        '20133': 'Seed collected within 50 miles of the nursery; ships in 72-cell flats only, full flats.',
        '30263': 'Dormant crowns dug to order in late fall; keep cool and moist until planting.',
        '40318': 'Clump form, 3-5 stems, heavy branching. Tagged in the field; photos on request.',
        '40361': 'Multi-stem, 3 canes minimum, exfoliating bark already showing on the lower trunk.',
    }
    plants = FRUIT + NATIVES + GRASSES + TREES
    rows = [[Paragraph('Item<br/>No.', head), Paragraph('Botanical Name', head), Paragraph('Common<br/>Name', head),
             Paragraph('Container<br/>Size', head), Paragraph('Qty<br/>Avail.', head), Paragraph('Price<br/>Each', head),
             Paragraph('Remarks', head)]]
    for p in plants:
        rows.append([p['sku'], Paragraph(esc(p['bot']), cell), Paragraph(esc(p['com']), cell), p['size'], p['qty'],
                     p['price'], Paragraph(esc(long_notes.get(p['sku'], p['notes'])), cell)])
    table = Table(rows, repeatRows=1, colWidths=[38, 150, 80, 55, 45, 55, 150])
    table.setStyle(TableStyle([
        ('FONT', (0, 1), (-1, -1), 'Times-Roman', 9), ('VALIGN', (0, 0), (-1, -1), 'MIDDLE'),
        ('LINEBELOW', (0, 0), (-1, 0), 0.8, colors.black), ('ALIGN', (4, 1), (5, -1), 'RIGHT'),
        ('TOPPADDING', (0, 0), (-1, -1), 1), ('BOTTOMPADDING', (0, 0), (-1, -1), 1),
    ]))

    def page(canvas, doc):
        canvas.setFont('Times-Italic', 8)
        canvas.drawString(40, 30, 'Cedar Run Nursery  -  wholesale only  -  prices subject to change')
        canvas.drawRightString(572, 30, f'{doc.page}')
        canvas.setFont('Times-Bold', 13)
        canvas.drawString(40, 760, 'CEDAR RUN NURSERY  |  Current Availability')

    SimpleDocTemplate(str(OUT / name), pagesize=letter, leftMargin=40, rightMargin=40, topMargin=60,
                      bottomMargin=50).build([table], onFirstPage=page, onLaterPages=page)
    rows = []
    for p in plants:
        row = {'scientific_name': p['bot'], 'plant_name': p['com'], 'size': p['size'],
               'quantity_available': p['qty'], 'price': p['price']}
        note = long_notes.get(p['sku'], p['notes'])
        if note:
            row['description'] = note
        rows.append(row)
    (OUT / f'{name}.json').write_text(json.dumps(rows, indent=2, ensure_ascii=False) + '\n')


def docx_content_controls(name):
    """Each row inside a content control (w:sdt), as form-filling programs write their tables."""
    doc = docx.Document()
    doc.add_paragraph('Meadowlark Natives – Plug & Liner Availability')
    heads = ['Species', 'Common', 'Size', 'Avail.', 'Price']
    table = doc.add_table(rows=1, cols=len(heads))
    table.style = 'Table Grid'
    for cell, text in zip(table.rows[0].cells, heads):
        cell_text(cell, text, bold=True)
    for p in NATIVES + GRASSES:
        row = table.add_row()
        for cell, key in zip(row.cells, ['bot', 'com', 'size', 'qty', 'price']):
            cell_text(cell, p[key])
        tr = row._tr
        sdt = OxmlElement('w:sdt')
        pr = OxmlElement('w:sdtPr')
        tag = OxmlElement('w:tag')
        tag.set(qn('w:val'), f'row-{p["sku"]}')
        pr.append(tag)
        content = OxmlElement('w:sdtContent')
        tr.addprevious(sdt)
        sdt.append(pr)
        sdt.append(content)
        content.append(tr)
    doc.save(OUT / name)
    expected(name, NATIVES + GRASSES, ['bot', 'com', 'size', 'qty', 'price'])


def csv_item_codes(name):
    """An accounting program's item list: "Item" holds codes (some without a digit), "Description" the plant."""
    import csv
    import io
    buf = io.StringIO()
    w = csv.writer(buf, quoting=csv.QUOTE_ALL, lineterminator='\n')
    w.writerow(['Item', 'Description', 'Size', 'Qty On Hand', 'Sales Price'])
    plants = GRASSES + TREES
    for p in plants:
        words = p['bot'].replace("'", '').replace('× ', '').replace('var. ', '').split()
        code = '-'.join(word[:3].upper() for word in words[:3])
        w.writerow([code, p['bot'], p['size'], p['qty'], p['price'].replace('$', '')])
    (OUT / name).write_text(buf.getvalue())
    rows = [{'plant_name': p['bot'], 'size': p['size'], 'quantity_available': p['qty'], 'price': p['price']}
            for p in plants]
    (OUT / f'{name}.json').write_text(json.dumps(rows, indent=2, ensure_ascii=False) + '\n')


def op_long_terms(name):
    """An order form: the header under thirty rows of terms and contacts."""
    book = openpyxl.Workbook()
    sheet = book.active
    sheet['A1'] = 'SUNNY SLOPE ORCHARDS - ORDER FORM & AVAILABILITY'
    sheet['A1'].font = Font(bold=True, size=14)
    terms = ['Customer name: ____________', 'Ship to: ____________', 'Phone: ____________', '',
             'TERMS AND CONDITIONS'] + [f'{i}. ' + t for i, t in enumerate([
                 'All orders are subject to availability at time of shipping.',
                 'Prices are per plant and do not include freight.',
                 'A 25% deposit is required to reserve plants.',
                 'Balance is due before plants leave the nursery.',
                 'Claims must be made within 48 hours of delivery.',
                 'We are not responsible for losses after delivery.',
                 'Bare root stock ships February through April only.',
                 'Container stock ships year round, weather permitting.',
                 'Substitutions are made only with your approval.',
                 'Orders under $150 are charged a $25 handling fee.',
                 'Returned checks are charged $35.',
                 'Past due accounts are charged 1.5% per month.',
                 'Trees over 2" caliper are dug to order.',
                 'Dug trees are wrapped in burlap and wire baskets.',
                 'Please inspect plants on arrival.',
                 'Quantities shown are estimates and may change.',
                 'Ready dates are estimates and depend on the season.',
                 'Prices valid until December 31, 2027.',
                 'Thank you for your business!'], 1)] + ['', 'Fill in the "Order" column and return by email.', '']
    for i, text in enumerate(terms, 2):
        sheet.cell(i, 1, text)
    start = len(terms) + 3
    for column, text in enumerate(['Item #', 'Variety', 'Common Name', 'Size', 'Available', 'Price', 'Order'], 1):
        sheet.cell(start, column, text).font = Font(bold=True)
    for i, p in enumerate(FRUIT + TREES, start + 1):
        values = [int(p['sku']), p['bot'], p['com'], p['size'], number(p['qty']), number(p['price']), None]
        for column, value in enumerate(values, 1):
            sheet.cell(i, column, value)
        sheet.cell(i, 6).number_format = '$#,##0.00'
    book.save(OUT / name)
    expected(name, FRUIT + TREES, ['bot', 'com', 'size', 'qty', 'price'])


def calc_sources():
    """Workbooks LibreOffice Calc re-writes (make-unseen5.sh): as a PDF, as a BIFF8 .xls."""
    op_orchard('u5-calc-orchard.pdf.calc.xlsx')
    (OUT / 'u5-calc-orchard.pdf.calc.xlsx.json').rename(OUT / 'u5-calc-orchard.pdf.json')
    xw_natives('u5-calc-natives.xls.calc.xlsx')
    (OUT / 'u5-calc-natives.xls.calc.xlsx.json').rename(OUT / 'u5-calc-natives.xls.json')


# ------------------------------------------------------------------ round 3
def calc_rotated_header(name):
    """A sheet whose narrow number columns have their names turned upright, prices in an accounting format (Calc
    prints it to PDF, make-unseen5.sh)."""
    book = openpyxl.Workbook()
    sheet = book.active
    sheet['A1'] = 'Kettle River Growers - Natives'
    sheet['A1'].font = Font(bold=True, size=13)
    heads = ['Botanical Name', 'Common Name', 'Size', 'Qty Avail', 'Price']
    for column, text in enumerate(heads, 1):
        cell = sheet.cell(3, column, text)
        cell.font = Font(bold=True)
        if column >= 4:
            cell.alignment = Alignment(text_rotation=90, horizontal='center')
    sheet.row_dimensions[3].height = 60
    plants = NATIVES + GRASSES
    for row, p in enumerate(plants, 4):
        values = [p['bot'], p['com'], p['size'], number(p['qty']), number(p['price'])]
        for column, value in enumerate(values, 1):
            sheet.cell(row, column, value)
        sheet.cell(row, 5).number_format = '_("$"* #,##0.00_);_("$"* (#,##0.00);_("$"* "-"??_);_(@_)'
    for column, width in zip('ABCDE', [40, 22, 9, 6, 11]):
        sheet.column_dimensions[column].width = width
    book.save(OUT / f'{name}.calc.xlsx')
    expected(name, plants, ['bot', 'com', 'size', 'qty', 'price'])


def docx_title_row(name):
    """The title as the table's own first row, merged across it; the header in the second row."""
    doc = docx.Document()
    heads = ['Item', 'Common Name', 'Container', 'Available', 'Wholesale']
    table = doc.add_table(rows=2, cols=len(heads))
    table.style = 'Table Grid'
    title = table.rows[0].cells[0].merge(table.rows[0].cells[-1])
    cell_text(title, 'NORTHWOODS NURSERY — AVAILABILITY, SPRING 2027', bold=True, size=14)
    for cell, text in zip(table.rows[1].cells, heads):
        cell_text(cell, text, bold=True)
    plants = TREES + FRUIT
    for p in plants:
        for cell, key in zip(table.add_row().cells, ['bot', 'com', 'size', 'qty', 'price']):
            cell_text(cell, p[key])
    doc.save(OUT / name)
    expected(name, plants, ['bot', 'com', 'size', 'qty', 'price'])


def docx_split_tables(name):
    """One table per group, a heading between them; only the first table has the header row."""
    doc = docx.Document()
    doc.add_heading('Foxglove Farm Perennials', level=1)
    plants = []
    for i, (title, group) in enumerate([('Perennials', NATIVES), ('Grasses & Ferns', GRASSES)]):
        doc.add_heading(title, level=2)
        table = doc.add_table(rows=0, cols=5)
        table.style = 'Table Grid'
        if i == 0:
            for cell, text in zip(table.add_row().cells, ['Botanical Name', 'Common Name', 'Size', 'Qty', 'Price']):
                cell_text(cell, text, bold=True)
        for p in group:
            for cell, key in zip(table.add_row().cells, ['bot', 'com', 'size', 'qty', 'price']):
                cell_text(cell, p[key])
            plants.append(p)
    doc.save(OUT / name)
    expected(name, plants, ['bot', 'com', 'size', 'qty', 'price'])


def op_two_row_header(name):
    """A header in two rows of cells: "Botanical" over "Name", "Qty" over "Avail."."""
    book = openpyxl.Workbook()
    sheet = book.active
    sheet.append(['Green Hollow Nursery availability'])
    sheet.append([])
    sheet.append(['Botanical', 'Common', 'Container', 'Qty', 'Price'])
    sheet.append(['Name', 'Name', 'Size', 'Avail.', 'Each'])
    plants = TREES + GRASSES
    for p in plants:
        sheet.append([p['bot'], p['com'], p['size'], number(p['qty']), number(p['price'])])
    for cell in list(sheet[3]) + list(sheet[4]):
        cell.font = Font(bold=True)
    book.save(OUT / name)
    expected(name, plants, ['bot', 'com', 'size', 'qty', 'price'])


def html_tight_notes(name):
    """A browser table with no room between rows: cells centred, a notes column wrapping to several lines."""
    notes = {
        '10412': 'Semi-dwarf on M.111 rootstock, feathered whips',
        '20133': 'Local ecotype seed, ships in full flats of 72 only',
        '30263': 'Dormant crowns dug to order in late fall',
        '40318': 'Clump form with 3 to 5 stems, tagged in the field',
    }
    plants = FRUIT + NATIVES + GRASSES + TREES
    body = ''.join(
        f'<tr><td>{esc(p["bot"])}</td><td>{esc(p["com"])}</td><td>{esc(p["size"])}</td><td class="n">{esc(p["qty"])}</td>'
        f'<td class="n">{esc(p["price"])}</td><td class="notes">{esc(notes.get(p["sku"], p["notes"]))}</td></tr>'
        for p in plants)
    html = f"""<!doctype html><html><head><meta charset="utf-8"><style>
body {{ font-family: 'Liberation Sans', sans-serif; font-size: 9pt; margin: 0.4in; }}
table {{ border-collapse: collapse; }} th {{ text-align: left; border-bottom: 1px solid black; }}
td {{ padding: 0 6px; vertical-align: middle; }} td.n {{ text-align: right; }} td.notes {{ width: 1.6in; }}
</style></head><body><h3>Hillside Wholesale &mdash; Availability</h3>
<table><thead><tr><th>Botanical Name</th><th>Common Name</th><th>Size</th><th>Qty</th><th>Price</th><th>Notes</th></tr></thead>
<tbody>{body}</tbody></table></body></html>"""
    (OUT / f'{name}.chromium.html').write_text(html)
    rows = []
    for p in plants:
        row = {'scientific_name': p['bot'], 'plant_name': p['com'], 'size': p['size'],
               'quantity_available': p['qty'], 'price': p['price']}
        if notes.get(p['sku'], p['notes']):
            row['description'] = notes.get(p['sku'], p['notes'])
        rows.append(row)
    (OUT / f'{name}.json').write_text(json.dumps(rows, indent=2, ensure_ascii=False) + '\n')


if __name__ == '__main__':
    rl_long_notes('u5-rl-long-notes.pdf')
    docx_content_controls('u5-docx-content-controls.docx')
    csv_item_codes('u5-csv-item-codes.csv')
    op_long_terms('u5-op-long-terms.xlsx')
    calc_sources()
    calc_rotated_header('u5-calc-rotated-header.pdf')
    docx_title_row('u5-docx-title-row.docx')
    docx_split_tables('u5-docx-split-tables.docx')
    op_two_row_header('u5-op-two-row-header.xlsx')
    html_tight_notes('u5-browser-tight-notes.pdf')
    op_orchard('u5-op-orchard.xlsx')
    xw_natives('u5-xw-natives.xlsx')
    docx_natives('u5-docx-natives.docx')
    docx_two_tables('u5-docx-two-tables.docx')
    csv_export('u5-csv-export.csv')
    html_rowspan('u5-browser-rowspan.pdf')
    pandoc_md('u5-pandoc-wk.pdf', NATIVES + GRASSES, 'wk')
    pandoc_md('u5-pandoc-writer.pdf', TREES + FRUIT, 'writer')
    groff_tbl('u5-groff-fruit.pdf', FRUIT + TREES)
    rl_two_tables('u5-rl-two-tables.pdf')
    writer_source('u5-writer-landscape.pdf')
