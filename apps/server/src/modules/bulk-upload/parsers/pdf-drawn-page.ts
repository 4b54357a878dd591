import { LIMITS } from '@verdant/shared/messages';
import { type getDocumentProxy, getResolvedPDFJS, renderPageAsImage } from 'unpdf';

type Pdf = Awaited<ReturnType<typeof getDocumentProxy>>;

/** A drawn page is rendered at a flatbed scan's resolution, as the scans text recognition reads best. */
const DPI = 300;

/**
 * A page with no text and no picture whose words are drawn as shapes (a design tool's text "converted to outlines",
 * a printer driver's "text as graphics"), drawn by pdf.js as PNG for text recognition; null when the page draws
 * nothing. Capped at the pixels a photo may have.
 */
export async function drawnPage(pdf: Pdf, number: number): Promise<Buffer | null> {
  const { OPS } = await getResolvedPDFJS();
  const page = await pdf.getPage(number);
  const { fnArray } = await page.getOperatorList();
  if (!fnArray.includes(OPS.constructPath)) return null;
  return renderedPage(pdf, number);
}

/**
 * The page as pdf.js draws it, as PNG for text recognition: also a page whose text has no letters to read (fonts
 * without a map from their glyphs to characters: the glyphs draw, the text is codes).
 */
export async function renderedPage(pdf: Pdf, number: number): Promise<Buffer> {
  const page = await pdf.getPage(number);
  const { width, height } = page.getViewport({ scale: 1 });
  const scale = Math.min(DPI / 72, Math.sqrt(LIMITS.bulkImageMaxPixels / (width * height)));
  const png = await renderPageAsImage(pdf, number, { canvasImport: () => import('@napi-rs/canvas'), scale });
  return Buffer.from(png);
}
