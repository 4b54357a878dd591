// Every plant drawer by key; subject.ts maps a catalogue entry to one of these keys.

import { f, type HSL, hex } from '../core/color.ts';
import { circle, g, path, polar, stroke, tr } from '../core/svg.ts';
import { daisy, leafD } from '../parts/leaves.ts';
import {
  canopy,
  coreopsis,
  esperanza,
  hibiscus,
  hotLips,
  knockOutRose,
  lantana,
  scatterOnDome,
  shrubDome,
  spikes,
} from './flowering.ts';
import {
  birdOfParadise,
  monstera,
  type PlantFn,
  peaceLily,
  pilea,
  snakePlant,
  trailing,
  trunkPlant,
  zzPlant,
} from './foliage.ts';
import { basil, cilantro, meyerLemon, mintMarigold, pepper, roseGeranium, rosemary, turksCap } from './herbs.ts';
import { agave, aloe, barrelCactus, echeveria, jade, pricklyPear, stringOfPearls } from './succulents.ts';
import { featherGrass, inCanopy, redYucca, sabalPalm, tree } from './trees.ts';

export const PLANTS: Record<string, PlantFn> = {
  monstera,
  turksCap,
  heartleaf: trailing(false),
  pothos: trailing(true),
  fiddle: trunkPlant('fiddle'),
  rubber: trunkPlant('rubber'),
  snake: snakePlant,
  zz: zzPlant,
  peaceLily,
  birdOfParadise,
  pilea,
  echeveria,
  agave,
  aloe,
  jade,
  pricklyPear,
  barrelCactus,
  stringOfPearls,
  lavender: spikes([268, 42, 58], [110, 14, 55], 'lavender'),
  blueSage: spikes([238, 48, 54], [100, 22, 50], 'sage'),
  hotLips,
  knockOutRose,
  coreopsis,
  lantana,
  esperanza,
  hibiscus,
  liveOak: tree({ col: [105, 30, 30], rx: 240, ry: 125, cy: -300, trunks: 1, trunkW: 34, bark: [28, 20, 32] }),
  cedarElm: tree({ col: [92, 34, 38], rx: 150, ry: 185, cy: -300, trunks: 1, bark: [30, 15, 40] }),
  japaneseMaple: (c) => {
    const col = c.vary([354, 56, 36], 3, 4, 4);
    const bark: HSL = [15, 20, 28];
    let s = path('M-11 0C-10 -60 -8 -120 -5 -170L5 -170C8 -120 10 -60 11 0Z', hex(bark));
    const spots: [number, number, number, number][] = [
      [-150, -215, 105, 62],
      [150, -225, 100, 60],
      [-85, -285, 110, 68],
      [90, -295, 110, 66],
      [0, -345, 110, 70],
      [0, -245, 120, 70],
    ];
    for (const [x, y] of spots.slice(0, 4)) {
      s += stroke(`M0 -150Q${f(x * 0.4)} ${f(y * 0.8)} ${f(x)} ${f(y + 20)}`, hex(bark), 7);
    }
    const star = (x: number, y: number, r: number, cc: HSL, rot: number): string => {
      let d = '';
      for (let k = -3; k <= 3; k++) {
        const a = rot + k * 36;
        d += g(`rotate(${f(a)})`, path(leafD(r * (1 - Math.abs(k) * 0.12), r * 0.22), hex(cc)));
      }
      return g(tr(x, y), d);
    };
    c.shuffle(spots);
    for (const [x, y, rx, ry] of spots) {
      const cc = c.vary(col, 5, 3, 4);
      s += canopy(c, x + c.r(-15, 15), y + c.r(-10, 10), rx, ry, cc, 14);
    }
    for (let k = 0; k < 22; k++) {
      const a = c.r(-100, 100);
      const [x, y] = polar(a, 1);
      s += star(x * c.r(190, 240), -250 + y * c.r(110, 140), c.r(22, 30), c.vary(col, 6, 3, 5), a);
    }
    return s;
  },
  crapeMyrtle: tree({
    col: [110, 34, 36],
    rx: 190,
    ry: 145,
    cy: -320,
    trunks: 4,
    bark: [24, 35, 58],
    extra: (c) =>
      inCanopy(c, { cy: -330, rx: 175, ry: 130 }, c.i(9, 12), (x, y) => {
        let p = '';
        for (let q = 0; q < 14; q++) {
          const t = q / 14;
          p += circle(x + c.r(-1, 1) * 16 * (1 - t), y - t * 46, 7 * (1 - t * 0.4), hex(c.vary([40, 35, 96], 2, 2, 2)));
        }
        return p;
      }),
  }),
  mountainLaurel: tree({
    col: [128, 34, 26],
    rx: 180,
    ry: 145,
    cy: -290,
    trunks: 3,
    bark: [25, 15, 35],
    extra: (c) =>
      inCanopy(c, { cy: -280, rx: 160, ry: 125 }, c.i(9, 12), (x, y) => {
        let p = '';
        for (let q = 0; q < 14; q++) {
          const t = q / 14;
          p += circle(
            x + c.r(-1, 1) * 14 * (1 - t),
            y + t * 44,
            7.5 * (1 - t * 0.45),
            hex(c.vary([272, 48, 54], 5, 3, 3)),
          );
        }
        return p;
      }),
  }),
  meyerLemon,
  sabalPalm,
  boxwood: (c) => shrubDome(c, c.vary([96, 44, 36], 2, 3, 3), 175, 145, 0),
  yaupon: (c) => {
    const s = shrubDome(c, c.vary([132, 30, 27], 2, 3, 3), 180, 140, 0);
    return (
      s +
      scatterOnDome(
        c,
        175,
        140,
        0,
        34,
        (x, y) => circle(x, y, 6, hex([2, 72, 46])) + circle(x - 2, y - 2, 2, '#fff', ' opacity="0.6"'),
      )
    );
  },
  texasSage: (c) => {
    const s = shrubDome(c, c.vary([115, 9, 62], 2, 3, 3), 180, 140, 0);
    return (
      s +
      scatterOnDome(c, 175, 140, 0, 40, (x, y) =>
        daisy(x, y, c.r(9, 12), 5, c.vary([302, 48, 60], 4, 3, 4), [300, 40, 40], c.r(0, 72)),
      )
    );
  },
  featherGrass,
  redYucca,
  basil,
  rosemary,
  pepper,
  mintMarigold,
  roseGeranium,
  cilantro,
};
