import mammoth from 'mammoth';
import { readZipEntry } from '../zip-guard.ts';
import { tabbedTables } from './docx-tabs.ts';
import { htmlTables } from './html-tables.ts';
import { type SourceTable, UnreadableFile } from './table.ts';

/**
 * The tables of a .docx (already checked by the zip guard), then its list laid out with tab stops if it has one.
 * Images are dropped, not inlined.
 */
export async function parseDocx(buffer: Buffer): Promise<SourceTable[]> {
  let html: string;
  let xml: string | null;
  try {
    xml = await readZipEntry(buffer, 'word/document.xml');
  } catch {
    throw new UnreadableFile('corrupt');
  }
  // First: a paragraph of a million tabs is refused before the Word reader builds it.
  const tabbed = xml ? tabbedTables(xml) : [];
  try {
    const result = await mammoth.convertToHtml(
      { buffer },
      { convertImage: mammoth.images.imgElement(async () => ({ src: '' })), ignoreEmptyParagraphs: true },
    );
    html = result.value;
  } catch {
    throw new UnreadableFile('corrupt');
  }
  const tables = [...htmlTables(html), ...tabbed].filter((table) => table.length > 0);
  if (tables.length === 0) throw new UnreadableFile('no-table');
  return tables;
}
