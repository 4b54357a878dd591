#!/usr/bin/python3
"""Writes the office files of pass 4 (sources-office4.ts) with writers the corpus had never seen: xlsxwriter,
openpyxl, xlwt, python-docx, and CSV bytes as other tools export them. /usr/bin/python3 office4.py <work dir>
(reads <work dir>/office4.json; the pandoc, abiword and ssconvert documents get their sources here as well)."""
import datetime
import json
import re
import sys
from pathlib import Path

import docx
import openpyxl
import xlsxwriter
import xlwt
from docx.enum.text import WD_BREAK
from docx.oxml import OxmlElement
from docx.oxml.ns import qn
from openpyxl.styles import Alignment, Font
from openpyxl.worksheet.table import Table, TableStyleInfo

OUT = Path(sys.argv[1])
DOCS = {d['name']: d for d in json.loads((OUT / 'office4.json').read_text())}

HEADERS = {
    'botanical': 'Botanical Name', 'common': 'Common Name', 'size': 'Size', 'qty': 'Qty Avail', 'price': 'Price',
    'ready': 'Ready', 'notes': 'Notes', 'category': 'Category',
}


def headers(doc, **words):
    out = []
    for key in doc['columns']:
        if key == 'tiers':
            out += ['1-9', '10-49', '50+']
        else:
            out.append(words.get(key, HEADERS[key]))
    return out


def date(text):
    return datetime.datetime.strptime(text, '%Y-%m-%d') if text else None


def gallons(size):
    """3 for "3 gal" (a number under a header naming the unit); any other size as written."""
    match = re.fullmatch(r'(\d+) gal', size)
    return int(match.group(1)) if match else size


def money(value):
    return f'${value:,.2f}' if isinstance(value, (int, float)) else value


def texts(doc, plant, price=money, qty=lambda q: str(q), ready=lambda r: r):
    """The row as the text a word processor or CSV shows."""
    out = []
    for key in doc['columns']:
        if key == 'tiers':
            out += [price(t) if t else '' for t in plant['tiers']] if plant.get('tiers') and plant['tiers'][0] else ['', '', '']
        elif key == 'qty':
            out.append(qty(plant['qty']) if plant['qty'] != '' else '')
        elif key == 'price':
            out.append(price(plant['price']))
        elif key == 'ready':
            out.append(ready(plant.get('ready') or ''))
        elif key == 'notes':
            out.append(plant.get('notes') or '')
        else:
            out.append(plant[key])
    return out


def grouped(doc):
    """(category, plants) in order of first appearance."""
    groups = []
    for plant in doc['plants']:
        if not groups or groups[-1][0] != plant['category']:
            groups.append((plant['category'], []))
        groups[-1][1].append(plant)
    return groups


# ---------------------------------------------------------------- xlsxwriter (formulas cached as 0, fullCalcOnLoad)
def xw_formula_price(name):
    doc = DOCS[name]
    book = xlsxwriter.Workbook(str(OUT / name))
    sheet = book.add_worksheet('Availability')
    bold = book.add_format({'bold': True, 'bottom': 1})
    title = book.add_format({'bold': True, 'font_size': 16, 'align': 'center'})
    cash = book.add_format({'num_format': '$#,##0.00'})
    sheet.merge_range('A1:F1', 'Cedar Bend Wholesale Nursery', title)
    sheet.merge_range('A2:F2', 'Spring 2027 availability - prices are list less 10%', book.add_format({'align': 'center'}))
    sheet.write('A3', 'Discount')
    sheet.write('B3', 0.1, book.add_format({'num_format': '0%'}))
    sheet.write_row(4, 0, ['Botanical Name', 'Common Name', 'Size', 'Qty Avail', 'List', 'Price'], bold)
    sheet.set_column('E:E', 10, None, {'hidden': True})
    for index, plant in enumerate(doc['plants']):
        row = 5 + index
        sheet.write_row(row, 0, [plant['botanical'], plant['common'], plant['size']])
        if plant['qty'] != '':
            sheet.write_number(row, 3, plant['qty'])
        if isinstance(plant['price'], (int, float)):
            sheet.write_number(row, 4, round(plant['price'] / 0.9, 6), cash)
            sheet.write_formula(row, 5, f'=ROUND(E{row + 1}*(1-$B$3),2)', cash)
        else:
            sheet.write_string(row, 5, plant['price'])
    sheet.freeze_panes(5, 0)
    book.close()


def xw_table_totals(name):
    doc = DOCS[name]
    book = xlsxwriter.Workbook(str(OUT / name))
    sheet = book.add_worksheet('Stock')
    cash = book.add_format({'num_format': '$#,##0.00'})
    day = book.add_format({'num_format': 'mm/dd/yyyy'})
    sheet.write('A1', 'Availability list', book.add_format({'bold': True, 'font_size': 14}))
    sheet.write('A2', 'Updated weekly. Ready = date the crop can ship.')
    rows = []
    for plant in doc['plants']:
        rows.append([plant['botanical'], plant['common'], plant['size'], plant['qty'] if plant['qty'] != '' else None,
                     plant['price'], date(plant.get('ready'))])
    last = 3 + len(rows) + 1
    sheet.add_table(3, 0, last, 5, {
        'data': rows, 'total_row': True, 'style': 'Table Style Medium 9', 'autofilter': True,
        'columns': [
            {'header': 'Botanical Name', 'total_string': 'Total'}, {'header': 'Common Name'}, {'header': 'Size'},
            {'header': 'Qty Avail', 'total_function': 'sum'}, {'header': 'Price', 'format': cash},
            {'header': 'Ready', 'format': day},
        ],
    })
    sheet.freeze_panes(4, 1)
    sheet.set_column('A:B', 34)
    book.close()


