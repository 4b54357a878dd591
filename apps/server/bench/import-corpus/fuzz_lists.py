# Random availability lists in many shapes (make-fuzz.sh): a seeded mix of plants from the name reference (with
# made-up cultivars), column names, sizes, quantities and prices, written as xlsx, xlsx printed by Calc, docx, docx
# printed by Writer, an HTML table printed by Chromium, or CSV, each with its expected rows.
# Usage: fuzz_lists.py <seed> <count> <out dir> <work dir>
import json, random, re, subprocess, sys, os, glob, html
seed = int(sys.argv[1]); n = int(sys.argv[2]); out = sys.argv[3]; work = sys.argv[4]
R = random.Random(seed)
os.makedirs(out, exist_ok=True); os.makedirs(work, exist_ok=True)
here = os.path.dirname(os.path.abspath(__file__))
ref = []
for f in sorted(glob.glob(os.path.join(here, '../../../../packages/shared/src/plant-names/data/*.ts'))):
    for line in open(f):
        p = line.strip().split('|')
        if len(p) > 3 and re.match(r"^[A-Z][a-z]+ [a-z]", p[0]) and p[1]:
            ref.append((p[0], p[1].split(',')[0].title()))
CULT = ['Moonbeam', 'Ruby Star', 'Little Lime', 'Blue Zinger', 'Golden Sunset', 'Autumn Gold', 'Snow Cap', 'Red Rocket', 'Purple Haze', 'Summer Wine']
def plant():
    b, c = R.choice(ref)
    if "'" not in b and R.random() < 0.35: b = f"{b} '{R.choice(CULT)}'"
    return b, c
SIZES = ['#1', '#2', '#3', '#5', '#7', '1 gal', '3 gal', '5 gal', '7 gal', '15 gal', '25 gal', '4"', '6"', '1 qt', '2" cal.', '6-7\'', 'B&B 8-10\'', '72 cell', 'bare root', '24" box']
HEAD = {
  'scientific_name': ['Botanical Name', 'Botanical', 'Latin Name', 'Scientific Name'],
  'plant_name': ['Common Name', 'Plant', 'Plant Name', 'Common'],
  'size': ['Size', 'Container', 'Cont. Size'],
  'quantity_available': ['Qty', 'Qty Avail', 'Available', 'On Hand', 'Quantity', 'Avail.'],
  'price': ['Price', 'Unit Price', 'Each', 'Wholesale', 'Price Each'],
  'description': ['Notes', 'Comments'],
}
NOTES = ['Heavy root', 'Full', 'Limited', 'Sheared', 'Ready spring', 'Matched', '', '', '']
def make_list():
    fields = R.choice([
        ['scientific_name', 'plant_name', 'size', 'quantity_available', 'price'],
        ['plant_name', 'scientific_name', 'size', 'quantity_available', 'price'],
        ['scientific_name', 'size', 'quantity_available', 'price'],
        ['plant_name', 'size', 'price', 'quantity_available'],
        ['scientific_name', 'plant_name', 'size', 'price', 'quantity_available', 'description'],
        ['scientific_name', 'plant_name', 'quantity_available', 'size', 'price'],
    ])
    head = [R.choice(HEAD[f]) for f in fields]
    rows = []
    for _ in range(R.randint(6, 45)):
        b, c = plant(); q = R.choice([R.randint(1, 40), R.randint(10, 500), R.randint(1000, 5000)])
        p = R.choice([R.randint(3, 60) + R.choice([0, .25, .5, .75, .99]), R.randint(60, 900) + R.choice([0, .5])])
        v = {'scientific_name': b, 'plant_name': c, 'size': R.choice(SIZES), 'quantity_available': f'{q:,}' if q >= 1000 and R.random() < .5 else str(q),
             'price': f'${p:,.2f}' if R.random() < .6 else f'{p:.2f}', 'description': R.choice(NOTES)}
        rows.append([v[f] for f in fields])
    return fields, head, rows
def expected(fields, rows):
    # A list naming its plants only botanically: the product reads that column as the plant name.
    rename = {'scientific_name': 'plant_name'} if 'plant_name' not in fields else {}
    return [{rename.get(f, f): v for f, v in zip(fields, r) if v} for r in rows]
title = lambda: R.choice(['Spring Availability', 'Weekly Availability List', 'Wholesale Price List 2026', 'Current Inventory'])
def html_table(head, rows, style):
    th = ''.join(f'<th>{html.escape(h)}</th>' for h in head)
    tr = ''.join('<tr>' + ''.join(f'<td>{html.escape(c)}</td>' for c in r) + '</tr>' for r in rows)
    return f"<html><head><style>{style}</style></head><body><h2>{R.choice(['Green Acres','Oak Ridge','Blue Heron','Prairie Wind'])} Nursery</h2><p>{title()} &middot; call 555-0134</p><table><thead><tr>{th}</tr></thead><tbody>{tr}</tbody></table><p>Prices subject to change. FOB nursery.</p></body></html>"
