import { formatMoney } from '@verdant/shared/format';
import { type BidSort, bidExpired, bidSummary, lowestOffers, sortBids } from '@verdant/shared/rules/projects';
import { memo, useMemo, useRef } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { cn } from '../../../lib/cn.ts';
import type { MatrixData } from '../api/buyer-projects.ts';
import { useRowWindow } from '../lib/use-row-window.ts';

type MatrixLine = MatrixData['lines'][number];
type Bid = MatrixData['bids'][number];
type BidLine = Bid['lines'][number];

/** Line id -> chosen bid id. */
export type Selection = ReadonlyMap<number, number>;

type Props = {
  data: MatrixData;
  sort: BidSort;
  onSort: (sort: BidSort) => void;
  selection: Selection;
  onSelect: (lineId: number, bidId: number | null) => void;
  /** Radios off: the project was awarded or cancelled. */
  readOnly: boolean;
};

// One formatted string per distinct ready date: 3,000 cells share a handful of dates, and Intl is not free.
function useDayLabels(bids: readonly Bid[]) {
  return useMemo(() => {
    const labels = new Map<string, string>();
    for (const bid of bids) {
      for (const offer of bid.lines) {
        if (!labels.has(offer.ready_date)) labels.set(offer.ready_date, shortDay(offer.ready_date));
      }
    }
    return labels;
  }, [bids]);
}

/** Every line row is this tall (px; its content fits in it), so the rows in view follow from the scroll offset. */
const ROW_HEIGHT = 88;
/** The nurseries' header row (px), above the first line. */
const HEADER_HEIGHT = 78;

/**
 * The comparison matrix: plant lines down, bidding nurseries across. A real table (headers, a select per line for
 * keyboards), but only the rows in view are drawn (useRowWindow; 200 lines x 15 bids is 3,000 cells), with
 * aria-rowcount and aria-rowindex telling assistive technology the whole size. Everything derived is memoized,
 * rows are memoized on their own selection, and cells are bare elements.
 */
