// A plant in its pot (or hanging basket), with the pot size each drawer looks best in.

import type { Category } from '@verdant/shared/enums';
import { f, type Pt } from '../core/color.ts';
import type { Ctx } from '../core/ctx.ts';
import { circle, g, stroke, tr } from '../core/svg.ts';
import { type PotStyle, pickPotStyle, pot, soil } from '../parts/pots.ts';
import type { PlantFn } from './foliage.ts';

interface Potted {
  plant: PlantFn;
  potW?: number;
  potH?: number;
  pot?: Partial<PotStyle> & { name?: string };
  hanging?: boolean;
}

const TREE_POT: Partial<Potted> = { potW: 215, potH: 165 };
const SHRUB_POT: Partial<Potted> = { potW: 235, potH: 175 };
export const POT_SIZES: Record<string, Partial<Potted>> = {
  liveOak: TREE_POT,
  cedarElm: TREE_POT,
  japaneseMaple: TREE_POT,
  crapeMyrtle: TREE_POT,
  mountainLaurel: TREE_POT,
  meyerLemon: TREE_POT,
  sabalPalm: TREE_POT,
  boxwood: SHRUB_POT,
  yaupon: SHRUB_POT,
  texasSage: SHRUB_POT,
  hotLips: SHRUB_POT,
  turksCap: SHRUB_POT,
  knockOutRose: SHRUB_POT,
  lantana: SHRUB_POT,
  hibiscus: SHRUB_POT,
  pepper: { potW: 230, potH: 175 },
  heartleaf: { potW: 230, potH: 120, hanging: true, pot: { shape: 'bowl' } },
  stringOfPearls: { potW: 230, potH: 120, hanging: true, pot: { shape: 'bowl' } },
  pothos: { potW: 230, potH: 185 },
  echeveria: { potW: 225, potH: 150 },
  barrelCactus: { potW: 270, potH: 165, pot: { name: 'terracotta', shape: 'taper' } },
  agave: { potW: 250, potH: 185 },
  pilea: { potW: 230, potH: 175 },
  basil: { potW: 220, potH: 170 },
  cilantro: { potW: 220, potH: 170 },
  birdOfParadise: { potW: 255, potH: 200 },
};

export function drawPotted(c: Ctx, cat: Category, spec: Potted, cx = 400, bottom = 705): string {
  const w = spec.potW ?? 250;
  const h = spec.potH ?? 190;
  const base = pickPotStyle(c, cat, spec.pot?.name);
  const st: PotStyle = { ...base, ...spec.pot };
  if (spec.hanging) {
    const top = 250;
    const hook: Pt = [cx, 40];
    let s = c.shadow(cx, 740, w * 0.5, 14, 0.18);
    s += stroke(`M${f(cx)} ${f(top - 8)}L${f(hook[0])} ${f(hook[1])}`, '#8a7c6c', 2.5, ' opacity="0.7"');
    s += pot(c, cx, top, w, h, st) + soil(cx, top, w);
    s += stroke(`M${f(cx - w / 2)} ${f(top)}L${f(hook[0])} ${f(hook[1])}L${f(cx + w / 2)} ${f(top)}`, '#8a7c6c', 2.5);
    s += circle(hook[0], hook[1] - 8, 9, 'none', ' stroke="#8a7c6c" stroke-width="3"');
    s += g(tr(cx, top + w * 0.02, 0, w / 250), spec.plant(c));
    return s;
  }
  const top = bottom - h;
  let s = c.shadow(cx, bottom + 2, w * 0.62);
  s += pot(c, cx, top, w, h, st);
  s += soil(cx, top, w);
  s += g(tr(cx, top + w * 0.02, 0, w / 250), spec.plant(c));
  return s;
}
