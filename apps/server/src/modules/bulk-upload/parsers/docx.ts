import mammoth from 'mammoth';
import { htmlTables } from './html-tables.ts';
import { type SourceTable, UnreadableFile } from './table.ts';

/** The tables of a .docx (already checked by the zip guard). Images are dropped, not inlined. */
export async function parseDocx(buffer: Buffer): Promise<SourceTable[]> {
  let html: string;
  try {
    const result = await mammoth.convertToHtml(
      { buffer },
      { convertImage: mammoth.images.imgElement(async () => ({ src: '' })), ignoreEmptyParagraphs: true },
    );
    html = result.value;
  } catch {
    throw new UnreadableFile('corrupt');
  }
  const tables = htmlTables(html).filter((table) => table.length > 0);
  if (tables.length === 0) throw new UnreadableFile('no-table');
  return tables;
}
