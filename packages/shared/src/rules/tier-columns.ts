// Tier columns of a nursery list (issue 18 point 2): "1-9", "10-49", "50+", "Price 10+", "10+ price", "Qty 10-49"
// each hold the unit price from that quantity. Bulk upload reads them into one text per row, "1+ 34.50; 10+ 31.00",
// which the preview shows and the vendor may edit; prepareRow turns it into price_tiers.

export interface TierRange {
  min: number;
  /** The range's last quantity ("10-49": 49); null for "50+". */
  max: number | null;
}

/** Words a tier header may carry around its quantities: "Price 10+", "Qty 10-49 each", "10+ ($)". */
const NOISE =
  /\b(?:price|prices|pricing|qty|quantity|quantities|each|ea|unit|units|per|plant|plants|pcs|usd|tier|break)\b|[$():@]/g;

const number = (text: string) => Number(text.replaceAll(',', ''));

/** The quantity range a header names, or null when it is not a tier header ("Price", "Zone 7-10", "2024-25"). */
export function parseTierHeader(text: string): TierRange | null {
  const rest = text
    .toLowerCase()
    .replace(/[\u2013\u2014]/g, '-')
    .replace(NOISE, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  const open = /^(\d[\d,]*)\s*(?:\+|(?:and|or) (?:up|more|over)|plus)$/.exec(rest);
  if (open) {
    const min = number(open[1]!);
    return min >= 1 ? { min, max: null } : null;
  }
  const range = /^(\d[\d,]*)\s*(?:-|to)\s*(\d[\d,]*)$/.exec(rest);
  if (range) {
    const [min, max] = [number(range[1]!), number(range[2]!)];
    return min >= 1 && max >= min ? { min, max } : null;
  }
  return null;
}

/** One tier of a row's tier text, its price still as written. */
export interface TierCellPart {
  min_quantity: number;
  price_text: string;
}

/**
 * "10+ $31.00; 50+ $28.00" (also "10-49: 31", "50 and up 28") as its parts, lowest quantity first; null when a
 * part is not "quantity then price". An empty text is no tiers.
 */
export function splitTierCell(text: string): TierCellPart[] | null {
  const parts: TierCellPart[] = [];
  for (const part of text.split(/[;\n]/)) {
    const trimmed = part.trim();
    if (!trimmed) continue;
    const match =
      /^(\d[\d,]*)\s*(?:\+|[-\u2013]\s*\d[\d,]*|(?:and|or) (?:up|more|over))\s*(?:[:=@]|at)?\s*(\S.*)$/i.exec(trimmed);
    if (!match) return null;
    parts.push({ min_quantity: number(match[1]!), price_text: match[2]! });
  }
  return parts.sort((a, b) => a.min_quantity - b.min_quantity);
}

/** A header's tier and a cell's price as a part of the row's tier text: "10+ 31.00". */
export const tierPart = (range: TierRange, value: string) => `${range.min}+ ${value}`;
