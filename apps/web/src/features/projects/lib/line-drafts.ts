import { useCallback, useState } from 'react';

/** A plant-list line as typed: every cell a string until the form is checked. */
export interface LineDraft {
  key: string;
  botanical_name: string;
  common_name: string;
  size: string;
  quantity: string;
  notes: string;
}
export type LineField = Exclude<keyof LineDraft, 'key'>;

let sequence = 0;
const nextKey = () => `line-${++sequence}`;

export const emptyLine = (): LineDraft => ({
  key: nextKey(),
  botanical_name: '',
  common_name: '',
  size: '',
  quantity: '',
  notes: '',
});

export function toLineDraft(line: {
  botanical_name?: string | null;
  common_name?: string | null;
  size?: string | null;
  quantity?: number | string | null;
  notes?: string | null;
}): LineDraft {
  return {
    key: nextKey(),
    botanical_name: line.botanical_name ?? '',
    common_name: line.common_name ?? '',
    size: line.size ?? '',
    quantity: line.quantity == null ? '' : String(line.quantity),
    notes: line.notes ?? '',
  };
}

/** A row nobody typed into: left out of the saved list. */
export const isBlankLine = (line: LineDraft) =>
  !line.botanical_name.trim() && !line.common_name.trim() && !line.size.trim() && !line.quantity.trim();

/** The editable list; stable callbacks so unchanged rows skip re-rendering. */
export function useLineDrafts(initial: LineDraft[]) {
  const [lines, setLines] = useState<LineDraft[]>(() => (initial.length > 0 ? initial : [emptyLine()]));
  const edit = useCallback((key: string, field: LineField, value: string) => {
    setLines((current) => current.map((line) => (line.key === key ? { ...line, [field]: value } : line)));
  }, []);
  const remove = useCallback((key: string) => {
    setLines((current) => (current.length > 1 ? current.filter((line) => line.key !== key) : current));
  }, []);
  const add = useCallback(() => setLines((current) => [...current, emptyLine()]), []);
  return { lines, setLines, edit, remove, add };
}