def xw_rich_sheets(name):
    doc = DOCS[name]
    book = xlsxwriter.Workbook(str(OUT / name))
    cover = book.add_worksheet('Cover')
    cover.write('B2', 'Larkspur Farms', book.add_format({'bold': True, 'font_size': 20}))
    cover.write('B4', 'Availability on the next sheet. Terms: net 30.')
    sheet = book.add_worksheet('Plants')
    notes = book.add_worksheet('Notes')
    notes.write('A1', 'All plants are hardened off and field grown.')
    italic = book.add_format({'italic': True})
    head = book.add_format({'bold': True, 'align': 'center', 'border': 1})
    cash = book.add_format({'num_format': '"$"#,##0.00'})
    sheet.merge_range('A1:B1', 'Plant', head)
    sheet.merge_range('C1:E1', 'Stock', head)
    sheet.write('F1', '', head)
    sheet.write_row(1, 0, ['Botanical Name', 'Common Name', 'Size', 'Qty Avail', 'Price', 'Notes'], head)
    for index, plant in enumerate(doc['plants']):
        row = 2 + index
        name_text = plant['botanical']
        match = re.match(r"^(\S+ (?:x |× )?\S+)( .*)?$", name_text)
        if match and match.group(2) and "'" in match.group(2):
            sheet.write_rich_string(row, 0, italic, match.group(1), match.group(2))
        else:
            sheet.write_rich_string(row, 0, italic, name_text, ' ')
        sheet.write(row, 1, plant['common'])
        sheet.write(row, 2, plant['size'])
        if plant['qty'] != '':
            sheet.write_number(row, 3, plant['qty'])
        sheet.write(row, 4, plant['price'], cash if isinstance(plant['price'], (int, float)) else None)
        sheet.write(row, 5, plant.get('notes') or None)
    book.close()


def xw_wide_tiers(name):
    doc = DOCS[name]
    book = xlsxwriter.Workbook(str(OUT / name))
    sheet = book.add_worksheet('Avail')
    band = book.add_format({'bold': True, 'bg_color': '#D9EAD3'})
    cash = book.add_format({'num_format': '$#,##0.00'})
    day = book.add_format({'num_format': 'mmm d'})
    # 30 columns: the list's columns spread with empty spacer columns, a far notes column left empty.
    cols = {'botanical': 1, 'size': 3, 'qty': 5, 't1': 7, 't2': 8, 't3': 9, 'ready': 11}
    sheet.write(0, 1, 'Tiered pricing - order 10+ of one item for the 10-49 price')
    for key, word in [('botanical', 'Plant'), ('size', 'Size'), ('qty', 'Avail'), ('t1', '1-9'), ('t2', '10-49'),
                      ('t3', '50+'), ('ready', 'Ready')]:
        sheet.write(2, cols[key], word, book.add_format({'bold': True}))
    sheet.write(2, 29, '')
    row = 3
    for category, plants in grouped(doc):
        sheet.merge_range(row, 1, row, 11, category, band)
        row += 1
        for plant in plants:
            sheet.write(row, cols['botanical'], plant['botanical'])
            sheet.write(row, cols['size'], plant['size'])
            if plant['qty'] != '':
                sheet.write_number(row, cols['qty'], plant['qty'])
            if plant['tiers'][0]:
                for i, key in enumerate(['t1', 't2', 't3']):
                    sheet.write_number(row, cols[key], plant['tiers'][i], cash)
            if plant.get('ready'):
                sheet.write_datetime(row, cols['ready'], date(plant['ready']), day)
            row += 1
    sheet.set_column(12, 29, 3)
    book.close()


def xw_gal_format(name):
    doc = DOCS[name]
    book = xlsxwriter.Workbook(str(OUT / name))
    sheet = book.add_worksheet()
    gal = book.add_format({'num_format': '0 "gal"'})
    each = book.add_format({'num_format': '$#,##0.00 "ea"'})
    count = book.add_format({'num_format': '#,##0'})
    sheet.write_row(0, 0, ['Botanical Name', 'Common Name', 'Size', 'Qty Avail', 'Price'], book.add_format({'bold': True}))
    for index, plant in enumerate(doc['plants']):
        row = 1 + index
        sheet.write(row, 0, plant['botanical'])
        sheet.write(row, 1, plant['common'])
        size = re.fullmatch(r'(\d+) gal', plant['size'])
        if size:
            sheet.write_number(row, 2, int(size.group(1)), gal)
        else:
            sheet.write(row, 2, plant['size'])
        if plant['qty'] != '':
            sheet.write_number(row, 3, plant['qty'], count)
        if isinstance(plant['price'], (int, float)):
            sheet.write_number(row, 4, plant['price'], each)
        else:
            sheet.write(row, 4, plant['price'])
    book.close()


def xw_unit_header(name):
    """Sizes as plain numbers under a header naming the unit, a header cell with a line break."""
    doc = DOCS[name]
    book = xlsxwriter.Workbook(str(OUT / name))
    sheet = book.add_worksheet('Avail')
    wrap = book.add_format({'bold': True, 'text_wrap': True})
    sheet.write_row(0, 0, ['Botanical Name', 'Common Name', 'Size (gal)', 'Qty\nAvail', 'Price ($)'], wrap)
    for index, plant in enumerate(doc['plants']):
        row = 1 + index
        sheet.write(row, 0, plant['botanical'])
        sheet.write(row, 1, plant['common'])
        sheet.write(row, 2, gallons(plant['size']))
        if plant['qty'] != '':
            sheet.write_number(row, 3, plant['qty'])
        sheet.write(row, 4, plant['price'], book.add_format({'num_format': '#,##0.00'}))
    book.close()


