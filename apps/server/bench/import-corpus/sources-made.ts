// More sources for the import corpus (issue 13), in shapes the reader was not built beside: web pages printed by
// Chromium (zebra rows and "$" in its own cell, cells wrapped and centred on their row, a category once per group,
// two tables on a page and two side by side, three landscape or portrait pages under a repeated header), Calc
// workbooks (exceljs) exported by LibreOffice (columns spilling onto a second page, hidden rows and columns, formulas,
// dates, a cover sheet), and Writer lists laid out with tab stops instead of a table (RTF), plain or with dot leaders.
// Run by make-corpus.sh: node apps/server/bench/import-corpus/sources-made.ts <out dir>
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import ExcelJS from 'exceljs';

interface Plant {
  category: string;
  botanical: string;
  common: string;
  size: string;
  qty: string;
  price: string;
  ready: string;
  notes: string;
}
const plant = (...[category, botanical, common, size, qty, price, ready, notes]: string[]): Plant => ({
  category: category!,
  botanical: botanical!,
  common: common!,
  size: size!,
  qty: qty!,
  price: price!,
  ready: ready!,
  notes: notes!,
});
const PLANTS = [
  plant(
    'Shade Trees',
    'Quercus rubra',
    'Northern Red Oak',
    'B&B 2.5"',
    '18',
    '$1,250.00',
    'Now',
    'Dug fall, heeled in',
  ),
  plant(
    'Shade Trees',
    "Acer saccharum 'Green Mountain'",
    'Sugar Maple',
    'B&B 2"',
    '1,250',
    '$385.00',
    'Apr 15',
    'Specimen quality, matched crowns for street planting',
  ),
  plant('Shade Trees', "Tilia cordata 'Greenspire'", 'Littleleaf Linden', "6-8'", '42', '$149.50', 'Now', ''),
  plant('Evergreens', "Picea pungens 'Glauca'", 'Colorado Blue Spruce', '#7', '65', '$89.00', 'May 1', 'Sheared'),
  plant('Evergreens', "Juniperus chinensis 'Sea Green'", 'Sea Green Juniper', '3 gal', '310', '$27.75', 'Now', ''),
  plant(
    'Shrubs',
    "Viburnum dentatum 'Blue Muffin'",
    'Arrowwood Viburnum',
    '#3',
    '2,400',
    '$24.00',
    'Jun 1',
    'Native; heavy berry set',
  ),
  plant('Shrubs', "Physocarpus opulifolius 'Diabolo'", 'Ninebark', '5 gal', '96', '$34.50', 'Now', ''),
  plant('Shrubs', "Rosa x 'Radrazz'", 'Knock Out Rose', '3 gal', '0', '$22.95', 'Jul 1', 'Sold out until July'),
  plant('Perennials', "Echinacea purpurea 'Magnus'", 'Purple Coneflower', '4" pot', '1,800', '$4.25', 'Now', ''),
  plant(
    'Perennials',
    "Nepeta x faassenii 'Walker's Low'",
    'Catmint',
    '72-cell flat',
    '36',
    '$68.00',
    'Now',
    'Plugs, 72 per flat',
  ),
  plant('Perennials', "Panicum virgatum 'Northwind'", 'Switchgrass', '1 gal', '525', '$9.50', 'Apr 1', ''),
  plant(
    'Perennials',
    'Heuchera villosa var. macrorhiza',
    'Hairy Alumroot',
    '2 qt',
    '140',
    '$7.95',
    'Now',
    'Shade tolerant',
  ),
];
type Cells = Record<string, string>;
interface Doc {
  /** File name in the corpus, without the ".pdf" the tools add. */
  name: string;
  ext: 'htm' | 'rtf' | 'xlsx';
  source: string | Buffer;
  expected: Cells[];
}

const esc = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const page = (css: string, body: string) =>
  `<!doctype html><html><head><meta charset="utf-8"><style>${css}</style></head><body>${body}</body></html>`;
