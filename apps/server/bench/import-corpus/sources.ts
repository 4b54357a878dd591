// Writes the sources of the import corpus (HTML tables for Writer, flat ODS sheets for Calc) and each document's
// expected rows, from one list of plants. make-corpus.sh turns the sources into PDFs, scans and photos with
// LibreOffice and ImageMagick. Run: node apps/server/bench/import-corpus/sources.ts <out dir>
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

interface Plant {
  botanical: string;
  common: string;
  size: string;
  qty: number;
  price: number;
  ready?: string;
  notes?: string;
}

// Names with cultivars in quotes, "x" hybrids and "var.", the way nurseries print them.
const PLANTS: Plant[] = [
  { botanical: "Acer rubrum 'October Glory'", common: 'Red Maple', size: '15 gal', qty: 24, price: 189 },
  {
    botanical: "Hydrangea macrophylla 'Endless Summer'",
    common: 'Bigleaf Hydrangea',
    size: '3 gal',
    qty: 180,
    price: 34.5,
  },
  { botanical: 'Hamamelis virginiana', common: 'Common Witch Hazel', size: '5 gal', qty: 0, price: 48 },
  { botanical: 'Cornus florida var. rubra', common: 'Pink Flowering Dogwood', size: '7 gal', qty: 36, price: 89.95 },
  { botanical: 'Abelia x grandiflora', common: 'Glossy Abelia', size: '3 gal', qty: 120, price: 22 },
  { botanical: "Ilex x meserveae 'Blue Princess'", common: 'Blue Holly', size: '5 gal', qty: 60, price: 39.75 },
  { botanical: 'Quercus alba', common: 'White Oak', size: '25 gal', qty: 8, price: 245 },
  { botanical: "Buxus sempervirens 'Green Velvet'", common: 'Boxwood', size: '2 gal', qty: 450, price: 18.25 },
  { botanical: 'Echinacea purpurea', common: 'Purple Coneflower', size: '1 gal', qty: 300, price: 9.5 },
  {
    botanical: "Rudbeckia fulgida var. sullivantii 'Goldsturm'",
    common: 'Black-eyed Susan',
    size: '1 gal',
    qty: 275,
    price: 8.75,
  },
  { botanical: 'Cercis canadensis', common: 'Eastern Redbud', size: '10 gal', qty: 15, price: 129 },
  { botanical: 'Magnolia x soulangeana', common: 'Saucer Magnolia', size: '15 gal', qty: 12, price: 210 },
  { botanical: "Thuja occidentalis 'Emerald Green'", common: 'Emerald Arborvitae', size: '6 ft', qty: 85, price: 64 },
  { botanical: 'Nepeta x faassenii', common: 'Catmint', size: '1 gal', qty: 140, price: 10.25 },
  { botanical: "Spiraea japonica 'Little Princess'", common: 'Japanese Spirea', size: '2 gal', qty: 96, price: 16.5 },
  { botanical: 'Betula nigra', common: 'River Birch', size: '15 gal', qty: 20, price: 165 },
  { botanical: 'Viburnum x burkwoodii', common: 'Burkwood Viburnum', size: '5 gal', qty: 44, price: 42 },
  { botanical: 'Panicum virgatum', common: 'Switchgrass', size: '3 gal', qty: 210, price: 19.95 },
  { botanical: "Lagerstroemia indica 'Natchez'", common: 'Crape Myrtle', size: '7 gal', qty: 30, price: 74.5 },
  { botanical: 'Pinus strobus', common: 'Eastern White Pine', size: '6 ft', qty: 40, price: 98 },
  { botanical: 'Salvia nemorosa', common: 'Woodland Sage', size: '1 gal', qty: 160, price: 9.25 },
  { botanical: "Rosa 'Knock Out'", common: 'Knock Out Rose', size: '3 gal', qty: 220, price: 27.5 },
  { botanical: 'Juniperus virginiana', common: 'Eastern Red Cedar', size: '10 gal', qty: 18, price: 119 },
  { botanical: 'Amelanchier x grandiflora', common: 'Serviceberry', size: '15 gal', qty: 9, price: 179 },
  { botanical: 'Heuchera villosa', common: 'Hairy Alumroot', size: '1 gal', qty: 130, price: 12.75 },
  { botanical: 'Syringa vulgaris', common: 'Common Lilac', size: '5 gal', qty: 52, price: 45 },
  { botanical: 'Liriope muscari', common: 'Lilyturf', size: '1 gal', qty: 600, price: 7.5 },
  { botanical: 'Picea pungens var. glauca', common: 'Blue Spruce', size: '7 gal', qty: 26, price: 88 },
  { botanical: "Hosta 'Sum and Substance'", common: 'Plantain Lily', size: '2 gal', qty: 75, price: 21 },
  { botanical: 'Physocarpus opulifolius', common: 'Ninebark', size: '3 gal', qty: 110, price: 24.95 },
];
const READY = ['Now', 'May', 'June', 'Now', 'Sept'];
const NOTES = ['B&B', 'Heavy', 'Full, well rooted', '', 'Limited', 'Sheared'];
PLANTS.forEach((plant, index) => {
  plant.ready = READY[index % READY.length];
  plant.notes = NOTES[index % NOTES.length];
});

