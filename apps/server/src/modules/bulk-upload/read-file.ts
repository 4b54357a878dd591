import type { Plan } from '@verdant/shared/enums';
import { LIMITS, MESSAGES } from '@verdant/shared/messages';
import { mayUploadPhotos } from '@verdant/shared/rules/bulk-upload';
import type { BulkUploadType } from '@verdant/shared/schemas/bulk-upload';
import { forbidden, invalid, tooLarge, tooManyRequests, unsupportedMediaType } from '../../lib/errors.ts';
import {
  extensionOf,
  isEncryptedOffice,
  isLegacyWordDocument,
  isLegacyWorkbook,
  type SniffedKind,
  sniff,
} from './detect-type.ts';
import { type LineReader, ReaderBusy, ReaderTimedOut } from './line-reader.ts';
import { parseCsv } from './parsers/csv.ts';
import { parseDocx } from './parsers/docx.ts';
import { parsePdf } from './parsers/pdf.ts';
import { readImage } from './parsers/photo.ts';
import { type SourceTable, UnreadableFile } from './parsers/table.ts';
import { parseXls } from './parsers/xls.ts';
import { parseXlsx } from './parsers/xlsx.ts';
import { inspectZip, ZipRefused } from './zip-guard.ts';

const KIND_LABELS: Record<string, string> = {
  csv: 'CSV',
  xlsx: 'Excel',
  xls: 'Excel',
  docx: 'Word',
  pdf: 'PDF',
  jpg: 'JPEG',
  jpeg: 'JPEG',
  png: 'PNG',
  gif: 'GIF',
  bmp: 'BMP',
  webp: 'WebP',
};
const PHOTO_KINDS: SniffedKind[] = ['png', 'jpg', 'gif', 'bmp', 'webp'];

export interface Uploader {
  vendorId: number;
  plan: Plan;
}

export interface ReadOptions {
  reader: LineReader;
  promotionalPeriod: boolean;
  uploadId?: string | undefined;
}

function unreadable(reason: UnreadableFile['reason'], type: string): Error {
  switch (reason) {
    case 'encrypted':
      return invalid(MESSAGES.bulkFileEncrypted);
    case 'no-table':
      return invalid(type === 'docx' || type === 'pdf' ? MESSAGES.bulkNoTable : MESSAGES.bulkNoHeader);
    case 'no-text':
      return invalid(type === 'pdf' ? MESSAGES.bulkPdfNoText : MESSAGES.bulkPhotoUnreadable);
    case 'too-many-pages':
      return tooLarge(MESSAGES.bulkTooManyPages(LIMITS.bulkPdfMaxPages));
    case 'too-many-pixels':
      return tooLarge(MESSAGES.bulkImageTooManyPixels);
    case 'too-many-cells':
      return invalid(MESSAGES.bulkTooManyCells(LIMITS.bulkMaxColumns, LIMITS.bulkMaxCells));
    default:
      return invalid(MESSAGES.bulkFileUnreadable(KIND_LABELS[type] ?? type.toUpperCase()));
  }
}

/** The zip must stay within the limits before any parser opens it; its parts tell a workbook from a document. */
async function zipType(buffer: Buffer, extension: string): Promise<'xlsx' | 'docx'> {
  let names: string[];
  try {
    names = await inspectZip(buffer, {
      maxEntries: LIMITS.bulkZipMaxEntries,
      maxUnpackedBytes: LIMITS.bulkZipMaxUnpackedBytes,
      maxColumns: LIMITS.bulkMaxColumns,
      maxCells: LIMITS.bulkMaxCells,
      maxDepth: LIMITS.bulkMaxTableDepth,
    });
  } catch (error) {
    if (!(error instanceof ZipRefused)) throw error;
    if (error.reason === 'too-large') throw tooLarge(MESSAGES.bulkZipTooLarge);
    if (error.reason === 'too-many-cells')
      throw invalid(MESSAGES.bulkTooManyCells(LIMITS.bulkMaxColumns, LIMITS.bulkMaxCells));
    if (error.reason === 'encrypted') throw invalid(MESSAGES.bulkFileEncrypted);
    if (error.reason === 'too-deep') throw invalid(MESSAGES.bulkTablesTooDeep(LIMITS.bulkMaxTableDepth));
    throw invalid(
      MESSAGES.bulkFileUnreadable(
        extension === 'docx' ? 'Word' : extension.startsWith('xls') ? 'Excel' : 'Excel or Word',
      ),
    );
  }
  if (names.includes('xl/workbook.xml')) return 'xlsx';
  if (names.includes('word/document.xml')) return 'docx';
  throw unsupportedMediaType(MESSAGES.bulkTypeUnsupported);
}

