import { BLOOM_SEASONS, type LightValue, parseZoneRange, US_STATES, type WaterValue } from './growing.ts';

// Growing attribute cells of an imported list (issue 15), as nurseries write them: "5-9", "Full sun/Part shade",
// "Low", "6-8 ft", "TX, OK", "Yes", "Evergreen", "Summer, pink". Each reader gives the inventory payload's fields,
// or null when the cell is not understood (the row then says so).
export type GrowingCell = (text: string) => Record<string, unknown> | null;

const words = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

function lights(text: string): LightValue[] | null {
  const found = new Set<LightValue>();
  const value = words(text);
  if (/\b(full sun|sun|fs)\b/.test(value.replace(/\bpart(ial)? sun\b/g, ''))) found.add('full_sun');
  if (/\b(part|partial|half|filtered|dappled|light)\s*(sun|shade)\b|\bps\b/.test(value)) found.add('part_shade');
  if (
    /\b(full shade|deep shade|shade|fsh)\b/.test(
      value.replace(/\b(part|partial|half|light|filtered|dappled)\s*shade\b/g, ''),
    )
  )
    found.add('shade');
  return found.size ? [...found] : null;
}

function water(text: string): WaterValue | null {
  const value = words(text);
  if (/\b(low|dry|drought|xeric|minimal)\b/.test(value)) return 'low';
  if (/\b(medium|moderate|average|regular|mesic|med)\b/.test(value)) return 'medium';
  if (/\b(high|wet|moist|boggy|abundant)\b/.test(value)) return 'high';
  return null;
}

/** "6-8 ft", "10'", "18 in", "3 to 4 feet": the larger figure, in feet. */
function feet(text: string): number | null {
  const found = /(\d+(?:\.\d+)?)(?:\s*(?:-|–|to)\s*(\d+(?:\.\d+)?))?\s*("|in\b|inch|inches|'|ft\b|feet|foot)?/i.exec(
    text,
  );
  if (!found) return null;
  const value = Number(found[2] ?? found[1]);
  const inches = found[3] && /^("|in|inch)/i.test(found[3]);
  const result = inches ? Math.round((value / 12) * 10) / 10 : value;
  return result > 0 && result <= 400 ? result : null;
}

function yesNo(text: string): boolean | null {
  const value = words(text);
  if (/^(yes|y|true|x|1|deer resistant|resistant)$/.test(value)) return true;
  if (/^(no|n|false|0|not resistant)$/.test(value)) return false;
  return null;
}

function habit(text: string): string | null {
  const value = words(text);
  if (/semi/.test(value)) return 'semi_evergreen';
  if (/evergreen|\be\b/.test(value)) return 'evergreen';
  if (/deciduous|\bd\b/.test(value)) return 'deciduous';
  if (/herbaceous|perennial/.test(value)) return 'herbaceous';
  return null;
}

function bloom(text: string): Record<string, unknown> | null {
  const value = words(text);
  const seasons = BLOOM_SEASONS.filter(
    (season) => value.includes(season) || (season === 'fall' && value.includes('autumn')),
  );
  const colour = value
    .split(' ')
    .filter(
      (word) =>
        !(BLOOM_SEASONS as readonly string[]).includes(word) &&
        !['autumn', 'early', 'late', 'mid', 'to', 'and'].includes(word),
    )
    .join('/');
  if (!seasons.length && !colour) return null;
  return {
    ...(seasons.length ? { bloom_season: seasons } : {}),
    ...(colour ? { bloom_color: colour.slice(0, 60) } : {}),
  };
}

export const GROWING_CELLS = {
  zone: (text: string) => {
    const range = parseZoneRange(text);
    return range ? { zone_min: range.min, zone_max: range.max } : null;
  },
  light: (text: string) => {
    const found = lights(text);
    return found ? { light: found } : null;
  },
  water: (text: string) => {
    const found = water(text);
    return found ? { water: found } : null;
  },
  mature_height: (text: string) => {
    const found = feet(text);
    return found ? { mature_height_ft: found } : null;
  },
  mature_spread: (text: string) => {
    const found = feet(text);
    return found ? { mature_spread_ft: found } : null;
  },
  native: (text: string) => {
    const states = text
      .toUpperCase()
      .match(/\b[A-Z]{2}\b/g)
      ?.filter((code) => (US_STATES as readonly string[]).includes(code));
    // "Yes" says native without saying where: nothing to store, and nothing wrong either.
    if (!states?.length) return yesNo(text) === null ? null : {};
    return { native_states: [...new Set(states)] };
  },
  deer_resistant: (text: string) => {
    const found = yesNo(text);
    return found === null ? null : { deer_resistant: found };
  },
  habit: (text: string) => {
    const found = habit(text);
    return found ? { habit: found } : null;
  },
  bloom,
} satisfies Record<string, GrowingCell>;
