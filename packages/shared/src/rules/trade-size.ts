/**
 * Trade sizes as US nurseries write them (ANSI Z60.1 practice): container classes (#1..#100, "3 gal"), balled and
 * burlapped stock by caliper or height, bare root, plugs and flats, and pots by diameter or quarts. Pure, shared by
 * the import (a size in no known format is doubtful) and the catalog's size filter.
 */
export type TradeSizeKind = 'container' | 'bb' | 'caliper' | 'height' | 'bare_root' | 'flat' | 'plug' | 'pot';

export interface TradeSize {
  kind: TradeSizeKind;
  /** One key per class, the same however it was written: "#3", "bb-cal-2.5", "flat-72", "pot-4in", "pot-1qt". */
  classKey: string;
  /** How the class is shown: "#3 container", "B&B 2.5\" caliper", "Flat of 72", "4\" pot". */
  label: string;
}

/** The container classes of ANSI Z60.1 (a "3 gallon" pot is class #3). */
export const CONTAINER_CLASSES = [1, 2, 3, 5, 7, 10, 15, 20, 25, 30, 45, 65, 100] as const;

// "2-1/2" (a mixed number written with a dash) is tried before the plain number its "2" would otherwise be.
const NUMBER = String.raw`(\d+-\d+\/\d+|\d+(?:\.\d+)?|\d+\s*\/\s*\d+|\d+\s+\d+\s*\/\s*\d+)`;
const INCH = String.raw`(?:"|''|”|in\b\.?|inch(?:es)?\b)`;
const FOOT = String.raw`(?:'|’|ft\b\.?|feet\b|foot\b)`;

/** "2 1/2" -> 2.5, "2-1/2" -> 2.5, "1/2" -> 0.5, "2.5" -> 2.5. */
function numberOf(text: string): number {
  const parts = text.trim().replace('-', ' ').split(/\s+/);
  return parts.reduce((sum, part) => {
    const [top, bottom] = part.split('/').map((value) => Number(value.trim()));
    return sum + (bottom ? top! / bottom : top!);
  }, 0);
}

const show = (value: number) => String(Math.round(value * 100) / 100);

function caliperOrHeight(text: string): { key: string; label: string } | null {
  const caliper = new RegExp(String.raw`${NUMBER}\s*${INCH}?\s*-?\s*(?:cal\b\.?|caliper\b)`).exec(text);
  if (caliper) {
    const inches = numberOf(caliper[1]!);
    return { key: `cal-${show(inches)}`, label: `${show(inches)}" caliper` };
  }
  const range = new RegExp(String.raw`${NUMBER}\s*${FOOT}?\s*(?:-|–|to)\s*${NUMBER}\s*${FOOT}`).exec(text);
  if (range) {
    const [low, high] = [numberOf(range[1]!), numberOf(range[2]!)];
    return { key: `ht-${show(low)}-${show(high)}`, label: `${show(low)}-${show(high)}' height` };
  }
  const height = new RegExp(String.raw`${NUMBER}\s*${FOOT}`).exec(text);
  if (height) {
    const feet = numberOf(height[1]!);
    return { key: `ht-${show(feet)}`, label: `${show(feet)}' height` };
  }
  return null;
}

/** The fractions a word processor makes of "1/2" ("2½\" cal"). */
const FRACTIONS: Record<string, string> = { '¼': '1/4', '½': '1/2', '¾': '3/4', '⅓': '1/3', '⅔': '2/3', '⅛': '1/8' };

/**
 * A size read from free text, or null when it is in no known format. Two spellings of one class ("15 gal/#15")
 * are that class.
 */
export function parseTradeSize(input: string | null | undefined): TradeSize | null {
  const text = (input ?? '')
    .toLowerCase()
    .replace(/[“”″]/g, '"')
    // En and em dashes ("6–8'"), and the fraction slash and fraction characters ("2½") a word processor sets.
    .replace(/[\u2010-\u2015]/g, '-')
    .replace(/\u2044/g, '/')
    .replace(/(\d?)\s*([¼½¾⅓⅔⅛])/g, (_, whole: string, part: string) => `${whole ? `${whole} ` : ''}${FRACTIONS[part]}`)
    .replace(/\s+/g, ' ')
    .trim();
  if (!text) return null;
  const size = readSize(text);
  if (size) return size;
  for (let at = text.indexOf('/'); at > 0; at = text.indexOf('/', at + 1)) {
    const [first, second] = [readSize(text.slice(0, at).trim()), readSize(text.slice(at + 1).trim())];
    if (first && second && first.classKey === second.classKey) return first;
  }
  return null;
}

