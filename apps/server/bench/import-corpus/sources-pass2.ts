// Sources for the import corpus, pass 2 (issue 13, stop 17): plants, tools and shapes no earlier document has.
// Word documents laid out with tab stops (custom stops, and a typist's default stops padded with several tabs);
// CSV and "Unicode text" saved by LibreOffice (semicolons and Windows-1252, tabs and UTF-16, a title and blank lines
// above the header, a totals line, "1.234,50" prices, quoted line breaks); Calc's own xlsx with the list on the
// second sheet under a two-row merged header; a SheetJS workbook of plain strings (no styles, as web apps export);
// Chromium prints of letter-spaced 7 pt headings, a CSS grid instead of a table, and pages without a header after
// the first; a Writer table with merged category cells. Run by make-corpus.sh (make-pass2 block):
// node apps/server/bench/import-corpus/sources-pass2.ts <out dir>
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import XLSX from '@e965/xlsx';
import ExcelJS from 'exceljs';

export interface Plant {
  category: string;
  botanical: string;
  common: string;
  size: string;
  qty: string;
  price: string;
  notes: string;
}
const plant = (...[category, botanical, common, size, qty, price, notes = '']: string[]): Plant => ({
  category: category!,
  botanical: botanical!,
  common: common!,
  size: size!,
  qty: qty!,
  price: price!,
  notes,
});
export const PLANTS = [
  plant('Grasses', "Panicum virgatum 'Northwind'", 'Switchgrass', '#2', '180', '$14.50', 'Upright,\nblue-green'),
  plant('Grasses', "Pennisetum alopecuroides 'Hameln'", 'Fountain Grass', '1 gal', '1,040', '$7.25'),
  plant('Trees', "Cercis canadensis 'Forest Pansy'", 'Eastern Redbud', 'B&B 1.5"', '12', '$245.00', 'Dug, burlapped'),
  plant('Trees', 'Magnolia virginiana', 'Sweetbay Magnolia', "5-6'", '28', '$132.00'),
  plant('Shrubs', "Cornus sericea 'Arctic Fire'", 'Red Twig Dogwood', '#3', '96', '$26.40', 'Red stems, "dwarf"'),
  plant('Shrubs', "Ilex verticillata 'Red Sprite'", 'Winterberry', '3 gal', '0', '$31.00'),
  plant('Perennials', "Rudbeckia fulgida var. sullivantii 'Goldsturm'", 'Black-eyed Susan', '1 qt', '2,500', '$4.10'),
  plant('Perennials', "Nepeta x faassenii 'Walker's Low'", 'Catmint', '1 gal', '410', '$9.80', 'Deer resistant'),
  plant('Perennials', "Heuchera 'Palace Purple'", 'Coral Bells', '6" pot', '75', '$11.95'),
  plant('Vines', "Clematis 'Jackmanii'", 'Jackman Clematis', '2 gal trellis', '40', '$22.00'),
  plant('Trees', "Amelanchier x grandiflora 'Autumn Brilliance'", 'Serviceberry', '15 gal', '6', '$1,089.00'),
  plant('Groundcovers', 'Pachysandra terminalis', 'Japanese Spurge', 'flat of 50', '64', '$38.50'),
];
type Cells = Record<string, string>;
export interface Doc {
  /** The corpus file's name without extension; `ext` is the source's, `outputs` what make-corpus.sh makes of it. */
  name: string;
  ext: 'htm' | 'rtf' | 'xlsx' | 'html';
  outputs: string[];
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
const common = (p: Plant): Cells => ({ plant_name: p.common, size: p.size, quantity_available: p.qty, price: p.price });
const amount = (text: string) => Number(text.replace(/[$,]/g, ''));
/** "$1,089.00" as a German Excel shows it: "1.089,00". */
const euro = (text: string) =>
  amount(text).toLocaleString('de-DE', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** A Writer list laid out with tab stops (RTF, 10 pt): `tabs` the paragraph's stops ('' for the default ones). */
function tabbed(name: string, tabs: string, lines: string[][]): string {
  const rtf = (text: string) => text.replace(/\\/g, '\\\\').replace(/'/g, "\\'27");
  const line = (texts: string[], bold = false) =>
    `{\\pard${tabs}${bold ? '\\b' : ''} ${texts.map(rtf).join('\\tab ')}\\par}`;
  const [header, ...rows] = lines;
  const body = [line(header!, true), ...rows.map((cells) => line(cells))].join('\n');
  return `{\\rtf1\\ansi\\deff0{\\fonttbl{\\f0 Liberation Serif;}}\\f0\\fs20\n{\\pard\\b\\fs28 ${name}\\par}\n{\\pard Prices FOB nursery, subject to change.\\par}\n{\\pard\\par}\n${body}\n{\\pard\\par}\n{\\pard Call 555-0142 to order.\\par}\n}`;
}

/** A typist's padding with the default stops (every 0.5"): tabs until the next column's start (10 pt serif). */
function padded(cells: string[], starts: number[]): string[] {
  const out: string[] = [];
  let at = 0;
  cells.forEach((cell, index) => {
    at += cell.length * 0.075;
    const next = starts[index + 1];
    if (next === undefined) {
      out.push(cell);
      return;
    }
    let tabs = 0;
    do {
      at = (Math.floor(at / 0.5) + 1) * 0.5;
      tabs++;
    } while (at < next);
    out.push(cell + '\t'.repeat(tabs - 1));
  });
  return out.join('\t').split('\t');
}

function wordDocs(): Doc[] {
  const stops = tabbed('Riverbend Perennial Farm', '\\tx3200\\tx5200\\tqr\\tx7000\\tqr\\tx8400', [
    ['Plant', 'Container', 'Avail', 'Price'],
    // A size left empty is two tabs in a row.
    ...PLANTS.map((p, i) => [p.common, i === 3 ? '' : p.size, p.qty, p.price]),
  ]);
  const typed = tabbed('Oak Hollow Nursery - Spring Availability', '', [
    padded(['Common Name', 'Size', 'Qty', 'Price'], [0, 2, 3.5, 4.5]),
    ...PLANTS.map((p) => padded([p.common, p.size, p.qty, p.price], [0, 2, 3.5, 4.5])),
  ]);
  return [
    {
      name: 'p2-word-tab-stops',
      ext: 'rtf',
      outputs: ['docx'],
      source: stops,
      expected: PLANTS.map((p, i) => (i === 3 ? { ...common(p), size: '' } : common(p))),
    },
    { name: 'p2-word-typed-tabs', ext: 'rtf', outputs: ['docx'], source: typed, expected: PLANTS.map(common) },
  ];
}

/** A Writer table (HTML through Writer): category cells merged down their group, 7 pt, a colspan banner. */
function writerMerged(): Doc {
  const groups = [...new Set(PLANTS.map((p) => p.category))];
  const rows = groups
    .map((group) => {
      const members = PLANTS.filter((p) => p.category === group);
      return members
        .map(
          (p, i) =>
            `<tr>${i === 0 ? `<td rowspan="${members.length}" valign="top">${group}</td>` : ''}<td>${esc(p.botanical)}</td><td>${esc(p.common)}</td><td>${esc(p.size)}</td><td align="right">${p.qty}</td><td align="right">${p.price}</td></tr>`,
        )
        .join('');
    })
    .join('');
  const source = `<html><body style="font-family:'DejaVu Sans';font-size:7pt"><p style="font-size:12pt"><b>Meadowlark Natives</b></p>
<table border="1" cellspacing="0" cellpadding="2" style="font-size:7pt"><tr><th>Group</th><th>Botanical</th><th>Common</th><th>Container</th><th>On Hand</th><th>Net Price</th></tr>${rows}<tr><td colspan="6">All plants are nursery grown from local seed.</td></tr></table></body></html>`;
  const order = groups.flatMap((group) => PLANTS.filter((p) => p.category === group));
  return {
    name: 'p2-writer-merged',
    ext: 'html',
    outputs: ['docx', 'pdf'],
    source,
    expected: order.map((p) => ({ category: p.category, ...both(p) })),
  };
}

function browserDocs(): Doc[] {
  const docs: Doc[] = [];
  {
    // Letter-spaced capitals in the title and the header (the browser writes each glyph on its own), 7 pt rows.
    const css = `body{font:7pt 'DejaVu Sans',sans-serif} h1{font-size:14pt;letter-spacing:0.4em} th{letter-spacing:0.25em;text-transform:uppercase;font-size:7pt;text-align:left;border-bottom:1px solid #000} td{padding:1px 8px 1px 0}`;
    const rows = PLANTS.map(
      (p) =>
        `<tr><td>${esc(p.common)}</td><td><i>${esc(p.botanical)}</i></td><td>${esc(p.size)}</td><td>${p.qty}</td><td>${p.price}</td></tr>`,
    ).join('');
    const body = `<h1>THISTLEDOWN GROWERS</h1><table><tr><th>Plant</th><th>Botanical</th><th>Size</th><th>Qty</th><th>Price</th></tr>${rows}</table>`;
    docs.push({
      name: 'p2-browser-letterspaced',
      ext: 'htm',
      outputs: ['pdf'],
      source: page(css, body),
      expected: PLANTS.map(both),
    });
  }
  {
    // A CSS grid of divs, not a table: cells placed by the grid, numbers right-aligned.
    const css = `body{font:10pt 'Liberation Sans',sans-serif} .g{display:grid;grid-template-columns:2.2in 2.8in 1in 0.7in 0.9in;row-gap:4px;column-gap:6px} .h{font-weight:bold;border-bottom:2px solid #333} .r{text-align:right}`;
    const cells = PLANTS.map(
      (p) =>
        `<div>${esc(p.common)}</div><div>${esc(p.botanical)}</div><div>${esc(p.size)}</div><div class=r>${p.qty}</div><div class=r>${p.price}</div>`,
    ).join('');
    const body = `<h2>Cedar Creek Plants</h2><p>Availability as of this Monday. Minimum order $250.</p><div class=g><div class=h>Common Name</div><div class=h>Scientific Name</div><div class=h>Size</div><div class="h r">Qty</div><div class="h r">Price</div>${cells}</div>`;
    docs.push({
      name: 'p2-browser-css-grid',
      ext: 'htm',
      outputs: ['pdf'],
      source: page(css, body),
      expected: PLANTS.map(both),
    });
  }
  {
    // Three pages; the header only on the first, "continued" and "Page n of 3" lines at each page's foot.
    const sizes = ['1 gal', '3 gal', '#5'];
    const rows = sizes.flatMap((size, s) =>
      PLANTS.map((p) => ({
        ...p,
        size,
        qty: String(10 + ((s * 7 + p.qty.length * 13) % 90)),
        price: `$${(amount(p.price) * (s + 1)).toFixed(2)}`,
      })),
    );
    const css = `body{font:10pt 'Liberation Serif',serif} table{border-collapse:collapse;width:100%} td,th{padding:3px 6px;text-align:left} .f{margin-top:12px;font-style:italic;display:flex;justify-content:space-between} section{page-break-after:always}`;
    const pages = sizes.map((_, s) => {
      const part = rows.slice(s * PLANTS.length, (s + 1) * PLANTS.length);
      const head =
        s === 0 ? '<tr><th>Botanical Name</th><th>Common Name</th><th>Size</th><th>Qty</th><th>Price</th></tr>' : '';
      const body = part
        .map(
          (p) =>
            `<tr><td>${esc(p.botanical)}</td><td>${esc(p.common)}</td><td>${p.size}</td><td>${p.qty}</td><td>${p.price}</td></tr>`,
        )
        .join('');
      const foot = s < sizes.length - 1 ? 'continued on next page' : '';
      return `<section>${s === 0 ? '<h2>Bluestem Wholesale Availability</h2>' : ''}<table>${head}${body}</table><div class=f><span>${foot}</span><span>Page ${s + 1} of 3</span></div></section>`;
    });
    docs.push({
      name: 'p2-browser-continued',
      ext: 'htm',
      outputs: ['pdf'],
      source: page(css, pages.join('')),
      expected: rows.map(both),
    });
  }
  {
    // A newspaper layout: the table flows down two columns of the page (CSS columns), its header once at the top.
    const css = `body{font:8pt 'Liberation Sans',sans-serif} .cols{columns:2;column-gap:0.4in} table{border-collapse:collapse;width:100%} th{text-align:left;border-bottom:1px solid #000} td{padding:2px 4px 2px 0;vertical-align:top}`;
    const rows = [
      ...PLANTS,
      ...PLANTS.map((p) => ({ ...p, size: '#5', price: `$${(amount(p.price) * 2).toFixed(2)}` })),
    ];
    const body = `<h2>Two Rivers Nursery</h2><div class=cols><table><thead><tr><th>Plant</th><th>Size</th><th>Qty</th><th>Price</th></tr></thead><tbody>${rows
      .map((p) => `<tr><td>${esc(p.common)}</td><td>${esc(p.size)}</td><td>${p.qty}</td><td>${p.price}</td></tr>`)
      .join('')}</tbody></table></div>`;
    docs.push({
      name: 'p2-browser-newspaper',
      ext: 'htm',
      outputs: ['pdf'],
      source: page(css, body),
      expected: rows.map(common),
    });
  }
  return docs;
}

async function workbookDocs(): Promise<Doc[]> {
  // Calc saves this as its own xlsx; the list is on the second sheet under a title and a two-row merged header.
  const book = new ExcelJS.Workbook();
  const readMe = book.addWorksheet('Read me');
  readMe.getCell('A1').value = 'Prices valid through June. Orders: orders@example.com';
  readMe.getCell('A3').value = 'See the Availability sheet.';
  const sheet = book.addWorksheet('Availability');
  sheet.getCell('A1').value = 'Stonewall Tree Farm';
  sheet.getCell('A1').font = { bold: true, size: 14 };
  sheet.mergeCells('A1:E1');
  sheet.views = [{ state: 'frozen', ySplit: 5 }];
  ['Plant', 'Botanical', 'Size', 'Available', 'Price'].forEach((label, i) => {
    const column = String.fromCharCode(65 + i);
    sheet.getCell(`${column}4`).value = label;
    sheet.getCell(`${column}4`).font = { bold: true };
    sheet.mergeCells(`${column}4:${column}5`);
  });
  PLANTS.forEach((p, i) => {
    const row = sheet.getRow(6 + i);
    // Quantities stored as text (as pasted), prices as numbers with a currency format.
    row.values = [p.common, p.botanical, p.size, p.qty, amount(p.price)];
    row.getCell(5).numFmt = '[$$-409]#,##0.00';
  });
  [22, 40, 14, 10, 12].forEach((width, i) => {
    sheet.getColumn(i + 1).width = width;
  });
  const calc = Buffer.from(await book.xlsx.writeBuffer());

  // The CSV sources: a title and a blank line above the header, a totals line below, notes with commas and breaks.
  const csvBook = (prices: (p: Plant) => string | number, notes: boolean) => {
    const rows: (string | number)[][] = [
      ['Willow Bend Nursery availability'],
      [],
      ['Common Name', 'Botanical Name', 'Size', 'Qty', 'Price', ...(notes ? ['Notes'] : [])],
      ...PLANTS.map((p) => [p.common, p.botanical, p.size, amount(p.qty), prices(p), ...(notes ? [p.notes] : [])]),
      ['Total', '', '', PLANTS.reduce((sum, p) => sum + amount(p.qty), 0), ''],
    ];
    const workbook = XLSX.utils.book_new();
    XLSX.utils.book_append_sheet(workbook, XLSX.utils.aoa_to_sheet(rows), 'List');
    return Buffer.from(XLSX.write(workbook, { type: 'buffer', bookType: 'xlsx' }) as Uint8Array);
  };
  const withNotes = (p: Plant) => ({ ...both(p), ...(p.notes ? { description: p.notes } : {}) });

  // A web app's export: SheetJS, strings only (numbers as text), no styles, no shared strings.
  const plain = XLSX.utils.aoa_to_sheet([
    ['Item', 'Name', 'Latin Name', 'Container', 'Qty On Hand', 'Unit Price'],
    ...PLANTS.map((p, i) => [`SKU-${3100 + i}`, p.common, p.botanical, p.size, p.qty, p.price]),
  ]);
  const plainBook = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(plainBook, plain, 'export');
  const web = Buffer.from(XLSX.write(plainBook, { type: 'buffer', bookType: 'xlsx', bookSST: false }) as Uint8Array);
  return [
    {
      name: 'p2-calc-second-sheet',
      ext: 'xlsx',
      outputs: ['xlsx', 'xls', 'pdf'],
      source: calc,
      expected: PLANTS.map(both),
    },
    // Semicolons, Windows-1252, prices as a German Excel shows them ("1.089,00").
    {
      name: 'p2-csv-euro',
      ext: 'xlsx',
      outputs: ['csv'],
      source: csvBook((p) => euro(p.price), false),
      expected: PLANTS.map(both),
    },
    // Excel's "Unicode text": tabs, UTF-16 with its byte order mark; notes with commas and a line break.
    {
      name: 'p2-unicode-text',
      ext: 'xlsx',
      outputs: ['txt'],
      source: csvBook((p) => p.price, true),
      expected: PLANTS.map(withNotes),
    },
    {
      name: 'p2-csv-quoted',
      ext: 'xlsx',
      outputs: ['csv'],
      source: csvBook((p) => p.price, true),
      expected: PLANTS.map(withNotes),
    },
    { name: 'p2-web-export', ext: 'xlsx', outputs: ['xlsx'], source: web, expected: PLANTS.map(both) },
  ];
}

export async function documents(): Promise<Doc[]> {
  return [...wordDocs(), writerMerged(), ...browserDocs(), ...(await workbookDocs())];
}

const isMain = process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename);
if (isMain) {
  const out = process.argv[2] ?? '.';
  mkdirSync(out, { recursive: true });
  for (const doc of await documents()) {
    writeFileSync(path.join(out, `${doc.name}.${doc.ext}`), doc.source);
    const json = `${JSON.stringify(doc.expected, null, 2)}\n`;
    for (const ext of doc.outputs) writeFileSync(path.join(out, `${doc.name}.${ext}.json`), json);
  }
}