type Column = 'botanical' | 'common' | 'size' | 'qty' | 'price' | 'tier2' | 'tier3' | 'ready' | 'notes';
type Expected = Record<string, string>;

const money = (value: number) => `$${value.toFixed(2)}`;
const cellText = (plant: Plant, column: Column): string => {
  switch (column) {
    case 'botanical':
      return plant.botanical;
    case 'common':
      return plant.common;
    case 'size':
      return plant.size;
    case 'qty':
      return String(plant.qty);
    case 'price':
      return money(plant.price);
    case 'tier2':
      return money(Math.round(plant.price * 90) / 100);
    case 'tier3':
      return money(Math.round(plant.price * 80) / 100);
    case 'ready':
      return plant.ready ?? '';
    case 'notes':
      return plant.notes ?? '';
  }
};
/** The fields the importer should fill from each column. */
const FIELD: Partial<Record<Column, string>> = {
  botanical: 'scientific_name',
  common: 'plant_name',
  size: 'size',
  qty: 'quantity_available',
  price: 'price',
  ready: 'ready_date',
  notes: 'description',
};
const expectedRows = (plants: Plant[], columns: Column[]): Expected[] =>
  plants.map((plant) => {
    const row: Expected = {};
    for (const column of columns) {
      // A list with only botanical names: those are the plant names.
      const field = column === 'botanical' && !columns.includes('common') ? 'plant_name' : FIELD[column];
      if (field && cellText(plant, column)) row[field] = cellText(plant, column);
    }
    // The tier columns of these lists are "10-49" and "50+": one tier text per row (issue 18.2).
    if (columns.includes('tier2')) row.price_tiers = `10+ ${cellText(plant, 'tier2')}; 50+ ${cellText(plant, 'tier3')}`;
    return row;
  });

interface HtmlDoc {
  kind: 'html';
  name: string;
  plants: Plant[];
  columns: Column[];
  headers: string[];
  font: string;
  size: string;
  borders: boolean;
  title?: string;
  footer?: string;
  widths?: string[];
}
interface SheetDoc {
  kind: 'sheet';
  name: string;
  plants: Plant[];
  columns: Column[];
  headers: string[];
  font: string;
  widths: string[];
  landscape?: boolean;
  title?: string;
}
type Doc = HtmlDoc | SheetDoc;

const esc = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

