// npm run bench:import: reads every document of the import corpus (apps/server/bench/import-corpus, made with
// LibreOffice and ImageMagick by make-corpus.sh) through the same code as an upload, and prints per document the
// cells read right, the rows marked for review, the wrong cells in rows marked ok and the seconds per page.
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { getDocumentProxy } from 'unpdf';
import { OcrReader } from '../src/modules/bulk-upload/ocr-reader.ts';
import { readUpload } from '../src/modules/bulk-upload/read-file.ts';
import { checkedRows, corpusDocuments, type ReadRow, score } from './import-corpus/score.ts';

const only = process.argv[2];
// No time limit here: the bench measures how long reading takes.
const reader = new OcrReader(mkdtempSync(path.join(tmpdir(), 'verdant-ocr-')), undefined, 3_600_000);
const pad = (text: string | number, width: number) => String(text).padEnd(width);
const lines = [
  `| document | kind | cells right | rows marked review | wrong cells in ok rows | s/page |`,
  `|---|---|---|---|---|---|`,
];
let failed = false;
for (const doc of corpusDocuments().filter((d) => !only || new RegExp(only).test(d.name))) {
  const buffer = readFileSync(doc.file);
  const pages = doc.name.endsWith('.pdf') ? (await getDocumentProxy(new Uint8Array(buffer))).numPages : 1;
  const started = performance.now();
  let rows: ReadRow[] = [];
  let error = '';
  try {
    const { tables } = await readUpload(
      buffer,
      doc.name,
      { vendorId: 1, plan: 'PRO_VENDOR' },
      { reader, promotionalPeriod: true },
    );
    rows = checkedRows(tables, doc.photo);
  } catch (caught) {
    error = (caught as Error).message;
  }
  const seconds = (performance.now() - started) / 1000 / pages;
  const result = score(rows, doc.expected);
  const percent = ((100 * result.right) / Math.max(1, result.cells)).toFixed(1);
  const office = { xlsx: 'spreadsheet', xls: 'spreadsheet', docx: 'Word document', csv: 'CSV', txt: 'CSV' }[
    path.extname(doc.name).slice(1)
  ];
  const kind = doc.photo ? (doc.name.startsWith('photo') ? 'photo' : 'scan') : (office ?? 'text PDF');
  const target = doc.photo ? 98 : 100;
  if (Number(percent) < target || result.wrongInOk > 0) failed = true;
  lines.push(
    `| ${doc.name} | ${kind} | ${result.right}/${result.cells} (${percent}%) | ${result.review}/${result.rows} | ${result.wrongInOk} | ${seconds.toFixed(2)} |`,
  );
  console.log(
    `${pad(doc.name, 30)} ${pad(`${percent}%`, 7)} review ${result.review} wrong-in-ok ${result.wrongInOk} ${seconds.toFixed(2)} s/page ${error}`,
  );
  for (const mistake of result.mistakes) console.log(`    ${mistake}`);
}
await reader.close();
console.log(`\n${lines.join('\n')}`);
process.exitCode = failed ? 1 : 0;
