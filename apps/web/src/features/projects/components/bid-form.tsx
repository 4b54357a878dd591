import { formatCount } from '@verdant/shared/format';
import { bidActionRefusal } from '@verdant/shared/rules/projects';
import { dayInputBounds } from '@verdant/shared/rules/ready-day';
import type { ProjectDetail, ProjectLine } from '@verdant/shared/schemas/projects';
import { Send, Undo2 } from 'lucide-react';
import { memo, useCallback, useRef, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Notice } from '../../../components/ui/notice.tsx';
import { Textarea } from '../../../components/ui/textarea.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { cn } from '../../../lib/cn.ts';
import { useSaveBid, useWithdrawBid } from '../api/vendor-bids.ts';
import {
  type BidDraft,
  type BidErrors,
  type BidLineDraft,
  type BidLineField,
  buildBid,
  initialBidDraft,
} from '../lib/bid-drafts.ts';

const cellInput =
  'h-9 w-full rounded-md border bg-white px-2 text-sm text-slate-900 focus-visible:outline-2 ' +
  'focus-visible:outline-brand-600/40 focus-visible:outline-offset-0 disabled:bg-slate-50 disabled:text-slate-400';

/** A nursery's bid: per line unit price, quantity, ready date and an optional substitute; a note and valid-until. */
export function BidForm({ project, vendorId }: { project: ProjectDetail; vendorId: number | null }) {
  const [draft, setDraft] = useState<BidDraft>(() => initialBidDraft(project, vendorId));
  const [errors, setErrors] = useState<BidErrors>({ fields: {}, lines: {} });
  const [sent, setSent] = useState<string | null>(null);
  const alertRef = useRef<HTMLDivElement>(null);
  const save = useSaveBid(project.id);
  const withdraw = useWithdrawBid(project.id);
  const mine = project.my_bid;
  const refusal = bidActionRefusal(project.status, mine?.status ?? null, mine ? 'update' : 'create');
  const withdrawRefusal = mine ? bidActionRefusal(project.status, mine.status, 'withdraw') : 'none';

  const editLine = useCallback((lineId: number, change: Partial<BidLineDraft>) => {
    setSent(null);
    setDraft((current) => ({
      ...current,
      lines: current.lines.map((line) => (line.line_id === lineId ? { ...line, ...change } : line)),
    }));
  }, []);

  const submit = () => {
    setSent(null);
    const built = buildBid(draft);
    if (built.errors) {
      setErrors(built.errors);
      requestAnimationFrame(() => alertRef.current?.focus());
      return;
    }
    setErrors({ fields: {}, lines: {} });
    save.mutate(
      { payload: built.payload, existing: Boolean(mine) },
      { onSuccess: () => setSent(mine ? 'Your bid was updated.' : 'Your bid was sent to the buyer.') },
    );
  };

  const included = draft.lines.filter((line) => line.include).length;
  const prefilled = draft.lines.filter((line) => line.from_inventory).length;
  const problems = Object.keys(errors.lines).length + Object.keys(errors.fields).length;
  const linesById = new Map(project.lines.map((line) => [line.id, line]));

  return (
    <section aria-labelledby="bid-form-title" className="flex flex-col gap-4">
      <div className="flex flex-col gap-1">
        <h2 id="bid-form-title" className="font-semibold text-lg text-slate-900">
          {mine ? 'Your bid' : 'Submit a bid'}
        </h2>
        <p className="text-slate-600 text-sm">
          Tick the lines you can supply.{' '}
          {prefilled > 0 ? `${prefilled} lines were filled in from your inventory. ` : ''}
          The buyer sees only your bid, never other nurseries'.
        </p>
      </div>
      {refusal && (mine || project.status !== 'open') ? <Notice tone="info">{refusal}</Notice> : null}
      {problems > 0 ? (
        <Notice tone="error" ref={alertRef}>
          {errors.fields.lines ?? 'Check the highlighted cells.'}
        </Notice>
      ) : null}
      {sent ? <Notice tone="success">{sent}</Notice> : null}
      {save.isError ? (
        <Notice tone="error">{errorMessage(save.error, 'The bid was not sent. Please try again.')}</Notice>
      ) : null}

      <fieldset disabled={Boolean(refusal) && project.status !== 'open'} className="flex min-w-0 flex-col gap-4">
        <legend className="sr-only">Bid lines</legend>
        <div className="overflow-x-auto rounded-card border border-slate-200 bg-white">
          <table className="w-full min-w-[56rem] border-collapse text-left text-sm">
            <caption className="sr-only">Your offer for each line</caption>
            <thead className="bg-slate-50 text-slate-700">
              <tr>
                <th scope="col" className="px-3 py-2.5 font-medium">
                  Plant asked for
                </th>
                <th scope="col" className="px-2 py-2.5 font-medium">
                  Unit price ($)
                </th>
                <th scope="col" className="px-2 py-2.5 font-medium">
                  Quantity
                </th>
                <th scope="col" className="px-2 py-2.5 font-medium">
                  Ready date
                </th>
                <th scope="col" className="px-2 py-2.5 font-medium">
                  Substitute
                </th>
              </tr>
            </thead>
            <tbody>
              {draft.lines.map((line) => (
                <BidRow
                  key={line.line_id}
                  draft={line}
                  line={linesById.get(line.line_id)!}
                  errors={errors.lines[line.line_id]}
                  onChange={editLine}
                />
              ))}
            </tbody>
          </table>
        </div>
        <div className="grid gap-4 sm:grid-cols-[1fr_12rem]">
          <FormField label="Note to the buyer" optional error={errors.fields.note}>
            <Textarea
              rows={3}
              value={draft.note}
              placeholder="Delivery, staging, quality notes…"
              onChange={(event) => setDraft((current) => ({ ...current, note: event.target.value }))}
            />
          </FormField>
          <FormField label="Valid until" required error={errors.fields.valid_until}>
            <Input
              type="date"
              {...dayInputBounds()}
              value={draft.valid_until}
              onChange={(event) => setDraft((current) => ({ ...current, valid_until: event.target.value }))}
            />
          </FormField>
        </div>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:items-center sm:justify-end">
          <p className="text-slate-600 text-sm sm:mr-auto">
            {included} of {draft.lines.length} lines in your bid
          </p>
          {mine && !withdrawRefusal ? (
            <Button variant="secondary" loading={withdraw.isPending} onClick={() => withdraw.mutate()}>
              <Undo2 className="size-4" aria-hidden="true" />
              Withdraw bid
            </Button>
          ) : null}
          <Button onClick={submit} loading={save.isPending} disabled={included === 0 || Boolean(refusal)}>
            <Send className="size-4" aria-hidden="true" />
            {mine ? (mine.status === 'withdrawn' ? 'Send bid again' : 'Update bid') : 'Submit bid'}
          </Button>
        </div>
        {withdraw.isError ? (
          <Notice tone="error">{errorMessage(withdraw.error, 'The bid was not withdrawn. Please try again.')}</Notice>
        ) : null}
      </fieldset>
    </section>
  );
}

