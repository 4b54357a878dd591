import { extractText, getDocumentProxy } from 'unpdf';

/** A PDF's text, pages joined, for checking what paperwork and lists say. */
export async function pdfText(bytes: Uint8Array): Promise<{ pages: number; text: string }> {
  const pdf = await getDocumentProxy(new Uint8Array(bytes));
  const { totalPages, text } = await extractText(pdf, { mergePages: true });
  return { pages: totalPages, text };
}