const both = (p: Plant): Cells => ({
  scientific_name: p.botanical,
  plant_name: p.common,
  size: p.size,
  quantity_available: p.qty,
  price: p.price,
});
const botanicalOnly = (p: Plant): Cells => ({
  plant_name: p.botanical,
  size: p.size,
  quantity_available: p.qty,
  price: p.price,
});
const amount = (text: string) => Number(text.replace(/[$,]/g, ''));
const money = (value: number) =>
  `$${value.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

function browserDocs(): Doc[] {
  const docs: Doc[] = [];
  // Borders, zebra rows, 9 pt, "$" in its own cell under a "Price" spanning two columns, numbers right-aligned.
  {
    const css = `body{font:9pt Arial,sans-serif} table{border-collapse:collapse} td,th{border:1px solid #999;padding:2px 4px}
    tr:nth-child(even) td{background:#eef3ee} .n{text-align:right} .d{border-right:none;padding-right:0} .a{border-left:none;text-align:right}`;
    const rows = PLANTS.map(
      (p, i) =>
        `<tr><td>${10412 + i}</td><td><i>${esc(p.botanical)}</i></td><td>${esc(p.common)}</td><td>${esc(p.size)}</td><td class=n>${p.qty}</td><td class=d>$</td><td class=a>${p.price.slice(1)}</td></tr>`,
    ).join('');
    const body = `<h2>Green Acres Wholesale - Availability</h2><table><thead><tr><th>SKU</th><th>Botanical Name</th><th>Common Name</th><th>Size</th><th>Qty</th><th colspan=2>Price</th></tr></thead><tbody>${rows}</tbody></table>`;
    docs.push({ name: 'browser-zebra-dollar', ext: 'htm', source: page(css, body), expected: PLANTS.map(both) });
  }
  // Loose padding, narrow columns (names and notes wrap), category first, centred numbers, a "Ready" column.
  {
    const css = `body{font:10pt Georgia,serif} table{border-collapse:collapse;width:100%} td,th{padding:8px 10px;border-bottom:1px solid #ccc;vertical-align:top}
    th{text-align:left;background:#234;color:#fff} .c{text-align:center} td.w{width:90px} td.nt{width:110px}`;
    const rows = PLANTS.map(
      (p) =>
        `<tr><td>${esc(p.category)}</td><td class=w>${esc(p.botanical)}</td><td class=w>${esc(p.common)}</td><td class=c>${esc(p.size)}</td><td class=c>${p.qty}</td><td class=c>${p.price}</td><td>${p.ready}</td><td class=nt>${esc(p.notes)}</td></tr>`,
    ).join('');
    const body = `<table><thead><tr><th>Category</th><th>Botanical Name</th><th>Common Name</th><th>Size</th><th>Qty Avail</th><th>Price</th><th>Ready</th><th>Notes</th></tr></thead><tbody>${rows}</tbody></table>`;
    const expected = PLANTS.map((p) => ({
      category: p.category,
      ...both(p),
      ready_date: p.ready,
      ...(p.notes ? { description: p.notes } : {}),
    }));
    docs.push({ name: 'browser-wrap-notes', ext: 'htm', source: page(css, body), expected });
  }
  // Names wrapped to two to four lines, every other cell centred on the row (vertical-align: middle).
  {
    const css = `body{font:9pt Arial} table{border-collapse:collapse} td,th{border:1px solid #777;padding:3px 5px;vertical-align:middle} td.w{width:70px} .n{text-align:right}`;
    const rows = PLANTS.map(
      (p) =>
        `<tr><td class=w>${esc(p.botanical)}</td><td class=w>${esc(p.common)}</td><td>${esc(p.size)}</td><td class=n>${p.qty}</td><td class=n>${p.price}</td></tr>`,
    ).join('');
    const body = `<table><tr><th>Botanical Name</th><th>Common Name</th><th>Size</th><th>Qty</th><th>Price</th></tr>${rows}</table>`;
    docs.push({ name: 'browser-middle', ext: 'htm', source: page(css, body), expected: PLANTS.map(both) });
  }
  // A category printed once per group (rowspan), no borders, tight padding.
  {
    const css = `body{font:8.5pt 'DejaVu Sans'} table{border-collapse:collapse} td,th{padding:1px 3px;text-align:left;vertical-align:top} .n{text-align:right} tr.g td{border-top:1px solid #000}`;
    const groups = new Map<string, Plant[]>();
    for (const p of PLANTS) groups.set(p.category, [...(groups.get(p.category) ?? []), p]);
    const rows = [...groups]
      .map(([category, list]) =>
        list
          .map(
            (p, i) =>
              `<tr${i ? '' : ' class=g'}>${i ? '' : `<td rowspan=${list.length}><b>${category}</b></td>`}<td>${esc(p.botanical)}</td><td>${esc(p.size)}</td><td class=n>${p.qty}</td><td class=n>${p.price}</td></tr>`,
          )
          .join(''),
      )
      .join('');
    const body = `<table><tr><th>Category</th><th>Plant Name</th><th>Size</th><th>Qty</th><th>Price</th></tr>${rows}</table>`;
    const expected = PLANTS.map((p) => ({ category: p.category, ...botanicalOnly(p) }));
    docs.push({ name: 'browser-groups', ext: 'htm', source: page(css, body), expected });
  }
  // Two tables on one page, each under its own heading; and two tables side by side (a flyer in two columns).
  {
    const css = `body{font:9pt Helvetica,Arial,sans-serif} table{border-collapse:collapse;margin-bottom:18px} td,th{padding:1px 6px} th{text-align:left;border-bottom:1.5px solid #000} .n{text-align:right}`;
    const table = (list: Plant[]) =>
      `<table><tr><th>Plant Name</th><th>Size</th><th class=n>Avail</th><th class=n>Price</th></tr>${list.map((p) => `<tr><td>${esc(p.botanical)}</td><td>${esc(p.size)}</td><td class=n>${p.qty}</td><td class=n>${p.price}</td></tr>`).join('')}</table>`;
    const body = `<h3>Trees and Evergreens</h3>${table(PLANTS.slice(0, 5))}<h3>Shrubs and Perennials</h3>${table(PLANTS.slice(5))}`;
    docs.push({ name: 'browser-two-tables', ext: 'htm', source: page(css, body), expected: PLANTS.map(botanicalOnly) });
    const flyerCss = `body{font:9pt Arial} .c{display:flex;gap:24px} table{border-collapse:collapse} td,th{padding:2px 4px;border-bottom:1px solid #bbb} .n{text-align:right}`;
    const half = (list: Plant[]) =>
      `<table><tr><th>Plant</th><th>Size</th><th>Qty</th><th>Price</th></tr>${list.map((p) => `<tr><td>${esc(p.common)}</td><td>${esc(p.size)}</td><td class=n>${p.qty}</td><td class=n>${p.price}</td></tr>`).join('')}</table>`;
    const flyer = `<h3>Availability</h3><div class=c>${half(PLANTS.slice(0, 6))}${half(PLANTS.slice(6))}</div>`;
    const expected = PLANTS.map((p) => ({
      plant_name: p.common,
      size: p.size,
      quantity_available: p.qty,
      price: p.price,
    }));
    docs.push({ name: 'browser-side-by-side', ext: 'htm', source: page(flyerCss, flyer), expected });
  }
  // Three landscape pages under a repeated header: UPC, tier prices.
  {
    const css = `@page{size:letter landscape;margin:0.5in} body{font:10pt Verdana,sans-serif} table{border-collapse:collapse;width:100%} td,th{border:0.5px solid #444;padding:3px 5px} .n{text-align:right} thead{display:table-header-group} tr{break-inside:avoid}`;
    const many = Array.from({ length: 6 }, (_, round) =>
      PLANTS.map((p, i) => ({ ...p, upc: String(740000012000 + round * 100 + i) })),
    ).flat();
    const tier = (p: Plant, factor: number) => money(amount(p.price) * factor);
    const rows = many
      .map(
        (p) =>
          `<tr><td>${p.upc}</td><td>${esc(p.botanical)}</td><td>${esc(p.size)}</td><td class=n>${p.qty}</td><td class=n>${p.price}</td><td class=n>${tier(p, 0.9)}</td><td class=n>${tier(p, 0.8)}</td><td>${p.ready}</td></tr>`,
      )
      .join('');
    const body = `<table><thead><tr><th>UPC</th><th>Plant</th><th>Size</th><th>On Hand</th><th>1-9</th><th>10-49</th><th>50+</th><th>Ready</th></tr></thead><tbody>${rows}</tbody></table>`;
    const expected = many.map((p) => ({
      plant_name: p.botanical,
      size: p.size,
      quantity_available: p.qty,
      price_tiers: `1-9 ${p.price}; 10-49 ${tier(p, 0.9)}; 50+ ${tier(p, 0.8)}`,
      ready_date: p.ready,
    }));
    docs.push({ name: 'browser-landscape-tiers', ext: 'htm', source: page(css, body), expected });
  }
  // Three portrait pages, a note above and below, "Item #", "Qty Avail" right-aligned over its numbers.
  {
    const css = `@page{size:letter;margin:0.6in} body{font:11pt 'Liberation Serif'} table{border-collapse:collapse;width:100%} td,th{padding:4px 6px;border-bottom:1px dotted #999} .n{text-align:right} thead{display:table-header-group} tr{break-inside:avoid}`;
    const many = Array.from({ length: 9 }, () => PLANTS).flat();
    const rows = many
      .map(
        (p, i) =>
          `<tr><td>${1000 + i}</td><td>${esc(p.botanical)}</td><td>${esc(p.common)}</td><td>${esc(p.size)}</td><td class=n>${p.qty}</td><td class=n>${p.price}</td><td>${p.ready}</td></tr>`,
      )
      .join('');
    const body = `<p>Price list dated 11/24/2026. All prices FOB nursery.</p><table><thead><tr><th>Item #</th><th>Botanical Name</th><th>Common Name</th><th>Size</th><th class=n>Qty Avail</th><th class=n>Price</th><th>Ready</th></tr></thead><tbody>${rows}</tbody></table><p>Thank you for your business!</p>`;
    const expected = many.map((p) => ({ ...both(p), ready_date: p.ready }));
    docs.push({ name: 'browser-serif-pages', ext: 'htm', source: page(css, body), expected });
  }
  // A two-row header: the names centred across both rows, "Price" spanning "Each / 10+ / 50+", 7.5 pt.
  {
    const css = `body{font:7.5pt Arial} table{border-collapse:collapse} td,th{border:1px solid #888;padding:2px 4px} .n{text-align:right}`;
    const tier = (p: Plant, factor: number) => money(amount(p.price) * factor);
    const rows = PLANTS.map(
      (p) =>
        `<tr><td>${esc(p.botanical)}</td><td>${esc(p.common)}</td><td>${esc(p.size)}</td><td class=n>${p.qty}</td><td class=n>${p.price}</td><td class=n>${tier(p, 0.9)}</td><td class=n>${tier(p, 0.85)}</td></tr>`,
    ).join('');
    const body = `<table><tr><th rowspan=2>Botanical Name</th><th rowspan=2>Common Name</th><th rowspan=2>Size</th><th rowspan=2>Qty</th><th colspan=3>Price</th></tr><tr><th>Each</th><th>10+</th><th>50+</th></tr>${rows}</table>`;
    const expected = PLANTS.map((p) => ({ ...both(p), price_tiers: `10+ ${tier(p, 0.9)}; 50+ ${tier(p, 0.85)}` }));
    docs.push({ name: 'browser-two-row-header', ext: 'htm', source: page(css, body), expected });
  }
  // Header cells on two lines, bottom-aligned ("Qty / Avail", "Price / Each"), a total row and a note below.
  {
    const css = `body{font:10pt 'Liberation Sans'} table{border-collapse:collapse} td,th{padding:3px 8px;border-bottom:1px solid #aaa} th{vertical-align:bottom;text-align:left} .n{text-align:right}`;
    const rows = PLANTS.map(
      (p) =>
        `<tr><td>${esc(p.botanical)}</td><td>${esc(p.size)}</td><td class=n>${p.qty}</td><td class=n>${p.price}</td></tr>`,
    ).join('');
    const body = `<table><tr><th>Plant<br>Name</th><th>Container<br>Size</th><th class=n>Qty<br>Avail</th><th class=n>Price<br>Each</th></tr>${rows}<tr><td colspan=2><b>Total items: 12</b></td><td></td><td></td></tr></table><p>Prices subject to change without notice. Call 555-201-4410.</p>`;
    docs.push({
      name: 'browser-wrapped-header',
      ext: 'htm',
      source: page(css, body),
      expected: PLANTS.map(botanicalOnly),
    });
  }
  // Every cell centred, a caption, the common name first, "Ready" as seasons, Notes often empty.
  {
    const css = `body{font:10pt 'DejaVu Serif'} table{border-collapse:collapse;width:100%} caption{font-weight:bold;padding:6px} td,th{text-align:center;padding:4px;border:1px solid #ccc}`;
    const seasons = ['Now', 'Spring 2027', 'Now', 'Fall 2027', 'Now', 'Spring 2027'];
    const ready = (index: number) => seasons[index % seasons.length]!;
    const rows = PLANTS.map(
      (p, i) =>
        `<tr><td>${esc(p.common)}</td><td><i>${esc(p.botanical)}</i></td><td>${esc(p.size)}</td><td>${p.qty}</td><td>${p.price}</td><td>${ready(i)}</td><td>${esc(p.notes)}</td></tr>`,
    ).join('');
    const body = `<table><caption>Riverside Perennial Farm - Week 47</caption><tr><th>Common Name</th><th>Botanical Name</th><th>Size</th><th>Qty</th><th>Price</th><th>Ready</th><th>Notes</th></tr>${rows}</table>`;
    const expected = PLANTS.map((p, i) => ({
      ...both(p),
      ready_date: ready(i),
      ...(p.notes ? { description: p.notes } : {}),
    }));
    docs.push({ name: 'browser-centred', ext: 'htm', source: page(css, body), expected });
  }
  return docs;
}

