// Sources for the import corpus, cell values round 3 (issue 13, stop 17): the issue's columns (Botanical Name,
// Common Name, Size, Qty Avail, Price) holding what real nurseries write in the cells: quantities ("1,200", "500+",
// "Call", "Sold out"), prices ("$12.00 ea", "12,50", "Call for price", a range), trade sizes ("3G", "2½\" cal.",
// "6–8'", "15 gal/#15"), names (curly quotes, "×", accents, capitals, patent and trademark marks, ligatures as
// Writer sets them) and other header words ("Latin Name", "Avail.", "Cont. Size", "Price Each"). Each list is made
// by make-cells3.sh as a Calc workbook, its CSV and its PDF, a Writer document and its PDF, and a Chromium print.
// node apps/server/bench/import-corpus/sources-cells3.ts <out dir>
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import ExcelJS from 'exceljs';

interface Row {
  botanical: string;
  common: string;
  size: string;
  qty: string;
  price: string;
}
const row = (botanical: string, common: string, size: string, qty: string, price: string): Row => ({
  botanical,
  common,
  size,
  qty,
  price,
});

export interface List {
  name: string;
  title: string;
  headers: string[];
  rows: Row[];
  /** Both names in one cell, "Red Maple (Acer rubrum)" (the header has four columns). */
  oneCell?: boolean;
  /** Writer's font (default Liberation Serif); P052, a Palatino, sets the "fi" and "fl" ligatures. */
  font?: string;
  /** The documents the corpus keeps (default: all six). */
  outputs?: string[];
}

const ALL_OUTPUTS = ['-calc.xlsx', '-calc.csv', '-calc.pdf', '-writer.docx', '-writer.pdf', '-browser.pdf'];

const ISSUE_HEADERS = ['Botanical Name', 'Common Name', 'Size', 'Qty Avail', 'Price'];