function readSize(text: string): TradeSize | null {
  const container =
    /^(?:#\s*(\d+)|no\.?\s*(\d+)|(\d+)\s*-?\s*(?:gal(?:lon)?s?\b\.?|g\b|gl\b))(?:\s*(?:container|cont\.?|pot|can|c\.?g\.?))?$/.exec(
      text,
    );
  if (container) {
    const size = Number(container[1] ?? container[2] ?? container[3]);
    if (!(CONTAINER_CLASSES as readonly number[]).includes(size)) return null;
    return { kind: 'container', classKey: `#${size}`, label: `#${size} container` };
  }

  if (/\bb\s*&\s*b\b|\bbnb\b|\bb and b\b|\bballed\b|^bb\b|\bbb$/.test(text)) {
    // Balled and burlapped trees are sold by caliper, in inches ("B&B 2.5\""), or by height, in feet.
    const inches = new RegExp(String.raw`${NUMBER}\s*${INCH}`).exec(text);
    const measure =
      caliperOrHeight(text) ??
      (inches ? { key: `cal-${show(numberOf(inches[1]!))}`, label: `${show(numberOf(inches[1]!))}" caliper` } : null);
    if (!measure) return { kind: 'bb', classKey: 'bb', label: 'B&B' };
    return { kind: 'bb', classKey: `bb-${measure.key}`, label: `B&B ${measure.label}` };
  }
  if (/\bbare\s*-?\s*root\b|\bbr\b/.test(text)) {
    const measure = caliperOrHeight(text);
    return measure
      ? { kind: 'bare_root', classKey: `br-${measure.key}`, label: `Bare root ${measure.label}` }
      : { kind: 'bare_root', classKey: 'bare-root', label: 'Bare root' };
  }

  const perFlat =
    /^(?:flat|tray) of (\d+)$/.exec(text) ??
    /^(\d+)\s*(?:cells?|ct|count)?\s*(?:\/|per|a)\s*(?:flat|tray)$/.exec(text) ??
    /^(\d+)\s*-?\s*(?:cell|plug|ct|count)s?(?:\s*(?:flat|tray))?$/.exec(text) ??
    /^(?:plugs?|plug tray|plug flat|flat)\s*(?:of\s*)?(\d+)$/.exec(text);
  if (perFlat) {
    const count = Number(perFlat[1]);
    if (count < 1 || count > 512) return null;
    return { kind: 'flat', classKey: `flat-${count}`, label: `Flat of ${count}` };
  }
  if (/^(?:flat|flats)$/.test(text)) return { kind: 'flat', classKey: 'flat', label: 'Flat' };
  if (/^(?:plug|plugs|liner|liners)$/.test(text)) return { kind: 'plug', classKey: 'plug', label: 'Plug' };

  const quart = /^(\d+(?:\.\d+)?)?\s*-?\s*(?:qt|qts|quart|quarts)\b\.?(?:\s*pot)?$/.exec(text);
  if (quart) {
    const quarts = Number(quart[1] ?? 1);
    return { kind: 'pot', classKey: `pot-${show(quarts)}qt`, label: `${show(quarts)} qt pot` };
  }
  const pot = new RegExp(
    String.raw`^${NUMBER}\s*-?\s*${INCH}(?:\s*(?:pot|container|cont\.?|round|square|sq\.?))?$`,
  ).exec(text);
  if (pot) {
    const inches = numberOf(pot[1]!);
    if (inches <= 0 || inches > 48) return null;
    return { kind: 'pot', classKey: `pot-${show(inches)}in`, label: `${show(inches)}" pot` };
  }

  const measure = caliperOrHeight(text);
  if (measure && /^[\d\s./"'’”-]+(?:in|inch|inches|ft|feet|cal|caliper|to|\s|\.)*$/.test(text)) {
    const kind = measure.key.startsWith('cal') ? 'caliper' : 'height';
    return { kind, classKey: measure.key, label: measure.label.replace(/^./, (first) => first.toUpperCase()) };
  }
  return null;
}

const measureLabel = (measure: string): { label: string; feet: number } | null => {
  const caliper = /^cal-([\d.]+)$/.exec(measure);
  if (caliper) return { label: `${caliper[1]}" caliper`, feet: Number(caliper[1]) * 5 };
  const height = /^ht-([\d.]+)(?:-([\d.]+))?$/.exec(measure);
  if (height) {
    const range = height[2] ? `${height[1]}-${height[2]}` : height[1];
    return { label: `${range}' height`, feet: Number(height[2] ?? height[1]) };
  }
  return null;
};

/**
 * A class key's label and its place in size order (plugs and flats, pots, containers #1..#100, bare root, then
 * B&B, caliper and height by how big the plant is: a caliper inch counts as about 5 feet of height). Null for a key
 * parseTradeSize never makes.
 */
export function sizeClassInfo(classKey: string): { label: string; rank: number } | null {
  if (classKey === 'plug') return { label: 'Plug', rank: 10 };
  if (classKey === 'flat') return { label: 'Flat', rank: 20 };
  if (classKey === 'bb') return { label: 'B&B', rank: 500 };
  if (classKey === 'bare-root') return { label: 'Bare root', rank: 400 };
  const flat = /^flat-(\d+)$/.exec(classKey);
  // Fewer cells per flat is bigger plants.
  if (flat) return { label: `Flat of ${flat[1]}`, rank: 20 + (512 - Number(flat[1])) / 1000 };
  const inches = /^pot-([\d.]+)in$/.exec(classKey);
  if (inches) return { label: `${inches[1]}" pot`, rank: 100 + Number(inches[1]) };
  const quarts = /^pot-([\d.]+)qt$/.exec(classKey);
  if (quarts) return { label: `${quarts[1]} qt pot`, rank: 104.5 + Number(quarts[1]) };
  const container = /^#(\d+)$/.exec(classKey);
  if (container) return { label: `#${container[1]} container`, rank: 200 + Number(container[1]) };
  const prefixed = /^(bb|br)-(.+)$/.exec(classKey);
  if (prefixed) {
    const measure = measureLabel(prefixed[2]!);
    if (!measure) return null;
    return prefixed[1] === 'bb'
      ? { label: `B&B ${measure.label}`, rank: 500 + measure.feet }
      : { label: `Bare root ${measure.label}`, rank: 400 + measure.feet };
  }
  const measure = measureLabel(classKey);
  if (!measure) return null;
  return { label: measure.label.replace(/^./, (first) => first.toUpperCase()), rank: 500 + measure.feet };
}
