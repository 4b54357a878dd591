import { LIMITS } from '@verdant/shared/messages';
import { HEADER_ALIASES } from '@verdant/shared/rules/bulk-upload';
import {
  BULK_FIELD_LABELS,
  BULK_FIELDS,
  BULK_PHOTO_PLANS,
  BULK_UPLOAD_TYPES,
  type BulkFormats,
  type BulkUploadType,
  isPhotoType,
} from '@verdant/shared/schemas/bulk-upload';
import { newWorkbook } from '../../lib/workbook.ts';

/**
 * The template's fields, in the order a nursery list usually has them. Item ID comes only from an exported list;
 * tier prices are columns named by their quantities ("10-49", "50+"), which a template can't guess.
 */
const TEMPLATE_FIELDS = BULK_FIELDS.filter((field) => field !== 'item_id' && field !== 'price_tiers');
type TemplateField = (typeof TEMPLATE_FIELDS)[number];
export const TEMPLATE_COLUMNS = TEMPLATE_FIELDS.map((field) => BULK_FIELD_LABELS[field]);
const REQUIRED = ['plant_name', 'price', 'quantity_available'] as const;

const EXAMPLE_ROWS: Record<TemplateField, string>[] = [
  {
    plant_name: 'Texas Sage',
    scientific_name: 'Leucophyllum frutescens',
    size: '3 gal',
    quantity_available: '25',
    price: '$24.99',
    category: 'outdoor',
    pot_size: 'Black nursery pot',
    compare_at_price: '',
    description: 'Silver leaves and purple blooms after rain; very drought tolerant.',
    care_instructions: 'Full sun, well-drained soil. Water deeply until established.',
    zone: '7-10',
    light: 'Full sun',
    water: 'Low',
    mature_height: '5-6 ft',
    mature_spread: '4-5 ft',
    native: 'TX, NM',
    deer_resistant: 'Yes',
    habit: 'Evergreen',
    bloom: 'Summer, purple',
    ready_date: 'now',
  },
  {
    plant_name: 'Knock Out Rose',
    scientific_name: "Rosa 'Radrazz'",
    size: '#3',
    quantity_available: '30',
    price: '29.50',
    category: 'flowering',
    pot_size: '',
    compare_at_price: '34.00',
    description: 'Cherry-red blooms from spring to frost.',
    care_instructions: 'Six hours of sun. Prune in late winter.',
    zone: '',
    light: '',
    water: '',
    mature_height: '',
    mature_spread: '',
    native: '',
    deer_resistant: '',
    habit: '',
    bloom: '',
    ready_date: 'Apr 15',
  },
];

const exampleRow = () =>
  Object.fromEntries(TEMPLATE_FIELDS.map((field) => [BULK_FIELD_LABELS[field], EXAMPLE_ROWS[0]![field]]));

const INSTRUCTIONS: Record<string, { label: string; extensions: string[]; mime: string[]; how: string }> = {
  csv: {
    label: 'CSV',
    extensions: ['.csv'],
    mime: ['text/csv'],
    how: 'One header row, then one plant per row. Comma, semicolon or tab separated; UTF-8.',
  },
  xlsx: {
    label: 'Excel workbook',
    extensions: ['.xlsx'],
    mime: ['application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
    how: 'The first sheet with a header row is read; a title above the header is fine. Formulas count by their result.',
  },
  xls: {
    label: 'Excel 97-2003 workbook',
    extensions: ['.xls'],
    mime: ['application/vnd.ms-excel'],
    how: 'As for xlsx.',
  },
  docx: {
    label: 'Word document',
    extensions: ['.docx'],
    mime: ['application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
    how: 'The plants must be in a table whose first row holds the column names.',
  },
  pdf: {
    label: 'PDF',
    extensions: ['.pdf'],
    mime: ['application/pdf'],
    how: 'A PDF with a text table (saved from a spreadsheet or a document). Scanned pages: upload them as photos.',
  },
};
const PHOTO = {
  how: 'A sharp, well-lit photo of a printed list, straight on, with the column names in view. Check the preview: text recognition can misread.',
};
const MIME: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  bmp: 'image/bmp',
  webp: 'image/webp',
};

/** GET /formats: for each accepted type, the columns, an example row, the limits and how to prepare the file. */
export function bulkFormats(): BulkFormats {
  const columns = BULK_FIELDS.map(
    (field) => `${BULK_FIELD_LABELS[field]} (or ${HEADER_ALIASES[field].slice(0, 3).join(', ')})`,
  );
  const entries = BULK_UPLOAD_TYPES.map((type: BulkUploadType) => {
    const photo = isPhotoType(type);
    const info = INSTRUCTIONS[type];
    const zipped = type === 'xlsx' || type === 'docx';
    return [
      type,
      {
        label: info?.label ?? `Photo (${type.toUpperCase()})`,
        extensions: info?.extensions ?? [`.${type}`],
        mime_types: info?.mime ?? [MIME[type]!],
        columns,
        required_columns: REQUIRED.map((field) => BULK_FIELD_LABELS[field]),
        example_row: exampleRow(),
        limits: {
          max_file_bytes: LIMITS.bulkUploadMaxBytes,
          max_rows: LIMITS.bulkUploadMaxRows,
          max_zip_entries: zipped ? LIMITS.bulkZipMaxEntries : null,
          max_unpacked_bytes: zipped ? LIMITS.bulkZipMaxUnpackedBytes : null,
          max_pages: type === 'pdf' ? LIMITS.bulkPdfMaxPages : null,
          max_pixels: photo ? LIMITS.bulkImageMaxPixels : null,
        },
        instructions: info?.how ?? PHOTO.how,
        plans: photo ? [...BULK_PHOTO_PLANS] : null,
      },
    ] as const;
  });
  return Object.fromEntries(entries) as BulkFormats;
}

const csvCell = (value: string) => (/[",\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value);

export function templateCsv(): string {
  const lines = [TEMPLATE_COLUMNS, ...EXAMPLE_ROWS.map((row) => TEMPLATE_FIELDS.map((field) => row[field]))];
  return `${lines.map((line) => line.map(csvCell).join(',')).join('\r\n')}\r\n`;
}

export async function templateXlsx(): Promise<Buffer> {
  const workbook = await newWorkbook();
  const sheet = workbook.addWorksheet('Plants');
  sheet.columns = TEMPLATE_FIELDS.map((field) => ({
    header: BULK_FIELD_LABELS[field],
    key: field,
    width: field === 'description' || field === 'care_instructions' ? 48 : 18,
  }));
  sheet.getRow(1).font = { bold: true };
  sheet.views = [{ state: 'frozen', ySplit: 1 }];
  for (const row of EXAMPLE_ROWS) sheet.addRow(row);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
