// Sources for the import corpus, text lists pass 4 (issue 13, stop 18): availability lists printed by PDF writers
// the reader was not built beside. ReportLab (gen4-reportlab.py: Tables with and without grid lines, a repeated
// header over pages, zebra rows, 6-7 pt, a landscape page, columns hand-placed with drawString/drawRightString as an
// ERP report prints them), wkhtmltopdf (another HTML engine than Chromium), fixed-width text reports (enscript and
// groff, through ps2pdf), Gnumeric's ssconvert, AbiWord, pandoc (markdown -> docx -> Writer), and PDFs re-written by
// pdftocairo and by pdftops | ps2pdf (their text is chunked otherwise). Each document's spec goes to <name>.spec.json
// for the writer that makes it; make-gen4.sh runs the tools. node sources-gen4.ts <out dir>
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import ExcelJS from 'exceljs';

type Column = 'botanical' | 'common' | 'size' | 'qty' | 'price' | 'tier2' | 'tier3' | 'ready' | 'notes';
interface Plant {
  group: string;
  botanical: string;
  common: string;
  size: string;
  qty: string;
  price: number;
  ready: string;
  notes: string;
}
const plant = (group: string, botanical: string, common: string, size: string, qty: string, price: number) =>
  ({ group, botanical, common, size, qty, price, ready: '', notes: '' }) satisfies Plant;

const PLANTS: Plant[] = [
  plant('Shade Trees', "Acer x freemanii 'Autumn Blaze'", 'Freeman Maple', 'B&B 2" cal', '14', 289),
  plant(
    'Shade Trees',
    "Gleditsia triacanthos var. inermis 'Skyline'",
    'Thornless Honeylocust',
    'B&B 2.5" cal',
    '9',
    1234.5,
  ),
  plant('Shade Trees', 'Quercus bicolor', 'Swamp White Oak', "6-8'", '22', 165),
  plant('Shade Trees', "Tilia cordata 'Greenspire'", 'Littleleaf Linden', '#15', '1,200', 189),
  plant('Shade Trees', 'Nyssa sylvatica', 'Black Gum', 'BR', '60', 42.5),
  plant('Evergreens', "Thuja occidentalis 'Smaragd'", 'Emerald Arborvitae', "5-6'", '140', 79),
  plant('Evergreens', "Picea pungens 'Glauca'", 'Colorado Blue Spruce', '#7', '35', 96),
  plant('Evergreens', "Taxus x media 'Densiformis'", 'Dense Yew', '3 gal', '410', 28.75),
  plant('Evergreens', "Juniperus chinensis 'Sea Green'", 'Sea Green Juniper', '#3', '0', 26),
  plant('Shrubs', "Hydrangea paniculata 'Limelight'", 'Panicle Hydrangea', '#3', '340', 28.5),
  plant('Shrubs', "Viburnum dentatum 'Blue Muffin'", 'Arrowwood Viburnum', '5 gal', '96', 34.5),
  plant('Shrubs', "Physocarpus opulifolius 'Diabolo'", 'Ninebark', '#2', '2,400', 19.95),
  plant('Shrubs', "Rosa x 'Radrazz'", 'Knock Out Rose', '3 gal', '75', 22.95),
  plant('Shrubs', "Cornus sericea 'Arctic Fire'", 'Red Twig Dogwood', '#3', '188', 24),
  plant('Shrubs', "Spiraea japonica 'Little Princess'", 'Japanese Spirea', '#2', '500', 16.25),
  plant('Perennials', "Echinacea purpurea 'Magnus'", 'Purple Coneflower', '4" pot', '1,800', 4.25),
  plant('Perennials', "Nepeta x faassenii 'Walker's Low'", 'Catmint', '#1', '620', 9.5),
  plant('Perennials', 'Heuchera villosa var. macrorhiza', 'Hairy Alumroot', '2 qt', '140', 7.95),
  plant('Perennials', "Hosta 'Sum and Substance'", 'Plantain Lily', '#1', '85', 12.25),
  plant('Perennials', 'Asclepias tuberosa', 'Butterfly Weed', '32/flat', '48', 68),
  plant('Grasses', "Panicum virgatum 'Northwind'", 'Switchgrass', '#1', '525', 9.5),
  plant('Grasses', 'Schizachyrium scoparium', 'Little Bluestem', '72 plug', '3,600', 0.89),
  plant('Grasses', "Calamagrostis x acutiflora 'Karl Foerster'", 'Feather Reed Grass', '#2', '215', 14.75),
  plant('Grasses', "Pennisetum alopecuroides 'Hameln'", 'Dwarf Fountain Grass', '#1', '300', 9.25),
];
const READY = ['Now', 'Apr 15', 'May', 'Now', 'Fall'];
const NOTES = ['Heavy, well branched', '', 'Limited', 'Sheared', '', 'Dug fall, heeled in'];
PLANTS.forEach((p, i) => {
  p.ready = READY[i % READY.length]!;
  p.notes = NOTES[i % NOTES.length]!;
});