type Value = string | number | { value: ExcelJS.CellValue; format: string };
interface Sheet {
  name: string;
  font: string;
  size: number;
  title?: string;
  coverSheet?: boolean;
  landscape?: boolean;
  hiddenColumn?: number;
  /** 1-based among the data rows. */
  hiddenRow?: number;
  /** Cells wrap, rows 40 pt high, text aligned so in its cell (Calc's default is the bottom). */
  wrapped?: ExcelJS.Alignment['vertical'];
  header: string[];
  widths: number[];
  align: (ExcelJS.Alignment['horizontal'] | null)[];
  cells: (p: Plant, row: number) => Value[];
  expected: Cells[];
}

async function workbook(sheet: Sheet): Promise<Doc> {
  const book = new ExcelJS.Workbook();
  if (sheet.coverSheet) book.addWorksheet('Terms').addRow(['Terms: net 30. Prices FOB nursery.']);
  const ws = book.addWorksheet('Availability', {
    pageSetup: { orientation: sheet.landscape ? 'landscape' : 'portrait' },
  });
  const font = { name: sheet.font, size: sheet.size };
  let row = 1;
  if (sheet.title) {
    for (const [at, text, size] of [
      [1, sheet.title, 14],
      [2, '1200 County Rd 9, Fairview, OH  -  (555) 201-4410', sheet.size],
    ] as const) {
      ws.mergeCells(at, 1, at, sheet.header.length);
      const cell = ws.getCell(at, 1);
      cell.value = text;
      cell.font = { ...font, size, bold: at === 1 };
      cell.alignment = { horizontal: 'center' };
    }
    row = 4;
  }
  sheet.header.forEach((text, column) => {
    const cell = ws.getCell(row, column + 1);
    cell.value = text;
    cell.font = { ...font, bold: true };
    cell.border = { bottom: { style: 'thin' } };
  });
  PLANTS.forEach((p, index) => {
    row++;
    sheet.cells(p, row).forEach((value, column) => {
      const cell = ws.getCell(row, column + 1);
      if (typeof value === 'object') {
        cell.value = value.value;
        cell.numFmt = value.format;
      } else cell.value = value;
      cell.font = font;
      const horizontal = sheet.align[column];
      if (horizontal) cell.alignment = { horizontal };
      if (sheet.wrapped) cell.alignment = { ...cell.alignment, wrapText: true, vertical: sheet.wrapped };
    });
    if (sheet.wrapped) ws.getRow(row).height = 40;
    if (sheet.hiddenRow === index + 1) ws.getRow(row).hidden = true;
  });
  sheet.widths.forEach((width, column) => {
    ws.getColumn(column + 1).width = width;
  });
  if (sheet.hiddenColumn) ws.getColumn(sheet.hiddenColumn).hidden = true;
  const source = Buffer.from(await book.xlsx.writeBuffer());
  return { name: sheet.name, ext: 'xlsx', source, expected: sheet.expected };
}

