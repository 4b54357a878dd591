// Ready dates as days (issue 18 point 3): YYYY-MM-DD text, compared as text (it orders like the days), "today" in
// UTC. Apart from the cell parser (ready-date.ts) so the storefront's "Ready Apr 15" carries only this.

const MONTH_LABELS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

export const todayIso = (now: Date = new Date()): string => now.toISOString().slice(0, 10);

const pad = (value: number) => String(value).padStart(2, '0');
const iso = (year: number, month: number, day: number) => `${year}-${pad(month)}-${pad(day)}`;

/** A real calendar day (no Feb 30), as YYYY-MM-DD; null otherwise. */
export function calendarDay(year: number, month: number, day: number): string | null {
  if (year < 2000 || year > 2100 || month < 1 || month > 12 || day < 1) return null;
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCMonth() === month - 1 && date.getUTCDate() === day ? iso(year, month, day) : null;
}

/** The range of every date the API takes (ready dates, deadlines, needed by, valid until): 2000 to 5 years ahead. */
export const EARLIEST_DAY = '2000-01-01';
export const DATE_YEARS_AHEAD = 5;

/**
 * The last day a date field takes: the same day DATE_YEARS_AHEAD years from today, a real day (from Feb 29, the
 * 28th: 2033-02-29 was no date, so a date input's max was ignored and that day itself refused as "not a date").
 */
export const latestDay = (today: string = todayIso()): string => {
  const year = Number(today.slice(0, 4)) + DATE_YEARS_AHEAD;
  const [month, day] = [Number(today.slice(5, 7)), Number(today.slice(8, 10))];
  const real = new Date(Date.UTC(year, month - 1, day)).getUTCMonth() === month - 1;
  return iso(year, month, real ? day : day - 1);
};

/** A real calendar day written YYYY-MM-DD, of any year (the range is checked apart, with its own words). */
export const isDayShape = (text: string): boolean => {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(2000, month - 1, day));
  date.setUTCFullYear(year);
  return year >= 1 && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
};

/** The min and max of a date input: its picker offers only the days the API takes. */
export const dayInputBounds = (today: string = todayIso()) => ({ min: EARLIEST_DAY, max: latestDay(today) });

/** Is a YYYY-MM-DD day within EARLIEST_DAY .. latestDay(today)? */
export const dayInRange = (text: string, today: string = todayIso()): boolean =>
  text >= EARLIEST_DAY && text <= latestDay(today);

/** What the API shows: the date while it is ahead, else null (ready now). */
export const shownReadyDate = (date: string | null, today: string = todayIso()): string | null =>
  date && date > today ? date : null;

/** "Apr 15", or "Apr 15, 2028" outside this year. */
export function shortReadyDate(date: string, today: string = todayIso()): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const label = `${MONTH_LABELS[month - 1]} ${day}`;
  return date.slice(0, 4) === today.slice(0, 4) ? label : `${label}, ${year}`;
}
