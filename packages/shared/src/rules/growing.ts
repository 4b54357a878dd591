/**
 * Growing attributes of a plant listing (issue 15): USDA hardiness zones, light, water, habit, bloom and native
 * range. Pure, shared by the vendor form, the import, the catalog filters and the server's fill from the plant-name
 * reference.
 */

export const LIGHTS = ['full_sun', 'part_shade', 'shade'] as const;
export type LightValue = (typeof LIGHTS)[number];
export const LIGHT_LABELS: Record<LightValue, string> = {
  full_sun: 'Full sun',
  part_shade: 'Part shade',
  shade: 'Shade',
};

export const WATERS = ['low', 'medium', 'high'] as const;
export type WaterValue = (typeof WATERS)[number];
export const WATER_LABELS: Record<WaterValue, string> = {
  low: 'Low water',
  medium: 'Medium water',
  high: 'High water',
};

export const HABITS = ['evergreen', 'deciduous', 'semi_evergreen', 'herbaceous'] as const;
export const BLOOM_SEASONS = ['spring', 'summer', 'fall', 'winter'] as const;

/** USDA hardiness zones 1a..13b, coldest first. */
export const USDA_ZONES = Array.from({ length: 26 }, (_, index) => `${Math.floor(index / 2) + 1}${'ab'[index % 2]}`);

/** Position of a zone in USDA_ZONES ("1a" 0 .. "13b" 25), or -1. Zones compare by this, never as text. */
export function zoneRank(zone: string | null | undefined): number {
  return zone ? USDA_ZONES.indexOf(zone.toLowerCase()) : -1;
}

/**
 * A zone range as vendors write it: "5-9", "Zones 4a-8b", "4 to 8", "z6", "7b". A whole zone widens to both halves
 * ("5-9" is 5a-9b). Null when unreadable or min above max.
 */
export function parseZoneRange(text: string | null | undefined): { min: string; max: string } | null {
  const found = /(\d{1,2})\s*([ab])?(?:\s*(?:-|–|to|through|thru)\s*(?:z(?:ones?)?\s*)?(\d{1,2})\s*([ab])?)?/i.exec(
    (text ?? '').toLowerCase().replace(/usda|hardiness|zones?|z(?=\d)/g, ' '),
  );
  if (!found) return null;
  const [, fromNumber, fromHalf, toNumber, toHalf] = found;
  const min = `${Number(fromNumber)}${fromHalf ?? 'a'}`;
  const max = toNumber ? `${Number(toNumber)}${toHalf ?? 'b'}` : `${Number(fromNumber)}${fromHalf ?? 'b'}`;
  if (zoneRank(min) < 0 || zoneRank(max) < 0 || zoneRank(min) > zoneRank(max)) return null;
  return { min, max };
}

/** The 50 states and DC, by postal code. */
export const US_STATES = [
  'AL',
  'AK',
  'AZ',
  'AR',
  'CA',
  'CO',
  'CT',
  'DE',
  'DC',
  'FL',
  'GA',
  'HI',
  'ID',
  'IL',
  'IN',
  'IA',
  'KS',
  'KY',
  'LA',
  'ME',
  'MD',
  'MA',
  'MI',
  'MN',
  'MS',
  'MO',
  'MT',
  'NE',
  'NV',
  'NH',
  'NJ',
  'NM',
  'NY',
  'NC',
  'ND',
  'OH',
  'OK',
  'OR',
  'PA',
  'RI',
  'SC',
  'SD',
  'TN',
  'TX',
  'UT',
  'VT',
  'VA',
  'WA',
  'WV',
  'WI',
  'WY',
] as const;
