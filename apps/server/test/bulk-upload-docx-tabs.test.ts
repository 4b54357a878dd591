// A Word list laid out with tab stops, no table (issue 13): each paragraph a row, cells placed by the stops their
// tabs reach, so an empty cell or a typist's extra tabs keep every cell under its column.
import { LIMITS } from '@verdant/shared/messages';
import { describe, expect, it } from 'vitest';
import { listFromTables } from '../src/modules/bulk-upload/bulk-upload.service.ts';
import { tabbedTables } from '../src/modules/bulk-upload/parsers/docx-tabs.ts';
import { UnreadableFile } from '../src/modules/bulk-upload/parsers/table.ts';

const STOPS =
  '<w:tabs><w:tab w:val="clear" w:pos="720"/><w:tab w:val="left" w:pos="3200"/><w:tab w:val="left" w:pos="5200"/><w:tab w:val="right" w:pos="7000"/></w:tabs>';
/** A paragraph: `stops` its pPr's tab stops, cells joined by `<w:tab/>` ("\t" in the texts is one more tab). */
const paragraph = (texts: string[], stops = '') =>
  `<w:p><w:pPr>${stops}</w:pPr><w:r><w:rPr><w:sz w:val="20"/></w:rPr>${texts
    .join('\t')
    .split('\t')
    .map((text) => `<w:t xml:space="preserve">${text}</w:t>`)
    .join('<w:tab/>')}</w:r></w:p>`;
const documentXml = (...paragraphs: string[]) => `<w:document><w:body>${paragraphs.join('')}</w:body></w:document>`;

describe('tabbedTables', () => {
  it('reads paragraphs with stops as rows; an empty cell (two tabs) stays under its column', () => {
    const xml = documentXml(
      paragraph(['Riverbend Farm']),
      paragraph(['Plant', 'Size', 'Qty', 'Price'], STOPS),
      paragraph(['Switchgrass', '#2', '180', '$14.50'], STOPS),
      paragraph(['Sweetbay Magnolia', '', '28', '$132.00'], STOPS),
      paragraph(['Call to order.']),
    );
    const [table] = tabbedTables(xml);
    expect(table!.map((row) => row.cells)).toEqual([
      ['Plant', 'Size', 'Qty', 'Price'],
      ['Switchgrass', '#2', '180', '$14.50'],
      ['Sweetbay Magnolia', '', '28', '$132.00'],
    ]);
    expect(listFromTables(tabbedTables(xml)).rows.map((row) => row.cells.quantity_available)).toEqual(['180', '28']);
  });

  it("places a typist's cells padded with several default tabs by where the tabs reach", () => {
    // Default stops every 720 twips; 10 pt text is about 100 twips a character.
    const xml = documentXml(
      paragraph(['Common Name\t', 'Size', 'Qty\t', 'Price']),
      paragraph(['Catmint\t\t', '1 gal', '410\t', '$9.80']),
      paragraph(['Black-eyed Susan', '1 qt', '2,500', '$4.10']),
      // No size: the quantity is where the tabs reach, under "Qty".
      paragraph(['Coral Bells\t\t\t', '75\t', '$11.95']),
    );
    expect(tabbedTables(xml)[0]!.map((row) => row.cells)).toEqual([
      ['Common Name', 'Size', 'Qty', 'Price'],
      ['Catmint', '1 gal', '410', '$9.80'],
      ['Black-eyed Susan', '1 qt', '2,500', '$4.10'],
      ['Coral Bells', '', '75', '$11.95'],
    ]);
  });

  it('reads two tabs as an empty cell when every complete row parts its cells with one tab (default stops)', () => {
    // Default stops: the long names push the cells of each row to other stops, so where a tab reaches says little.
    const xml = documentXml(
      paragraph(['Botanical Name', 'Common Name', 'Size', 'Qty Avail', 'Price']),
      paragraph(["Acer x freemanii 'Autumn Blaze'", 'Freeman Maple', 'B&B 2" cal', '14', '$265.00']),
      paragraph(["Spiraea x bumalda 'Anthony Waterer'", 'Spirea', '#2', '', 'ask']),
      paragraph(['Sporobolus heterolepis', 'Prairie Dropseed', '#1', '275', '$10.50']),
    );
    expect(tabbedTables(xml)[0]![2]!.cells).toEqual(["Spiraea x bumalda 'Anthony Waterer'", 'Spirea', '#2', '', 'ask']);
  });

  it('reads a list lined up with spaces (no tabs), a missing cell left empty under its column', () => {
    const line = (cells: string[]) => cells.map((cell, i) => (i < 3 ? cell.padEnd([20, 14, 8][i]!) : cell)).join('');
    const xml = documentXml(
      paragraph(['Pine Ridge Nursery']),
      paragraph([line(['Plant', 'Size', 'Qty', 'Price'])]),
      paragraph([line(['Fountain Grass', '1 gal', '1,040', '$7.25'])]),
      paragraph([line(['Sweetbay Magnolia', '', '28', '$132.00'])]),
    );
    expect(tabbedTables(xml)[0]!.map((row) => row.cells)).toEqual([
      ['Plant', 'Size', 'Qty', 'Price'],
      ['Fountain Grass', '1 gal', '1,040', '$7.25'],
      ['Sweetbay Magnolia', '', '28', '$132.00'],
    ]);
  });

  it('leaves tables to the table reader and needs two tabbed paragraphs', () => {
    const inTable = `<w:tbl><w:tr><w:tc>${paragraph(['a', 'b'])}</w:tc></w:tr></w:tbl>`;
    expect(tabbedTables(documentXml(inTable, paragraph(['Plant', 'Price'])))).toEqual([]);
  });

  it('refuses a paragraph of more tabs than a list has columns', () => {
    const xml = documentXml(paragraph(['Plant', ...Array(LIMITS.bulkMaxColumns + 1).fill('x')]));
    expect(() => tabbedTables(xml)).toThrow(UnreadableFile);
  });
});