export const LISTS: List[] = [
  {
    name: 'c3-quantities',
    title: 'Hawthorn Ridge Nursery - Availability',
    headers: ISSUE_HEADERS,
    rows: [
      row("Acer rubrum 'Red Sunset'", 'Red Maple', '#15', '1,200', '$189.00'),
      row("Spiraea japonica 'Little Princess'", 'Japanese Spirea', '#3', '500+', '$18.50'),
      row("Juniperus horizontalis 'Blue Chip'", 'Creeping Juniper', '#2', '1 200', '$16.75'),
      row("Hosta 'Sum and Substance'", 'Plantain Lily', '#1', '12 ea', '$12.25'),
      row('Syringa vulgaris', 'Common Lilac', '#5', 'Call', '$42.00'),
      row("Viburnum dentatum 'Blue Muffin'", 'Arrowwood Viburnum', '#3', 'Sold out', '$27.00'),
      row("Physocarpus opulifolius 'Diabolo'", 'Ninebark', '#3', '0', '$24.50'),
      row("Buxus 'Green Velvet'", 'Boxwood', '#2', 'N/A', '$21.00'),
      row("Taxus x media 'Densiformis'", 'Dense Yew', '#5', '-', '$48.00'),
      row("Weigela florida 'Wine and Roses'", 'Weigela', '#3', 'TBD', '$25.00'),
      row("Clethra alnifolia 'Ruby Spice'", 'Summersweet', '#3', 'Limited', '$26.50'),
      row("Cornus kousa 'Milky Way'", 'Kousa Dogwood', '#7', '36', '$64.00'),
    ],
  },
  {
    name: 'c3-prices',
    title: 'Bramblewood Growers',
    headers: ISSUE_HEADERS,
    rows: [
      row('Quercus bicolor', 'Swamp White Oak', 'B&B 2" cal', '8', '$1,234.50'),
      row("Betula nigra 'Heritage'", 'River Birch', '#15', '14', '1234.5'),
      row("Itea virginica 'Little Henry'", 'Virginia Sweetspire', '#3', '60', '$12.00 ea'),
      row("Aronia melanocarpa 'Low Scape Mound'", 'Black Chokeberry', '#2', '85', '12.00/ea'),
      row("Echinacea purpurea 'Magnus'", 'Purple Coneflower', '1 gal', '240', '$ 12'),
      row("Salvia nemorosa 'May Night'", 'Meadow Sage', '1 gal', '310', 'USD 12'),
      row("Coreopsis verticillata 'Zagreb'", 'Threadleaf Coreopsis', '1 gal', '150', '12,50'),
      row("Ginkgo biloba 'Autumn Gold'", 'Maidenhair Tree', 'B&B 2.5" cal', '5', 'Call for price'),
      row("Sedum 'Autumn Joy'", 'Stonecrop', '1 gal', '90', '$0.00'),
      row("Thuja occidentalis 'Smaragd'", 'Emerald Arborvitae', '#7', '30', '$12.00 - $15.00'),
      row("Hydrangea paniculata 'Limelight'", 'Panicle Hydrangea', '#5', '44', '12.00*'),
      row("Nepeta racemosa 'Walker's Low'", 'Catmint', '1 gal', '200', '$9.75'),
    ],
  },
  {
    name: 'c3-sizes',
    title: 'Tall Pines Wholesale Nursery',
    headers: ISSUE_HEADERS,
    rows: [
      row("Rhododendron 'PJM'", 'PJM Rhododendron', '#3', '40', '$34.00'),
      row("Hydrangea quercifolia 'Snow Queen'", 'Oakleaf Hydrangea', '3 gal.', '25', '$36.00'),
      row("Ilex glabra 'Shamrock'", 'Inkberry', '3-gal', '70', '$29.00'),
      row("Fothergilla gardenii 'Mount Airy'", 'Dwarf Fothergilla', '3G', '18', '$38.00'),
      row("Calycanthus floridus 'Aphrodite'", 'Sweetshrub', '#3 cont.', '22', '$39.50'),
      row("Acer saccharum 'Green Mountain'", 'Sugar Maple', 'B&B 2.5"', '6', '$310.00'),
      row("Gleditsia triacanthos 'Shademaster'", 'Honeylocust', '2 1/2" cal', '9', '$295.00'),
      row("Tilia cordata 'Greenspire'", 'Littleleaf Linden', '2½" cal.', '7', '$305.00'),
      row("Picea pungens 'Fat Albert'", 'Colorado Blue Spruce', "6–8'", '12', '$420.00'),
      row('Pinus strobus', 'Eastern White Pine', '6-8 ft', '15', '$260.00'),
      row("Heuchera 'Obsidian'", 'Coral Bells', '4" pot', '120', '$6.50'),
      row("Lavandula angustifolia 'Hidcote'", 'English Lavender', '4 in', '200', '$5.75'),
      row("Leucanthemum 'Becky'", 'Shasta Daisy', '1 qt', '160', '$7.25'),
      row('Ajuga reptans', 'Bugleweed', '18 ct flat', '30', '$42.00'),
      row('Carex pensylvanica', 'Pennsylvania Sedge', 'plug 72', '45', '$86.40'),
      row('Salix purpurea', 'Purple Osier Willow', 'BR', '300', '$3.20'),
      row('Cercis canadensis', 'Eastern Redbud', "bareroot 3-4'", '80', '$14.00'),
      row("Magnolia 'Butterflies'", 'Yellow Magnolia', '15 gal/#15', '10', '$175.00'),
    ],
  },
  {
    name: 'c3-names',
    title: 'Fieldstone Perennial Farm',
    font: 'P052',
    headers: ISSUE_HEADERS,
    rows: [
      row('Hydrangea macrophylla ‘Endless Summer’', 'Bigleaf Hydrangea', '#3', '48', '$32.00'),
      row('Rosa “Knock Out”', 'Shrub Rose', '#3', '64', '$28.00'),
      row('Platanus × acerifolia ‘Bloodgood’', 'London Planetree', 'B&B 2" cal', '10', '$265.00'),
      row("Heuchera x villosa 'Caramel'", 'Coral Bells', '#1', '90', '$13.50'),
      row('Cornus florida var. rubra', 'Pink Flowering Dogwood', '#7', '15', '$78.00'),
      row('Achillea millefolium ssp. lanulosa', 'Western Yarrow', '1 gal', '140', '$9.00'),
      row('Pinus flexilis', 'Limber Pine', '#5', '20', '$72.00'),
      row('Solidago rigida', 'Stiff Goldenrod', 'plug 50', '35', '$62.50'),
      row("Heuchera 'Crème Brûlée'", 'Coral Bells', '#1', '75', '$14.25'),
      row("ILEX CRENATA 'SKY PENCIL'", 'JAPANESE HOLLY', '#5', '30', '$54.00'),
      row("Hydrangea arborescens 'Incrediball' (PP20571)", 'Smooth Hydrangea', '#3', '55', '$33.50'),
      row('Weigela florida My Monet®', 'Variegated Weigela', '#2', '40', '$22.75'),
      row('Spiraea japonica Double Play® Candy Corn™', 'Japanese Spirea', '#2', '60', '$21.50'),
      row("Buddleja davidii 'Black Knight'", 'Butterfly Bush', '#3', '33', '$24.00'),
    ],
  },
];

