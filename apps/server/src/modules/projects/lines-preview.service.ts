import { LIMITS, MESSAGES } from '@verdant/shared/messages';
import { matchPlantName } from '@verdant/shared/plant-names/match';
import { cleanText, parseQuantity } from '@verdant/shared/rules/bulk-upload';
import { REVIEW_BELOW } from '@verdant/shared/rules/row-check';
import type { ProjectLinesPreview } from '@verdant/shared/schemas/projects';
import type { Deps } from '../../lib/deps.ts';
import { invalid } from '../../lib/errors.ts';
import { isPromotionalPeriod } from '../auth/auth.service.ts';
import type { AuthUser } from '../auth/guard.ts';
import { type ListRow, listFromTables } from '../bulk-upload/bulk-upload.service.ts';
import type { OcrReader } from '../bulk-upload/ocr-reader.ts';
import { readUpload } from '../bulk-upload/read-file.ts';
import { acceptedNameOf, sizeClassOf } from './matching.ts';

// A plant list from a file (issue 16 point 1): the bulk-upload reader turns it into rows, and each row becomes a
// project line with the same ok / review / error idea as the vendors' import preview. Nothing is stored.

type PreviewLine = ProjectLinesPreview['lines'][number];

/** Below this a photo's or scan's cell holds the line for review (typed files are sure). */
const reviewBelow = (scanned: boolean) => (scanned ? REVIEW_BELOW.scanned : REVIEW_BELOW.typed);

/** Buyers' OCR jobs are queued under an owner number that never equals a vendor id. */
const BUYER_OWNER_OFFSET = 1_000_000_000;

function toLine(source: ListRow): PreviewLine {
  const { cells } = source;
  const botanical = cleanText(cells.scientific_name) || cleanText(cells.plant_name);
  const common = cleanText(cells.scientific_name) ? cleanText(cells.plant_name) || null : null;
  const size = cleanText(cells.size) || cleanText(cells.pot_size);
  const quantity = parseQuantity(cells.quantity_available);
  const errors: string[] = [];
  const reasons: string[] = [];
  if (!botanical) errors.push(MESSAGES.required('Botanical name'));
  if (!size) errors.push(MESSAGES.required('Size'));
  if (!quantity.ok) errors.push(quantity.error);
  else if (quantity.value === null || quantity.value < 1 || !Number.isInteger(quantity.value)) {
    errors.push('Quantity must be a whole number of at least 1');
  }
  const match = botanical ? matchPlantName(botanical) : null;
  const accepted = acceptedNameOf(botanical) ?? acceptedNameOf(common);
  if (botanical && !accepted) reasons.push(MESSAGES.bulkReviewNameUnknown(botanical));
  else if (match?.corrected && accepted) reasons.push(MESSAGES.bulkReviewMatched(botanical, accepted));
  const sizeClass = sizeClassOf(size);
  if (size && !sizeClass) reasons.push(MESSAGES.bulkReviewSize(size));
  const confidences = Object.values(source.confidence ?? {});
  const confidence = confidences.length > 0 ? Math.min(...confidences) : 1;
  if (confidence < reviewBelow(source.confidence !== undefined)) {
    reasons.push(MESSAGES.bulkReviewUnsure('Row', [botanical, size, cells.quantity_available].join(' ').trim()));
  }
  return {
    row: source.row,
    status: errors.length > 0 ? 'error' : reasons.length > 0 ? 'review' : 'ok',
    botanical_name: botanical,
    common_name: common,
    size,
    quantity: quantity.ok ? quantity.value : null,
    notes: cleanText(cells.description) || null,
    confidence,
    accepted_name: accepted,
    size_class: sizeClass,
    errors,
    review_reasons: reasons,
  };
}

/** POST /api/projects/lines/preview: the file's plant rows as project lines, checked, at most 500. */
export async function previewLines(
  deps: Deps,
  buyer: AuthUser,
  file: { buffer: Buffer; filename: string },
  reader: OcrReader,
): Promise<ProjectLinesPreview> {
  // Photos are read for Pro buyers, and for everyone during the promotional period.
  const promotionalPeriod = isPromotionalPeriod(deps.config.PROMO_END_DATE, deps.now()) || buyer.plan === 'PRO_BUYER';
  const { type, tables } = await readUpload(
    file.buffer,
    file.filename,
    { vendorId: BUYER_OWNER_OFFSET + buyer.id, plan: buyer.plan },
    { reader, promotionalPeriod },
  );
  const rows = listFromTables(tables).rows;
  // 422 as POST /api/projects answers 501 lines: the file is fine, the list is too long (413 is for bytes).
  if (rows.length > LIMITS.projectLinesMax) throw invalid(MESSAGES.projectLinesTooMany(LIMITS.projectLinesMax));
  const lines = rows.map(toLine);
  if (lines.every((line) => !line.botanical_name)) throw invalid(MESSAGES.linesFileNoPlants);
  return { file_type: type, total_processed: lines.length, lines };
}