def op_name_sizes(name):
    """One plant in several sizes: its names merged down its rows."""
    doc = DOCS[name]
    book = openpyxl.Workbook()
    sheet = book.active
    sheet.append(['Botanical Name', 'Common Name', 'Size', 'Qty Avail', 'Price'])
    first = 2
    plants = doc['plants']
    for index, plant in enumerate(plants):
        sheet.append([plant['botanical'], plant['common'], plant['size'], plant['qty'] if plant['qty'] != '' else None,
                      plant['price']])
        sheet.cell(sheet.max_row, 5).number_format = '$#,##0.00'
        last = index + 1 == len(plants) or plants[index + 1]['botanical'] != plant['botanical']
        if last:
            if sheet.max_row > first:
                for column in (1, 2):
                    sheet.merge_cells(start_row=first, start_column=column, end_row=sheet.max_row, end_column=column)
                    sheet.cell(first, column).alignment = Alignment(vertical='top')
            first = sheet.max_row + 1
    book.save(OUT / name)


# ---------------------------------------------------------------- openpyxl (formulas without any cached value)
def op_no_cache(name):
    doc = DOCS[name]
    book = openpyxl.Workbook()
    sheet = book.active
    sheet.title = 'Price list'
    sheet['A1'] = 'Orchard Lane Growers'
    sheet['A1'].font = Font(bold=True, size=15)
    sheet.merge_cells('A1:G1')
    sheet['A2'] = 'Markup'
    sheet['B2'] = 1.8
    sheet.append([])
    sheet.append(['Botanical Name', 'Common Name', 'Size', 'Qty Avail', 'Cost', 'Price', 'Extended'])
    for plant in doc['plants']:
        row = sheet.max_row + 1
        qty = plant['qty'] if plant['qty'] != '' else None
        if isinstance(plant['price'], (int, float)):
            cost = round(plant['price'] / 1.8, 6)
            sheet.append([plant['botanical'], plant['common'], plant['size'], qty, cost,
                          f'=ROUND(E{row}*$B$2,2)', f'=D{row}*F{row}'])
        else:
            sheet.append([plant['botanical'], plant['common'], plant['size'], qty, None, plant['price'], None])
        sheet.cell(row, 6).number_format = '"$"#,##0.00'
        sheet.cell(row, 7).number_format = '"$"#,##0.00'
    sheet.column_dimensions['E'].hidden = True
    sheet.freeze_panes = 'A5'
    book.save(OUT / name)


def op_cover_dates(name):
    doc = DOCS[name]
    book = openpyxl.Workbook()
    cover = book.active
    cover.title = 'Cover'
    cover['B3'] = 'Sunny Knoll Nursery'
    cover['B5'] = 'The list is on the third sheet, terms on the second.'
    terms = book.create_sheet('Terms')
    terms['A1'] = 'FOB nursery. Minimum order $500.'
    sheet = book.create_sheet('Availability')
    for r in range(1, 4):
        sheet.cell(r, 1, ['Sunny Knoll Nursery', '4410 County Rd 9', 'ph 555-0134'][r - 1])
    sheet.append([])
    sheet.append(['Botanical Name', 'Common Name', 'Size', 'Qty Avail', 'Price', 'Ready'])
    for plant in doc['plants']:
        sheet.append([plant['botanical'], plant['common'], plant['size'], plant['qty'] if plant['qty'] != '' else None,
                      plant['price'], date(plant.get('ready'))])
        row = sheet.max_row
        sheet.cell(row, 5).number_format = '$#,##0.00'
        sheet.cell(row, 6).number_format = 'mmm d, yyyy'
    sheet.freeze_panes = 'B6'
    book.save(OUT / name)


def op_merged_groups(name):
    doc = DOCS[name]
    book = openpyxl.Workbook()
    sheet = book.active
    sheet.append(['Category', 'Botanical Name', 'Common Name', 'Size', 'Qty Avail', 'Price'])
    for category, plants in grouped(doc):
        first = sheet.max_row + 1
        for plant in plants:
            sheet.append([category, plant['botanical'], plant['common'], plant['size'],
                          plant['qty'] if plant['qty'] != '' else None, plant['price']])
            sheet.cell(sheet.max_row, 6).number_format = '$#,##0.00'
        if sheet.max_row > first:
            sheet.merge_cells(start_row=first, start_column=1, end_row=sheet.max_row, end_column=1)
        sheet.cell(first, 1).alignment = Alignment(vertical='center')
    book.save(OUT / name)


def op_inline_strings(name):
    """openpyxl writes every text as an inline string (no shared strings part), as streaming writers do."""
    doc = DOCS[name]
    book = openpyxl.Workbook()
    book.active.title = 'Info'
    book.active['A1'] = 'See sheet 3'
    book.create_sheet('Legend')['A1'] = 'R = ready now'
    sheet = book.create_sheet('List')
    sheet['A1'] = 'Meadowbrook Perennials - Availability'
    sheet.merge_cells('A1:F2')
    sheet['A3'] = 'Prices per plant'
    sheet.append([])
    sheet.append(['Botanical Name', 'Common Name', 'Size', 'Qty Avail', 'Price', 'Notes'])
    for plant in doc['plants']:
        sheet.append([plant['botanical'], plant['common'], plant['size'], plant['qty'] if plant['qty'] != '' else None,
                      plant['price'], plant.get('notes') or None])
    book.save(OUT / name)


# ---------------------------------------------------------------- xlwt (BIFF8)
def xlwt_book():
    return xlwt.Workbook(encoding='utf-8')


