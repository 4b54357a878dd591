import { CONIFERS } from './data/conifers.ts';
import { GRASSES_GROUNDCOVERS } from './data/grasses-groundcovers.ts';
import { PERENNIALS } from './data/perennials.ts';
import { PERENNIALS_LATE } from './data/perennials-late.ts';
import { SHRUBS } from './data/shrubs.ts';
import { TREES } from './data/trees.ts';
import { botanicalKey, parsePlantName } from './parse-name.ts';

/*
 * The plant-name reference: landscape taxa traded in US nurseries, one a line in ./data, fields separated by "|":
 *   name | common names (comma-separated) | synonyms (comma-separated) | USDA zones "min-max" | light | water |
 *   native range | habit and deer | bloom
 * light: s full sun, p part shade, h shade. water: l low, m medium, h high.
 * native range: US state codes (upper case) and regions (lower case, see REGIONS); empty when not US native.
 * habit: E evergreen, D deciduous, S semi-evergreen, H herbaceous; a trailing x means deer resistant.
 * bloom: seasons (sp, su, fa, wi; a range as "sp-su") ":" colours separated by "/"; empty when not showy.
 * Imported only where used (server, lazily in the web app): never part of the storefront's entry bundle.
 */

export type Light = 'full_sun' | 'part_shade' | 'shade';
export type Water = 'low' | 'medium' | 'high';
export type Habit = 'evergreen' | 'deciduous' | 'semi_evergreen' | 'herbaceous';
export type Season = 'spring' | 'summer' | 'fall' | 'winter';

export interface Taxon {
  /** The accepted name as written: "Acer rubrum", "Hydrangea macrophylla 'Endless Summer'". */
  name: string;
  genus: string;
  /** Species epithet, without the hybrid sign; null for a genus-level entry ("Hosta"). */
  species: string | null;
  hybrid: boolean;
  rank: 'var.' | 'subsp.' | 'f.' | null;
  infraspecific: string | null;
  cultivar: string | null;
  common: string[];
  synonyms: string[];
  zoneMin: string | null;
  zoneMax: string | null;
  light: Light[];
  water: Water[];
  usNative: boolean;
  nativeStates: string[];
  deerResistant: boolean;
  habit: Habit;
  bloomSeasons: Season[];
  bloomColours: string[];
}

const NE = ['ME', 'NH', 'VT', 'MA', 'RI', 'CT', 'NY', 'NJ', 'PA'];
const SE = ['DE', 'MD', 'VA', 'WV', 'NC', 'SC', 'GA', 'FL', 'AL', 'MS', 'TN', 'KY'];
const MW = ['OH', 'IN', 'IL', 'MI', 'WI', 'MN', 'IA', 'MO'];
const S = ['AR', 'LA', 'OK', 'TX'];
const GP = ['ND', 'SD', 'NE', 'KS', 'OK', 'TX'];
const SW = ['AZ', 'NM', 'TX', 'NV', 'UT'];
const RM = ['MT', 'WY', 'CO', 'UT', 'ID'];
const PNW = ['WA', 'OR', 'ID'];
/** Regions of the native-range field: a coarse but honest stand-in where a full state list is not known. */
export const REGIONS: Record<string, readonly string[]> = {
  ne: NE,
  se: SE,
  mw: MW,
  s: S,
  gp: GP,
  sw: SW,
  rm: RM,
  pnw: PNW,
  e: [...NE, ...SE, ...MW, 'AR', 'LA'],
  w: [...PNW, 'CA', 'NV', 'AZ', 'NM', ...RM],
};

const LIGHT: Record<string, Light> = { s: 'full_sun', p: 'part_shade', h: 'shade' };
const WATER: Record<string, Water> = { l: 'low', m: 'medium', h: 'high' };
const HABIT: Record<string, Habit> = { E: 'evergreen', D: 'deciduous', S: 'semi_evergreen', H: 'herbaceous' };
const SEASONS: Season[] = ['spring', 'summer', 'fall', 'winter'];
const SEASON_CODES = ['sp', 'su', 'fa', 'wi'];

const list = (text: string | undefined, separator: string) =>
  (text ?? '')
    .split(separator)
    .map((part) => part.trim())
    .filter(Boolean);

function seasons(range: string): Season[] {
  const [from, to] = range.split('-').map((code) => SEASON_CODES.indexOf(code));
  if (from === undefined || from < 0) return [];
  const last = to === undefined || to < 0 ? from : to;
  const result: Season[] = [];
  for (let index = from; ; index = (index + 1) % 4) {
    result.push(SEASONS[index]!);
    if (index === last || result.length === 4) return result;
  }
}

