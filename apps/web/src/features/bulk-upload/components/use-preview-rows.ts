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
}

const fromResult = (rows: BulkResultRow[]): PreviewRow[] =>
  rows.map(({ row, cells, errors, action }) => ({ row, cells, errors, action, removed: false }));

/** The preview's rows as the vendor edits them; each edit re-checks that row with the shared rules. */
export function usePreviewRows(initial: BulkResultRow[]) {
  const [rows, setRows] = useState(() => fromResult(initial));

  const editCell = useCallback((index: number, field: BulkField, value: string) => {
    setRows((current) =>
      current.map((row, position) => {
        if (position !== index) return row;
        const cells = { ...row.cells, [field]: value };
        return { ...row, cells, errors: prepareRow(cells).errors };
      }),
    );
  }, []);

  const toggleRemoved = useCallback((index: number) => {
    setRows((current) =>
      current.map((row, position) => (position === index ? { ...row, removed: !row.removed } : row)),
    );
  }, []);

  return { rows, editCell, toggleRemoved };
}