def xlwt_formats(name):
    doc = DOCS[name]
    book = xlwt_book()
    sheet = book.add_sheet('Availability')
    cash = xlwt.easyxf(num_format_str='$#,##0.00')
    day = xlwt.easyxf(num_format_str='M/D/YY')
    bold = xlwt.easyxf('font: bold on; align: horiz center')
    sheet.write_merge(0, 0, 0, 6, 'Pine Hollow Nursery - Wholesale', bold)
    sheet.write(1, 0, 'Prices FOB, subject to change')
    sheet.write_merge(3, 3, 0, 6, '', bold)
    hdr = ['Botanical Name', 'Common Name', 'Size', 'Qty Avail', 'Cost', 'Price', 'Ready']
    for c, word in enumerate(hdr):
        sheet.write(4, c, word, xlwt.easyxf('font: bold on'))
    sheet.col(4).hidden = True
    for index, plant in enumerate(doc['plants']):
        row = 5 + index
        sheet.write(row, 0, plant['botanical'])
        sheet.write(row, 1, plant['common'])
        sheet.write(row, 2, plant['size'])
        if plant['qty'] != '':
            sheet.write(row, 3, plant['qty'])
        if isinstance(plant['price'], (int, float)):
            sheet.write(row, 4, round(plant['price'] * 0.55, 2), cash)
            sheet.write(row, 5, plant['price'], cash)
        else:
            sheet.write(row, 5, plant['price'])
        if plant.get('ready'):
            sheet.write(row, 6, date(plant['ready']), day)
    book.save(str(OUT / name))


def xlwt_sections(name):
    doc = DOCS[name]
    book = xlwt_book()
    sheet = book.add_sheet('List')
    cash = xlwt.easyxf(num_format_str='"$"#,##0.00')
    band = xlwt.easyxf('font: bold on; pattern: pattern solid, fore_colour light_green')
    for c, word in enumerate(['Botanical Name', 'Common Name', 'Size', 'Qty Avail', 'Price', 'Line total']):
        sheet.write(0, c, word, xlwt.easyxf('font: bold on'))
    row = 1
    for category, plants in grouped(doc):
        sheet.write_merge(row, row, 0, 5, category.upper(), band)
        row += 1
        for plant in plants:
            sheet.write(row, 0, plant['botanical'])
            sheet.write(row, 1, plant['common'])
            sheet.write(row, 2, plant['size'])
            if plant['qty'] != '':
                sheet.write(row, 3, plant['qty'])
            if isinstance(plant['price'], (int, float)):
                sheet.write(row, 4, plant['price'], cash)
                sheet.write(row, 5, xlwt.Formula(f'D{row + 1}*E{row + 1}'), cash)
            else:
                sheet.write(row, 4, plant['price'])
            row += 1
    book.save(str(OUT / name))


def xlwt_second_sheet(name):
    doc = DOCS[name]
    book = xlwt_book()
    book.add_sheet('Read me').write(0, 0, 'Availability on sheet "Stock". Call to reserve.')
    sheet = book.add_sheet('Stock')
    gal = xlwt.easyxf(num_format_str='0 "gal"')
    sheet.write(0, 0, 'Stock list')
    for c, word in enumerate(['Botanical Name', 'Common Name', 'Size', 'Qty Avail', 'Price', 'Notes']):
        sheet.write(2, c, word)
    for index, plant in enumerate(doc['plants']):
        row = 3 + index
        sheet.write(row, 0, plant['botanical'])
        sheet.write(row, 1, plant['common'])
        size = re.fullmatch(r'(\d+) gal', plant['size'])
        sheet.write(row, 2, int(size.group(1)) if size else plant['size'], gal if size else xlwt.Style.default_style)
        if plant['qty'] != '':
            sheet.write(row, 3, plant['qty'])
        sheet.write(row, 4, plant['price'], xlwt.easyxf(num_format_str='0.00'))
        if plant.get('notes'):
            sheet.write(row, 5, plant['notes'])
    book.save(str(OUT / name))


# ---------------------------------------------------------------- gnumeric sources (converted by ssconvert)
def gnm_source(name):
    """An openpyxl workbook with formulas and formats for ssconvert to recalculate and save as xlsx or xls."""
    doc = DOCS[name]
    book = openpyxl.Workbook()
    sheet = book.active
    sheet.title = 'Availability'
    sheet['A1'] = 'Hilltop Gardens'
    sheet.merge_cells('A1:F1')
    sheet['A2'] = 'Tax'
    sheet['B2'] = 0
    sheet.append([])
    sheet.append(headers(doc))
    for plant in doc['plants']:
        row = sheet.max_row + 1
        values = []
        for key in doc['columns']:
            if key == 'qty':
                values.append(plant['qty'] if plant['qty'] != '' else None)
            elif key == 'price':
                values.append(f'={plant["price"]}*(1+$B$2)' if isinstance(plant['price'], (int, float)) else plant['price'])
            elif key == 'ready':
                values.append(date(plant.get('ready')))
            elif key == 'notes':
                values.append(plant.get('notes') or None)
            else:
                values.append(plant[key])
        sheet.append(values)
        sheet.cell(row, doc['columns'].index('price') + 1).number_format = '$#,##0.00'
        if 'ready' in doc['columns']:
            sheet.cell(row, doc['columns'].index('ready') + 1).number_format = 'yyyy-mm-dd'
    book.save(OUT / f'{name}.source.xlsx')


# ---------------------------------------------------------------- python-docx
def cell_text(cell, text, bold=False):
    cell.text = ''
    run = cell.paragraphs[0].add_run(text)
    run.bold = bold


def list_table(parent, words, rows, style='Table Grid'):
    """A table of a bold header row and rows of texts, in a document or a cell."""
    table = parent.add_table(rows=1, cols=len(words))
    table.style = style
    for c, word in enumerate(words):
        cell_text(table.rows[0].cells[c], word, True)
    for values in rows:
        cells = table.add_row().cells
        for c, text in enumerate(values):
            cell_text(cells[c], text)
    return table