function html(doc: HtmlDoc): string {
  const border = doc.borders ? 'border:1px solid #000;' : '';
  const style = `font-family:'${doc.font}';font-size:${doc.size};`;
  const numeric = (column: Column) => ['qty', 'price', 'tier2', 'tier3'].includes(column);
  const head = doc.headers
    .map((header, index) => {
      const width = doc.widths?.[index] ? ` width="${doc.widths[index]}"` : '';
      return `<th${width} style="${border}${style}text-align:left">${header.split('\n').map(esc).join('<br>')}</th>`;
    })
    .join('');
  const body = doc.plants
    .map(
      (plant) =>
        `<tr>${doc.columns
          .map(
            (column) =>
              `<td style="${border}${style}${numeric(column) ? 'text-align:right' : ''}">${esc(cellText(plant, column))}</td>`,
          )
          .join('')}</tr>`,
    )
    .join('\n');
  return `<!DOCTYPE html><html><head><meta charset="utf-8"><title>${esc(doc.name)}</title></head><body>
${doc.title ? `<p style="font-family:'${doc.font}';font-size:16pt"><b>${esc(doc.title)}</b></p>` : ''}
<table cellspacing="0" cellpadding="4" style="border-collapse:collapse">
<thead><tr>${head}</tr></thead>
<tbody>
${body}
</tbody></table>
${doc.footer ? `<p style="font-family:'${doc.font}';font-size:9pt">${esc(doc.footer)}</p>` : ''}
</body></html>
`;
}

function sheet(doc: SheetDoc): string {
  const [width, height] = doc.landscape ? ['11in', '8.5in'] : ['8.5in', '11in'];
  const columnStyles = doc.widths
    .map(
      (w, index) =>
        `<style:style style:name="co${index}" style:family="table-column"><style:table-column-properties style:column-width="${w}"/></style:style>`,
    )
    .join('');
  const cell = (plant: Plant, column: Column) => {
    const text = esc(cellText(plant, column));
    if (column === 'qty') {
      return `<table:table-cell office:value-type="float" office:value="${plant.qty}" table:style-name="ce0"><text:p>${text}</text:p></table:table-cell>`;
    }
    if (column === 'price' || column === 'tier2' || column === 'tier3') {
      const value = cellText(plant, column).slice(1);
      return `<table:table-cell office:value-type="currency" office:currency="USD" office:value="${value}" table:style-name="ce1"><text:p>${text}</text:p></table:table-cell>`;
    }
    return `<table:table-cell office:value-type="string" table:style-name="ce0"><text:p>${text}</text:p></table:table-cell>`;
  };
  const row = (cells: string) => `<table:table-row>${cells}</table:table-row>`;
  const headerRow = row(
    doc.headers
      .map(
        (header) =>
          `<table:table-cell office:value-type="string" table:style-name="ce2"><text:p>${esc(header)}</text:p></table:table-cell>`,
      )
      .join(''),
  );
  const title = doc.title
    ? row(
        `<table:table-cell office:value-type="string" table:style-name="ce2"><text:p>${esc(doc.title)}</text:p></table:table-cell>`,
      )
    : '';
  return `<?xml version="1.0" encoding="UTF-8"?>
<office:document xmlns:office="urn:oasis:names:tc:opendocument:xmlns:office:1.0" xmlns:style="urn:oasis:names:tc:opendocument:xmlns:style:1.0" xmlns:text="urn:oasis:names:tc:opendocument:xmlns:text:1.0" xmlns:table="urn:oasis:names:tc:opendocument:xmlns:table:1.0" xmlns:fo="urn:oasis:names:tc:opendocument:xmlns:xsl-fo-compatible:1.0" xmlns:number="urn:oasis:names:tc:opendocument:xmlns:datastyle:1.0" office:version="1.2" office:mimetype="application/vnd.oasis.opendocument.spreadsheet">
<office:automatic-styles>
<style:page-layout style:name="pm1"><style:page-layout-properties fo:page-width="${width}" fo:page-height="${height}" style:print-orientation="${doc.landscape ? 'landscape' : 'portrait'}" fo:margin="0.6in"/></style:page-layout>
${columnStyles}
<number:currency-style style:name="N1"><number:currency-symbol>$</number:currency-symbol><number:number number:decimal-places="2" number:min-integer-digits="1" number:grouping="true"/></number:currency-style>
<style:style style:name="ce0" style:family="table-cell"><style:text-properties fo:font-family="'${doc.font}'" fo:font-size="10pt"/></style:style>
<style:style style:name="ce1" style:family="table-cell" style:data-style-name="N1"><style:text-properties fo:font-family="'${doc.font}'" fo:font-size="10pt"/></style:style>
<style:style style:name="ce2" style:family="table-cell"><style:text-properties fo:font-family="'${doc.font}'" fo:font-size="10pt" fo:font-weight="bold"/></style:style>
<style:style style:name="ta1" style:family="table" style:master-page-name="mp1"/>
</office:automatic-styles>
<office:master-styles><style:master-page style:name="mp1" style:page-layout-name="pm1"><style:header><text:p>${esc(doc.name)}</text:p></style:header><style:footer><text:p>Page <text:page-number>1</text:page-number></text:p></style:footer></style:master-page></office:master-styles>
<office:body><office:spreadsheet><table:table table:name="Availability" table:style-name="ta1">
${doc.widths.map((_, index) => `<table:table-column table:style-name="co${index}"/>`).join('')}
${title}
<table:table-header-rows>${headerRow}</table:table-header-rows>
${doc.plants.map((plant) => row(doc.columns.map((column) => cell(plant, column)).join(''))).join('\n')}
</table:table></office:spreadsheet></office:body></office:document>
`;
}

