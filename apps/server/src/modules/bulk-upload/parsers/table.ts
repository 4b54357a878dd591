/** One row of a table as read from a file: its number there (as the vendor sees it) and its cells as text. */
export interface SourceRow {
  number: number;
  cells: string[];
  /** How sure the reader is of each cell (parallel to `cells`, 0..1): 1 for digital text, OCR word confidences combined for photos and scans. Absent means 1. */
  confidence?: number[];
  /** Photos and scans only: the strip of the (deskewed) page image holding this row, as a small `data:image/webp;base64,...` URL (at most ~1200 px wide), shown beside rows to review. */
  crop?: string;
  /** Cells covered by a cell merged down from a row above, which shows its text once (one plant's names over its sizes): true where covered. */
  spanned?: boolean[];
  /** Its cells were placed from positioned text (a PDF page, a photo): a line may have joined the wrong row. */
  placed?: boolean;
}

/** A table of a file (a sheet, a Word table, the lines of a PDF or a photo). */
export type SourceTable = SourceRow[];

export type UnreadableReason =
  | 'corrupt'
  | 'encrypted'
  | 'no-table'
  | 'too-many-pages'
  | 'too-many-pixels'
  | 'too-many-cells'
  | 'no-text';

/** Why a file can't be read; the service turns it into the answer's detail. */
export class UnreadableFile extends Error {
  readonly reason: UnreadableReason;
  constructor(reason: UnreadableReason) {
    super(reason);
    this.reason = reason;
  }
}
