import { expect, test } from '../fixtures.ts';

// Issue 15: a visitor on a phone keeps "my zone" in the browser and narrows the results in the filter sheet; the
// filters live in the address, and every card still fits the phone's width.

/** Position of a USDA zone, "1a" 0 .. "13b" 25. */
const zoneRank = (zone: string) => (Number.parseInt(zone, 10) - 1) * 2 + (zone.endsWith('b') ? 1 : 0);

type ListedPlant = {
  plant_name: string;
  size_class: string | null;
  light: string[];
  zone_min: string;
  zone_max: string;
};

test('a visitor on a phone sets my zone 8a, filters to full sun and #3, and every card shown fits and matches', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/?category=outdoor');
  await expect(page.getByRole('heading', { level: 1, name: 'Outdoor Plants' })).toBeVisible();

  await page.getByRole('button', { name: 'Filters' }).click();
  const sheet = page.getByRole('dialog', { name: 'Filters' });
  await expect(sheet.getByText(/\d+ plants? match/)).toBeVisible();
  await sheet.getByRole('combobox', { name: 'My USDA zone' }).selectOption('8a');
  await sheet.getByRole('checkbox', { name: /Grows in zone 8a/ }).check();
  await sheet.getByRole('checkbox', { name: /Full sun/ }).check();
  // The sheet counts the draft with the same request the list makes once applied.
  const counted = page.waitForResponse(
    (response) =>
      response.url().includes('zone=8a') &&
      response.url().includes('light=full_sun') &&
      response.url().includes('size_class=%233') &&
      response.url().includes('facets=true'),
  );
  await sheet.getByRole('checkbox', { name: /#3 container/ }).check();
  const { plants } = (await (await counted).json()) as { plants: ListedPlant[] };
  expect(plants.length).toBeGreaterThan(0);
  await sheet
    .getByRole('button', { name: `Show ${plants.length} ${plants.length === 1 ? 'plant' : 'plants'}` })
    .click();

  await expect(sheet).toBeHidden();
  await expect(page).toHaveURL(/category=outdoor&zone=8a&light=full_sun&size_class=%233/);
  await expect(page.getByRole('button', { name: 'Filters, 3 on' })).toBeVisible();

  // Every plant listed matches all three filters...
  for (const plant of plants) {
    expect(plant.size_class, plant.plant_name).toBe('#3');
    expect(plant.light, plant.plant_name).toContain('full_sun');
    expect(zoneRank(plant.zone_min), plant.plant_name).toBeLessThanOrEqual(zoneRank('8a'));
    expect(zoneRank(plant.zone_max), plant.plant_name).toBeGreaterThanOrEqual(zoneRank('8a'));
  }
  // ...and its card shows it, whole, inside the phone's width.
  const cards = page.locator('main li article');
  await expect(cards).toHaveCount(plants.length);
  for (const [index, plant] of plants.entries()) {
    const card = cards.nth(index);
    await expect(card.getByRole('heading', { name: plant.plant_name })).toBeVisible();
    await expect(card).toContainText('#3 container');
    const box = (await card.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(390);
    expect(await card.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
  }
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  // The zone stays in this browser; the filters in the address (a reload shows the same list).
  await page.reload();
  await expect(cards).toHaveCount(plants.length);
  await page.getByRole('button', { name: 'Filters, 3 on' }).click();
  await expect(sheet.getByRole('combobox', { name: 'My USDA zone' })).toHaveValue('8a');
  await expect(sheet.getByRole('checkbox', { name: /Grows in zone 8a/ })).toBeChecked();
});
