// Choosing a drawing for a catalogue entry: by name, then botanical name, then category.

import type { DemoPlant } from '@verdant/server/demo-catalog';
import type { Category } from '@verdant/shared/enums';
import { f } from './core/color.ts';
import type { Ctx } from './core/ctx.ts';
import { g } from './core/svg.ts';
import { PLANTS } from './plants/index.ts';
import { drawPotted, POT_SIZES } from './plants/potted.ts';
import { bag, cactusIcon, jug, pile, shears, sproutIcon, tub } from './products/care.ts';
import { jasmineFlat, tag } from './products/deals.ts';
import { planter } from './products/planters.ts';
import { seedPacket } from './products/seeds.ts';

const RULES: readonly (readonly [RegExp, string])[] = [
  [/monstera/i, 'monstera'],
  [/heartleaf|philodendron/i, 'heartleaf'],
  [/pothos|epipremnum/i, 'pothos'],
  [/fiddle|lyrata/i, 'fiddle'],
  [/rubber|elastica/i, 'rubber'],
  [/snake plant|trifasciata|sansevieria/i, 'snake'],
  [/zz plant|zamioculcas/i, 'zz'],
  [/peace lily|spathiphyllum/i, 'peaceLily'],
  [/bird of paradise|strelitzia/i, 'birdOfParadise'],
  [/money plant|pilea/i, 'pilea'],
  [/echeveria/i, 'echeveria'],
  [/agave/i, 'agave'],
  [/aloe/i, 'aloe'],
  [/jade|crassula/i, 'jade'],
  [/prickly pear|opuntia/i, 'pricklyPear'],
  [/barrel|echinocactus/i, 'barrelCactus'],
  [/string of pearls|rowleyanus/i, 'stringOfPearls'],
  [/lavender|lavandula/i, 'lavender'],
  [/mealy blue|salvia farinacea/i, 'blueSage'],
  [/hot lips|salvia microphylla/i, 'hotLips'],
  [/malvaviscus|turk/i, 'turksCap'],
  [/geranium|pelargonium/i, 'roseGeranium'],
  [/\brosa?\b|\brose\b/i, 'knockOutRose'],
  [/coreopsis/i, 'coreopsis'],
  [/lantana/i, 'lantana'],
  [/esperanza|tecoma/i, 'esperanza'],
  [/hibiscus/i, 'hibiscus'],
  [/live oak|quercus/i, 'liveOak'],
  [/texas sage|leucophyllum/i, 'texasSage'],
  [/crape myrtle|lagerstroemia/i, 'crapeMyrtle'],
  [/\belm\b|ulmus/i, 'cedarElm'],
  [/mountain laurel|dermatophyllum/i, 'mountainLaurel'],
  [/holly|ilex/i, 'yaupon'],
  [/feathergrass|nassella/i, 'featherGrass'],
  [/red yucca|hesperaloe/i, 'redYucca'],
  [/maple|acer\b/i, 'japaneseMaple'],
  [/palm|sabal/i, 'sabalPalm'],
  [/boxwood|buxus/i, 'boxwood'],
  [/jasmine|trachelospermum/i, 'jasmine'],
  [/basil|ocimum/i, 'basil'],
  [/rosemary/i, 'rosemary'],
  [/pepper|capsicum/i, 'pepper'],
  [/marigold|tagetes/i, 'mintMarigold'],
  [/lemon|citrus/i, 'meyerLemon'],
  [/cilantro|coriandrum/i, 'cilantro'],
  [/bluebonnet|lupinus/i, 'bluebonnet'],
  [/blanket|gaillardia/i, 'blanket'],
  [/zinnia/i, 'zinnia'],
  [/tomato|solanum/i, 'tomato'],
  [/sunflower|helianthus/i, 'sunflower'],
  [/compost/i, 'compost'],
  [/potting mix|soil/i, 'pottingMix'],
  [/seaweed|liquid/i, 'seaweed'],
  [/plant food|granul|fertili[sz]er/i, 'plantFood'],
  [/shears|pruner|secateur/i, 'shears'],
  [/glazed|ceramic/i, 'cobalt'],
  [/terracotta|saucer/i, 'saucer'],
  [/self-watering/i, 'selfWatering'],
  [/macram/i, 'macrame'],
  [/raised|garden bed/i, 'raisedBed'],
];

const FALLBACK: Record<Category, string> = {
  deals: 'pothos',
  indoor: 'pothos',
  outdoor: 'boxwood',
  succulents: 'echeveria',
  flowering: 'coreopsis',
  herbs: 'basil',
  seeds: 'flower',
  care: 'compost',
  planters: 'saucer',
};

function keyFor(text: string): string | undefined {
  return RULES.find(([re]) => re.test(text))?.[1];
}

export function subject(c: Ctx, p: DemoPlant): string {
  const key = keyFor(p.plant_name) ?? keyFor(p.scientific_name) ?? FALLBACK[p.category];
  const potted = (k: string, cx?: number, bottom?: number): string => {
    const plant = PLANTS[k] ?? PLANTS[FALLBACK[p.category]] ?? PLANTS.pothos!;
    return drawPotted(c, p.category, { plant, ...POT_SIZES[k] }, cx, bottom);
  };
  switch (p.category) {
    case 'seeds':
      return seedPacket(c, key);
    case 'care': {
      if (key === 'shears') return shears(c);
      if (key === 'seaweed') return jug(c);
      if (key === 'plantFood') return tub(c);
      if (key === 'pottingMix') {
        return (
          bag(c, c.vary([22, 48, 60], 3, 4, 3), [40, 35, 94], [20, 50, 45], cactusIcon()) +
          pile(c, 590, 712, 90, [30, 30, 46], [35, 20, 75])
        );
      }
      return (
        bag(c, c.vary([32, 34, 62], 3, 4, 3), [45, 30, 94], [120, 38, 34], sproutIcon([105, 48, 40])) +
        pile(c, 215, 712, 95, [25, 35, 22], [30, 40, 40])
      );
    }
    case 'planters':
      return planter(c, key);
    case 'deals': {
      if (key === 'jasmine') return jasmineFlat(c);
      if (/bundle/i.test(p.plant_name)) {
        const keys = [
          ...new Set(
            p.scientific_name
              .split(',')
              .map((n) => keyFor(n.trim()))
              .filter((k) => k !== undefined),
          ),
        ];
        let s = '';
        const n = keys.length;
        keys.forEach((k, i) => {
          const x = n === 1 ? 400 : 175 + (450 * i) / (n - 1);
          const sc = n > 3 ? (i % 2 ? 0.56 : 0.5) : i === Math.floor(n / 2) ? 0.7 : 0.6;
          s += g(`translate(${f(x)} 712) scale(${sc}) translate(-400 -705)`, potted(k));
        });
        return s + tag(c, 470, 640, 70, [440, 615]);
      }
      const s = potted(key);
      return s + tag(c, 555, 560, 72, [505, 525]);
    }
    default:
      return potted(key);
  }
}