/** Other header words for the same columns, one list each (fewer rows: the header is what is tested). */
const HEADER_SETS: string[][] = [
  ['Latin Name', 'Common', 'Cont. Size', 'Avail.', 'Unit Price'],
  ['Scientific', 'Common Name', 'Grade', 'Qty.', 'Price Each'],
  ['Botanical', 'Common Name', 'Container', 'On Hand', 'Wholesale'],
  ['Scientific Name', 'Common Name', 'Container', 'Available Qty', 'Price'],
];
const HEADER_ROWS = [
  row("Amelanchier laevis 'Cumulus'", 'Allegheny Serviceberry', '#7', '18', '$68.00'),
  row("Hamamelis x intermedia 'Arnold Promise'", 'Witchhazel', '#5', '12', '$59.00'),
  row("Schizachyrium scoparium 'Standing Ovation'", 'Little Bluestem', '#1', '220', '$10.50'),
  row("Liatris spicata 'Kobold'", 'Blazing Star', '1 qt', '180', '$6.95'),
  row("Baptisia 'Purple Smoke'", 'False Indigo', '#2', '45', '$19.00'),
];
HEADER_SETS.forEach((headers, index) => {
  LISTS.push({
    name: `c3-headers-${index + 1}`,
    title: 'Copper Beech Nursery',
    headers,
    rows: HEADER_ROWS,
    // A header is matched the same in every sheet and Word table: the PDFs are where its words are put together.
    // Calc prints "Available Qty" clipped against "Price" as one run ("Available QPrice"): its rows are errors
    // (quantity and price in one cell), never wrong and ok; that PDF is left out (docs/performance.md).
    outputs:
      index === 3
        ? ['-calc.xlsx', '-writer.pdf', '-browser.pdf']
        : ['-calc.xlsx', '-calc.pdf', '-writer.pdf', '-browser.pdf'],
  });
});

LISTS.push({
  name: 'c3-one-cell',
  title: 'Prairie Edge Natives',
  headers: ['Plant Name', 'Size', 'Qty Avail', 'Price'],
  oneCell: true,
  rows: [
    row('Acer rubrum', 'Red Maple', '#15', '14', '$165.00'),
    row("Acer rubrum 'October Glory'", 'Red Maple', 'B&B 2" cal', '6', '$285.00'),
    row('Quercus rubra', 'Northern Red Oak', '#25', '9', '$240.00'),
    row('Asclepias tuberosa', 'Butterfly Weed', '1 qt', '300', '$6.25'),
    row('Monarda fistulosa', 'Wild Bergamot', '1 qt', '260', '$6.25'),
    row('Rudbeckia hirta', 'Black-eyed Susan', 'plug 50', '40', '$55.00'),
    row('Sporobolus heterolepis', 'Prairie Dropseed', '#1', '120', '$11.50'),
    row('Cephalanthus occidentalis', 'Buttonbush', '#3', '35', '$27.00'),
  ],
});

/** The header and each row's cells as the list shows them. */
const shown = (list: List) => ({
  header: list.headers,
  rows: list.rows.map((r) =>
    list.oneCell
      ? [`${r.common} (${r.botanical})`, r.size, r.qty, r.price]
      : [r.botanical, r.common, r.size, r.qty, r.price],
  ),
});

const esc = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const expected = (list: List) =>
  list.rows.map((r) => ({
    scientific_name: r.botanical,
    plant_name: r.common,
    size: r.size,
    quantity_available: r.qty,
    price: r.price,
  }));

