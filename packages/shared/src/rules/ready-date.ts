import { MESSAGES } from '../messages.ts';
import type { BulkRowCells } from '../schemas/bulk-upload.ts';
import { calendarDay, todayIso } from './ready-day.ts';

// Ready dates (issue 18 point 3): when a plant on an availability list will be ready. Stored as a date (YYYY-MM-DD)
// or null for "ready now"; a date that has passed is kept as given but shown as ready now. Dates are calendar days,
// compared as text (YYYY-MM-DD orders like the days), with "today" in UTC.

/** A season's first month (1-12): "Spring 2027" is ready from Mar 1. */
const SEASONS: Record<string, number> = { spring: 3, summer: 6, fall: 9, autumn: 9, winter: 12 };
/** Cells that mean "ready now". */
const NOW_WORDS = new Set(['now', 'ready', 'ready now', 'in stock', 'available', 'available now', 'yes', 'today']);

/** "27" -> 2027; four digits as they are. */
const fullYear = (text: string) => (text.length === 2 ? 2000 + Number(text) : Number(text));

/** A month and day without a year: the next such day, today included. */
function nextDay(month: number, day: number, today: string): string | null {
  const year = Number(today.slice(0, 4));
  const thisYear = calendarDay(year, month, day);
  if (thisYear && thisYear >= today) return thisYear;
  return calendarDay(year + 1, month, day) ?? calendarDay(year + 4 - (year % 4), month, day);
}

const MONTH_NAMES = [
  'january',
  'february',
  'march',
  'april',
  'may',
  'june',
  'july',
  'august',
  'september',
  'october',
  'november',
  'december',
];
/** "Apr", "Sept", "April" -> 4, 9, 4: a name's first 3 letters or more; not "Marching". */
const monthNumber = (word: string) =>
  word.length >= 3 ? MONTH_NAMES.findIndex((name) => name.startsWith(word)) + 1 : 0;

export type ReadyCell = { ok: true; value: string | null } | { ok: false };

/**
 * A list's ready cell: blank, "now", "ready", "in stock" -> null (ready now); "2027-04-15", "4/15/2027", "4/15" (the
 * next such day), "Apr 15", "April 2027" (the 1st), "Spring 2027" (Mar 1) -> YYYY-MM-DD; anything else not ok.
 */
export function parseReadyCell(text: string | null | undefined, today: string = todayIso()): ReadyCell {
  const cell = (text ?? '')
    .trim()
    .toLowerCase()
    .replace(/^(ready|avail(able)?)(\s+(by|from|on|in))?\s*:?\s+(?=\S)/, '')
    .replace(/\s+/g, ' ');
  if (!cell || NOW_WORDS.has(cell)) return { ok: true, value: null };
  const year = Number(today.slice(0, 4));
  let match = /^(\d{4})-(\d{1,2})-(\d{1,2})(t[\d:.]+z?)?$/.exec(cell);
  if (match) return result(calendarDay(Number(match[1]), Number(match[2]), Number(match[3])));
  match = /^(\d{1,2})[/.-](\d{1,2})(?:[/.-](\d{4}|\d{2}))?$/.exec(cell);
  if (match) {
    const [month, day] = [Number(match[1]), Number(match[2])];
    return result(match[3] ? calendarDay(fullYear(match[3]), month, day) : nextDay(month, day, today));
  }
  // "Apr 15", "Apr15", "April 15, 2027", "15 Apr 2027"
  match = /^([a-z]+)\.? ?(\d{1,2})(?:st|nd|rd|th)?(?:,? (\d{4}))?$/.exec(cell);
  const dayFirst = /^(\d{1,2})(?:st|nd|rd|th)? ([a-z]+)\.?(?:,? (\d{4}))?$/.exec(cell);
  const named = match
    ? { word: match[1]!, day: match[2]!, year: match[3] }
    : dayFirst && { word: dayFirst[2]!, day: dayFirst[1]!, year: dayFirst[3] };
  if (named) {
    const month = monthNumber(named.word);
    if (!month) return { ok: false };
    return result(
      named.year ? calendarDay(Number(named.year), month, Number(named.day)) : nextDay(month, Number(named.day), today),
    );
  }
  // "April 2027", "Apr '27", "April", "Spring 2027", "Spring"
  match = /^(?:early |mid |late )?([a-z]+)\.?(?:,? '?(\d{4}|\d{2}))?$/.exec(cell);
  if (match) {
    const word = match[1]!;
    const month = SEASONS[word] ?? monthNumber(word);
    if (!month) return { ok: false };
    if (match[2]) return result(calendarDay(fullYear(match[2]), month, 1));
    // No year: the coming one, or this one while it lasts (a season is 3 months, a month 1).
    const span = SEASONS[word] ? 3 : 1;
    const start = new Date(Date.UTC(year, month - 1, 1));
    const end = todayIso(new Date(Date.UTC(year, month - 1 + span, 1)));
    return result(todayIso(start) <= today && today < end ? todayIso(start) : nextDay(month, 1, today));
  }
  return { ok: false };
}

const result = (value: string | null): ReadyCell => (value ? { ok: true, value } : { ok: false });

/**
 * A bulk-upload row's Ready cell as the payload's ready_date. The cell is rewritten as understood ("Apr 15" ->
 * "2027-04-15", "in stock" -> "now") so the preview shows what will be saved; an unreadable one is a problem.
 */
export function readReadyCell(
  cells: BulkRowCells,
  problems: { field: string; message: string }[],
  today: string = todayIso(),
): string | null {
  const text = cells.ready_date;
  if (!text) return null;
  const read = parseReadyCell(text, today);
  if (!read.ok) {
    problems.push({ field: 'ready_date', message: MESSAGES.bulkReadyUnreadable(text) });
    return null;
  }
  cells.ready_date = read.value ?? 'now';
  return read.value;
}