def repeat_header(row):
    props = row._tr.get_or_add_trPr()
    element = OxmlElement('w:tblHeader')
    element.set(qn('w:val'), 'true')
    props.append(element)


def docx_merged(name):
    doc = DOCS[name]
    document = docx.Document()
    document.add_heading('Riverside Nursery availability', 1)
    document.add_paragraph('Prices per plant, FOB nursery.')
    groups = grouped(doc)
    table = document.add_table(rows=2 + len(doc['plants']), cols=6)
    table.style = 'Table Grid'
    top = table.rows[0].cells
    cell_text(top[0], 'Category', True)
    top[0].merge(table.rows[1].cells[0])
    top[1].merge(top[2])
    cell_text(top[1], 'Plant', True)
    top[3].merge(top[5])
    cell_text(top[3], 'Availability', True)
    for c, word in enumerate(['Botanical Name', 'Common Name', 'Size', 'Qty Avail', 'Price'], 1):
        cell_text(table.rows[1].cells[c], word, True)
    row = 2
    for category, plants in groups:
        first = row
        for plant in plants:
            cells = table.rows[row].cells
            for c, text in enumerate(texts(doc, plant)[1:], 1):
                cell_text(cells[c], text)
            row += 1
        merged = table.cell(first, 0).merge(table.cell(row - 1, 0)) if row - 1 > first else table.cell(first, 0)
        cell_text(merged, category)
    document.add_paragraph('All stock subject to prior sale.')
    document.save(OUT / name)


def docx_repeat_header(name):
    doc = DOCS[name]
    document = docx.Document()
    document.add_paragraph('Big Creek Wholesale - Full availability').runs[0].bold = True
    document.add_paragraph('Page breaks repeat the header row.')
    rows = [texts(doc, plant) for plant in doc['plants']]
    repeat_header(list_table(document, headers(doc), rows, 'Light Grid Accent 1').rows[0])
    document.add_paragraph('Questions? Call the office.')
    document.save(OUT / name)


def docx_legend(name):
    doc = DOCS[name]
    document = docx.Document()
    document.add_heading('Fernwood Farm', 0)
    document.add_paragraph('Legend')
    legend = document.add_table(rows=3, cols=2)
    legend.style = 'Table Grid'
    for r, (code, meaning) in enumerate([('BR', 'Bare root'), ('B&B', 'Balled and burlapped'), ('#1', 'One gallon')]):
        cell_text(legend.rows[r].cells[0], code)
        cell_text(legend.rows[r].cells[1], meaning)
    document.add_paragraph('')
    document.add_paragraph('Availability')
    written = lambda r: datetime.date.fromisoformat(r).strftime('%b %-d, %Y') if r else ''
    list_table(document, headers(doc), [texts(doc, plant, ready=written) for plant in doc['plants']])
    document.save(OUT / name)


def docx_nested(name):
    doc = DOCS[name]
    document = docx.Document()
    layout = document.add_table(rows=2, cols=2)
    cell_text(layout.cell(0, 0), 'Willow Brook Nursery\n12 Mill Road')
    cell_text(layout.cell(0, 1), 'Availability - week 9')
    host = layout.cell(1, 0).merge(layout.cell(1, 1))
    host.paragraphs[0].text = 'Current stock:'
    words = headers(doc)
    list_table(host, words, [texts(doc, plant) for plant in doc['plants']])
    host.add_paragraph('Prices include pot.')
    document.save(OUT / name)


def docx_tabs(name):
    doc = DOCS[name]
    document = docx.Document()
    document.add_paragraph('Stony Point Perennials - price list')
    document.add_paragraph('')
    document.add_paragraph('\t'.join(headers(doc))).runs[0].bold = True
    for plant in doc['plants']:
        document.add_paragraph('\t'.join(texts(doc, plant)))
    document.add_paragraph('')
    document.add_paragraph('Thank you for your business.')
    document.save(OUT / name)


def docx_name_sizes(name):
    """One plant in several sizes: its names merged down its rows (vMerge)."""
    doc = DOCS[name]
    document = docx.Document()
    document.add_paragraph('Availability by size')
    plants = doc['plants']
    table = document.add_table(rows=1 + len(plants), cols=5)
    table.style = 'Table Grid'
    for c, word in enumerate(headers(doc)):
        cell_text(table.cell(0, c), word, True)
    first = 1
    for index, plant in enumerate(plants):
        row = 1 + index
        for c, text in enumerate(texts(doc, plant)[2:], 2):
            cell_text(table.cell(row, c), text)
        if index + 1 == len(plants) or plants[index + 1]['botanical'] != plant['botanical']:
            for column, key in ((0, 'botanical'), (1, 'common')):
                merged = table.cell(first, column).merge(table.cell(row, column)) if row > first else table.cell(row, column)
                cell_text(merged, plant[key])
            first = row + 1
    document.save(OUT / name)


def tracked(paragraph, old, new):
    """A price changed with track changes on: the old text deleted, the new inserted."""
    for run in list(paragraph.runs):
        run._r.getparent().remove(run._r)
    stamp = {qn('w:id'): '1', qn('w:author'): 'Office', qn('w:date'): '2027-02-01T09:00:00Z'}
    deleted = OxmlElement('w:del')
    inserted = OxmlElement('w:ins')
    for element in (deleted, inserted):
        for key, value in stamp.items():
            element.set(key, value)
    old_run = OxmlElement('w:r')
    old_text = OxmlElement('w:delText')
    old_text.text = old
    old_run.append(old_text)
    deleted.append(old_run)
    new_run = OxmlElement('w:r')
    new_text = OxmlElement('w:t')
    new_text.text = new
    new_run.append(new_text)
    inserted.append(new_run)
    paragraph._p.append(deleted)
    paragraph._p.append(inserted)