/**
 * The tables, once no cell is longer than a row may hold (a 10 MB line without a delimiter is one cell): refused
 * here, in the reading worker, not by the answer's schema nor by header matching on the thread that answers.
 */
function withinCellLimit(tables: SourceTable[]): SourceTable[] {
  for (const table of tables) {
    const long = table.find((row) => row.cells.some((cell) => cell.length > LIMITS.bulkMaxCellChars));
    if (long) throw invalid(MESSAGES.bulkCellTooLong(long.number, LIMITS.bulkMaxCellChars));
  }
  return tables;
}

/**
 * Reads an uploaded file into its tables. The content decides the type; the name only explains a mismatch. Every
 * failure is an AppError with a clear detail (never a 500), raised before anything is written.
 */
export async function readUpload(
  buffer: Buffer,
  filename: string,
  uploader: Uploader,
  options: ReadOptions,
): Promise<{ type: BulkUploadType; tables: SourceTable[] }> {
  const read = await readTables(buffer, filename, uploader, options);
  return { type: read.type, tables: withinCellLimit(read.tables) };
}

async function readTables(
  buffer: Buffer,
  filename: string,
  uploader: Uploader,
  options: ReadOptions,
): Promise<{ type: BulkUploadType; tables: SourceTable[] }> {
  if (buffer.length === 0) throw invalid(MESSAGES.bulkFileEmpty);
  const kind = sniff(buffer);
  const extension = extensionOf(filename);
  let type: BulkUploadType = 'csv';
  try {
    switch (kind) {
      case 'text':
        // A binary type's name on plain text is a mislabelled file, not a CSV to guess at.
        if (extension && extension !== 'csv' && extension !== 'txt' && KIND_LABELS[extension]) {
          throw unsupportedMediaType(MESSAGES.bulkNameMismatch(filename, KIND_LABELS[extension]!));
        }
        return { type, tables: [parseCsv(buffer)] };
      case 'pdf':
        type = 'pdf';
        return {
          type,
          // A scanned PDF is read like a photo, so only for the plans that read photos.
          tables: await parsePdf(buffer, {
            reader: mayUploadPhotos(uploader.plan, options.promotionalPeriod) ? options.reader : undefined,
            owner: uploader.vendorId,
            uploadId: options.uploadId,
          }),
        };
      case 'zip':
        type = await zipType(buffer, extension);
        return { type, tables: type === 'xlsx' ? await parseXlsx(buffer) : await parseDocx(buffer) };
      case 'cfb':
        if (isEncryptedOffice(buffer)) throw invalid(MESSAGES.bulkFileEncrypted);
        if (isLegacyWordDocument(buffer)) throw unsupportedMediaType(MESSAGES.bulkDocNotSupported);
        if (!isLegacyWorkbook(buffer)) throw unsupportedMediaType(MESSAGES.bulkTypeUnsupported);
        type = 'xls';
        return { type, tables: parseXls(buffer) };
      default: {
        if (!PHOTO_KINDS.includes(kind)) throw unsupportedMediaType(MESSAGES.bulkTypeUnsupported);
        type = kind === 'jpg' && extension === 'jpeg' ? 'jpeg' : (kind as BulkUploadType);
        if (!mayUploadPhotos(uploader.plan, options.promotionalPeriod)) throw forbidden(MESSAGES.bulkPhotoPlan);
        return {
          type,
          tables: await readImage(buffer, kind, options.reader, uploader.vendorId, options.uploadId),
        };
      }
    }
  } catch (error) {
    if (error instanceof UnreadableFile) throw unreadable(error.reason, type);
    if (error instanceof ReaderBusy) throw tooManyRequests(MESSAGES.bulkReaderBusy, 30);
    // Nothing of an image is dropped quietly: past the reader's time limit the whole file is refused, saying why.
    if (error instanceof ReaderTimedOut) throw invalid(MESSAGES.bulkPhotoTooSlow(error.seconds));
    throw error;
  }
}
