// More sources for the import corpus (issue 13): lists shaped unlike the first ones (sources.ts), the shapes that an
// import built beside those read wrong. A title and address block with a note above the header, section banners
// ("SHADE TREES") inside the table, blank rows, footers; header words such as "Plant", "Cont.", "Avail.", "On Hand",
// "Unit Price", "Wholesale", "Grade", "Each"; the quantity first; a two-row header with "Price" spanning its tiers;
// sizes like "#3", "B&B 2.5" cal", "6-8'", "plug 72"; "$1,234.00" and "2,160". Cells are written as printed.
// Run by make-corpus.sh: node apps/server/bench/import-corpus/sources-unseen.ts <out dir>
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

type Column = 'botanical' | 'common' | 'size' | 'qty' | 'price';
type Plant = Record<Column, string>;
const plant = (botanical: string, common: string, size: string, qty: string, price: string): Plant => ({
  botanical,
  common,
  size,
  qty,
  price,
});

const TREES = [
  plant("Acer x freemanii 'Autumn Blaze'", 'Freeman Maple', 'B&B 2.5" cal', '14', '$1,234.00'),
  plant("Gleditsia triacanthos var. inermis 'Shademaster'", 'Thornless Honeylocust', 'B&B 2" cal', '22', '$289.00'),
  plant('Nyssa sylvatica', 'Black Gum', "6-8'", '9', '$215.50'),
  plant("Ginkgo biloba 'Princeton Sentry'", 'Maidenhair Tree', '#15', '11', '$1,050.00'),
  plant('Taxodium distichum', 'Bald Cypress', '#7', '1,200', '$64.00'),
];
const SHRUBS = [
  plant("Hydrangea paniculata 'Limelight'", 'Panicle Hydrangea', '#3', '340', '$28.50'),
  plant("Itea virginica 'Henry's Garnet'", 'Virginia Sweetspire', '3 gal.', '85', '$24.00'),
  plant('Clethra alnifolia ssp. tomentosa', 'Summersweet', '3 gal.', '0', '$23.75'),
  plant("Forsythia x intermedia 'Lynwood Gold'", 'Border Forsythia', '18-24"', '150', '$12.25'),
];
const PERENNIALS = [
  plant('Asclepias tuberosa', 'Butterfly Weed', 'plug 72', '2,160', '$1.15'),
  plant("Coreopsis verticillata 'Zagreb'", 'Threadleaf Coreopsis', '1 gal', '410', '$8.95'),
  plant('Schizachyrium scoparium', 'Little Bluestem', '4" pot', '1,000', '$3.40'),
  plant("Geranium x cantabrigiense 'Biokovo'", 'Cranesbill', '1 gal', '96', '$9.75'),
  plant('Carex pensylvanica', 'Pennsylvania Sedge', 'plug 50', '3,500', '$0.95'),
  plant('Sporobolus heterolepis', 'Prairie Dropseed', '2 qt', '240', '$6.50'),
];
const ALL = [...TREES, ...SHRUBS, ...PERENNIALS];

const FIELD: Record<Column, string> = {
  botanical: 'scientific_name',
  common: 'plant_name',
  size: 'size',
  qty: 'quantity_available',
  price: 'price',
};
const expectedRows = (plants: Plant[], columns: Column[]) =>
  plants.map((row) =>
    Object.fromEntries(
      columns.map((column) => [
        column === 'botanical' && !columns.includes('common') ? 'plant_name' : FIELD[column],
        row[column],
      ]),
    ),
  );
const money = (text: string, factor: number) => `$${(Number(text.replace(/[$,]/g, '')) * factor).toFixed(2)}`;
const esc = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

interface Section {
  title?: string;
  plants: Plant[];
}
interface WriterDoc {
  columns: Column[];
  headers: string[];
  sections: Section[];
  font: string;
  borders: boolean;
  above?: string;
  below?: string;
  blankRows?: boolean;
}