const readyDate = (ready: string) => (ready === 'Now' ? null : new Date(`${ready} 2027 UTC`));
const readyText = (ready: string) => {
  const date = readyDate(ready);
  return date ? date.toISOString().slice(0, 10) : ready;
};

async function sheetDocs(): Promise<Doc[]> {
  return Promise.all([
    // Columns wider than the paper: "Qty Avail" and "Price" fall on a second page. A merged title, Liberation Serif.
    workbook({
      name: 'sheet-split-columns',
      title: 'FAIRVIEW NURSERY  -  SPRING AVAILABILITY',
      font: 'Liberation Serif',
      size: 10,
      header: ['Item #', 'Botanical Name', 'Common Name', 'Cont.', 'Qty Avail', 'Price'],
      widths: [8, 30, 22, 10, 9, 11],
      align: [null, null, null, 'center', 'right', 'right'],
      cells: (p) => [
        Number(PLANTS.indexOf(p) + 10412),
        p.botanical,
        p.common,
        p.size,
        { value: amount(p.qty), format: '#,##0' },
        { value: amount(p.price), format: '"$"#,##0.00' },
      ],
      expected: PLANTS.map(both),
    }),
    // DejaVu Sans Mono, landscape, a cover sheet, a hidden "Cost" column and a hidden row, quantities stored as
    // text, the price a formula, dates as dates.
    workbook({
      name: 'sheet-hidden-mono',
      font: 'DejaVu Sans Mono',
      size: 9,
      coverSheet: true,
      landscape: true,
      hiddenColumn: 5,
      hiddenRow: 3,
      header: ['Category', 'Plant', 'Size', 'On Hand', 'Cost', 'Wholesale', 'Ready'],
      widths: [12, 36, 12, 9, 9, 10, 11],
      align: [null, null, null, 'right', 'right', 'right', 'center'],
      cells: (p, row) => {
        const date = readyDate(p.ready);
        return [
          p.category,
          p.botanical,
          p.size,
          p.qty,
          { value: amount(p.price) / 2, format: '0.00' },
          { value: { formula: `E${row}*2`, result: amount(p.price) }, format: '#,##0.00' },
          date ? { value: date, format: 'mm/dd/yyyy' } : p.ready,
        ];
      },
      expected: PLANTS.filter((_, index) => index !== 2).map((p) => ({
        category: p.category,
        ...botanicalOnly(p),
        ready_date: readyText(p.ready),
      })),
    }),
    // Notes wrapped in their cells (rows 40 pt high), the Notes column printed on a page of its own.
    ...(['bottom', 'top'] as const).map((vertical) =>
      workbook({
        name: `sheet-wrapped-notes-${vertical}`,
        font: 'Liberation Sans',
        size: 10,
        wrapped: vertical,
        header: ['Plant', 'Size', 'Qty', 'Price', 'Notes'],
        widths: [34, 12, 8, 11, 26],
        align: [null, null, 'right', 'right', null],
        cells: (p) => [
          p.botanical,
          p.size,
          { value: amount(p.qty), format: '#,##0' },
          { value: amount(p.price), format: '"$"#,##0.00' },
          p.notes,
        ],
        expected: PLANTS.map((p) => ({ ...botanicalOnly(p), ...(p.notes ? { description: p.notes } : {}) })),
      }),
    ),
  ]);
}