/** One line of the data into a taxon (exported for the data's own tests). */
export function parseTaxonLine(line: string): Taxon {
  const [name = '', common, synonyms, zones, light, water, native, habit = 'D', bloom] = line.split('|');
  const parsed = parsePlantName(name);
  const [zoneMin = null, zoneMax = null] = zones ? zones.split('-') : [];
  const nativeStates = new Set<string>();
  for (const code of list(native, ' ')) for (const state of REGIONS[code] ?? [code]) nativeStates.add(state);
  const [bloomSeason = '', bloomColour = ''] = (bloom ?? '').split(':');
  return {
    name: name.trim(),
    genus: parsed.genus ?? name.trim(),
    species: parsed.species,
    hybrid: parsed.hybrid,
    rank: parsed.rank,
    infraspecific: parsed.infraspecific,
    cultivar: parsed.cultivar,
    common: list(common, ','),
    synonyms: list(synonyms, ','),
    zoneMin,
    zoneMax,
    light: [...(light ?? '')].map((code) => LIGHT[code]!).filter(Boolean),
    water: [...(water ?? '')].map((code) => WATER[code]!).filter(Boolean),
    usNative: nativeStates.size > 0,
    nativeStates: [...nativeStates].sort(),
    deerResistant: habit.endsWith('x'),
    habit: HABIT[habit[0] ?? 'D'] ?? 'deciduous',
    bloomSeasons: seasons(bloomSeason),
    bloomColours: list(bloomColour, '/'),
  };
}

export interface PlantReference {
  taxa: Taxon[];
  /** Accepted names by botanical key (genus species rank infra, lower case, no cultivar): species-level entries. */
  byName: Map<string, Taxon>;
  /** Entries with a cultivar, by botanical key + cultivar ("hydrangea macrophylla|endless summer"). */
  byCultivar: Map<string, Taxon>;
  /** Accepted taxon by synonym's botanical key. */
  bySynonym: Map<string, Taxon>;
  /** Taxa by common name, lower case; a common name shared by several taxa maps to the most specific. */
  byCommon: Map<string, Taxon[]>;
  /** Genus names, lower case, to their written form. */
  genera: Map<string, string>;
  /** Species-level taxa by epithet alone ("macrophylla"), to restore a genus cut off a name. */
  byEpithet: Map<string, Taxon[]>;
}

const DATA = [TREES, CONIFERS, SHRUBS, PERENNIALS, PERENNIALS_LATE, GRASSES_GROUNDCOVERS];
let reference: PlantReference | null = null;

export const commonKey = (text: string) =>
  text
    .toLowerCase()
    .replace(/[‘’`´]/g, "'")
    .replace(/[^a-z0-9' ]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

const cultivarKey = (text: string) => commonKey(text);

/** The reference, parsed once on first use (about 1,400 lines: a few milliseconds). */
export function plantReference(): PlantReference {
  if (reference) return reference;
  const taxa = DATA.flatMap((block) => block.split('\n').filter((line) => line.trim() && !line.startsWith('//'))).map(
    parseTaxonLine,
  );
  const built: PlantReference = {
    taxa,
    byName: new Map(),
    byCultivar: new Map(),
    bySynonym: new Map(),
    byCommon: new Map(),
    genera: new Map(),
    byEpithet: new Map(),
  };
  for (const taxon of taxa) {
    const key = botanicalKey(taxon);
    built.genera.set(taxon.genus.toLowerCase(), taxon.genus);
    if (taxon.cultivar) built.byCultivar.set(`${key}|${cultivarKey(taxon.cultivar)}`, taxon);
    else if (!built.byName.has(key)) built.byName.set(key, taxon);
    if (taxon.species && !taxon.cultivar) {
      const epithet = taxon.species.toLowerCase();
      built.byEpithet.set(epithet, [...(built.byEpithet.get(epithet) ?? []), taxon]);
    }
    for (const common of taxon.common) {
      const commonName = commonKey(common);
      built.byCommon.set(commonName, [...(built.byCommon.get(commonName) ?? []), taxon]);
    }
  }
  for (const taxon of taxa) {
    for (const synonym of taxon.synonyms) {
      const parsed = parsePlantName(synonym);
      const key = botanicalKey(parsed);
      // The genus of a synonym is known too ("Cimicifuga racemosa" is Actaea racemosa).
      if (parsed.genus && !built.genera.has(parsed.genus.toLowerCase()))
        built.genera.set(parsed.genus.toLowerCase(), parsed.genus);
      // A synonym never hides an accepted name.
      if (!built.byName.has(key) && !built.bySynonym.has(key)) built.bySynonym.set(key, taxon);
    }
  }
  reference = built;
  return built;
}