const letterhead = (font: string) =>
  `<p style="font-family:'${font}';font-size:14pt;text-align:center"><b>Prairie Moon Wholesale Nursery</b></p>
<p style="font-family:'${font}';font-size:9pt;text-align:center">4120 County Road 9, Winona MN 55987 &middot; (507) 555-0188 &middot; sales@prairiemoon.example</p>
<p style="font-family:'${font}';font-size:9pt">Availability as of March 3. All plants are nursery grown. Minimum order $250. Call to reserve.</p>`;

/** A Writer table (HTML, turned into a .docx and then a PDF by make-corpus.sh). */
function writer(doc: WriterDoc): string {
  const border = doc.borders ? 'border:1px solid #000;' : '';
  const style = `${border}font-family:'${doc.font}';font-size:10pt;`;
  const right = (column: Column) => (column === 'qty' || column === 'price' ? 'text-align:right' : '');
  const head = `<tr>${doc.headers.map((header) => `<th style="${style}text-align:left">${esc(header)}</th>`).join('')}</tr>`;
  const body = doc.sections.map((section) => {
    const banner = section.title
      ? `<tr><td colspan="${doc.columns.length}" style="${style}"><b>${esc(section.title)}</b></td></tr>`
      : '';
    const rows = section.plants.map(
      (row) =>
        `<tr>${doc.columns.map((column) => `<td style="${style}${right(column)}">${esc(row[column])}</td>`).join('')}</tr>`,
    );
    const blank = doc.blankRows ? `<tr>${doc.columns.map(() => `<td style="${style}">&nbsp;</td>`).join('')}</tr>` : '';
    return `${banner}${rows.join('\n')}${blank}`;
  });
  return `<!DOCTYPE html><html><head><meta charset="utf-8"></head><body>${doc.above ?? ''}
<table cellspacing="0" cellpadding="3" style="border-collapse:collapse"><thead>${head}</thead><tbody>
${body.join('\n')}</tbody></table>${doc.below ?? ''}</body></html>
`;
}

/** A two-row header: "Price" spans its tier columns "1-24", "25-99", "100+"; the other header cells span both rows. */
function writerTiers(plants: Plant[]): string {
  const style = "border:1px solid #000;font-family:'Liberation Serif';font-size:10pt;";
  const tall = ['Botanical Name', 'Common Name', 'Size', 'Qty'];
  const head = `<tr>${tall.map((text) => `<th rowspan="2" style="${style}">${text}</th>`).join('')}<th colspan="3" style="${style}">Price</th></tr>
<tr>${['1-24', '25-99', '100+'].map((text) => `<th style="${style}">${text}</th>`).join('')}</tr>`;
  const columns: Column[] = ['botanical', 'common', 'size', 'qty', 'price'];
  const body = plants.map((row) => {
    const cells = [...columns.map((column) => row[column]), money(row.price, 0.9), money(row.price, 0.8)];
    return `<tr>${cells.map((text) => `<td style="${style}">${esc(text)}</td>`).join('')}</tr>`;
  });
  return `<!DOCTYPE html><html><head><meta charset="utf-8"></head><body>
<table cellspacing="0" cellpadding="3" style="border-collapse:collapse"><thead>${head}</thead><tbody>
${body.join('\n')}</tbody></table></body></html>
`;
}

interface CalcDoc {
  rows: string[][];
  widths: string[];
  grid: boolean;
  landscape?: boolean;
  bold: number[];
  header: number;
}

