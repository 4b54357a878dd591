import { describe, expect, it } from 'vitest';
import { cleanText, normaliseSize, parseCategory, parsePrice } from '../src/rules/bulk-cells.ts';
import {
  cellsFromRow,
  findHeaderRow,
  isBlankRow,
  matchColumns,
  normaliseHeader,
  parseQuantity,
  plantKey,
  prepareRow,
  rowErrorText,
} from '../src/rules/bulk-upload.ts';
import { bulkImportRowsSchema, bulkUploadQuerySchema } from '../src/schemas/bulk-upload.ts';

describe('header matching', () => {
  it('reads "Scientific" and "Latin" alone, and header words a PDF wrote with a ligature ("Scientiﬁc Name")', () => {
    expect(matchColumns(['Scientific', 'Common Name', 'Grade', 'Qty.', 'Price Each'])).toEqual([
      'scientific_name',
      'plant_name',
      'size',
      'quantity_available',
      'price',
    ]);
    expect(matchColumns(['Latin', 'Common', 'Cont. Size', 'Avail.', 'Unit Price'])[0]).toBe('scientific_name');
    expect(matchColumns(['Scientiﬁc Name', 'Common Name', 'Qty', 'Price'])[0]).toBe('scientific_name');
  });

  it('understands the usual nursery headers', () => {
    expect(matchColumns(['Name', 'Qty', 'Price ($)', 'Size'])).toEqual([
      'plant_name',
      'quantity_available',
      'price',
      'size',
    ]);
    expect(matchColumns(['Common name', 'Botanical name', 'Container', 'Qty Avail.', 'Unit Price (USD)'])).toEqual([
      'plant_name',
      'scientific_name',
      'size',
      'quantity_available',
      'price',
    ]);
    expect(matchColumns(['Plant', 'Category', 'Price', 'Compare-at price', 'Care instructions'])).toEqual([
      'plant_name',
      'category',
      'price',
      'compare_at_price',
      'care_instructions',
    ]);
  });

  it("never reads a nursery's own item numbers as plant names, and takes a bare Common column as the name", () => {
    expect(
      matchColumns(['Item #', 'Botanical', 'Common', 'Cont.', 'Avail', 'Price 1-9', 'Price 10+', 'Ready']),
    ).toEqual([
      null,
      'scientific_name',
      'plant_name',
      'size',
      'quantity_available',
      'price_tiers',
      'price_tiers',
      'ready_date',
    ]);
    for (const code of ['Item No.', 'Item Number', 'Item Code', 'SKU', 'Plant ID', 'Lot #']) {
      expect(matchColumns([code, 'Plant', 'Price'])[0], code).toBeNull();
    }
    expect(matchColumns(['Item', 'Price'])).toEqual(['plant_name', 'price']);
    expect(matchColumns(['Item ID', 'Plant', 'Price'])).toEqual(['item_id', 'plant_name', 'price']);
  });

  it('puts a container column in pot size when there is a size column too', () => {
    expect(matchColumns(['Plant', 'Container', 'Size', 'Price'])).toEqual(['plant_name', 'pot_size', 'size', 'price']);
    expect(matchColumns(['Plant', 'Container', 'Price'])).toEqual(['plant_name', 'size', 'price']);
  });

  it('reads a "Plant" (or "Variety") column beside "Common" as the botanical name', () => {
    expect(matchColumns(['Plant', 'Common', 'Size', 'On Hand', 'Price'])).toEqual([
      'scientific_name',
      'plant_name',
      'size',
      'quantity_available',
      'price',
    ]);
    expect(matchColumns(['Variety', 'Common Name', 'Price'])).toEqual(['scientific_name', 'plant_name', 'price']);
    // With a botanical column too, "Plant" stays the name and "Common" is left out.
    expect(matchColumns(['Plant', 'Botanical', 'Common', 'Price'])).toEqual([
      'plant_name',
      'scientific_name',
      null,
      'price',
    ]);
  });

  it('takes a "Description" column as the name when no other column names the plant', () => {
    expect(matchColumns(['Item #', 'Description', 'Size', 'Qty Avail', 'Price'])).toEqual([
      null,
      'plant_name',
      'size',
      'quantity_available',
      'price',
    ]);
    expect(matchColumns(['Plant', 'Description', 'Price'])).toEqual(['plant_name', 'description', 'price']);
  });

  it('takes an item\'s "Description" before its "Common Name" as the botanical name, after it as notes', () => {
    expect(matchColumns(['Description', 'Common Name', 'Size', 'On Hand', 'Unit Price'])).toEqual([
      'scientific_name',
      'plant_name',
      'size',
      'quantity_available',
      'price',
    ]);
    expect(matchColumns(['Common Name', 'Size', 'Qty', 'Description'])).toEqual([
      'plant_name',
      'size',
      'quantity_available',
      'description',
    ]);
  });

  it('uses botanical names as plant names when they are the only names', () => {
    expect(matchColumns(['Botanical name', 'Qty'])).toEqual(['plant_name', 'quantity_available']);
  });

  it('ignores unknown columns and fills each field once', () => {
    expect(matchColumns(['Plant', 'Location', 'Price', 'Price'])).toEqual(['plant_name', null, 'price', null]);
  });

  it('normalises headers', () => {
    expect(normaliseHeader('  Price ($) ')).toBe('price');
    expect(normaliseHeader('Qty. Avail')).toBe('qty avail');
    expect(normaliseHeader('Succulents & Cacti')).toBe('succulents and cacti');
  });

  it('finds the header row below a title', () => {
    const rows = [
      ['Hill Country Growers - week 12'],
      [],
      ['Plant', 'Size', 'Qty', 'Price'],
      ['Texas Sage', '3 gal', '25', '$24.99'],
    ];
    expect(findHeaderRow(rows)).toBe(2);
    expect(
      findHeaderRow([
        ['Just', 'some', 'words'],
        ['Plant', 'Notes'],
      ]),
    ).toBe(-1);
  });
});