def docx_tracked(name):
    """Prices updated with track changes on, a sold-out row deleted with track changes (not yet accepted)."""
    doc = DOCS[name]
    document = docx.Document()
    document.add_paragraph('Availability - revised prices')
    words = headers(doc)
    table = document.add_table(rows=1, cols=len(words))
    table.style = 'Table Grid'
    for c, word in enumerate(words):
        cell_text(table.rows[0].cells[c], word, True)
    for index, plant in enumerate(doc['plants']):
        row = table.add_row()
        for c, text in enumerate(texts(doc, plant)):
            cell_text(row.cells[c], text)
        if isinstance(plant['price'], (int, float)) and index % 2 == 0:
            tracked(row.cells[4].paragraphs[0], money(round(plant['price'] * 0.9, 2)), money(plant['price']))
        if index == 5:
            gone = table.add_row()
            for c, text in enumerate(['Ulmus americana', 'American Elm', '#15', '0', '$99.00']):
                cell_text(gone.cells[c], text)
                for run in gone.cells[c].paragraphs[0].runs:
                    if run._r.find(qn('w:t')) is None:
                        continue
                    run._r.find(qn('w:t')).tag = qn('w:delText')
                    wrapper = OxmlElement('w:del')
                    wrapper.set(qn('w:id'), str(10 + c))
                    wrapper.set(qn('w:author'), 'Office')
                    run._r.addprevious(wrapper)
                    wrapper.append(run._r)
            props = gone._tr.get_or_add_trPr()
            marker = OxmlElement('w:del')
            marker.set(qn('w:id'), '9')
            marker.set(qn('w:author'), 'Office')
            props.append(marker)
    document.save(OUT / name)


def docx_unit_header(name):
    doc = DOCS[name]
    document = docx.Document()
    rows = [texts(doc, plant) for plant in doc['plants']]
    for values, plant in zip(rows, doc['plants']):
        values[2] = str(gallons(plant['size']))
    list_table(document, headers(doc, size='Container Size (gal.)'), rows)
    document.save(OUT / name)


# ---------------------------------------------------------------- pandoc and abiword sources
def pandoc_source(name):
    doc = DOCS[name]
    words = headers(doc)
    lines = ['# Greenway Plant Co.', '', 'Availability as of March 1.', '', '| ' + ' | '.join(words) + ' |',
             '|' + '|'.join(['---'] * len(words)) + '|']
    for plant in doc['plants']:
        lines.append('| ' + ' | '.join(t.replace('|', '/') for t in texts(doc, plant)) + ' |')
    lines += ['', 'Call to confirm before pickup.', '']
    (OUT / f'{name}.md').write_text('\n'.join(lines))


def abiword_source(name):
    doc = DOCS[name]
    esc = lambda t: t.replace('&', '&amp;').replace('<', '&lt;').replace('>', '&gt;')
    rows = ''.join('<tr>' + ''.join(f'<td>{esc(t)}</td>' for t in texts(doc, plant)) + '</tr>' for plant in doc['plants'])
    head = '<tr>' + ''.join(f'<td><b>{esc(w)}</b></td>' for w in headers(doc)) + '</tr>'
    (OUT / f'{name}.html').write_text(
        f'<html><body><h1>Twin Oaks Nursery</h1><p>Current list</p><table border="1">{head}{rows}</table>'
        '<p>Thank you</p></body></html>')


# ---------------------------------------------------------------- CSV bytes as other tools export them
def csv_line(cells, sep=',', always=False):
    out = []
    for cell in cells:
        text = str(cell)
        if always or sep in text or '"' in text or '\n' in text or '\r' in text:
            text = '"' + text.replace('"', '""') + '"'
        out.append(text)
    return sep.join(out)


def decimal_comma(value):
    return f'{value:.2f}'.replace('.', ',') if isinstance(value, (int, float)) else value


def csv_semicolon_comma(name):
    doc = DOCS[name]
    lines = [csv_line(headers(doc, qty='Menge', price='Preis'), ';')]
    lines = [csv_line(headers(doc), ';')]
    lines += [csv_line(texts(doc, plant, price=decimal_comma), ';') for plant in doc['plants']]
    (OUT / name).write_bytes(('\r\n'.join(lines) + '\r\n').encode('utf-8'))


def csv_tabs(name):
    doc = DOCS[name]
    lines = ['\t'.join(headers(doc))] + ['\t'.join(texts(doc, plant)) for plant in doc['plants']]
    (OUT / name).write_bytes(('\n'.join(lines) + '\n').encode('utf-8'))


def csv_utf16(name):
    doc = DOCS[name]
    lines = [csv_line(headers(doc))] + [csv_line(texts(doc, plant)) for plant in doc['plants']]
    (OUT / name).write_bytes(b'\xff\xfe' + ('\r\n'.join(lines) + '\r\n').encode('utf-16-le'))


def csv_cp1252_sep(name):
    doc = DOCS[name]
    lines = ['sep=;', csv_line(headers(doc), ';')]
    lines += [csv_line(texts(doc, plant, price=decimal_comma), ';') for plant in doc['plants']]
    (OUT / name).write_bytes(('\r\n'.join(lines) + '\r\n').encode('cp1252'))


def csv_cr_only(name):
    doc = DOCS[name]
    lines = [csv_line(headers(doc), always=True)]
    for plant in doc['plants']:
        cells = texts(doc, plant)
        notes = doc['columns'].index('notes')
        if cells[notes]:
            cells[notes] = cells[notes].replace(', ', ',\r')
        lines.append(csv_line(cells, always=True))
    (OUT / name).write_bytes(('\r'.join(lines) + '\r').encode('utf-8'))