const BidRow = memo(function BidRow({
  draft,
  line,
  errors,
  onChange,
}: {
  draft: BidLineDraft;
  line: ProjectLine;
  errors: Partial<Record<string, string>> | undefined;
  onChange: (lineId: number, change: Partial<BidLineDraft>) => void;
}) {
  const label = line.botanical_name;
  const input = (
    field: BidLineField,
    text: string,
    props: { type?: string; inputMode?: 'decimal' | 'numeric' } = {},
  ) => {
    const error = errors?.[field];
    return (
      <>
        <input
          aria-label={`${text}, ${label}`}
          className={cn(cellInput, error ? 'border-red-600 bg-red-50' : 'border-slate-200 hover:border-slate-400')}
          value={draft[field]}
          disabled={!draft.include}
          aria-invalid={error ? true : undefined}
          onChange={(event) => onChange(draft.line_id, { [field]: event.target.value })}
          {...props}
        />
        {error ? <p className="mt-1 text-red-700 text-xs">{error}</p> : null}
      </>
    );
  };
  return (
    <tr className={cn('border-slate-100 border-t align-top', !draft.include && 'text-slate-500')}>
      <th scope="row" className="min-w-56 px-3 py-2 font-normal">
        <label className="flex items-start gap-2">
          <input
            type="checkbox"
            className="mt-0.5 size-4 accent-brand-600"
            checked={draft.include}
            onChange={() => onChange(draft.line_id, { include: !draft.include })}
          />
          <span>
            <span className="block font-medium text-slate-900 italic">{line.botanical_name}</span>
            <span className="block text-slate-600 text-xs">
              {line.size} · {formatCount(line.quantity)} wanted
              {draft.from_inventory ? ' · from your inventory' : ''}
            </span>
          </span>
        </label>
      </th>
      <td className="min-w-28 px-2 py-1.5">{input('unit_price', 'Unit price', { inputMode: 'decimal' })}</td>
      <td className="min-w-24 px-2 py-1.5">{input('quantity', 'Quantity', { inputMode: 'numeric' })}</td>
      <td className="min-w-36 px-2 py-1.5">{input('ready_date', 'Ready date', { type: 'date' })}</td>
      <td className="min-w-56 px-2 py-1.5">
        <label className="flex items-center gap-2 text-xs">
          <input
            type="checkbox"
            className="size-4 accent-brand-600"
            checked={draft.substitute}
            disabled={!draft.include}
            onChange={() => onChange(draft.line_id, { substitute: !draft.substitute })}
          />
          Offer a substitute
          <span className="sr-only"> for {label}</span>
        </label>
        {draft.substitute && draft.include ? (
          <div className="mt-1.5 flex flex-col gap-1.5">
            {input('sub_botanical_name', 'Substitute botanical name')}
            {input('sub_size', 'Substitute size')}
            {input('sub_note', 'Substitute note')}
          </div>
        ) : null}
      </td>
    </tr>
  );
});
