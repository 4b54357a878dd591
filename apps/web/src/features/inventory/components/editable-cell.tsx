import { type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { errorMessage } from '../../../lib/api-client.ts';
import { cn } from '../../../lib/cn.ts';

type Kind = 'price' | 'stock';

const MAX = 1_000_000;
const show = (kind: Kind, value: number) => (kind === 'price' ? value.toFixed(2) : String(value));

/** The typed text as a value, or the reason it is not one. */
function parse(kind: Kind, text: string): number | string {
  const trimmed = text.trim().replace(/^\$/, '');
  const valid = kind === 'price' ? /^\d+(\.\d{1,2})?$/ : /^\d+$/;
  if (!valid.test(trimmed)) {
    return kind === 'price' ? 'Enter a price like 12.50' : 'Enter a whole number';
  }
  const value = Number(trimmed);
  return value > MAX ? `At most ${MAX}` : value;
}

/**
 * Moves focus to the editable cell next to this one (data-cell="row:col" inside the same data-grid): up and down
 * always, left and right when the caret is at the edge of the text.
 */
function moveFocus(event: KeyboardEvent<HTMLInputElement>, row: number, col: number): boolean {
  const input = event.currentTarget;
  const atStart = input.selectionStart === 0 && input.selectionEnd === 0;
  const atEnd = input.selectionStart === input.value.length;
  const step: Record<string, [number, number] | null> = {
    ArrowUp: [-1, 0],
    ArrowDown: [1, 0],
    ArrowLeft: atStart ? [0, -1] : null,
    ArrowRight: atEnd ? [0, 1] : null,
  };
  const delta = step[event.key];
  if (!delta) return false;
  const grid = input.closest('[data-grid]');
  const next = grid?.querySelector<HTMLInputElement>(`[data-cell="${row + delta[0]}:${col + delta[1]}"]`);
  if (!next) return false;
  event.preventDefault();
  next.focus();
  next.select();
  return true;
}

type Props = {
  kind: Kind;
  value: number;
  /** e.g. "Price of Boston Fern". */
  label: string;
  row: number;
  col: number;
  onSave: (value: number) => Promise<unknown>;
  className?: string;
};

/** A price or stock edited where it stands: Enter or leaving the cell saves, Escape puts the saved value back. */
export function EditableCell({ kind, value, label, row, col, onSave, className }: Props) {
  const [text, setText] = useState(show(kind, value));
  const [problem, setProblem] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  // The text last sent, so Enter followed by leaving the cell saves once.
  const sent = useRef<string | null>(null);

  useEffect(() => {
    setText(show(kind, value));
    sent.current = null;
  }, [kind, value]);

  const commit = async () => {
    const parsed = parse(kind, text);
    if (typeof parsed === 'string') {
      setProblem(parsed);
      return;
    }
    setProblem(null);
    if (parsed === value || sent.current === text) return;
    sent.current = text;
    setSaving(true);
    try {
      await onSave(parsed);
    } catch (error) {
      sent.current = null;
      setProblem(errorMessage(error, 'Could not save. Please try again.'));
    } finally {
      setSaving(false);
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      void commit();
    } else if (event.key === 'Escape') {
      event.preventDefault();
      setText(show(kind, value));
      setProblem(null);
    } else {
      moveFocus(event, row, col);
    }
  };

  return (
    <span className={cn('relative inline-flex items-center', className)}>
      {kind === 'price' ? (
        <span className="pointer-events-none absolute left-2 text-slate-500 text-sm" aria-hidden="true">
          $
        </span>
      ) : null}
      <input
        type="text"
        inputMode={kind === 'price' ? 'decimal' : 'numeric'}
        aria-label={label}
        aria-invalid={problem ? true : undefined}
        aria-busy={saving || undefined}
        title={problem ?? undefined}
        data-cell={`${row}:${col}`}
        value={text}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={onKeyDown}
        onBlur={() => void commit()}
        onFocus={(event) => event.currentTarget.select()}
        className={cn(
          'h-9 w-24 rounded-md border border-transparent bg-transparent px-2 text-right text-slate-900 text-sm tabular-nums',
          'hover:border-slate-300 focus:border-brand-600 focus:bg-white focus:outline-2 focus:outline-brand-600/30',
          'aria-invalid:border-red-600 aria-invalid:bg-red-50',
          kind === 'price' && 'pl-5',
          saving && 'opacity-60',
        )}
      />
      {problem ? (
        <span role="alert" className="sr-only">
          {label}: {problem}
        </span>
      ) : null}
    </span>
  );
}
