// Sources for the import corpus, office files pass 4 (issue 13, stop 18): availability lists written by tools no
// earlier document came from. This file holds the plants and, per document, the columns and the rows expected; the
// documents themselves are written by office4.py (python3-xlsxwriter, -openpyxl, -xlwt, -docx and plain CSV bytes)
// and converted by make-office4.sh (gnumeric ssconvert, pandoc, abiword).
// node apps/server/bench/import-corpus/sources-office4.ts <out dir>   (writes office4.json and <doc>.json there)
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export interface Plant {
  category: string;
  botanical: string;
  common: string;
  size: string;
  /** A number is written as a number cell; a string as the text a nursery types ("Call", ""). */
  qty: number | string;
  price: number | string;
  ready?: string;
  notes?: string;
  /** Prices for 1-9, 10-49 and 50+. */
  tiers?: [number, number, number];
}
const p = (
  category: string,
  botanical: string,
  common: string,
  size: string,
  qty: number | string,
  price: number | string,
  extra: Partial<Plant> = {},
): Plant => ({ category, botanical, common, size, qty, price, ...extra });

const T = (price: number): [number, number, number] => [
  price,
  Math.round(price * 90) / 100,
  Math.round(price * 80) / 100,
];

export const PLANTS: Plant[] = [
  p('Shade Trees', "Acer x freemanii 'Autumn Blaze'", 'Freeman Maple', 'B&B 2" cal', 14, 265, {
    ready: '2027-03-15',
    notes: 'Dug fall 2026',
    tiers: T(265),
  }),
  p('Shade Trees', "Quercus palustris 'Pringreen'", 'Pin Oak', "6-8'", 22, 148.5, {
    ready: '2027-04-01',
    tiers: T(148.5),
  }),
  p('Shade Trees', "Gleditsia triacanthos var. inermis 'Skyline'", 'Thornless Honeylocust', '#15', 9, 189, {
    ready: '2027-03-20',
    tiers: T(189),
  }),
  p('Shade Trees', "Nyssa sylvatica 'Wildfire'", 'Black Gum', 'B&B 2.5" cal', 6, 1234.5, {
    ready: '2027-05-01',
    notes: 'Limited',
    tiers: T(1234.5),
  }),
  p('Evergreen Trees', 'Picea glauca var. densata', 'Black Hills Spruce', "5-6'", 31, 119, {
    ready: '2027-04-10',
    tiers: T(119),
  }),
  p('Evergreen Trees', "Thuja x 'Green Giant'", 'Arborvitae', '#7', 48, 72.25, {
    ready: '2027-03-15',
    tiers: T(72.25),
  }),
  p('Evergreen Trees', "Ilex x meserveae 'Blue Prince'", 'Blue Holly', '3 gal', 0, 34, {
    ready: '2027-06-01',
    notes: 'Sold out',
    tiers: T(34),
  }),
  p('Shrubs', "Hydrangea arborescens 'Annabelle'", 'Smooth Hydrangea', '#3', 1250, 24.95, {
    ready: '2027-04-15',
    notes: 'Strong stems, full',
    tiers: T(24.95),
  }),
  p('Shrubs', "Viburnum x burkwoodii 'Mohawk'", 'Burkwood Viburnum', '#5', 40, 46, {
    ready: '2027-04-15',
    tiers: T(46),
  }),
  p('Shrubs', "Fothergilla x intermedia 'Mount Airy'", 'Witch Alder', '#3', 75, 31.5, {
    ready: '2027-05-01',
    tiers: T(31.5),
  }),
  p('Shrubs', "Rhododendron 'PJM Elite'", 'PJM Rhododendron', 'BR', 120, 18, {
    ready: '2027-03-01',
    notes: 'Bare root',
    tiers: T(18),
  }),
  p('Perennials', "Echinacea x hybrida 'Cheyenne Spirit'", 'Coneflower', '4" pot', 640, 5.75, {
    ready: '2027-05-15',
    tiers: T(5.75),
  }),
  p('Perennials', "Heuchera villosa 'Caramel'", 'Coral Bells', '1 gal', 310, 11.25, {
    ready: '2027-05-01',
    tiers: T(11.25),
  }),
  p('Perennials', "Ajuga reptans 'Chocolate Chip'", 'Bugleweed', '32/flat', 85, 42, {
    ready: '2027-04-20',
    notes: 'Per flat',
    tiers: T(42),
  }),
  p('Perennials', "Phlox subulata 'Emerald Blue'", 'Creeping Phlox', '1 qt', 900, 4.5, {
    ready: '2027-04-01',
    tiers: T(4.5),
  }),
  p('Grasses', "Calamagrostis x acutiflora 'Karl Foerster'", 'Feather Reed Grass', '#1', 520, 9.95, {
    ready: '2027-04-15',
    tiers: T(9.95),
  }),
  p('Grasses', 'Sporobolus heterolepis', 'Prairie Dropseed', '#1', 275, 10.5, { ready: '2027-05-01', tiers: T(10.5) }),
];
/** Names with accents, marks and the multiplication sign, all in Windows-1252. */
const ACCENTED: Plant[] = [
  p('Roses', "Rosa 'Félicité Perpétue'", 'Rambling Rose', '#3', 36, 28.5),
  p('Roses', "Rosa 'Reine des Violettes'", 'Hybrid Perpetual Rose', '#3', 24, 29),
  p('Shrubs', "Hydrangea macrophylla 'Bailmer' Endless Summer®", 'Bigleaf Hydrangea', '#3', 150, 32),
  p('Shrubs', "Abelia × grandiflora 'Kaleidoscope'", 'Glossy Abelia', '#2', 88, 21.75),
  p('Vines', "Clematis 'Comtesse de Bouchaud'", 'Clematis', '#1 trellis', 60, 17.5),
  p('Perennials', "Leucanthemum × superbum 'Crème Brûlée'", 'Shasta Daisy', '1 gal', 140, 10.75),
];
/** The invalid row every list carries: no quantity, a price nobody can read. */
export const INVALID: Plant = p('Shrubs', "Spiraea x bumalda 'Anthony Waterer'", 'Spirea', '#2', '', 'ask', {
  ready: '',
  notes: 'Call',
  tiers: [0, 0, 0],
});

