import { LIMITS } from '@verdant/shared/messages';
import { getDocumentProxy } from 'unpdf';
import { type TextBox, type TextLine, tableFromLines } from './layout.ts';
import { type SourceTable, UnreadableFile } from './table.ts';

interface PdfTextItem {
  str: string;
  transform: number[];
  width: number;
  height: number;
}

/** Text runs on the same baseline (within a third of their height) are one line. */
function pageLines(items: PdfTextItem[], pageHeight: number, offset: number): TextLine[] {
  const lines: (TextLine & { baseline: number })[] = [];
  for (const item of items) {
    const text = item.str.trim();
    if (!text) continue;
    const height = item.height || Math.abs(item.transform[3] ?? 0) || 10;
    const baseline = item.transform[5] ?? 0;
    const box: TextBox = { text, x0: item.transform[4] ?? 0, x1: (item.transform[4] ?? 0) + item.width };
    const line = lines.find((candidate) => Math.abs(candidate.baseline - baseline) < height / 3);
    if (line) line.boxes.push(box);
    else lines.push({ baseline, height, y: offset + pageHeight - baseline - height / 2, boxes: [box] });
  }
  return lines.map(({ y, height, boxes }) => ({ y, height, boxes }));
}

/** A PDF with a text table (not a scan): its pages' text, with positions, rebuilt into rows. */
export async function parsePdf(buffer: Buffer): Promise<SourceTable[]> {
  let pdf: Awaited<ReturnType<typeof getDocumentProxy>>;
  try {
    pdf = await getDocumentProxy(new Uint8Array(buffer), { stopAtErrors: true });
  } catch (error) {
    throw new UnreadableFile((error as { name?: string })?.name === 'PasswordException' ? 'encrypted' : 'corrupt');
  }
  try {
    if (pdf.numPages > LIMITS.bulkPdfMaxPages) throw new UnreadableFile('too-many-pages');
    const lines: TextLine[] = [];
    let offset = 0;
    for (let number = 1; number <= pdf.numPages; number++) {
      const page = await pdf.getPage(number);
      const { height } = page.getViewport({ scale: 1 });
      const content = await page.getTextContent();
      lines.push(...pageLines(content.items as PdfTextItem[], height, offset));
      offset += height;
    }
    // Text runs are whole cells already: only runs almost touching are joined.
    const table = tableFromLines(lines, 0.15);
    if (!table) throw new UnreadableFile(lines.length ? 'no-table' : 'no-text');
    return [table];
  } catch (error) {
    if (error instanceof UnreadableFile) throw error;
    throw new UnreadableFile('corrupt');
  } finally {
    await pdf.loadingTask.destroy();
  }
}
