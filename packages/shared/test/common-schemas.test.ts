import { describe, expect, it } from 'vitest';
import { latestDay } from '../src/rules/ready-day.ts';
import { dayField, idField, wholeNumber } from '../src/schemas/common.ts';

describe('idField: an id is digits only', () => {
  const id = idField('not an id');
  it('takes a positive whole number or its digits', () => {
    expect([7, '7', '007', '2147483647'].map((value) => id.safeParse(value).data)).toEqual([7, 7, 7, 2147483647]);
  });
  it('refuses what Number() would read as a number', () => {
    for (const value of ['1e3', '0x10', ' 7', '7 ', '7.0', '+7', '-7', '', '0', '2147483648', 7.5, 0, -1, null, true]) {
      expect([value, id.safeParse(value).error?.issues[0]?.message]).toEqual([value, 'not an id']);
    }
  });
});

describe('wholeNumber: page and limit', () => {
  const limit = wholeNumber('limit', 100);
  it('takes digits from 1 to the maximum', () => {
    expect(limit.safeParse('25').data).toBe(25);
    expect(limit.safeParse('1e1').error?.issues[0]?.message).toBe('limit must be a whole number');
    expect(limit.safeParse('0').error?.issues[0]?.message).toBe('limit must be at least 1');
    expect(limit.safeParse('1000000000').error?.issues[0]?.message).toBe('limit must be at most 100');
  });
});

describe('dayField: a date in a plausible range', () => {
  const day = dayField('Needed by', 'not a date');
  it('ends 5 years from today on a real day (Feb 29 gives Feb 28)', () => {
    expect([latestDay('2026-11-24'), latestDay('2028-02-29'), latestDay('2027-02-28')]).toEqual([
      '2031-11-24',
      '2033-02-28',
      '2032-02-28',
    ]);
  });

  it('tells a date out of range from text that is no date', () => {
    expect(day.safeParse(' 2027-04-15 ').data).toBe('2027-04-15');
    expect(day.safeParse(latestDay()).success).toBe(true);
    for (const value of ['2027-02-30', '15/04/2027', 'soon', '0000-01-01']) {
      expect([value, day.safeParse(value).error?.issues[0]?.message]).toEqual([value, 'not a date']);
    }
    for (const value of ['9999-12-31', '1999-12-31', `${Number(latestDay().slice(0, 4)) + 1}-01-01`]) {
      expect([value, day.safeParse(value).error?.issues.map((issue) => issue.message)]).toEqual([
        value,
        ['Needed by must be between 2000-01-01 and 5 years from today'],
      ]);
    }
  });
});