/** One plant in several sizes, its names written once (cells merged down its sizes). */
const SIZES: [string, number, number][] = [
  ['#3', 1.0, 1.0],
  ['#5', 0.5, 1.6],
  ['#7', 0.25, 2.4],
];
const NAME_SIZES: Plant[] = PLANTS.slice(5, 11).flatMap((plant) =>
  SIZES.map(([size, qty, price]) => ({
    ...plant,
    size,
    qty: typeof plant.qty === 'number' ? Math.round(plant.qty * qty) : plant.qty,
    price: typeof plant.price === 'number' ? Math.round(plant.price * price * 100) / 100 : plant.price,
  })),
);
/** Container sizes in gallons, written as plain numbers under a header that names the unit. */
const GALLONS: Plant[] = PLANTS.slice(0, 10).map((plant, index) => ({
  ...plant,
  size: `${[1, 3, 5, 7, 15][index % 5]} gal`,
}));

export type Key = 'botanical' | 'common' | 'size' | 'qty' | 'price' | 'ready' | 'notes' | 'tiers' | 'category';
export interface Doc {
  /** The corpus file name. */
  name: string;
  /** The columns office4.py writes, in order (it decides the header words and the shape). */
  columns: Key[];
  /** The plants in order (the invalid row is put at `invalidAt`). */
  plants: Plant[];
  invalidAt: number;
  /** Section rows between groups (banners the reader skips: they name no category of the app). */
  sections?: boolean;
}