export function CompareMatrix({ data, sort, onSort, selection, onSelect, readOnly }: Props) {
  const { lines, bids } = data;
  const sorted = useMemo(() => sortBids(lines, bids, sort), [lines, bids, sort]);
  const lowest = useMemo(() => lowestOffers(lines, bids), [lines, bids]);
  const summaries = useMemo(() => new Map(bids.map((bid) => [bid.id, bidSummary(lines, bid)])), [lines, bids]);
  const offers = useMemo(
    () => new Map(bids.map((bid) => [bid.id, new Map(bid.lines.map((offer) => [offer.line_id, offer]))])),
    [bids],
  );
  const days = useDayLabels(bids);
  const scroller = useRef<HTMLDivElement>(null);
  const { start, end } = useRowWindow(scroller, lines.length, ROW_HEIGHT, HEADER_HEIGHT);

  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center gap-2 text-sm">
        <span className="text-slate-600">Sort nurseries by</span>
        <Button
          size="sm"
          variant={sort === 'total' ? 'primary' : 'secondary'}
          aria-pressed={sort === 'total'}
          onClick={() => onSort('total')}
        >
          Total
        </Button>
        <Button
          size="sm"
          variant={sort === 'coverage' ? 'primary' : 'secondary'}
          aria-pressed={sort === 'coverage'}
          onClick={() => onSort('coverage')}
        >
          Coverage
        </Button>
        <span className="ml-auto flex items-center gap-2 text-slate-600 text-xs">
          <span className="inline-block size-3 rounded-sm bg-brand-100 ring-1 ring-brand-600/40" aria-hidden="true" />
          Lowest complete offer
          <span className="ml-2 rounded bg-amber-100 px-1 font-semibold text-amber-900">SUB</span> substitute
        </span>
      </div>
      <div ref={scroller} className="max-h-[70vh] overflow-auto rounded-card border border-slate-200 bg-white">
        {/* The plant column is narrower on phones, so a nursery's offers show beside it. */}
        <table
          className="table-fixed border-separate border-spacing-0 text-left text-sm [--plant-col:10.5rem] sm:[--plant-col:16rem]"
          style={{ width: `calc(var(--plant-col) + ${9.5 * sorted.length}rem)` }}
          data-testid="compare-matrix"
          aria-rowcount={lines.length + 1}
        >
          <caption className="sr-only">Bids compared line by line</caption>
          {/* Fixed column widths: the browser lays the table out without measuring 3,000 cells first. */}
          <colgroup>
            <col style={{ width: 'var(--plant-col)' }} />
            {sorted.map((bid) => (
              <col key={bid.id} style={{ width: '9.5rem' }} />
            ))}
          </colgroup>
          <thead>
            <tr aria-rowindex={1}>
              <th
                scope="col"
                className="sticky top-0 left-0 z-30 border-slate-200 border-b bg-slate-50 px-3 py-2.5 font-medium text-slate-700"
              >
                Plant (quantity)
              </th>
              {sorted.map((bid) => {
                const summary = summaries.get(bid.id)!;
                return (
                  <th
                    key={bid.id}
                    scope="col"
                    className={cn(
                      'sticky top-0 z-20 border-slate-200 border-b border-l bg-slate-50 px-3 py-2.5 align-bottom font-normal',
                      !open(bid) && 'text-slate-400',
                    )}
                  >
                    <span className="block font-semibold text-slate-900">{bid.vendor_name}</span>
                    <span className="block text-slate-700 tabular-nums">{formatMoney(summary.total)}</span>
                    <span className="block text-slate-600 text-xs">
                      {summary.covered} of {summary.line_count} lines
                      {bid.status === 'withdrawn'
                        ? ' · withdrawn'
                        : bidExpired(bid)
                          ? ` · expired ${shortDay(bid.valid_until)}`
                          : ''}
                    </span>
                  </th>
                );
              })}
            </tr>
          </thead>
          {/* One click handler for every cell (a cell names its bid, its row the line); keyboards use each row's select. */}
          {/* biome-ignore lint/a11y/useKeyWithClickEvents: each row's select is the keyboard way to choose */}
          <tbody onClick={readOnly ? undefined : (event) => pickCell(event.target, onSelect)}>
            {start > 0 ? (
              // biome-ignore lint/a11y/noAriaHiddenOnFocusable: an empty spacer row, nothing in it can take focus
              <tr aria-hidden="true" style={{ height: start * ROW_HEIGHT }} />
            ) : null}
            {lines.slice(start, end).map((line, index) => (
              <MatrixRow
                key={line.id}
                rowIndex={start + index + 2}
                line={line}
                bids={sorted}
                offers={offers}
                lowestBidId={lowest.get(line.id) ?? null}
                selectedBidId={selection.get(line.id) ?? null}
                onSelect={onSelect}
                readOnly={readOnly}
                days={days}
              />
            ))}
            {end < lines.length ? (
              // biome-ignore lint/a11y/noAriaHiddenOnFocusable: an empty spacer row, nothing in it can take focus
              <tr aria-hidden="true" style={{ height: (lines.length - end) * ROW_HEIGHT }} />
            ) : null}
          </tbody>
        </table>
      </div>
    </div>
  );
}

// Cell classes as fixed strings: 3,000 cells, so no class merging per cell (cn() runs tailwind-merge).
const CELL = 'truncate border-slate-100 border-b border-l px-3 py-2 align-top';
const CELL_EMPTY = `${CELL} text-slate-400`;
const CELL_CLASSES = [CELL, `${CELL} bg-brand-50`];
const CHOSEN = ' outline-2 outline-brand-700 -outline-offset-2';
const WITHDRAWN = ' text-slate-400';

/** "Mar 9": ready dates in the matrix, without Intl (built once per distinct date anyway). */
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const shortDay = (isoDay: string) => `${MONTHS[Number(isoDay.slice(5, 7)) - 1]} ${Number(isoDay.slice(8, 10))}`;

/** A bid that can still be chosen: not withdrawn, and its prices still hold (the server refuses the others). */
const open = (bid: Bid) => bid.status !== 'withdrawn' && !bidExpired(bid);