/** A Calc sheet (flat ODS): numbers as numbers (grouped), prices as currency, gridlines printed or not. */
function calc(doc: CalcDoc): string {
  const [width, height] = doc.landscape ? ['11in', '8.5in'] : ['8.5in', '11in'];
  const cell = (text: string, bold: boolean) => {
    if (!bold && /^\$[\d,]+\.\d\d$/.test(text)) {
      const value = text.slice(1).replace(/,/g, '');
      return `<table:table-cell office:value-type="currency" office:currency="USD" office:value="${value}" table:style-name="ce1"><text:p>${esc(text)}</text:p></table:table-cell>`;
    }
    if (!bold && /^[\d,]+$/.test(text)) {
      const value = text.replace(/,/g, '');
      return `<table:table-cell office:value-type="float" office:value="${value}" table:style-name="ce3"><text:p>${esc(text)}</text:p></table:table-cell>`;
    }
    const name = bold ? 'ce2' : 'ce0';
    return `<table:table-cell office:value-type="string" table:style-name="${name}"><text:p>${esc(text)}</text:p></table:table-cell>`;
  };
  const rows = doc.rows.map((cells, index) => {
    const row = `<table:table-row>${cells.map((text) => cell(text, doc.bold.includes(index))).join('')}</table:table-row>`;
    return index === doc.header ? `<table:table-header-rows>${row}</table:table-header-rows>` : row;
  });
  const font = (name: string, extra = '') =>
    `<style:style style:name="${name}" style:family="table-cell"${extra}><style:text-properties fo:font-family="'Liberation Sans'" fo:font-size="9pt"${name === 'ce2' ? ' fo:font-weight="bold"' : ''}/></style:style>`;
  const print = doc.grid ? 'grid charts drawings objects zero-values' : 'charts drawings objects zero-values';
  return `<?xml version="1.0" encoding="UTF-8"?>
<office:document xmlns:office="urn:oasis:names:tc:opendocument:xmlns:office:1.0" xmlns:style="urn:oasis:names:tc:opendocument:xmlns:style:1.0" xmlns:text="urn:oasis:names:tc:opendocument:xmlns:text:1.0" xmlns:table="urn:oasis:names:tc:opendocument:xmlns:table:1.0" xmlns:fo="urn:oasis:names:tc:opendocument:xmlns:xsl-fo-compatible:1.0" xmlns:number="urn:oasis:names:tc:opendocument:xmlns:datastyle:1.0" office:version="1.2" office:mimetype="application/vnd.oasis.opendocument.spreadsheet">
<office:automatic-styles>
<style:page-layout style:name="pm1"><style:page-layout-properties fo:page-width="${width}" fo:page-height="${height}" style:print-orientation="${doc.landscape ? 'landscape' : 'portrait'}" fo:margin="0.5in" style:print="${print}"/></style:page-layout>
${doc.widths.map((w, index) => `<style:style style:name="co${index}" style:family="table-column"><style:table-column-properties style:column-width="${w}"/></style:style>`).join('')}
<number:currency-style style:name="N1"><number:currency-symbol>$</number:currency-symbol><number:number number:decimal-places="2" number:min-integer-digits="1" number:grouping="true"/></number:currency-style>
<number:number-style style:name="N2"><number:number number:decimal-places="0" number:min-integer-digits="1" number:grouping="true"/></number:number-style>
${font('ce0')}${font('ce1', ' style:data-style-name="N1"')}${font('ce2')}${font('ce3', ' style:data-style-name="N2"')}
<style:style style:name="ta1" style:family="table" style:master-page-name="mp1"/>
</office:automatic-styles>
<office:master-styles><style:master-page style:name="mp1" style:page-layout-name="pm1"><style:footer><text:p>Prices subject to change. Page <text:page-number>1</text:page-number></text:p></style:footer></style:master-page></office:master-styles>
<office:body><office:spreadsheet><table:table table:name="Avail" table:style-name="ta1">
${doc.widths.map((_, index) => `<table:table-column table:style-name="co${index}"/>`).join('')}
${rows.join('\n')}
</table:table></office:spreadsheet></office:body></office:document>
`;
}

/**
 * A web inventory page printed by a browser (Chromium, its own PDF writer): a dense 8 pt table without padding, names
 * and notes wrapped, "fi" and "fl" as ligatures (the browser cuts its text runs there).
 */