const basic: Column[] = ['botanical', 'common', 'size', 'qty', 'price'];
const basicHeaders = ['Botanical Name', 'Common Name', 'Size', 'Qty Avail', 'Price'];
const pick = (from: number, count: number) =>
  Array.from({ length: count }, (_, index) => PLANTS[(from + index * 7) % PLANTS.length]!);
const many = Array.from({ length: 70 }, (_, index) => PLANTS[index % PLANTS.length]!);

export const DOCS: Doc[] = [
  {
    kind: 'html',
    name: 'word-ruled',
    plants: pick(0, 8),
    columns: basic,
    headers: basicHeaders,
    font: 'Liberation Serif',
    size: '11pt',
    borders: true,
    title: 'Green Acres Nursery - Spring Availability',
  },
  {
    kind: 'html',
    name: 'word-unruled',
    plants: pick(3, 10),
    columns: ['common', 'botanical', 'size', 'qty', 'price'],
    headers: ['Common Name', 'Botanical Name', 'Container', 'Qty\nAvail', 'Price\n($)'],
    font: 'DejaVu Sans',
    size: '9pt',
    borders: false,
    footer: 'Prices FOB nursery. Call 555-0142 to order.',
  },
  {
    kind: 'html',
    name: 'word-tiers',
    plants: pick(5, 9),
    columns: ['botanical', 'size', 'price', 'tier2', 'tier3', 'qty', 'ready', 'notes'],
    headers: ['Botanical Name', 'Size', 'Price 1-9', '10-49', '50+', 'Avail', 'Ready', 'Notes'],
    font: 'Liberation Sans Narrow',
    size: '10pt',
    borders: true,
  },
  {
    kind: 'html',
    name: 'word-wrapped',
    plants: pick(9, 8),
    columns: ['botanical', 'common', 'size', 'qty', 'price', 'notes'],
    headers: ['Botanical Name', 'Common Name', 'Size', 'Qty', 'Price', 'Notes'],
    font: 'URW Bookman',
    size: '10pt',
    borders: true,
    widths: ['22%', '18%', '10%', '9%', '11%', '30%'],
  },
  {
    kind: 'html',
    name: 'word-bookish',
    plants: pick(11, 12),
    columns: basic,
    headers: ['Botanical   Name', 'Common Name', 'Size', 'Quantity', 'Each'],
    font: 'C059',
    size: '10pt',
    borders: false,
    title: 'Hillside Perennials',
  },
  {
    kind: 'html',
    name: 'word-mono',
    plants: pick(2, 8),
    columns: ['botanical', 'size', 'qty', 'price'],
    headers: ['Plant', 'Size', 'Qty', 'Price'],
    font: 'DejaVu Sans Mono',
    size: '9pt',
    borders: true,
  },
  {
    kind: 'html',
    name: 'word-gothic',
    plants: pick(17, 9),
    columns: ['common', 'botanical', 'qty', 'size', 'price', 'ready'],
    headers: ['Name', 'Botanical', 'Stock', 'Grade', 'Price', 'Ready'],
    font: 'URW Gothic',
    size: '10pt',
    borders: false,
  },
  {
    kind: 'sheet',
    name: 'sheet-tight',
    plants: pick(1, 9),
    columns: basic,
    headers: basicHeaders,
    font: 'Liberation Sans',
    widths: ['3in', '1.45in', '0.55in', '0.7in', '0.75in'],
  },
  {
    kind: 'sheet',
    name: 'sheet-multipage',
    plants: many,
    columns: basic,
    headers: basicHeaders,
    font: 'Liberation Sans',
    widths: ['3.1in', '1.7in', '0.7in', '0.8in', '0.8in'],
    title: 'Wholesale Availability - Week 14',
  },
  {
    kind: 'sheet',
    name: 'sheet-landscape',
    plants: pick(4, 14),
    columns: ['botanical', 'common', 'size', 'qty', 'price', 'tier2', 'tier3', 'ready'],
    headers: ['Botanical Name', 'Common Name', 'Size', 'Qty', 'Price', '10-49', '50+', 'Ready'],
    font: 'DejaVu Sans',
    widths: ['3.9in', '1.8in', '0.6in', '0.5in', '0.75in', '0.75in', '0.75in', '0.6in'],
    landscape: true,
  },
  {
    kind: 'sheet',
    name: 'sheet-narrow',
    plants: pick(8, 11),
    columns: ['botanical', 'qty', 'size', 'price', 'common'],
    headers: ['Botanical Name', 'Qty Avail', 'Size', 'Price', 'Common Name'],
    font: 'Nimbus Sans Narrow',
    widths: ['3in', '0.6in', '0.55in', '0.7in', '1.5in'],
  },
];