const money = (value: number) =>
  `$${value.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

export function expectedRows(doc: Doc): Record<string, string>[] {
  const rows = [...doc.plants];
  rows.splice(doc.invalidAt, 0, INVALID);
  const has = (key: Key) => doc.columns.includes(key);
  return rows.map((plant) => {
    const cells: Record<string, string> = {};
    if (has('category')) cells.category = plant.category;
    if (has('botanical') && has('common')) {
      cells.scientific_name = plant.botanical;
      cells.plant_name = plant.common;
    } else cells.plant_name = has('botanical') ? plant.botanical : plant.common;
    cells.size = plant.size;
    if (plant.qty !== '') cells.quantity_available = String(plant.qty);
    if (has('price') && plant.price !== '')
      cells.price = typeof plant.price === 'number' ? money(plant.price) : plant.price;
    if (has('tiers') && plant !== INVALID && plant.tiers) {
      const [a, b, c] = plant.tiers;
      cells.price_tiers = `1-9 ${money(a)}; 10-49 ${money(b)}; 50+ ${money(c)}`;
    }
    if (has('ready') && plant.ready) cells.ready_date = plant.ready;
    if (has('notes') && plant.notes) cells.description = plant.notes;
    return cells;
  });
}

const BASE: Key[] = ['botanical', 'common', 'size', 'qty', 'price'];
const take = (from: number, count: number) => PLANTS.slice(from, from + count);
function doc(name: string, columns: Key[], plants: Plant[], extra: Partial<Doc> = {}): Doc {
  return {
    name,
    columns,
    plants,
    invalidAt: Math.min(3, plants.length),
    ...extra,
  };
}

export const DOCS: Doc[] = [
  // python3-xlsxwriter
  doc('o4-xw-formula-price.xlsx', BASE, take(0, 10)),
  doc('o4-xw-table-totals.xlsx', [...BASE, 'ready'], take(4, 10)),
  doc('o4-xw-rich-sheets.xlsx', [...BASE, 'notes'], take(6, 9)),
  doc('o4-xw-wide-tiers.xlsx', ['botanical', 'size', 'qty', 'tiers', 'ready'], PLANTS, { sections: true }),
  doc('o4-xw-gal-format.xlsx', BASE, take(2, 8)),
  doc('o4-xw-unit-header.xlsx', BASE, GALLONS),
  // python3-openpyxl
  doc('o4-op-name-sizes.xlsx', BASE, NAME_SIZES, { invalidAt: NAME_SIZES.length }),
  doc('o4-op-no-cache.xlsx', BASE, take(1, 10)),
  doc('o4-op-cover-dates.xlsx', [...BASE, 'ready'], take(3, 11)),
  doc('o4-op-merged-groups.xlsx', ['category', ...BASE], PLANTS),
  doc('o4-op-inline-strings.xlsx', [...BASE, 'notes'], take(5, 10)),
  // python3-xlwt
  doc('o4-xlwt-formats.xls', [...BASE, 'ready'], take(0, 12)),
  doc('o4-xlwt-sections.xls', BASE, PLANTS, { sections: true }),
  doc('o4-xlwt-second-sheet.xls', [...BASE, 'notes'], take(5, 9)),
  // gnumeric ssconvert
  doc('o4-gnm-list.xlsx', [...BASE, 'ready'], take(2, 10)),
  doc('o4-gnm-list.xls', [...BASE, 'notes'], take(4, 10)),
  // python3-docx, pandoc, abiword
  doc('o4-docx-merged.docx', ['category', ...BASE], PLANTS),
  doc('o4-docx-repeat-header.docx', [...BASE, 'notes'], [...PLANTS, ...PLANTS.map((x) => ({ ...x, size: '#7' }))]),
  doc('o4-docx-legend.docx', [...BASE, 'ready'], take(0, 12)),
  doc('o4-docx-nested.docx', BASE, take(3, 9)),
  doc('o4-docx-name-sizes.docx', BASE, NAME_SIZES, { invalidAt: NAME_SIZES.length }),
  doc('o4-docx-tracked.docx', BASE, take(0, 10)),
  doc('o4-docx-unit-header.docx', BASE, GALLONS),
  doc('o4-docx-tabs.docx', BASE, take(6, 10)),
  doc('o4-pandoc-pipe.docx', [...BASE, 'notes'], take(1, 10)),
  doc('o4-abiword.docx', BASE, take(5, 10)),
  // CSV as other tools write it
  doc('o4-csv-semicolon-comma.csv', BASE, take(0, 10)),
  doc('o4-csv-tabs.csv', [...BASE, 'notes'], take(2, 10)),
  doc('o4-csv-utf16.csv', BASE, take(4, 10)),
  doc('o4-csv-cp1252-sep.csv', BASE, [...ACCENTED, ...take(6, 4)]),
  doc('o4-csv-cr-only.csv', [...BASE, 'notes'], take(3, 10)),
  doc('o4-csv-title-trailing.csv', BASE, PLANTS, { sections: true }),
  doc('o4-csv-thousands.csv', [...BASE, 'ready'], take(0, 14)),
  doc('o4-csv-unit-header.csv', BASE, GALLONS),
  // Round 2: shapes of other programs' lists
  doc('o4-xw-two-names-cell.xlsx', BASE, take(0, 10)),
  doc('o4-docx-two-names-cell.docx', BASE, take(4, 10)),
  doc('o4-csv-inventory-export.csv', ['botanical', 'size', 'qty', 'price'], take(2, 12)),
  doc('o4-op-side-by-side.xlsx', BASE, take(0, 14), { invalidAt: 14 }),
  doc('o4-xw-row-numbers.xlsx', BASE, take(3, 10)),
  doc('o4-op-hidden-old-sheet.xlsx', BASE, take(0, 10)),
  doc('o4-xlwt-hidden-old-sheet.xls', BASE, take(5, 10)),
  doc('o4-xw-struck-rows.xlsx', BASE, take(1, 10)),
  doc('o4-docx-struck-rows.docx', BASE, take(2, 10)),
];

if (import.meta.main) {
  const out = process.argv[2] ?? path.join(import.meta.dirname, 'docs');
  mkdirSync(out, { recursive: true });
  const withInvalid = DOCS.map((d) => {
    const rows = [...d.plants];
    rows.splice(d.invalidAt, 0, INVALID);
    return { ...d, plants: rows };
  });
  writeFileSync(path.join(out, 'office4.json'), JSON.stringify(withInvalid, null, 1));
  for (const d of DOCS)
    writeFileSync(path.join(out, `${d.name}.json`), `${JSON.stringify(expectedRows(d), null, 2)}\n`);
}
