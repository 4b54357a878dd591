import { describe, expect, it } from 'vitest';
import { createPdf, drawTable, pdfBuffer } from '../src/lib/pdf.ts';
import { pdfText } from './pdf-text.ts';

describe('PDF building blocks', () => {
  it('writes a table whose text reads back, continuing on new pages under its header', async () => {
    const doc = createPdf('Availability');
    doc.font('Helvetica-Bold').fontSize(16).text('Availability');
    const rows = Array.from({ length: 120 }, (_, i) => [`Acer rubrum ${i + 1}`, '#3', `$${(34.5).toFixed(2)}`]);
    drawTable(
      doc,
      [
        { header: 'Plant', width: 0.6 },
        { header: 'Size', width: 0.2 },
        { header: 'Price', width: 0.2, align: 'right' },
      ],
      rows,
    );
    const bytes = await pdfBuffer(doc);
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    const { pages, text } = await pdfText(bytes);
    expect(pages).toBeGreaterThan(1);
    expect(text).toContain('Acer rubrum 1');
    expect(text).toContain('Acer rubrum 120');
    expect(text.match(/Plant/g)!.length).toBe(pages);
  });
});