/** Photos and scans made from some of the PDFs above by make-corpus.sh (expected rows are the PDF's). */
export const IMAGES: { name: string; from: string }[] = [
  { name: 'scan-word-ruled', from: 'word-ruled' },
  { name: 'scanpdf-word-unruled', from: 'word-unruled' },
  { name: 'scanpdf-sheet-tight', from: 'sheet-tight' },
  { name: 'photo-word-ruled', from: 'word-ruled' },
  { name: 'photo-sheet-tight', from: 'sheet-tight' },
  { name: 'photo-word-unruled', from: 'word-unruled' },
  { name: 'photo-word-tiers', from: 'word-tiers' },
  { name: 'photo-sheet-narrow', from: 'sheet-narrow' },
  { name: 'photo-word-gothic', from: 'word-gothic' },
  { name: 'scan-word-bookish', from: 'word-bookish' },
];

const isMain = process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename);
if (isMain) {
  const out = process.argv[2] ?? '.';
  mkdirSync(out, { recursive: true });
  const expected = new Map<string, Expected[]>();
  for (const doc of DOCS) {
    const source = doc.kind === 'html' ? html(doc) : sheet(doc);
    writeFileSync(path.join(out, `${doc.name}.${doc.kind === 'html' ? 'html' : 'fods'}`), source);
    expected.set(doc.name, expectedRows(doc.plants, doc.columns));
  }
  for (const [name, rows] of expected)
    writeFileSync(path.join(out, `${name}.pdf.json`), `${JSON.stringify(rows, null, 1)}\n`);
  for (const image of IMAGES) {
    const ext = image.name.startsWith('scanpdf') ? 'pdf' : image.name.startsWith('scan') ? 'png' : 'jpg';
    writeFileSync(
      path.join(out, `${image.name}.${ext}.json`),
      `${JSON.stringify(expected.get(image.from), null, 1)}\n`,
    );
  }
}
