import PDFDocument from 'pdfkit';

/**
 * PDF building blocks shared by order paperwork and availability lists (decision 018): a Letter page with the
 * built-in Helvetica (no font files to ship), a table that repeats its header on each new page, and the finished
 * document as a Buffer.
 */

export type Pdf = PDFKit.PDFDocument;

export interface PdfColumn {
  header: string;
  /** Share of the page's text width; the columns' shares add up to 1. */
  width: number;
  align?: 'left' | 'right';
}

const MARGIN = 48;
const CELL_PADDING = 4;

export function createPdf(title: string): Pdf {
  return new PDFDocument({ size: 'LETTER', margin: MARGIN, info: { Title: title, Creator: 'Verdant' } });
}

/** Ends the document and resolves with its bytes. */
export function pdfBuffer(doc: Pdf): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    doc.end();
  });
}

const textWidth = (doc: Pdf) => doc.page.width - doc.page.margins.left - doc.page.margins.right;

function drawRow(doc: Pdf, columns: PdfColumn[], cells: string[], bold: boolean) {
  const full = textWidth(doc);
  doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(9);
  const widths = columns.map((column) => column.width * full - CELL_PADDING * 2);
  const height = Math.max(...cells.map((cell, i) => doc.heightOfString(cell, { width: widths[i] }))) + CELL_PADDING * 2;
  if (doc.y + height > doc.page.height - doc.page.margins.bottom) {
    doc.addPage();
    if (!bold)
      drawRow(
        doc,
        columns,
        columns.map((column) => column.header),
        true,
      );
  }
  const top = doc.y;
  let x = doc.page.margins.left;
  cells.forEach((cell, i) => {
    doc.text(cell, x + CELL_PADDING, top + CELL_PADDING, { width: widths[i], align: columns[i]!.align ?? 'left' });
    x += widths[i]! + CELL_PADDING * 2;
  });
  const bottom = top + height;
  doc
    .moveTo(doc.page.margins.left, bottom)
    .lineTo(doc.page.margins.left + full, bottom)
    .lineWidth(bold ? 1 : 0.4)
    .strokeColor(bold ? '#333333' : '#bbbbbb')
    .stroke();
  doc.x = doc.page.margins.left;
  doc.y = bottom;
}

/** A table of text cells; rows that do not fit continue on a new page under a repeated header. */
export function drawTable(doc: Pdf, columns: PdfColumn[], rows: string[][]) {
  drawRow(
    doc,
    columns,
    columns.map((column) => column.header),
    true,
  );
  for (const row of rows) drawRow(doc, columns, row, false);
  doc.moveDown();
}
