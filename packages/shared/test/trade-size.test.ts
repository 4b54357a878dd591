import { describe, expect, it } from 'vitest';
import { parseTradeSize, sizeClassInfo } from '../src/rules/trade-size.ts';

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
    // More of the same lists: every container class, dashes and fractions, flats, pots and calipers.
    ['#3 cont', 'container', '#3', '#3 container'],
    ['B&B 2.5" cal', 'bb', 'bb-cal-2.5', 'B&B 2.5" caliper'],
    ['2-1/2" cal B&B', 'bb', 'bb-cal-2.5', 'B&B 2.5" caliper'],
    ['BR', 'bare_root', 'bare-root', 'Bare root'],
    ['72 cell flat', 'flat', 'flat-72', 'Flat of 72'],
    ['4" pot', 'pot', 'pot-4in', '4" pot'],
    ['4.5in', 'pot', 'pot-4.5in', '4.5" pot'],
    ['#15 container', 'container', '#15', '#15 container'],
    ['15g', 'container', '#15', '#15 container'],
    ['5 gal.', 'container', '#5', '#5 container'],
    ['#5 can', 'container', '#5', '#5 container'],
    ['7 gallon', 'container', '#7', '#7 container'],
    ['#7', 'container', '#7', '#7 container'],
    ['10 gal', 'container', '#10', '#10 container'],
    ['#20', 'container', '#20', '#20 container'],
    ['25 gal', 'container', '#25', '#25 container'],
    ['#30', 'container', '#30', '#30 container'],
    ['#65', 'container', '#65', '#65 container'],
    ['1 gallon', 'container', '#1', '#1 container'],
    ['#2', 'container', '#2', '#2 container'],
    ['2 gal', 'container', '#2', '#2 container'],
    ['1g', 'container', '#1', '#1 container'],
    ['#1', 'container', '#1', '#1 container'],
    ['3 gals', 'container', '#3', '#3 container'],
    ['3 GAL POT', 'container', '#3', '#3 container'],
    ['B&B', 'bb', 'bb', 'B&B'],
    ['b&b 3" cal', 'bb', 'bb-cal-3', 'B&B 3" caliper'],
    ["8-10' B&B", 'bb', 'bb-ht-8-10', "B&B 8-10' height"],
    ["B&B 10-12'", 'bb', 'bb-ht-10-12', "B&B 10-12' height"],
    ["4-5'", 'height', 'ht-4-5', "4-5' height"],
    ["3'", 'height', 'ht-3', "3' height"],
    ['1.5" cal', 'caliper', 'cal-1.5', '1.5" caliper'],
    ['1 1/2" cal', 'caliper', 'cal-1.5', '1.5" caliper'],
    ['3 in. caliper', 'caliper', 'cal-3', '3" caliper'],
    ['bare-root', 'bare_root', 'bare-root', 'Bare root'],
    ['BR 1" cal', 'bare_root', 'br-cal-1', 'Bare root 1" caliper'],
    ['128 cell', 'flat', 'flat-128', 'Flat of 128'],
    ['38 cell flat', 'flat', 'flat-38', 'Flat of 38'],
    ['flat of 18', 'flat', 'flat-18', 'Flat of 18'],
    ['18 per flat', 'flat', 'flat-18', 'Flat of 18'],
    ['plugs', 'plug', 'plug', 'Plug'],
    ['liner', 'plug', 'plug', 'Plug'],
    ['flat', 'flat', 'flat', 'Flat'],
    ['2.5" pot', 'pot', 'pot-2.5in', '2.5" pot'],
    ['6" pot', 'pot', 'pot-6in', '6" pot'],
    ['8 inch pot', 'pot', 'pot-8in', '8" pot'],
    ['10" pot', 'pot', 'pot-10in', '10" pot'],
    ['4in', 'pot', 'pot-4in', '4" pot'],
    ['2 qt', 'pot', 'pot-2qt', '2 qt pot'],
    ['quart pot', 'pot', 'pot-1qt', '1 qt pot'],
    ['3 qt', 'pot', 'pot-3qt', '3 qt pot'],
    ['5" pot', 'pot', 'pot-5in', '5" pot'],
    ['3.5" sq', 'pot', 'pot-3.5in', '3.5" pot'],
    ['#10 cont.', 'container', '#10', '#10 container'],
    ['#100 container', 'container', '#100', '#100 container'],
    ['65 gal', 'container', '#65', '#65 container'],
    ['No 15', 'container', '#15', '#15 container'],
    ['4 1/2" pot', 'pot', 'pot-4.5in', '4.5" pot'],
    ['2 quart', 'pot', 'pot-2qt', '2 qt pot'],
    ['tray of 50', 'flat', 'flat-50', 'Flat of 50'],
    ['50 ct flat', 'flat', 'flat-50', 'Flat of 50'],
    ['bnb 2" cal', 'bb', 'bb-cal-2', 'B&B 2" caliper'],
    ['balled & burlapped 6-8 ft', 'bb', 'bb-ht-6-8', "B&B 6-8' height"],
    ["12-14'", 'height', 'ht-12-14', "12-14' height"],
  ])('%s', (text, kind, classKey, label) => {
    expect(parseTradeSize(text)).toEqual({ kind, classKey, label });
    // The catalog shows a class by its key alone: the label comes back from it.
    expect(sizeClassInfo(classKey)?.label).toBe(label);
  });

  // Cell values round 3: what Writer and Calc set (en dashes, "½"), a tree's inches, two spellings of one class.
  it.each([
    ["6–8'", 'height', 'ht-6-8', "6-8' height"],
    ["6—8'", 'height', 'ht-6-8', "6-8' height"],
    ['2½" cal.', 'caliper', 'cal-2.5', '2.5" caliper'],
    ['2 ½" cal', 'caliper', 'cal-2.5', '2.5" caliper'],
    ['1¾" cal B&B', 'bb', 'bb-cal-1.75', 'B&B 1.75" caliper'],
    ['4 1⁄2" pot', 'pot', 'pot-4.5in', '4.5" pot'],
    ['B&B 2.5"', 'bb', 'bb-cal-2.5', 'B&B 2.5" caliper'],
    ['B&B 2 in', 'bb', 'bb-cal-2', 'B&B 2" caliper'],
    ['15 gal/#15', 'container', '#15', '#15 container'],
    ['#15 / 15 gal', 'container', '#15', '#15 container'],
    ["bareroot 3–4'", 'bare_root', 'br-ht-3-4', "Bare root 3-4' height"],
  ])('%s (round 3)', (text, kind, classKey, label) => {
    expect(parseTradeSize(text)).toEqual({ kind, classKey, label });
    expect(sizeClassInfo(classKey)?.label).toBe(label);
  });

  it.each([['15 gal/#5'], ['#3/#4'], ['1/2'], ['3 gal / large']])('%s is two sizes, or none: no class', (text) => {
    expect(parseTradeSize(text)).toBeNull();
  });

  it.each([[''], ['large'], ['3 gal 60'], ['#4'], ['18O'], ['see notes'], ['1860']])(
    '%s is in no known format',
    (text) => {
      expect(parseTradeSize(text)).toBeNull();
    },
  );
});

describe('sizeClassInfo', () => {
  it('orders classes from plugs to trees', () => {
    const order = [
      'plug',
      'flat-72',
      'pot-4in',
      'pot-1qt',
      '#1',
      '#3',
      '#15',
      '#100',
      'bare-root',
      'bb-ht-6-8',
      'bb-cal-2.5',
    ];
    const ranks = order.map((key) => sizeClassInfo(key)!.rank);
    expect([...ranks].sort((a, b) => a - b)).toEqual(ranks);
  });

  it('knows no key the parser never makes', () => {
    expect(sizeClassInfo('huge')).toBeNull();
    expect(sizeClassInfo('bb-wide')).toBeNull();
  });
});
