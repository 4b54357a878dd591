import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../src/messages.ts';
import { matchColumns, prepareRow } from '../src/rules/bulk-upload.ts';
import { isDateColumn, readyColumnByContent } from '../src/rules/ready-column.ts';
import { parseReadyCell } from '../src/rules/ready-date.ts';
import { isDayShape, shortReadyDate, shownReadyDate } from '../src/rules/ready-day.ts';
import { checkRow } from '../src/rules/row-check.ts';

const TODAY = '2026-11-24';

describe('parseReadyCell', () => {
  it.each([
    ['', null],
    ['  ', null],
    ['now', null],
    ['Ready', null],
    ['In stock', null],
    ['READY NOW', null],
    ['2027-04-15', '2027-04-15'],
    ['2027-4-5', '2027-04-05'],
    ['4/15/2027', '2027-04-15'],
    ['4/15/27', '2027-04-15'],
    ['12/1', '2026-12-01'],
    ['11/24', '2026-11-24'],
    ['4/15', '2027-04-15'],
    ['Apr 15', '2027-04-15'],
    ['Apr15', '2027-04-15'],
    ['Dec15', '2026-12-15'],
    ['April 15, 2027', '2027-04-15'],
    ['Dec 3', '2026-12-03'],
    ['15 Apr 2028', '2028-04-15'],
    ['Sept 1', '2027-09-01'],
    ['April 2027', '2027-04-01'],
    ['Apr 2027', '2027-04-01'],
    ['Spring 2027', '2027-03-01'],
    ['Fall 2027', '2027-09-01'],
    ['Spring', '2027-03-01'],
    ['November', '2026-11-01'],
    ['March', '2027-03-01'],
    ['Ready by 4/15/2027', '2027-04-15'],
    ['Avail: Spring 2027', '2027-03-01'],
    ['2/29', '2028-02-29'],
  ])('%j -> %j', (text, expected) => {
    expect(parseReadyCell(text, TODAY)).toEqual({ ok: true, value: expected });
  });

  it.each(['soon', '2027-02-30', '13/1/2027', '4/31', 'Apr 32', 'Marching 2027', 'TBD', '12', '3 gal', '1999-01-01'])(
    '%j is not a date',
    (text) => {
      expect(parseReadyCell(text, TODAY)).toEqual({ ok: false });
    },
  );
});

describe('shownReadyDate', () => {
  it('shows a date ahead, and a past or today date as ready now (null)', () => {
    expect(shownReadyDate('2026-11-25', TODAY)).toBe('2026-11-25');
    expect(shownReadyDate('2026-11-24', TODAY)).toBeNull();
    expect(shownReadyDate('2025-01-01', TODAY)).toBeNull();
    expect(shownReadyDate(null, TODAY)).toBeNull();
  });
});

describe('shortReadyDate and isDayShape', () => {
  it('writes the day short, with the year only outside this one', () => {
    expect(shortReadyDate('2026-12-03', TODAY)).toBe('Dec 3');
    expect(shortReadyDate('2027-04-15', TODAY)).toBe('Apr 15, 2027');
  });
  it('accepts real YYYY-MM-DD days only', () => {
    expect(isDayShape('2027-04-15')).toBe(true);
    expect(isDayShape('2027-02-29')).toBe(false);
    expect(isDayShape('2027-4-15')).toBe(false);
  });
});

describe('Ready columns of a list', () => {
  it('maps Ready, Ready Date and Ready By headers by name', () => {
    for (const header of ['Ready', 'Ready Date', 'Ready By', 'Date Ready'])
      expect(matchColumns(['Plant', 'Qty', 'Price', header])[3]).toBe('ready_date');
  });

  it('reads an Available or Availability column of dates as ready_date, and one of counts as the quantity', () => {
    const headers = ['Plant', 'Stock', 'Available'];
    const mapping = matchColumns(headers);
    expect(mapping).toEqual(['plant_name', null, 'quantity_available']);
    const dated = readyColumnByContent(
      headers,
      mapping,
      [
        ['Red Maple', '5', 'Spring 2027'],
        ['Oak', '3', 'now'],
      ],
      TODAY,
    );
    expect(dated).toEqual(['plant_name', 'quantity_available', 'ready_date']);
    expect(readyColumnByContent(headers, mapping, [['Red Maple', '5', '12']], TODAY)).toEqual(mapping);
    const availability = ['Plant', 'Qty', 'Availability'];
    expect(readyColumnByContent(availability, matchColumns(availability), [['Oak', '3', '4/15']], TODAY)[2]).toBe(
      'ready_date',
    );
    expect(isDateColumn(['Yes', 'No'], TODAY)).toBe(false);
  });

  it('prepares the cell as the day it means, refuses an unreadable one, and holds an OCR one for review', () => {
    const row = { plant_name: 'Red Maple', price: '20', quantity_available: '5' };
    const dated = prepareRow({ ...row, ready_date: 'Apr 15' }, { today: TODAY });
    expect(dated.value?.ready_date).toBe('2027-04-15');
    expect(dated.cells.ready_date).toBe('2027-04-15');
    expect(prepareRow({ ...row, ready_date: 'In stock' }, { today: TODAY }).value?.ready_date).toBeNull();
    expect(prepareRow(row).value?.ready_date).toBeNull();
    const bad = prepareRow({ ...row, ready_date: 'soon' }, { today: TODAY });
    expect(bad.value).toBeNull();
    expect(bad.errors).toEqual([{ field: 'ready_date', message: MESSAGES.bulkReadyUnreadable('soon') }]);
    const scanned = prepareRow({ ...row, ready_date: 'soon' }, { today: TODAY, scanned: true });
    expect(scanned.errors).toEqual([]);
    const check = checkRow({ prepared: scanned, source: { ...row, ready_date: 'soon' }, scanned: true });
    expect(check.status).toBe('review');
    expect(check.review_reasons).toContain(MESSAGES.bulkReadyUnreadable('soon'));
  });
});