function pickCell(target: EventTarget, onSelect: Props['onSelect']) {
  if (!(target instanceof Element) || target.closest('select')) return;
  const cell = target.closest<HTMLElement>('td[data-bid]');
  const row = cell?.closest<HTMLElement>('tr[data-line]');
  if (!cell || !row || cell.dataset.closed || row.dataset.awarded) return;
  onSelect(Number(row.dataset.line), Number(cell.dataset.bid));
}

const MatrixRow = memo(function MatrixRow({
  rowIndex,
  line,
  bids,
  offers,
  lowestBidId,
  selectedBidId,
  onSelect,
  readOnly,
  days,
}: {
  rowIndex: number;
  line: MatrixLine;
  bids: readonly Bid[];
  offers: ReadonlyMap<number, ReadonlyMap<number, BidLine>>;
  lowestBidId: number | null;
  selectedBidId: number | null;
  onSelect: Props['onSelect'];
  readOnly: boolean;
  days: ReadonlyMap<string, string>;
}) {
  const chosenId = line.awarded_bid_id ?? selectedBidId;
  // A line whose award holds is settled; one released unpaid is free to award again.
  const locked = readOnly || line.awarded_bid_id !== null;
  const offering = bids.filter((bid) => open(bid) && offers.get(bid.id)?.has(line.id));
  return (
    <tr
      data-line={line.id}
      data-awarded={line.awarded_bid_id !== null || undefined}
      aria-rowindex={rowIndex}
      style={{ height: ROW_HEIGHT }}
    >
      <th scope="row" className="sticky left-0 z-10 border-slate-100 border-b bg-white px-3 py-2 align-top font-normal">
        <span className="block truncate font-medium text-slate-900 italic">{line.botanical_name}</span>
        <span className="block truncate text-slate-600 text-xs">
          {line.size} · {line.quantity}
          {line.common_name ? ` · ${line.common_name}` : ''}
        </span>
        <select
          aria-label={`Award ${line.botanical_name} to`}
          className="mt-1 h-7 w-full rounded border border-slate-300 bg-white px-1 text-xs"
          value={chosenId ?? ''}
          disabled={locked}
          onChange={(event) => onSelect(line.id, event.target.value ? Number(event.target.value) : null)}
        >
          <option value="">Not chosen</option>
          {offering.map((bid) => (
            <option key={bid.id} value={bid.id}>
              {bid.vendor_name}
            </option>
          ))}
        </select>
      </th>
      {bids.map((bid) => {
        const offer = offers.get(bid.id)?.get(line.id);
        if (!offer) {
          return (
            <td key={bid.id} className={CELL_EMPTY}>
              —
            </td>
          );
        }
        const closed = !open(bid);
        const chosen = chosenId === bid.id;
        const className =
          CELL_CLASSES[lowestBidId === bid.id ? 1 : 0] +
          (chosen ? CHOSEN : '') +
          (closed ? WITHDRAWN : locked ? '' : ' cursor-pointer hover:bg-sage-50');
        return (
          <td key={bid.id} className={className} data-bid={bid.id} data-closed={closed || undefined}>
            <b className="tabular-nums">{formatMoney(offer.unit_price)}</b>
            {chosen ? (
              <span className="float-right font-semibold text-brand-800 text-xs">
                {line.awarded_bid_id ? 'Awarded' : 'Chosen'}
              </span>
            ) : null}
            <br />
            <span className="text-xs">
              {offer.quantity < line.quantity ? (
                <span className="font-medium text-amber-800">
                  {offer.quantity} of {line.quantity}
                </span>
              ) : (
                offer.quantity
              )}
              {` · ${days.get(offer.ready_date)}`}
            </span>
            {offer.substitute ? (
              <>
                <br />
                <span
                  className="rounded bg-amber-100 px-1 font-semibold text-amber-900 text-xs"
                  title={`Substitute: ${offer.substitute.botanical_name} ${offer.substitute.size}${offer.substitute.note ? ` (${offer.substitute.note})` : ''}`}
                >
                  SUB <i className="font-normal">{offer.substitute.botanical_name}</i>
                </span>
              </>
            ) : null}
          </td>
        );
      })}
    </tr>
  );
});
