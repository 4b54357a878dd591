import { prepareRow } from '@verdant/shared/rules/bulk-upload';
import type { BulkField, BulkResultRow, BulkRowCells } from '@verdant/shared/schemas/bulk-upload';
import { useCallback, useState } from 'react';

export interface PreviewRow {
  row: number;
  cells: BulkRowCells;
  errors: { field: string; message: string }[];
  /** What the server said an import would do before any edit: create, or update a listed plant. */
  action: BulkResultRow['action'];
  removed: boolean;
  /** The server marked the row review (a photo cell hard to read, a name matched, an unusual quantity or price). */
  review: boolean;
  /** The vendor confirmed or fixed a review row: it is imported. */
  confirmed: boolean;
  reasons: string[];
  /** Photos and scans: the strip of the image holding the row. */
  crop: string | null;
}

const fromResult = (rows: BulkResultRow[]): PreviewRow[] =>
  rows.map(({ row, cells, errors, action, status, review_reasons, crop }) => ({
    row,
    cells,
    errors,
    action,
    removed: false,
    review: status === 'review',
    confirmed: false,
    reasons: review_reasons,
    crop,
  }));

/** A row the import takes: kept, valid, and confirmed if it was marked review. */
export const isReady = (row: PreviewRow) => !row.removed && row.errors.length === 0 && (!row.review || row.confirmed);
/** A row marked review the vendor has not confirmed or fixed yet. */
export const awaitsReview = (row: PreviewRow) => !row.removed && row.review && !row.confirmed;

/** The preview's rows as the vendor edits them; each edit re-checks that row with the shared rules. */
export function usePreviewRows(initial: BulkResultRow[]) {
  const [rows, setRows] = useState(() => fromResult(initial));

  const editCell = useCallback((index: number, field: BulkField, value: string) => {
    setRows((current) =>
      current.map((row, position) => {
        if (position !== index) return row;
        const cells = { ...row.cells, [field]: value };
        // Fixing a row is confirming it: the vendor looked at it.
        return { ...row, cells, errors: prepareRow(cells).errors, confirmed: true };
      }),
    );
  }, []);

  const toggleRemoved = useCallback((index: number) => {
    setRows((current) =>
      current.map((row, position) => (position === index ? { ...row, removed: !row.removed } : row)),
    );
  }, []);

  const toggleConfirmed = useCallback((index: number) => {
    setRows((current) =>
      current.map((row, position) => (position === index ? { ...row, confirmed: !row.confirmed } : row)),
    );
  }, []);

  return { rows, editCell, toggleRemoved, toggleConfirmed };
}