/** The Writer source: HTML turned into a Word table by LibreOffice, 10 pt serif (Writer sets its ligatures). */
function writerHtml(list: List): string {
  const { rows } = shown(list);
  const cells = (texts: string[]) =>
    texts.map((text, i) => `<td${i >= texts.length - 2 ? ' align="right"' : ''}>${esc(text)}</td>`).join('');
  return `<html><head><meta charset="utf-8"></head><body style="font-family:'${list.font ?? 'Liberation Serif'}';font-size:10pt"><p style="font-size:14pt"><b>${esc(list.title)}</b></p>
<table border="1" cellspacing="0" cellpadding="3" style="font-family:'${list.font ?? 'Liberation Serif'}';font-size:10pt"><tr>${list.headers.map((h) => `<th>${esc(h)}</th>`).join('')}</tr>${rows.map((r) => `<tr>${cells(r)}</tr>`).join('')}</table><p>Prices subject to change. Call to order.</p></body></html>`;
}

/** The browser's page: a plain styled table (Chromium's own PDF writer). */
function browserHtml(list: List): string {
  const { rows } = shown(list);
  const css = `body{font:9pt 'DejaVu Sans',sans-serif} table{border-collapse:collapse} th{text-align:left;border-bottom:1px solid #000;padding:2px 10px 2px 0} td{padding:2px 10px 2px 0} td.n{text-align:right}`;
  const cells = (texts: string[]) =>
    texts.map((text, i) => `<td${i >= texts.length - 2 ? ' class=n' : ''}>${esc(text)}</td>`).join('');
  return `<!doctype html><html><head><meta charset="utf-8"><style>${css}</style></head><body><h2>${esc(list.title)}</h2><table><tr>${list.headers.map((h) => `<th>${esc(h)}</th>`).join('')}</tr>${rows.map((r) => `<tr>${cells(r)}</tr>`).join('')}</table></body></html>`;
}

/** "$1,234.50" and "1,200" are numbers in a workbook (formatted as shown); every other cell is typed text. */
const money = /^\$(\d{1,3}(?:,\d{3})*|\d+)\.\d\d$/;
const count = /^(\d{1,3}(?:,\d{3})*|\d+)$/;
async function workbook(list: List): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Availability');
  sheet.getCell('A1').value = list.title;
  sheet.getCell('A1').font = { bold: true, size: 14 };
  sheet.getRow(3).values = [...list.headers];
  sheet.getRow(3).font = { bold: true };
  shown(list).rows.forEach((texts, i) => {
    const cells = sheet.getRow(4 + i);
    cells.values = texts;
    const [qty, price] = [texts.length - 1, texts.length];
    if (count.test(texts[qty - 1]!)) {
      cells.getCell(qty).value = Number(texts[qty - 1]!.replaceAll(',', ''));
      cells.getCell(qty).numFmt = '#,##0';
    }
    if (money.test(texts[price - 1]!)) {
      cells.getCell(price).value = Number(texts[price - 1]!.replace(/[$,]/g, ''));
      cells.getCell(price).numFmt = '"$"#,##0.00';
    }
  });
  (list.oneCell ? [44, 14, 10, 16] : [44, 24, 14, 10, 16]).forEach((width, i) => {
    sheet.getColumn(i + 1).width = width;
  });
  return Buffer.from(await book.xlsx.writeBuffer());
}

const isMain = process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename);
if (isMain) {
  const out = process.argv[2] ?? '.';
  mkdirSync(out, { recursive: true });
  for (const list of LISTS) {
    const json = `${JSON.stringify(expected(list), null, 2)}\n`;
    // Made from the workbook: the Calc xlsx, its CSV and its PDF ("-calc"); from the Writer HTML: the Word document
    // and its PDF ("-writer"); from the page: Chromium's PDF ("-browser").
    writeFileSync(path.join(out, `${list.name}-calc.xlsx`), await workbook(list));
    writeFileSync(path.join(out, `${list.name}-writer.html`), writerHtml(list));
    writeFileSync(path.join(out, `${list.name}-browser.htm`), browserHtml(list));
    for (const name of list.outputs ?? ALL_OUTPUTS) writeFileSync(path.join(out, `${list.name}${name}.json`), json);
  }
}