/** A Writer list laid out with tab stops (RTF): `tabs` the paragraph's stops, the header bold. */
function tabbed(name: string, font: string, tabs: string, header: string[], cells: (p: Plant) => string[]): Doc {
  const rtf = (text: string) => text.replace(/\\/g, '\\\\').replace(/'/g, "\\'27");
  const line = (texts: string[], bold = false) =>
    `{\\pard${tabs}${bold ? '\\b' : ''} ${texts.map(rtf).join('\\tab ')}\\par}`;
  const body = [line(header, true), ...PLANTS.map((p) => line(cells(p)))].join('\n');
  const source = `{\\rtf1\\ansi\\deff0{\\fonttbl{\\f0 ${font};}}\\f0\\fs18\n{\\pard\\b\\fs28 Hillside Growers Price List\\par}\n{\\pard\\par}\n${body}\n}`;
  return { name, ext: 'rtf', source, expected: [] };
}

function writerDocs(): Doc[] {
  const tabs = tabbed(
    'word-tab-stops',
    'Liberation Sans',
    '\\tx2900\\tx5400\\tqr\\tx7200\\tqr\\tx8600',
    ['Botanical Name', 'Common Name', 'Size', 'Qty', 'Price'],
    (p) => [p.botanical, p.common, p.size, p.qty, p.price],
  );
  const leaders = tabbed(
    'word-leaders',
    'DejaVu Serif',
    '\\tldot\\tx5200\\tqr\\tx7400\\tqr\\tx9000',
    ['Plant', 'Size', 'Qty', 'Price'],
    (p) => [p.botanical, p.size, p.qty, p.price],
  );
  return [
    { ...tabs, expected: PLANTS.map(both) },
    { ...leaders, expected: PLANTS.map(botanicalOnly) },
  ];
}

export async function documents(): Promise<Doc[]> {
  return [...browserDocs(), ...(await sheetDocs()), ...writerDocs()];
}

const isMain = process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename);
if (isMain) {
  const out = process.argv[2] ?? '.';
  mkdirSync(out, { recursive: true });
  for (const doc of await documents()) {
    writeFileSync(path.join(out, `${doc.name}.${doc.ext}`), doc.source);
    const json = `${JSON.stringify(doc.expected, null, 2)}\n`;
    writeFileSync(path.join(out, `${doc.name}.pdf.json`), json);
    // The workbook itself and its Excel 97-2003 copy are corpus documents too (make-corpus.sh).
    if (doc.ext === 'xlsx')
      for (const ext of ['xlsx', 'xls']) writeFileSync(path.join(out, `${doc.name}.${ext}.json`), json);
  }
}
