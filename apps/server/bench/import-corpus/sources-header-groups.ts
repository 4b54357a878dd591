// Sources for the import corpus, pass 2 second round (stop 17): a two-row header whose first row groups columns
// ("Plant Name" spanning "Botanical" and "Common"; Size, Qty, Price spanning both rows) in a Writer table and a
// Calc sheet, and a Word list lined up with spaces in a fixed-width font (no table, no tabs). Run by make-pass2.sh:
// node apps/server/bench/import-corpus/sources-header-groups.ts <out dir>
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { type Doc, PLANTS } from './sources-pass2.ts';

const esc = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const both = PLANTS.map((p) => ({
  scientific_name: p.botanical,
  plant_name: p.common,
  size: p.size,
  quantity_available: p.qty,
  price: p.price,
}));

function writerGroups(): Doc {
  const rows = PLANTS.map(
    (p) =>
      `<tr><td>${esc(p.botanical)}</td><td>${esc(p.common)}</td><td>${esc(p.size)}</td><td align="right">${p.qty}</td><td align="right">${p.price}</td></tr>`,
  ).join('');
  const source = `<html><body style="font-family:'Liberation Sans';font-size:9pt"><p style="font-size:13pt"><b>Fox Hollow Growers</b></p>
<table border="1" cellspacing="0" cellpadding="3" style="font-size:9pt"><tr><th colspan="2">Plant Name</th><th rowspan="2">Size</th><th rowspan="2">Qty</th><th rowspan="2">Price</th></tr><tr><th>Botanical</th><th>Common</th></tr>${rows}</table></body></html>`;
  return { name: 'p2-writer-name-group', ext: 'html', outputs: ['docx', 'pdf'], source, expected: both };
}

async function calcGroups(): Promise<Doc> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Stock');
  sheet.getCell('A1').value = 'Plant Name';
  sheet.mergeCells('A1:B1');
  sheet.getCell('A2').value = 'Botanical';
  sheet.getCell('B2').value = 'Common';
  ['Size', 'Qty', 'Price'].forEach((label, i) => {
    const column = String.fromCharCode(67 + i);
    sheet.getCell(`${column}1`).value = label;
    sheet.mergeCells(`${column}1:${column}2`);
  });
  for (const row of [1, 2]) sheet.getRow(row).font = { bold: true };
  PLANTS.forEach((p, i) => {
    sheet.getRow(3 + i).values = [p.botanical, p.common, p.size, Number(p.qty.replace(/,/g, '')), p.price];
  });
  [40, 20, 14, 8, 12].forEach((width, i) => {
    sheet.getColumn(i + 1).width = width;
  });
  return {
    name: 'p2-calc-name-group',
    ext: 'xlsx',
    outputs: ['xlsx', 'pdf'],
    source: Buffer.from(await book.xlsx.writeBuffer()),
    expected: both,
  };
}

/** A Word list in Courier New lined up with spaces, as typed on a typewriter (RTF, no tabs). */
function spacedWord(): Doc {
  const widths = [22, 16, 8, 10];
  const line = (cells: string[]) =>
    cells.map((cell, i) => (i < widths.length - 1 ? cell.padEnd(widths[i]!) : cell)).join('');
  const rtf = (text: string) => text.replace(/\\/g, '\\\\').replace(/'/g, "\\'27");
  const lines = [
    line(['Plant', 'Size', 'Qty', 'Price']),
    ...PLANTS.map((p) => line([p.common, p.size, p.qty, p.price])),
  ];
  const source = `{\\rtf1\\ansi\\deff0{\\fonttbl{\\f0\\fmodern Courier New;}}\\f0\\fs20\n{\\pard\\b Pine Ridge Nursery\\par}\n{\\pard\\par}\n${lines.map((text) => `{\\pard ${rtf(text)}\\par}`).join('\n')}\n}`;
  return {
    name: 'p2-word-spaced',
    ext: 'rtf',
    outputs: ['docx', 'pdf'],
    source,
    expected: PLANTS.map((p) => ({ plant_name: p.common, size: p.size, quantity_available: p.qty, price: p.price })),
  };
}

/** An Excel table (ListObject) with a filter button row and its totals row (exceljs), as Calc saves it. */
async function excelTable(): Promise<Doc> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Inventory');
  sheet.getCell('A1').value = 'Elm Street Greenhouse';
  sheet.addTable({
    name: 'Stock',
    ref: 'A3',
    headerRow: true,
    totalsRow: true,
    style: { theme: 'TableStyleMedium2', showRowStripes: true },
    columns: [
      { name: 'Common Name', totalsRowLabel: 'Total' },
      { name: 'Latin Name' },
      { name: 'Pot Size' },
      { name: 'In Stock', totalsRowFunction: 'sum' },
      { name: 'Each', totalsRowFunction: 'none' },
    ],
    rows: PLANTS.map((p) => [
      p.common,
      p.botanical,
      p.size,
      Number(p.qty.replace(/,/g, '')),
      Number(p.price.replace(/[$,]/g, '')),
    ]),
  });
  [24, 44, 14, 10, 10].forEach((width, i) => {
    sheet.getColumn(i + 1).width = width;
  });
  return {
    name: 'p2-calc-excel-table',
    ext: 'xlsx',
    outputs: ['xlsx', 'pdf'],
    source: Buffer.from(await book.xlsx.writeBuffer()),
    expected: PLANTS.map((p, i) => ({ ...both[i]!, size: p.size })),
  };
}

const isMain = process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename);
if (isMain) {
  const out = process.argv[2] ?? '.';
  mkdirSync(out, { recursive: true });
  for (const doc of [writerGroups(), await calcGroups(), spacedWord(), await excelTable()]) {
    writeFileSync(path.join(out, `${doc.name}.${doc.ext}`), doc.source);
    const json = `${JSON.stringify(doc.expected, null, 2)}\n`;
    for (const ext of doc.outputs) writeFileSync(path.join(out, `${doc.name}.${ext}.json`), json);
  }
}
