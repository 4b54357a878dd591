// Text lists pass 4, round 2 (stop 18): more shapes from the same writers as sources-gen4.ts. ReportLab names as
// Paragraphs wrapping in narrow columns, cells centred on their rows; ReportLab's two-row header with "Price" over
// its tiers; a wkhtmltopdf list over three pages with its header repeated; enscript printing two pages on each
// landscape sheet (-2r); groff's tbl (a boxed table, the header repeated on each page). node sources-gen4b.ts <dir>
import path from 'node:path';
import { ALL, BASIC, type Doc, ISSUE, LONG, writeSources } from './sources-gen4.ts';

export const DOCS_B: Doc[] = [
  {
    name: 'g4-rl-wrapped',
    kind: 'rl-table',
    title: 'Thistledown Farm Plant List',
    headers: ['Botanical Name', 'Common Name', 'Size', 'Qty', 'Price', 'Notes'],
    columns: ['botanical', 'common', 'size', 'qty', 'price', 'notes'],
    plants: ALL,
    grid: true,
    wrap: true,
  },
  {
    name: 'g4-rl-tier-header',
    kind: 'rl-table',
    title: 'Kestrel Liners - Quantity Pricing',
    headers: ['Botanical Name', 'Size', '1-9', '10-49', '50+', 'Avail'],
    columns: ['botanical', 'size', 'price', 'tier2', 'tier3', 'qty'],
    plants: ALL.slice(4, 18),
    grid: true,
    tierHeader: true,
  },
  {
    name: 'g4-wk-pages',
    kind: 'html',
    via: 'wkhtmltopdf',
    title: 'Copper Beech Nursery - Full Availability',
    headers: ISSUE,
    columns: BASIC,
    plants: LONG,
    zebra: true,
  },
  {
    name: 'g4-txt-2up',
    kind: 'text',
    via: '2up',
    title: 'HILLTOP NURSERY STOCK REPORT',
    headers: ['BOTANICAL NAME', 'SIZE', 'QTY', 'PRICE'],
    columns: ['botanical', 'size', 'qty', 'price'],
    plants: LONG.slice(0, 60),
    money: 'bare',
  },
  {
    name: 'g4-groff-tbl',
    kind: 'tbl',
    title: 'Fernhill Wholesale Availability',
    headers: ['Botanical Name', 'Common Name', 'Size', 'Qty', 'Price'],
    columns: BASIC,
    plants: LONG.slice(0, 60),
    invalid: true,
  },
];

const isMain = process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename);
if (isMain) await writeSources(DOCS_B, process.argv[2] ?? '.');