function browserPage(plants: Plant[], notes: string[]): string {
  const style = "font-family:'DejaVu Sans Condensed';font-size:8pt;vertical-align:top;";
  const widths = ['24%', '18%', '10%', '6%', '10%', '32%'];
  const headers = ['Scientific Name', 'Common Name', 'Grade', 'Qty', 'Price', 'Comments'];
  const right = (index: number) => (index === 3 || index === 4 ? 'text-align:right' : '');
  const head = headers
    .map(
      (text, index) =>
        `<th width="${widths[index]}" style="${style}text-align:left;border-bottom:1px solid #000">${text}</th>`,
    )
    .join('');
  const rows = plants.map((row, index) => {
    const cells = [row.botanical, row.common, row.size, row.qty, row.price, notes[index] ?? ''];
    return `<tr>${cells.map((text, at) => `<td width="${widths[at]}" style="${style}${right(at)}">${esc(text)}</td>`).join('')}</tr>`;
  });
  return `<!DOCTYPE html><html><head><meta charset="utf-8"></head><body>
<p style="font-size:8pt">Page 1 of 1 &nbsp; Printed 03/04</p>
<table width="100%" cellspacing="0" cellpadding="0"><tr>${head}</tr>
${rows.join('\n')}</table></body></html>
`;
}