def csv_title_trailing(name):
    doc = DOCS[name]
    width = len(headers(doc)) + 3
    pad = lambda cells: cells + [''] * (width - len(cells))
    lines = [csv_line(pad(['Ashgrove Nursery Availability'])), csv_line(pad(['Week of March 3'])), csv_line(pad([])),
             csv_line(pad(headers(doc)))]
    for category, plants in grouped(doc):
        lines.append(csv_line(pad([category])))
        lines += [csv_line(pad(texts(doc, plant, price=lambda v: f'{v:.2f}' if isinstance(v, (int, float)) else v)))
                  for plant in plants]
        lines.append(csv_line(pad([])))
    (OUT / name).write_bytes(('\r\n'.join(lines) + '\r\n').encode('utf-8'))


def csv_thousands(name):
    doc = DOCS[name]
    us_date = lambda r: datetime.date.fromisoformat(r).strftime('%-m/%-d/%Y') if r else ''
    lines = [csv_line(headers(doc, qty='Quantity', price='Unit Price'))]
    lines += [csv_line(texts(doc, plant, qty=lambda q: f'{q:,}' if isinstance(q, int) else q, ready=us_date))
              for plant in doc['plants']]
    (OUT / name).write_bytes(('\ufeff' + '\r\n'.join(lines) + '\r\n').encode('utf-8'))


def csv_unit_header(name):
    doc = DOCS[name]
    lines = [csv_line(['Botanical Name', 'Common Name', 'Gallons', 'Qty Avail', 'Price'])]
    for plant in doc['plants']:
        values = texts(doc, plant)
        values[2] = str(gallons(plant['size']))
        lines.append(csv_line(values))
    (OUT / name).write_bytes(('\r\n'.join(lines) + '\r\n').encode('utf-8'))


# ---------------------------------------------------------------- round 2: shapes of other programs' lists
def xw_two_names_cell(name):
    """Both names in one cell on two lines (Alt+Enter) under "Plant"."""
    doc = DOCS[name]
    book = xlsxwriter.Workbook(str(OUT / name))
    sheet = book.add_worksheet()
    wrap = book.add_format({'text_wrap': True, 'valign': 'top'})
    sheet.write_row(0, 0, ['Plant', 'Size', 'Qty Avail', 'Price'], book.add_format({'bold': True}))
    for index, plant in enumerate(doc['plants']):
        sheet.write(index + 1, 0, f"{plant['botanical']}\n{plant['common']}", wrap)
        sheet.write(index + 1, 1, plant['size'])
        if plant['qty'] != '':
            sheet.write_number(index + 1, 2, plant['qty'])
        sheet.write(index + 1, 3, plant['price'])
    book.close()


def docx_two_names_cell(name):
    """Both names in one cell, the botanical name in italics over the common name (two paragraphs)."""
    doc = DOCS[name]
    document = docx.Document()
    table = list_table(document, ['Plant', 'Size', 'Qty Avail', 'Price'],
                       [['', plant['size'], str(plant['qty']), money(plant['price'])] for plant in doc['plants']])
    for row, plant in zip(table.rows[1:], doc['plants']):
        cell = row.cells[0]
        cell.paragraphs[0].add_run(plant['botanical']).italic = True
        cell.add_paragraph(plant['common'])
    document.save(OUT / name)


def csv_inventory_export(name):
    """An inventory program's export: item codes, the plant in "Description", stock on hand, committed, available."""
    doc = DOCS[name]
    lines = [csv_line(['Item', 'Description', 'Size', 'On Hand', 'Committed', 'Available', 'Sales Price'])]
    for index, plant in enumerate(doc['plants']):
        qty = plant['qty']
        committed = (index * 7) % 11 if qty != '' else ''
        on_hand = qty + committed if qty != '' else ''
        price = f"{plant['price']:.2f}" if isinstance(plant['price'], (int, float)) else plant['price']
        code = ''.join(word[:3].upper() for word in plant['botanical'].split()[:2]) + f'-{100 + index}'
        lines.append(csv_line([code, plant['botanical'], plant['size'], on_hand, committed, qty, price]))
    (OUT / name).write_bytes(('\r\n'.join(lines) + '\r\n').encode('utf-8'))


def op_side_by_side(name):
    """Two blocks of the same columns side by side on one sheet (a printed page's two halves)."""
    doc = DOCS[name]
    book = openpyxl.Workbook()
    sheet = book.active
    sheet['A1'] = 'Availability - Spring'
    words = headers(doc)
    half = (len(doc['plants']) + 1) // 2
    sheet.append([])
    sheet.append(words + [''] + words)
    for index in range(half):
        left = doc['plants'][index]
        right = doc['plants'][half + index] if half + index < len(doc['plants']) else None
        cells = texts(doc, left) + [''] + (texts(doc, right) if right else [])
        sheet.append(cells)
    book.save(OUT / name)


def xw_row_numbers(name):
    """A "#" column of row numbers before the names, and an "Item No." code column after them."""
    doc = DOCS[name]
    book = xlsxwriter.Workbook(str(OUT / name))
    sheet = book.add_worksheet()
    sheet.write_row(0, 0, ['#', 'Item No.'] + headers(doc), book.add_format({'bold': True}))
    for index, plant in enumerate(doc['plants']):
        sheet.write_number(index + 1, 0, index + 1)
        sheet.write_number(index + 1, 1, 4000 + index * 3)
        for c, text in enumerate(texts(doc, plant)):
            sheet.write(index + 1, 2 + c, text)
    book.close()


def old_prices(plant):
    """Last season's row: other prices and stock."""
    price = round(plant['price'] * 0.92, 2) if isinstance(plant['price'], (int, float)) else plant['price']
    qty = plant['qty'] * 2 + 5 if isinstance(plant['qty'], int) else plant['qty']
    return {**plant, 'price': price, 'qty': qty}


