import { LIGHT_LABELS, WATER_LABELS } from '@verdant/shared/rules/growing';
import { sizeClassInfo } from '@verdant/shared/rules/trade-size';
import type { PlantGrowing } from '@verdant/shared/schemas/inventory';

/** "#3 container", "B&B 2.5\" caliper"; null when the size was in no known format. */
export function sizeClassLabel(plant: Pick<PlantGrowing, 'size_class'>): string | null {
  return plant.size_class ? (sizeClassInfo(plant.size_class)?.label ?? null) : null;
}

/** "Zones 5a–9b" ("Zone 8a" for one); null when unknown. */
export function zoneRangeLabel(plant: Pick<PlantGrowing, 'zone_min' | 'zone_max'>): string | null {
  const { zone_min: min, zone_max: max } = plant;
  if (!min && !max) return null;
  if (!min || !max || min === max) return `Zone ${min ?? max}`;
  return `Zones ${min}–${max}`;
}

const HABIT_LABELS: Record<NonNullable<PlantGrowing['habit']>, string> = {
  evergreen: 'Evergreen',
  deciduous: 'Deciduous',
  semi_evergreen: 'Semi-evergreen',
  herbaceous: 'Herbaceous',
};
const capital = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
const feet = (value: number) => `${Math.round(value * 10) / 10} ft`;

/** The plant page's growing facts, each only when known. */
export function growingFacts(plant: PlantGrowing): { term: string; value: string }[] {
  const facts: { term: string; value: string }[] = [];
  const add = (term: string, value: string | null | undefined) => {
    if (value) facts.push({ term, value });
  };
  add('Hardiness', zoneRangeLabel(plant));
  add('Light', plant.light.map((light) => LIGHT_LABELS[light]).join(', '));
  add('Water', plant.water ? WATER_LABELS[plant.water] : null);
  const { mature_height_ft: height, mature_spread_ft: spread } = plant;
  add(
    'Mature size',
    height && spread
      ? `${feet(height)} tall, ${feet(spread)} wide`
      : height
        ? `${feet(height)} tall`
        : spread
          ? `${feet(spread)} wide`
          : null,
  );
  add('Habit', plant.habit ? HABIT_LABELS[plant.habit] : null);
  add('Bloom', [plant.bloom_season.map(capital).join(', '), plant.bloom_color].filter(Boolean).join(' · ') || null);
  add('Deer resistant', plant.deer_resistant === true ? 'Yes' : plant.deer_resistant === false ? 'No' : null);
  add('Native to', plant.native_states.length > 0 ? plant.native_states.join(', ') : null);
  return facts;
}