const dollars = (value: number) => `$${value.toLocaleString('en-US', { minimumFractionDigits: 2 })}`;
const bare = (value: number) => value.toFixed(2);
const tier = (value: number, factor: number) => Math.round(value * factor * 100) / 100;
function cell(p: Plant, column: Column, money: (value: number) => string): string {
  if (column === 'price') return money(p.price);
  if (column === 'tier2') return money(tier(p.price, 0.9));
  if (column === 'tier3') return money(tier(p.price, 0.8));
  return p[column];
}

const FIELD: Partial<Record<Column, string>> = {
  botanical: 'scientific_name',
  common: 'plant_name',
  size: 'size',
  qty: 'quantity_available',
  price: 'price',
  ready: 'ready_date',
  notes: 'description',
};

export interface Doc {
  name: string;
  /** gen4-reportlab.py's layout, or the text and HTML writers below. */
  kind: 'rl-table' | 'rl-canvas' | 'html' | 'text' | 'groff' | 'tbl' | 'markdown';
  /** The tools that print it (make-gen4.sh): wkhtmltopdf, abiword, ssconvert; "2up": enscript, two pages a sheet. */
  via?: string;
  title: string;
  headers: string[];
  columns: Column[];
  plants: Plant[];
  money?: 'bare';
  /** Section banner rows between groups (their text is no plant's). */
  sections?: boolean;
  grid?: boolean;
  zebra?: boolean;
  fontSize?: number;
  landscape?: boolean;
  /** A row whose quantity is no number: it must not come in as ok. */
  invalid?: boolean;
  /** ReportLab: names as Paragraphs in narrow columns (they wrap), cells centred on their rows. */
  wrap?: boolean;
  /** ReportLab: "Price" spanning the tier columns above "1-9", "10-49", "50+". */
  tierHeader?: boolean;
}

const INVALID: Plant = plant('Shrubs', "Buxus 'Green Velvet'", 'Boxwood', '#2', 'see office', 21);
const rowsOf = (doc: Doc) => (doc.invalid ? [...doc.plants.slice(0, 4), INVALID, ...doc.plants.slice(4)] : doc.plants);
const shown = (doc: Doc) => rowsOf(doc).map((p) => doc.columns.map((c) => cell(p, c, doc.money ? bare : dollars)));

function expected(doc: Doc) {
  return rowsOf(doc).map((p) => {
    const row: Record<string, string> = {};
    for (const column of doc.columns) {
      const field = column === 'botanical' && !doc.columns.includes('common') ? 'plant_name' : FIELD[column];
      const text = cell(p, column, doc.money ? bare : dollars);
      if (field && text) row[field] = text;
    }
    // "Price 1-9", "10-49", "50+": the first tier is the price, the others one tier text (sources.ts word-tiers).
    if (doc.columns.includes('tier2'))
      row.price_tiers = `10+ ${cell(p, 'tier2', dollars)}; 50+ ${cell(p, 'tier3', dollars)}`;
    return row;
  });
}

export const BASIC: Column[] = ['botanical', 'common', 'size', 'qty', 'price'];
export const ISSUE = ['Botanical Name', 'Common Name', 'Size', 'Qty Avail', 'Price'];
export const ALL = PLANTS;
/** Enough rows for three pages: every plant in two more sizes. */
export const LONG = [
  ...PLANTS,
  ...PLANTS.map((p) => ({ ...p, size: p.size.startsWith('#') ? `#${Number(p.size.slice(1)) + 2}` : '#5', qty: '24' })),
  ...PLANTS.map((p) => ({ ...p, size: '#10', qty: '12', price: p.price * 3 })),
];