STYLES = [
  "body{font-family:'Liberation Sans';font-size:11pt} table{border-collapse:collapse} td,th{border:1px solid #444;padding:3px 6px;text-align:left}",
  "body{font-family:'DejaVu Serif';font-size:10pt} table{border-collapse:collapse;width:100%} th{border-bottom:2px solid #000;text-align:left} td{padding:2px 8px} tr:nth-child(even) td{background:#eee}",
  "body{font-family:'Liberation Serif';font-size:12pt} table{width:100%} th{background:#2d5a27;color:#fff;text-align:left;padding:4px} td{padding:3px;border-bottom:1px solid #ccc}",
  "body{font-family:'DejaVu Sans';font-size:9pt} td,th{padding:1px 10px;text-align:left} td:nth-last-child(-n+2){text-align:right}",
]
def run(cmd): subprocess.run(cmd, shell=True, check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
import openpyxl, docx
for i in range(n):
    fields, head, rows = make_list(); exp = expected(fields, rows)
    kind = R.choice(['xlsx', 'xlsx-pdf', 'docx', 'docx-pdf', 'html-pdf', 'csv'])
    name = f'fz{seed}-{i:02d}-{kind}'
    if kind.startswith('xlsx'):
        wb = openpyxl.Workbook(); ws = wb.active
        top = R.random() < .5
        if top: ws.append([title()]); ws.append([])
        ws.append(head)
        for r in rows:
            cells = []
            for f, v in zip(fields, r):
                if f == 'quantity_available' and R.random() < .7: cells.append(int(v.replace(',', '')))
                elif f == 'price' and R.random() < .7: cells.append(float(v.replace('$', '').replace(',', '')))
                else: cells.append(v)
            ws.append(cells)
        for j, f in enumerate(fields):
            col = openpyxl.utils.get_column_letter(j + 1)
            ws.column_dimensions[col].width = max(len(head[j]), *(len(r[j]) for r in rows)) + R.choice([1, 3])
            if f == 'price':
                for c in ws[col][ (3 if top else 1):]: c.number_format = R.choice(['"$"#,##0.00', '0.00', '#,##0.00'])
        # expected price text as shown: keep numeric equivalence (scoring normalises prices)
        wb.save(f'{work}/{name}.xlsx')
        if kind == 'xlsx': os.rename(f'{work}/{name}.xlsx', f'{out}/{name}.xlsx'); fn = f'{name}.xlsx'
        else: run(f'cd {work} && soffice --headless --convert-to pdf {name}.xlsx'); os.rename(f'{work}/{name}.pdf', f'{out}/{name}.pdf'); fn = f'{name}.pdf'
    elif kind.startswith('docx'):
        d = docx.Document(); d.add_heading(title(), R.choice([1, 2]))
        t = d.add_table(rows=1, cols=len(head)); t.style = R.choice(['Table Grid', 'Light List Accent 1', 'Light Shading', 'Medium Shading 1 Accent 1'])
        for j, h in enumerate(head): t.rows[0].cells[j].text = h
        for r in rows:
            c = t.add_row().cells
            for j, v in enumerate(r): c[j].text = v
        d.save(f'{work}/{name}.docx')
        if kind == 'docx': os.rename(f'{work}/{name}.docx', f'{out}/{name}.docx'); fn = f'{name}.docx'
        else: run(f'cd {work} && soffice --headless --convert-to pdf {name}.docx'); os.rename(f'{work}/{name}.pdf', f'{out}/{name}.pdf'); fn = f'{name}.pdf'
    elif kind == 'html-pdf':
        open(f'{work}/{name}.html', 'w').write(html_table(head, rows, R.choice(STYLES)))
        run(f'chromium --headless --no-sandbox --disable-gpu --no-pdf-header-footer --print-to-pdf={out}/{name}.pdf file://{work}/{name}.html'); fn = f'{name}.pdf'
    else:
        import csv
        with open(f'{out}/{name}.csv', 'w', newline='') as fh:
            w = csv.writer(fh); w.writerow(head); [w.writerow(r) for r in rows]
        fn = f'{name}.csv'
    with open(f'{out}/{fn}.json', 'w') as fh:
        json.dump(exp, fh, indent=2)
        fh.write('\n')
    print(fn, len(rows))