describe('a long cell', () => {
  it('is no column name, however it ends', () => {
    expect(matchColumns([`${'x'.repeat(10_000)} price`, 'Plant', 'Price'])).toEqual([null, 'plant_name', 'price']);
  });
});

describe('values', () => {
  it('composes accents and undoes ligatures however a PDF wrote them, and keeps marks the vendor wrote', () => {
    // "Crème Brûlée" with combining accents (as some PDFs store it), "Butterﬂy" and "Stiﬀ" with ligatures.
    expect(cleanText("Heuchera 'Cre\u0300me Bru\u0302le\u0301e'")).toBe("Heuchera 'Crème Brûlée'");
    expect(cleanText('Butterﬂy Bush')).toBe('Butterfly Bush');
    expect(cleanText('Stiﬀ Goldenrod, Fiﬁ')).toBe('Stiff Goldenrod, Fifi');
    expect(cleanText('Spiraea Double Play® Candy Corn™ 2½"')).toBe('Spiraea Double Play® Candy Corn™ 2½"');
    expect(cleanText('Hydrangea ‘Endless Summer’ “Blue”')).toBe('Hydrangea \'Endless Summer\' "Blue"');
  });

  it('parses prices', () => {
    const value = (text: string) => {
      const parsed = parsePrice(text);
      return parsed.ok ? parsed.value : parsed.error;
    };
    expect(value('$24.99')).toBe(24.99);
    expect(value('24.99')).toBe(24.99);
    expect(value(' $ 1,250.00 ')).toBe(1250);
    expect(value('USD 7')).toBe(7);
    expect(value('12,50')).toBe(12.5);
    expect(value('$8.99 ea')).toBe(8.99);
    expect(value('8.990000000000001')).toBe(8.99);
    expect(value('-$5.00')).toBe(-5);
    expect(value('(5.00)')).toBe(-5);
    expect(value('')).toBeNull();
    expect(value('lots')).toBe('Price "lots" is not a number');
  });

  it('reads prices with the separators and currency marks nurseries write', () => {
    const value = (text: string) => {
      const parsed = parsePrice(text);
      return parsed.ok ? parsed.value : parsed.error;
    };
    expect(value('€ 8,50')).toBe(8.5);
    expect(value('8,50 €')).toBe(8.5);
    expect(value('8,50€')).toBe(8.5);
    expect(value('$1,250.00')).toBe(1250);
    expect(value('1.250,00')).toBe(1250);
    expect(value('1.250,5')).toBe(1250.5);
    expect(value('€ 1 250,00')).toBe(1250);
    expect(value('1.250.000')).toBe(1250000);
    expect(value('£12')).toBe(12);
    expect(value('EUR 7,95')).toBe(7.95);
    // A plug's price with three decimals is a decimal point, as spreadsheets write it.
    expect(value('0.375')).toBe(0.375);
    expect(value('1.125')).toBe(1.125);
    // Not numbers: groups that are neither thousands nor a decimal.
    expect(value('1,2,3')).toBe('Price "1,2,3" is not a number');
    expect(value('12.50.1')).toBe('Price "12.50.1" is not a number');
  });

  it('says a price or quantity is missing when the list writes N/A or a dash', () => {
    for (const text of ['N/A', 'n/a', '\u2014', '-', 'TBD', 'call', '?']) {
      const price = parsePrice(text);
      expect(price.ok ? price.value : price.error).toBe(
        `Price is not given ("${text}"): write it as a number, or leave the row out`,
      );
      const quantity = parseQuantity(text);
      expect(quantity.ok ? quantity.value : quantity.error).toBe(
        `Quantity is not given ("${text}"): write it as a number, or leave the row out`,
      );
    }
    const row = prepareRow({ plant_name: 'Red Maple', size: '15 gal', quantity_available: '3', price: 'N/A' });
    expect(row.value).toBeNull();
    expect(row.errors).toEqual([
      { field: 'price', message: 'Price is not given ("N/A"): write it as a number, or leave the row out' },
    ]);
  });

  it('says so for the words a list writes for no price or no count ("Call for price", "Limited")', () => {
    for (const text of ['Call for price', 'Call for Pricing', 'Limited', 'Inquire', 'On request']) {
      const price = parsePrice(text);
      expect(price.ok ? price.value : price.error).toBe(
        `Price is not given ("${text}"): write it as a number, or leave the row out`,
      );
      const quantity = parseQuantity(text);
      expect(quantity.ok ? quantity.value : quantity.error).toBe(
        `Quantity is not given ("${text}"): write it as a number, or leave the row out`,
      );
    }
  });

  it('refuses a price range with its own message, never reading one end of it', () => {
    for (const text of ['$12.00 - $15.00', '12-15', '$12 to $15', '12.00 – 15.00', '$12.00 ea - $15.00 ea']) {
      const price = parsePrice(text);
      expect(price.ok ? price.value : price.error).toBe(
        `Price "${text}" is a range: write the one price a plant is sold at`,
      );
    }
    // An accounting format's zero, printed or saved as CSV: no price given, said so.
    for (const text of ['$ -', '$-', '$ - ']) {
      const price = parsePrice(text);
      expect(price.ok ? price.value : price.error).toBe(
        `Price is not given ("${text.trim()}"): write it as a number, or leave the row out`,
      );
    }
    // Negative and accounting amounts are one number, not a range.
    expect(parsePrice('-$5.00')).toEqual({ ok: true, value: -5 });
    expect(parsePrice('$ 12')).toEqual({ ok: true, value: 12 });
    expect(parsePrice('12.00/ea')).toEqual({ ok: true, value: 12 });
  });

  it('parses quantities', () => {
    const value = (text: string) => {
      const parsed = parseQuantity(text);
      return parsed.ok ? parsed.value : parsed.error;
    };
    expect(value('48')).toBe(48);
    expect(value('1,200')).toBe(1200);
    expect(value('48 avail')).toBe(48);
    expect(value('Sold out')).toBe(0);
    expect(value('')).toBeNull();
    expect(value('lots')).toBe('Quantity "lots" is not a number');
  });

  it('reads "100+" as at least 100 (100 imported), and counts with thousands marks', () => {
    const value = (text: string) => {
      const parsed = parseQuantity(text);
      return parsed.ok ? parsed.value : parsed.error;
    };
    expect(value('100+')).toBe(100);
    expect(value('100 +')).toBe(100);
    expect(value('100+ avail')).toBe(100);
    expect(value('50 avail')).toBe(50);
    expect(value('50 avail.')).toBe(50);
    expect(value('1.200')).toBe(1200);
    expect(value('1 200')).toBe(1200);
    expect(value('1,200 plants')).toBe(1200);
    expect(value('+100')).toBe('Quantity "+100" is not a number');
    expect(value('10-20')).toBe('Quantity "10-20" is not a number');
    const row = prepareRow({ plant_name: 'Red Maple', size: '15 gal', quantity_available: '100+', price: '€ 8,50' });
    expect(row.errors).toEqual([]);
    expect(row.value).toMatchObject({ quantity_available: 100, price: 8.5 });
  });

  it('writes each size one way', () => {
    expect(normaliseSize('3 gal')).toBe('3 gal');
    expect(normaliseSize('3Gal.')).toBe('3 gal');
    expect(normaliseSize('3 gallon')).toBe('3 gal');
    expect(normaliseSize('#3')).toBe('#3');
    expect(normaliseSize('# 3')).toBe('#3');
    expect(normaliseSize('No. 5')).toBe('#5');
    expect(normaliseSize('4 in')).toBe('4"');
    expect(normaliseSize('4\u201D')).toBe('4"');
    expect(normaliseSize('1 qt')).toBe('1 qt');
    expect(normaliseSize('6ft')).toBe('6 ft');
    expect(normaliseSize('6 Ft.')).toBe('6 ft');
    expect(normaliseSize('6-7 ft')).toBe('6-7 ft');
    expect(normaliseSize('B&B  60"')).toBe('B&B 60"');
    expect(normaliseSize('2"cal. B&B')).toBe('2" cal. B&B');
    expect(normaliseSize("5'B&B")).toBe("5' B&B");
    expect(normaliseSize('2" cal. B&B')).toBe('2" cal. B&B');
    expect(normaliseSize(normaliseSize('15 Gallons'))).toBe('15 gal');
  });

  it('reads categories by key, label or nursery word', () => {
    const value = (text: string) => {
      const parsed = parseCategory(text);
      return parsed.ok ? parsed.value : parsed.error;
    };
    expect(value('outdoor')).toBe('outdoor');
    expect(value('Succulents & Cacti')).toBe('succulents');
    expect(value('Shrubs')).toBe('outdoor');
    expect(value('Perennial')).toBe('flowering');
    expect(value('')).toBeNull();
    expect(value('Rocks')).toMatch(/^Category "Rocks" is not one of: deals, indoor/);
  });
});