export const DOCS: Doc[] = [
  {
    name: 'g4-rl-grid',
    kind: 'rl-table',
    title: 'Cedar Hollow Nursery - Spring Availability',
    headers: ISSUE,
    columns: BASIC,
    plants: ALL,
    grid: true,
    invalid: true,
  },
  {
    name: 'g4-rl-zebra',
    kind: 'rl-table',
    title: 'Millbrook Wholesale Plants',
    headers: ['Common Name', 'Botanical Name', 'Size', 'Avail', 'Price'],
    columns: ['common', 'botanical', 'size', 'qty', 'price'],
    plants: ALL,
    zebra: true,
    fontSize: 7,
    money: 'bare',
  },
  {
    name: 'g4-rl-pages',
    kind: 'rl-table',
    title: 'Riverbend Growers Availability',
    headers: ['Plant', 'Size', 'Qty', 'Price'],
    columns: ['botanical', 'size', 'qty', 'price'],
    plants: LONG,
    fontSize: 8,
  },
  {
    name: 'g4-rl-sections',
    kind: 'rl-table',
    title: 'Fox Run Nursery',
    headers: ISSUE,
    columns: BASIC,
    plants: ALL,
    grid: true,
    sections: true,
  },
  {
    name: 'g4-rl-landscape',
    kind: 'rl-table',
    title: 'Stonegate Farms - Current Inventory',
    headers: ['Botanical Name', 'Common Name', 'Size', 'Qty', 'Price', 'Ready', 'Notes'],
    columns: ['botanical', 'common', 'size', 'qty', 'price', 'ready', 'notes'],
    plants: ALL,
    landscape: true,
    fontSize: 6,
    zebra: true,
  },
  {
    name: 'g4-rl-tiers',
    kind: 'rl-table',
    title: 'Blue Heron Liners',
    headers: ['Botanical Name', 'Size', 'Price 1-9', '10-49', '50+', 'Avail'],
    columns: ['botanical', 'size', 'price', 'tier2', 'tier3', 'qty'],
    plants: ALL.slice(0, 14),
    grid: true,
  },
  {
    name: 'g4-rl-erp',
    kind: 'rl-canvas',
    title: 'INVENTORY AVAILABILITY REPORT',
    headers: ['Description', 'Common Name', 'Size', 'On Hand', 'Unit Price'],
    columns: BASIC,
    plants: LONG.slice(0, 60),
    fontSize: 7,
    money: 'bare',
  },
  {
    name: 'g4-rl-erp-ready',
    kind: 'rl-canvas',
    title: 'STOCK STATUS BY ITEM',
    headers: ['Item Description', 'Size', 'Avail', 'Price', 'Ready'],
    columns: ['botanical', 'size', 'qty', 'price', 'ready'],
    plants: ALL,
    fontSize: 8,
    invalid: true,
  },
  {
    name: 'g4-wk-table',
    kind: 'html',
    via: 'wkhtmltopdf',
    title: 'Larkspur Lane Nursery',
    headers: ISSUE,
    columns: BASIC,
    plants: ALL,
    grid: true,
  },
  {
    name: 'g4-wk-sections',
    kind: 'html',
    via: 'wkhtmltopdf',
    title: 'Oak Meadow Wholesale',
    headers: ['Common Name', 'Botanical Name', 'Container', 'Qty', 'Each'],
    columns: ['common', 'botanical', 'size', 'qty', 'price'],
    plants: ALL,
    sections: true,
    zebra: true,
  },
  {
    name: 'g4-wk-notes',
    kind: 'html',
    via: 'wkhtmltopdf',
    title: 'Heron Pond Perennials',
    headers: ['Botanical Name', 'Common Name', 'Size', 'Avail.', 'Price', 'Notes'],
    columns: ['botanical', 'common', 'size', 'qty', 'price', 'notes'],
    plants: ALL,
    fontSize: 8,
    invalid: true,
  },
  {
    name: 'g4-txt-enscript',
    kind: 'text',
    title: 'GREENFIELD NURSERY INC.   AVAILABILITY',
    headers: ['BOTANICAL NAME', 'COMMON NAME', 'SIZE', 'QTY', 'PRICE'],
    columns: BASIC,
    plants: LONG.slice(0, 50),
    money: 'bare',
  },
  {
    name: 'g4-txt-sections',
    kind: 'text',
    title: 'WILLOW CREEK TREE FARM - STOCK LIST',
    headers: ['PLANT', 'SIZE', 'ON HAND', 'PRICE'],
    columns: ['botanical', 'size', 'qty', 'price'],
    plants: ALL,
    sections: true,
  },
  {
    name: 'g4-txt-groff',
    kind: 'groff',
    title: 'Maple Ridge Growers - Weekly Availability',
    headers: ['Botanical Name', 'Common Name', 'Size', 'Avail', 'Price'],
    columns: BASIC,
    plants: ALL,
    money: 'bare',
  },
  {
    name: 'g4-gnumeric',
    kind: 'html',
    via: 'ssconvert',
    title: 'Prairie Edge Nursery',
    headers: ISSUE,
    columns: BASIC,
    plants: ALL,
  },
  {
    name: 'g4-abiword',
    kind: 'html',
    via: 'abiword',
    title: 'Birchwood Gardens Availability',
    headers: ['Botanical Name', 'Common Name', 'Size', 'Qty', 'Price', 'Ready'],
    columns: ['botanical', 'common', 'size', 'qty', 'price', 'ready'],
    plants: ALL,
    grid: true,
  },
  { name: 'g4-pandoc', kind: 'markdown', title: 'Sunny Slope Plants', headers: ISSUE, columns: BASIC, plants: ALL },
];
/** The list whose pdftops | ps2pdf copy keeps glyph codes for text (make-gen4.sh). */
const GLYPH_CODES_FROM = 'g4-wk-table';
/** Re-written copies: the same page, its text chunked by another writer. */
export const REWRITES: [string, string][] = [
  ['g4-rl-grid', 'cairo'],
  ['g4-rl-erp', 'gs'],
  ['g4-wk-sections', 'cairo'],
  ['g4-txt-enscript', 'cairo'],
  ['g4-rl-zebra', 'gs'],
];

