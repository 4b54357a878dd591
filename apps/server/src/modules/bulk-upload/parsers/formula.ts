/**
 * The value of a spreadsheet formula whose result the file does not hold (openpyxl and xlwt write none; xlsxwriter
 * writes 0 and asks Excel to recalculate on load): arithmetic over numbers and cells of the same sheet, with ROUND,
 * SUM, MIN, MAX, AVERAGE and ABS. Anything else (another sheet, text, a function not listed, an error) has no value
 * here: the cell is left for the vendor rather than guessed.
 */
export type CellNumber = (column: number, row: number) => number | null;

const TOKEN =
  /\s*(\$?[A-Z]{1,3}\$?\d+(?::\$?[A-Z]{1,3}\$?\d+)?|\d+(?:\.\d+)?(?:E[+-]?\d+)?%?|[A-Z][A-Z0-9.]*\(|[-+*/^(),])/iy;
const MAX_TOKENS = 200;

/** "$B$3" as [column, row], 1-based. */
export function cellAddress(ref: string): [number, number] {
  const match = /^\$?([A-Z]+)\$?(\d+)$/i.exec(ref)!;
  let column = 0;
  for (const letter of match[1]!.toUpperCase()) column = column * 26 + letter.charCodeAt(0) - 64;
  return [column, Number(match[2])];
}

function tokens(formula: string): string[] | null {
  const text = formula.replace(/^=/, '').trim();
  const out: string[] = [];
  TOKEN.lastIndex = 0;
  while (TOKEN.lastIndex < text.length) {
    const start = TOKEN.lastIndex;
    const match = TOKEN.exec(text);
    if (!match || match.index !== start || out.length > MAX_TOKENS) return null;
    out.push(match[1]!.toUpperCase());
  }
  return out;
}

class NoValue extends Error {}

const FUNCTIONS: Record<string, (args: number[]) => number> = {
  'ROUND(': ([value, digits = 0]) => {
    const scale = 10 ** digits!;
    return (Math.sign(value!) * Math.round(Math.abs(value!) * scale + 1e-9)) / scale;
  },
  'SUM(': (args) => args.reduce((sum, value) => sum + value, 0),
  'MIN(': (args) => (args.length ? Math.min(...args) : 0),
  'MAX(': (args) => (args.length ? Math.max(...args) : 0),
  'AVERAGE(': (args) => {
    if (!args.length) throw new NoValue();
    return args.reduce((sum, value) => sum + value, 0) / args.length;
  },
  'ABS(': ([value]) => Math.abs(value!),
};

/** The formula's number, or null when it can't be worked out from what the sheet holds. */
export function evaluateFormula(formula: string, valueAt: CellNumber): number | null {
  const list = tokens(formula);
  if (!list || list.length === 0) return null;
  let position = 0;
  const peek = () => list[position];
  const next = () => {
    const token = list[position++];
    if (token === undefined) throw new NoValue();
    return token;
  };
  const at = (column: number, row: number) => {
    const value = valueAt(column, row);
    if (value === null) throw new NoValue();
    return value;
  };
  const cell = (ref: string) => at(...cellAddress(ref));
  const range = (ref: string): number[] => {
    const [from, to] = ref.split(':') as [string, string];
    const [c1, r1] = cellAddress(from);
    const [c2, r2] = cellAddress(to);
    if ((Math.abs(c2 - c1) + 1) * (Math.abs(r2 - r1) + 1) > 10_000) throw new NoValue();
    const values: number[] = [];
    for (let row = Math.min(r1, r2); row <= Math.max(r1, r2); row++) {
      for (let column = Math.min(c1, c2); column <= Math.max(c1, c2); column++) values.push(at(column, row));
    }
    return values;
  };
  const primary = (): number => {
    const token = next();
    if (token === '-') return -power();
    if (token === '+') return power();
    if (token === '(') {
      const value = sum();
      if (next() !== ')') throw new NoValue();
      return value;
    }
    if (token.endsWith('(')) {
      const call = FUNCTIONS[token];
      if (!call) throw new NoValue();
      const args: number[] = [];
      if (peek() !== ')') {
        do {
          const ahead = peek()!;
          if (ahead.includes(':')) {
            position++;
            args.push(...range(ahead));
          } else args.push(sum());
        } while (peek() === ',' && next());
      }
      if (next() !== ')') throw new NoValue();
      return call(args);
    }
    if (/^\d/.test(token)) return token.endsWith('%') ? Number(token.slice(0, -1)) / 100 : Number(token);
    if (/^\$?[A-Z]/.test(token) && !token.includes(':')) return cell(token);
    throw new NoValue();
  };
  const power = (): number => {
    let value = primary();
    while (peek() === '^') {
      position++;
      value **= primary();
    }
    return value;
  };
  const product = (): number => {
    let value = power();
    while (peek() === '*' || peek() === '/') {
      const divide = next() === '/';
      const right = power();
      if (divide && right === 0) throw new NoValue();
      value = divide ? value / right : value * right;
    }
    return value;
  };
  const sum = (): number => {
    let value = product();
    while (peek() === '+' || peek() === '-') value = next() === '+' ? value + product() : value - product();
    return value;
  };
  try {
    const value = sum();
    // 0.1 + 0.2 is 0.3 on the sheet, not 0.30000000000000004.
    return position === list.length && Number.isFinite(value) ? Math.round(value * 1e9) / 1e9 : null;
  } catch (error) {
    if (error instanceof NoValue) return null;
    throw error;
  }
}

/** A cell as a formula sees it: a number (blank is 0; text has none), or a formula to work out. */
export type SheetCell = { number: number | null } | { formula: string };

/** Cells read while working out one sheet's formulas: a chain or a web of formulas can't take longer than this. */
const SHEET_BUDGET = 200_000;

/**
 * The numbers of a sheet's cells, formulas worked out once each (a formula met again while being worked out, a
 * loop, has none), within a budget of cells read for the whole sheet.
 */
export function sheetNumbers(cellAt: (column: number, row: number) => SheetCell): CellNumber {
  const known = new Map<string, number | null>();
  let budget = SHEET_BUDGET;
  const numberAt: CellNumber = (column, row) => {
    if (--budget < 0) return null;
    const key = `${column}:${row}`;
    if (known.has(key)) return known.get(key)!;
    const cell = cellAt(column, row);
    if ('number' in cell) return cell.number;
    known.set(key, null);
    const value = evaluateFormula(cell.formula, numberAt);
    known.set(key, value);
    return value;
  };
  return numberAt;
}