describe('rows', () => {
  it('maps a row through the header and checks it with the inventory schema', () => {
    const mapping = matchColumns(['Common Name', 'Botanical Name', 'Container', 'Qty', 'Price ($)', 'Category']);
    const cells = cellsFromRow(mapping, [
      'Blue Salvia',
      'Salvia farinacea \u2018Henry\u2019',
      '1 Gal',
      '48',
      '$8.99',
      'flowering',
    ]);
    const prepared = prepareRow(cells);
    expect(prepared.errors).toEqual([]);
    expect(prepared.cells).toEqual({
      plant_name: 'Blue Salvia',
      scientific_name: "Salvia farinacea 'Henry'",
      size: '1 gal',
      quantity_available: '48',
      price: '8.99',
      category: 'flowering',
    });
    expect(prepared.value).toMatchObject({
      plant_name: 'Blue Salvia',
      price: 8.99,
      quantity_available: 48,
      size: '1 gal',
      category: 'flowering',
      is_available: true,
      compare_at_price: null,
    });
  });

  it('flags each bad cell with a message, and gives no value', () => {
    const prepared = prepareRow({
      plant_name: 'Texas Sage',
      price: '-8.99',
      quantity_available: 'lots',
      category: 'Rocks',
    });
    expect(prepared.value).toBeNull();
    expect(prepared.errors).toEqual([
      { field: 'quantity_available', message: 'Quantity "lots" is not a number' },
      { field: 'category', message: expect.stringMatching(/^Category "Rocks"/) },
      { field: 'price', message: 'Price must be more than 0' },
    ]);
    expect(rowErrorText(prepared.errors)).toMatch(/^Quantity "lots" is not a number; Category/);
  });

  it('requires a name and a price, and defaults the category', () => {
    expect(prepareRow({ quantity_available: '3' }).errors.map((error) => error.message)).toEqual([
      'Plant name is required',
      'Price is required',
    ]);
    expect(prepareRow({ plant_name: 'Rosemary', price: '4.25', quantity_available: '0' }).value?.category).toBe(
      'outdoor',
    );
  });

  it('is stable: a prepared row prepares to itself (the preview re-checks edited rows)', () => {
    const once = prepareRow({ plant_name: ' Live  Oak ', size: '15 Gallons', price: '$149', quantity_available: '6' });
    expect(prepareRow(once.cells).cells).toEqual(once.cells);
  });

  it('knows blank rows and matching keys', () => {
    expect(isBlankRow({ plant_name: '  ', price: '' })).toBe(true);
    expect(isBlankRow({ price: '3' })).toBe(false);
    expect(plantKey(' Texas Sage ', '3 GAL')).toBe(plantKey('texas sage', '3 gal'));
    expect(plantKey('Texas Sage', null)).not.toBe(plantKey('Texas Sage', '3 gal'));
  });
});

describe('request schemas', () => {
  it('reads dry_run and the upload id', () => {
    expect(bulkUploadQuerySchema.parse({ dry_run: 'true', upload_id: 'a1b2c3d4-0000' })).toEqual({
      dry_run: true,
      upload_id: 'a1b2c3d4-0000',
    });
    expect(bulkUploadQuerySchema.parse({}).dry_run).toBe(false);
    expect(bulkUploadQuerySchema.safeParse({ upload_id: '../x' }).success).toBe(false);
  });

  it('caps imported rows at 10,000', () => {
    const rows = Array.from({ length: 10_001 }, (_, index) => ({ row: index + 2, cells: { plant_name: 'Fern' } }));
    expect(bulkImportRowsSchema.safeParse({ rows }).success).toBe(false);
    expect(bulkImportRowsSchema.safeParse({ rows: rows.slice(0, 10_000) }).success).toBe(true);
  });
});