const esc = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const numeric = (column: Column) => ['qty', 'price', 'tier2', 'tier3'].includes(column);

function groups(doc: Doc): { title: string; rows: string[][] }[] {
  const rows = shown(doc);
  const out: { title: string; rows: string[][] }[] = [];
  rowsOf(doc).forEach((p, i) => {
    if (!doc.sections || out.at(-1)?.title !== p.group) out.push({ title: p.group, rows: [] });
    out.at(-1)!.rows.push(rows[i]!);
  });
  return doc.sections ? out : [{ title: '', rows }];
}

function html(doc: Doc): string {
  const border = doc.grid ? 'border:1px solid #444;' : '';
  const css = `body{font:${doc.fontSize ?? 10}pt 'DejaVu Sans',sans-serif} table{border-collapse:collapse} th,td{${border}padding:2px 8px 2px 4px;text-align:left} td.n{text-align:right} tr.z:nth-child(even){background:#e8f0e8} td.s{font-weight:bold;background:#cde}`;
  const body = groups(doc).map(({ title, rows }) => {
    const banner = title ? `<tr><td class=s colspan="${doc.columns.length}">${esc(title.toUpperCase())}</td></tr>` : '';
    const cells = (r: string[]) => r.map((t, i) => `<td${numeric(doc.columns[i]!) ? ' class=n' : ''}>${esc(t)}</td>`);
    return banner + rows.map((r) => `<tr${doc.zebra ? ' class=z' : ''}>${cells(r).join('')}</tr>`).join('\n');
  });
  // AbiWord reads plain markup (its HTML import squeezes a table with CSS or a <thead> into slivers).
  const plain = doc.via === 'abiword';
  return `<!doctype html><html><head><meta charset="utf-8">${plain ? '' : `<style>${css}</style>`}</head><body><h2>${esc(doc.title)}</h2>
<p>Prices FOB nursery, subject to change. Minimum order $250.</p>
<table${plain ? ' border="1" width="100%"' : ''}>${plain ? '' : '<thead>'}<tr>${doc.headers.map((h) => `<th>${esc(h)}</th>`).join('')}</tr>${plain ? '' : '</thead><tbody>'}
${body.join('\n')}${plain ? '' : '</tbody>'}</table><p>Call 555-0167 to reserve.</p></body></html>
`;
}

/** Columns padded with spaces as an old inventory system prints them; the page header repeats every 40 lines. */
function text(doc: Doc): string {
  const all = [doc.headers, ...shown(doc)];
  const widths = doc.columns.map((_, i) => Math.max(...all.map((r) => r[i]!.length)));
  const line = (r: string[]) =>
    r
      .map((t, i) => (numeric(doc.columns[i]!) ? t.padStart(widths[i]!) : t.padEnd(widths[i]!)))
      .join('  ')
      .trimEnd();
  const head = [doc.title, 'AS OF 11/24/26', '', line(doc.headers), widths.map((w) => '-'.repeat(w)).join('  ')];
  const lines: string[] = [];
  let page = 0;
  for (const { title, rows } of groups(doc)) {
    const body = title ? ['', `** ${title.toUpperCase()} **`, ...rows.map(line)] : rows.map(line);
    for (const l of body) {
      if (lines.length % 44 === 0) {
        if (page++ > 0) lines.push('\f');
        lines.push(...head);
      }
      lines.push(l);
    }
  }
  return `${lines.join('\n').replace(/\n\f\n/g, '\n\f')}\n\n*** END OF REPORT ***\n`;
}