def op_hidden_old_sheet(name):
    """This season's list, and last season's kept in a hidden sheet before it (and a very hidden lookup sheet)."""
    doc = DOCS[name]
    book = openpyxl.Workbook()
    old = book.active
    old.title = 'Avail 2026'
    old.sheet_state = 'hidden'
    sheet = book.create_sheet('Avail 2027')
    lookup = book.create_sheet('Lookup')
    lookup.sheet_state = 'veryHidden'
    lookup.append(['Botanical Name', 'Common Name', 'Size', 'Qty Avail', 'Price'])
    lookup.append(['Acer rubrum', 'Red Maple', '#7', 1, 1])
    for target, plants in ((old, [old_prices(p) for p in doc['plants']]), (sheet, doc['plants'])):
        target.append(headers(doc))
        for plant in plants:
            target.append([plant['botanical'], plant['common'], plant['size'],
                           plant['qty'] if plant['qty'] != '' else None, plant['price']])
    book.active = 1
    book.save(OUT / name)


def xlwt_hidden_old_sheet(name):
    doc = DOCS[name]
    book = xlwt_book()
    old = book.add_sheet('Avail 2026')
    old.visibility = 1
    sheet = book.add_sheet('Avail 2027')
    for target, plants in ((old, [old_prices(p) for p in doc['plants']]), (sheet, doc['plants'])):
        for c, word in enumerate(headers(doc)):
            target.write(0, c, word)
        for index, plant in enumerate(plants):
            for c, text in enumerate([plant['botanical'], plant['common'], plant['size'], plant['qty'], plant['price']]):
                if text != '':
                    target.write(index + 1, c, text)
    sheet.set_selected(True)
    old.set_selected(False)
    book.active_sheet = 1
    book.save(str(OUT / name))


STRUCK = (1, 6)


def xw_struck_rows(name):
    """Sold-out rows struck through, not deleted (the price of one changed, the old one struck)."""
    doc = DOCS[name]
    book = xlsxwriter.Workbook(str(OUT / name))
    sheet = book.add_worksheet()
    strike = book.add_format({'font_strikeout': True})
    sheet.write_row(0, 0, headers(doc), book.add_format({'bold': True}))
    for index, plant in enumerate(doc['plants']):
        sheet.write_row(index + 1, 0, texts(doc, plant), strike if index in STRUCK else None)
    book.close()


def docx_struck_rows(name):
    doc = DOCS[name]
    document = docx.Document()
    table = list_table(document, headers(doc), [texts(doc, plant) for plant in doc['plants']])
    for index in STRUCK:
        for cell in table.rows[index + 1].cells:
            for run in cell.paragraphs[0].runs:
                run.font.strike = True
    document.save(OUT / name)


WRITERS = {
    'o4-xw-formula-price.xlsx': xw_formula_price, 'o4-xw-table-totals.xlsx': xw_table_totals,
    'o4-xw-rich-sheets.xlsx': xw_rich_sheets, 'o4-xw-wide-tiers.xlsx': xw_wide_tiers,
    'o4-xw-gal-format.xlsx': xw_gal_format, 'o4-op-no-cache.xlsx': op_no_cache,
    'o4-op-cover-dates.xlsx': op_cover_dates, 'o4-op-merged-groups.xlsx': op_merged_groups,
    'o4-op-inline-strings.xlsx': op_inline_strings, 'o4-xlwt-formats.xls': xlwt_formats,
    'o4-xlwt-sections.xls': xlwt_sections, 'o4-xlwt-second-sheet.xls': xlwt_second_sheet,
    'o4-gnm-list.xlsx': gnm_source, 'o4-gnm-list.xls': gnm_source, 'o4-docx-merged.docx': docx_merged,
    'o4-docx-repeat-header.docx': docx_repeat_header, 'o4-docx-legend.docx': docx_legend,
    'o4-docx-nested.docx': docx_nested, 'o4-docx-tabs.docx': docx_tabs, 'o4-pandoc-pipe.docx': pandoc_source,
    'o4-abiword.docx': abiword_source, 'o4-csv-semicolon-comma.csv': csv_semicolon_comma, 'o4-csv-tabs.csv': csv_tabs,
    'o4-csv-utf16.csv': csv_utf16, 'o4-csv-cp1252-sep.csv': csv_cp1252_sep, 'o4-csv-cr-only.csv': csv_cr_only,
    'o4-csv-title-trailing.csv': csv_title_trailing, 'o4-csv-thousands.csv': csv_thousands,
    'o4-xw-unit-header.xlsx': xw_unit_header, 'o4-op-name-sizes.xlsx': op_name_sizes,
    'o4-docx-name-sizes.docx': docx_name_sizes, 'o4-docx-tracked.docx': docx_tracked,
    'o4-docx-unit-header.docx': docx_unit_header, 'o4-csv-unit-header.csv': csv_unit_header,
    'o4-xw-two-names-cell.xlsx': xw_two_names_cell, 'o4-docx-two-names-cell.docx': docx_two_names_cell,
    'o4-csv-inventory-export.csv': csv_inventory_export, 'o4-op-side-by-side.xlsx': op_side_by_side,
    'o4-xw-row-numbers.xlsx': xw_row_numbers, 'o4-op-hidden-old-sheet.xlsx': op_hidden_old_sheet,
    'o4-xlwt-hidden-old-sheet.xls': xlwt_hidden_old_sheet, 'o4-xw-struck-rows.xlsx': xw_struck_rows,
    'o4-docx-struck-rows.docx': docx_struck_rows,
}

for doc_name, write in WRITERS.items():
    write(doc_name)