/** Each document's source and the rows it should read as ("htm": printed by a browser). */
function documents(): { name: string; ext: 'html' | 'htm' | 'fods'; source: string; expected: object[] }[] {
  const sectioned: Column[] = ['common', 'botanical', 'size', 'qty', 'price'];
  const qtyFirst: Column[] = ['qty', 'size', 'botanical', 'price'];
  const grid: Column[] = ['qty', 'botanical', 'common', 'size', 'price'];
  const gridRows: string[][] = [
    ['Riverbend Nursery Availability'],
    ['Updated weekly; call for substitutions'],
    [],
    ['Avail.', 'Botanical Name', 'Common Name', 'Grade', 'Each'],
  ];
  const banners: number[] = [0, 3];
  for (const [title, plants] of [
    ['TREES', TREES],
    ['SHRUBS', SHRUBS],
    ['PERENNIALS - 1 GAL', PERENNIALS],
  ] as const) {
    banners.push(gridRows.length);
    gridRows.push([title]);
    for (const row of plants) gridRows.push(grid.map((column) => row[column]));
  }
  const plantCommon: Column[] = ['botanical', 'common', 'size', 'qty', 'price'];
  const long = Array.from({ length: 90 }, (_, index) => ALL[(index * 5) % ALL.length]!);
  const longRows: string[][] = [['Plant', 'Common', 'Size', 'On Hand', 'Price']];
  long.forEach((row, index) => {
    longRows.push(plantCommon.map((column) => row[column]));
    if (index % 20 === 19) longRows.push([]);
  });
  const tiered = [...TREES, ...SHRUBS];
  const dense = [TREES[0]!, TREES[1]!, SHRUBS[2]!, SHRUBS[3]!, PERENNIALS[0]!, PERENNIALS[3]!];
  const denseNotes = [
    'Dug to order, spring only; heavy calipers available on request',
    '',
    'Sold out until June',
    'Full, well branched',
    'Native; monarch host plant',
    '',
  ];
  // Wider than its paper: Calc prints the last three columns on a page of their own, beside the same rows.
  const facts = [
    ['3-9', 'Full Sun', 'Tree'],
    ['4-8', 'Full Sun', 'Tree'],
    ['3-9', 'Sun/Part Shade', 'Shrub'],
    ['5-9', 'Part Shade', 'Shrub'],
    ['3-9', 'Full Sun', 'Perennial'],
  ];
  const wide = [TREES[0]!, TREES[2]!, SHRUBS[1]!, SHRUBS[3]!, PERENNIALS[0]!];
  const wideRows = [
    ['Botanical Name', 'Common Name', 'Cont', 'Qty', 'Price', 'Zone', 'Exposure', 'Type'],
    ...wide.map((row, index) => [...plantCommon.map((column) => row[column]), ...facts[index]!]),
  ];
  return [
    {
      name: 'sheet-too-wide',
      ext: 'fods',
      source: calc({
        rows: wideRows,
        widths: ['3in', '1.8in', '0.9in', '0.6in', '0.9in', '0.7in', '1.4in', '0.9in'],
        grid: false,
        bold: [0],
        header: 0,
      }),
      expected: wide.map((row, index) => {
        const [zone, light, category] = facts[index]!;
        return { ...expectedRows([row], plantCommon)[0], zone, light, category };
      }),
    },
    {
      name: 'browser-dense',
      ext: 'htm',
      source: browserPage(dense, denseNotes),
      expected: dense.map((row, index) => ({
        ...expectedRows([row], ['botanical', 'common', 'size', 'qty', 'price'])[0],
        ...(denseNotes[index] ? { description: denseNotes[index] } : {}),
      })),
    },
    {
      name: 'word-sections',
      ext: 'html',
      source: writer({
        columns: sectioned,
        headers: ['Plant', 'Botanical', 'Cont.', 'Avail.', 'Unit Price'],
        sections: [
          { title: 'SHADE TREES', plants: TREES },
          { title: 'SHRUBS', plants: SHRUBS },
          { title: 'PERENNIALS & GRASSES', plants: PERENNIALS },
        ],
        font: 'Liberation Sans',
        borders: true,
        above: letterhead('Liberation Sans'),
        below: '<p style="font-size:8pt">Prices subject to change without notice. Page 1 of 1</p>',
        blankRows: true,
      }),
      expected: expectedRows(ALL, sectioned),
    },
    {
      name: 'word-qty-first',
      ext: 'html',
      source: writer({
        columns: qtyFirst,
        headers: ['On Hand', 'Size', 'Variety', 'Wholesale'],
        sections: [{ plants: [...SHRUBS, ...PERENNIALS] }],
        font: 'DejaVu Serif',
        borders: false,
        above: '<p style="font-size:12pt"><b>Cedar Hollow Growers</b> &mdash; Fall Availability</p>',
      }),
      expected: expectedRows([...SHRUBS, ...PERENNIALS], qtyFirst),
    },
    {
      name: 'word-two-row-header',
      ext: 'html',
      source: writerTiers(tiered),
      expected: tiered.map((row) => ({
        ...expectedRows([row], ['botanical', 'common', 'size', 'qty', 'price'])[0],
        price_tiers: `25+ ${money(row.price, 0.9)}; 100+ ${money(row.price, 0.8)}`,
      })),
    },
    {
      name: 'sheet-grid-banners',
      ext: 'fods',
      source: calc({
        rows: gridRows,
        widths: ['0.6in', '2.9in', '1.6in', '0.9in', '0.8in'],
        grid: true,
        bold: banners,
        header: 3,
      }),
      expected: expectedRows(ALL, grid),
    },
    {
      name: 'sheet-plant-common',
      ext: 'fods',
      source: calc({
        rows: longRows,
        widths: ['3.6in', '2in', '1in', '0.8in', '0.9in'],
        grid: false,
        landscape: true,
        bold: [0],
        header: 0,
      }),
      expected: expectedRows(long, plantCommon),
    },
  ];
}

const isMain = process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename);
if (isMain) {
  const out = process.argv[2] ?? '.';
  mkdirSync(out, { recursive: true });
  for (const doc of documents()) {
    writeFileSync(path.join(out, `${doc.name}.${doc.ext}`), doc.source);
    writeFileSync(path.join(out, `${doc.name}.pdf.json`), `${JSON.stringify(doc.expected, null, 1)}\n`);
  }
}