function markdown(doc: Doc): string {
  const rows = shown(doc);
  const align = doc.columns.map((c) => (numeric(c) ? '---:' : ':---'));
  const line = (r: string[]) => `| ${r.map((t) => t.replace(/\|/g, '\\|')).join(' | ')} |`;
  return `# ${doc.title}\n\nCurrent availability. Prices per plant.\n\n${line(doc.headers)}\n|${align.join('|')}|\n${rows.map(line).join('\n')}\n\nCall to order.\n`;
}

/** groff -ms with a no-fill block in Courier: the columns are spaces, as a line printer sets them. */
/** groff's tbl: a boxed table, the header ruled off, numbers right-aligned ("n" columns align on the point). */
function tbl(doc: Doc): string {
  const format = doc.columns.map((c) => (numeric(c) ? 'r' : 'l')).join(' ');
  const line = (r: string[]) => r.map((t) => t.replace(/^\./, '\\&.')).join('@');
  return `.ps 9\n.vs 11\n.LP\n\\fB${doc.title}\\fP\n.TS H\nbox tab(@);\n${format.replace(/[lr]/g, 'c')}\n${format}.\n${line(doc.headers)}\n_\n.TH\n${shown(doc).map(line).join('\n')}\n.TE\n`;
}

const groff = (doc: Doc) => `.ft CR\n.ps 9\n.vs 11\n.nf\n${text(doc).replace(/\f/g, '.bp\n').replace(/^\./gm, '\\&.')}`;

/** The workbook Gnumeric prints: a title row, the header on row 3, every cell typed text, columns wide enough. */
async function workbook(doc: Doc): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Availability');
  sheet.getCell('A1').value = doc.title;
  sheet.getCell('A1').font = { bold: true, size: 14 };
  sheet.getRow(3).values = doc.headers;
  sheet.getRow(3).font = { bold: true };
  shown(doc).forEach((texts, i) => {
    sheet.getRow(4 + i).values = texts;
  });
  doc.columns.forEach((column, i) => {
    sheet.getColumn(i + 1).width = column === 'botanical' ? 46 : column === 'common' ? 24 : 13;
  });
  sheet.pageSetup = { fitToPage: true, fitToWidth: 1, fitToHeight: 0 };
  return Buffer.from(await book.xlsx.writeBuffer());
}

/** Each document's expected rows and the source its writer reads (make-gen4.sh runs the writers). */
export async function writeSources(docs: Doc[], out: string): Promise<void> {
  mkdirSync(out, { recursive: true });
  for (const doc of docs) {
    const json = `${JSON.stringify(expected(doc), null, 2)}\n`;
    writeFileSync(path.join(out, `${doc.name}.pdf.json`), json);
    for (const [from, how] of REWRITES)
      if (from === doc.name) writeFileSync(path.join(out, `${from}-${how}.pdf.json`), json);
    // wkhtmltopdf's fonts lose their map to characters through pdftops | ps2pdf: read as drawn, like a scan.
    if (doc.name === GLYPH_CODES_FROM) writeFileSync(path.join(out, 'scanpdf-g4-glyph-codes.pdf.json'), json);
    const spec = {
      ...doc,
      rows: shown(doc),
      groups: groups(doc),
      numeric: doc.columns.map(numeric),
      plants: undefined,
    };
    const file = (ext: string) => path.join(out, `${doc.name}${ext}`);
    if (doc.kind.startsWith('rl-')) writeFileSync(file('.spec.json'), JSON.stringify(spec));
    if (doc.kind === 'html' && doc.via !== 'ssconvert') writeFileSync(file(`.${doc.via}.html`), html(doc));
    if (doc.via === 'ssconvert') writeFileSync(file('.xlsx'), await workbook(doc));
    if (doc.kind === 'text') writeFileSync(file(doc.via === '2up' ? '.2up.txt' : '.txt'), text(doc));
    if (doc.kind === 'groff') writeFileSync(file('.ms'), groff(doc));
    if (doc.kind === 'tbl') writeFileSync(file('.tbl.ms'), tbl(doc));
    if (doc.kind === 'markdown') writeFileSync(file('.md'), markdown(doc));
  }
}

const isMain = process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename);
if (isMain) await writeSources(DOCS, process.argv[2] ?? '.');
