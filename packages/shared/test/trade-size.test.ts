import { describe, expect, it } from 'vitest';
import { parseTradeSize } from '../src/rules/trade-size.ts';

describe('parseTradeSize', () => {
  // Sizes as they appear on real availability lists.
  it.each([
    ['#3', 'container', '#3', '#3 container'],
    ['# 3', 'container', '#3', '#3 container'],
    ['3 gal', 'container', '#3', '#3 container'],
    ['3 Gal.', 'container', '#3', '#3 container'],
    ['3G', 'container', '#3', '#3 container'],
    ['3 gallon', 'container', '#3', '#3 container'],
    ['3-gallon', 'container', '#3', '#3 container'],
    ['#1 cont', 'container', '#1', '#1 container'],
    ['1 gal', 'container', '#1', '#1 container'],
    ['#15', 'container', '#15', '#15 container'],
    ['45 gal', 'container', '#45', '#45 container'],
    ['#100', 'container', '#100', '#100 container'],
    ['No. 5', 'container', '#5', '#5 container'],
    ['2" cal B&B', 'bb', 'bb-cal-2', 'B&B 2" caliper'],
    ['B&B 2.5 in cal', 'bb', 'bb-cal-2.5', 'B&B 2.5" caliper'],
    ['2 1/2" cal. B&B', 'bb', 'bb-cal-2.5', 'B&B 2.5" caliper'],
    ["6-8' B&B", 'bb', 'bb-ht-6-8', "B&B 6-8' height"],
    ['B & B 5-6 ft', 'bb', 'bb-ht-5-6', "B&B 5-6' height"],
    ['BB', 'bb', 'bb', 'B&B'],
    ['2" cal', 'caliper', 'cal-2', '2" caliper'],
    ['2.5 in cal', 'caliper', 'cal-2.5', '2.5" caliper'],
    ["6-8'", 'height', 'ht-6-8', "6-8' height"],
    ['6-8 ft', 'height', 'ht-6-8', "6-8' height"],
    ['bare root', 'bare_root', 'bare-root', 'Bare root'],
    ['Bareroot', 'bare_root', 'bare-root', 'Bare root'],
    ["BR 3-4'", 'bare_root', 'br-ht-3-4', "Bare root 3-4' height"],
    ['72 cell', 'flat', 'flat-72', 'Flat of 72'],
    ['flat of 32', 'flat', 'flat-32', 'Flat of 32'],
    ['32/flat', 'flat', 'flat-32', 'Flat of 32'],
    ['50 plugs', 'flat', 'flat-50', 'Flat of 50'],
    ['plug', 'plug', 'plug', 'Plug'],
    ['4"', 'pot', 'pot-4in', '4" pot'],
    ['4 in', 'pot', 'pot-4in', '4" pot'],
    ['4.5" pot', 'pot', 'pot-4.5in', '4.5" pot'],
    ['6 inch', 'pot', 'pot-6in', '6" pot'],
    ['1 qt', 'pot', 'pot-1qt', '1 qt pot'],
    ['quart', 'pot', 'pot-1qt', '1 qt pot'],
  ])('%s', (text, kind, classKey, label) => {
    expect(parseTradeSize(text)).toEqual({ kind, classKey, label });
  });

  it.each([[''], ['large'], ['3 gal 60'], ['#4'], ['18O'], ['see notes'], ['1860']])(
    '%s is in no known format',
    (text) => {
      expect(parseTradeSize(text)).toBeNull();
    },
  );
});
