import { readFile } from 'node:fs/promises';
import ExcelJS from 'exceljs';
import { bearer, DEMO_PASSWORD, expect, loginAs, test, vendorWithPlant } from '../fixtures.ts';

// Issue 18: a nursery with 300 plants works its week from the inventory table: filters, edits prices in place,
// hides five plants at once, downloads its availability list and uploads an edited part of it (matched by Item ID).

const SHOTS = '/work/shots/inventory-table';
const HERBS = ['Basil', 'Thyme', 'Sage', 'Mint', 'Oregano'];

test('a vendor with 300 items filters, edits 3 prices in place, bulk-unpublishes 5 and downloads the XLSX list', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const stamp = Date.now().toString(36);
  const vendor = await vendorWithPlant(page.request, `Starter Fern ${stamp}`, 3);
  const headers = await bearer(page.request, vendor.email);
  // 300 plants in one bulk upload: every third an herb.
  const lines = ['Plant name,Category,Size,Quantity,Price'];
  for (let n = 1; n <= 300; n++) {
    const herb = n % 3 === 0;
    const name = herb ? `${HERBS[n % HERBS.length]} ${stamp} ${String(n).padStart(3, '0')}` : `Shrub ${stamp} ${n}`;
    lines.push(`${name},${herb ? 'herbs' : 'outdoor'},1 gal,${n % 50},${(5 + (n % 40)).toFixed(2)}`);
  }
  const uploaded = await page.request.post('/api/inventory/bulk-upload', {
    headers,
    multipart: { file: { name: 'stock.csv', mimeType: 'text/csv', buffer: Buffer.from(lines.join('\n')) } },
  });
  expect(uploaded.status(), await uploaded.text()).toBe(200);
  expect((await uploaded.json()).created).toBe(300);

  await loginAs(page, vendor.email, DEMO_PASSWORD, '/vendor/dashboard?tab=inventory');
  await expect(page.getByText('301 plants', { exact: true })).toBeVisible();
  await expect(page.getByText('Page 1 of 13')).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/table-1280.png`, fullPage: true });

  // Filter: herbs only, then sorted by price, highest first.
  await page.getByRole('combobox', { name: 'Category' }).selectOption('herbs');
  await expect(page).toHaveURL(/category=herbs/);
  await expect(page.getByText('100 plants', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Price', exact: true }).click();
  await page.getByRole('button', { name: 'Price', exact: true }).click();
  await expect(page.getByRole('columnheader', { name: 'Price', exact: true })).toHaveAttribute(
    'aria-sort',
    'descending',
  );
  // Back to name order, so saved prices do not move rows while editing.
  await page.getByRole('button', { name: 'Plant', exact: true }).click();
  await expect(page.getByRole('columnheader', { name: 'Plant', exact: true })).toHaveAttribute(
    'aria-sort',
    'ascending',
  );
  await expect(page.getByRole('columnheader', { name: 'Price', exact: true })).toHaveAttribute('aria-sort', 'none');

  // Three prices edited in place: Enter saves, leaving the cell (Tab) saves, arrow keys move between cells.
  const prices = page.getByRole('textbox', { name: /^Price of / });
  const names: string[] = [];
  for (let row = 0; row < 3; row++) {
    names.push(((await prices.nth(row).getAttribute('aria-label')) ?? '').replace('Price of ', ''));
  }
  await prices.nth(0).fill('61.25');
  await prices.nth(0).press('Enter');
  await expect(page.getByText(`Price of ${names[0]} is now $61.25.`, { exact: true })).toBeVisible();
  await prices.nth(1).fill('62.50');
  await prices.nth(1).press('Tab');
  await expect(page.getByText(`Price of ${names[1]} is now $62.50.`, { exact: true })).toBeVisible();
  await prices.nth(1).press('ArrowDown');
  await expect(prices.nth(2)).toBeFocused();
  await prices.nth(2).fill('63.75');
  await prices.nth(2).press('Enter');
  await expect(page.getByText(`Price of ${names[2]} is now $63.75.`, { exact: true })).toBeVisible();
  // Escape puts the saved value back without saving.
  await prices.nth(2).fill('1');
  await prices.nth(2).press('Escape');
  await expect(prices.nth(2)).toHaveValue('63.75');

  // Five plants hidden at once.
  const boxes = page.getByRole('checkbox', { name: /^Select (?!all)/ });
  for (let row = 3; row < 8; row++) await boxes.nth(row).check();
  const bar = page.getByRole('region', { name: 'Bulk actions' });
  await expect(bar.getByText('5 plants selected')).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/bulk-bar-1280.png` });
  await bar.getByRole('button', { name: 'Unpublish' }).click();
  await expect(page.getByText('5 plants hidden from buyers.', { exact: true })).toBeVisible();
  await page.getByRole('combobox', { name: 'Status' }).selectOption('hidden');
  await expect(page.getByText('5 plants', { exact: true })).toBeVisible();

  const hidden = await page.request.get('/api/vendor/inventory?published=false&limit=100', { headers });
  expect((await hidden.json()).total).toBe(5);

  // The list out, as Excel: every plant, with the prices just edited.
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download list as XLSX' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/-availability-\d{4}-\d\d-\d\d\.xlsx$/);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load((await readFile((await download.path())!)) as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0]!;
  expect(sheet.rowCount).toBe(302);
  const byName = new Map<string, number>();
  sheet.eachRow((row) => byName.set(String(row.getCell(2).value), Number(row.getCell(7).value)));
  expect([names[0], names[1], names[2]].map((name) => byName.get(name!))).toEqual([61.25, 62.5, 63.75]);

  // Round trip by Item ID: keep the three edited rows, rename one and change another's stock, upload the sheet.
  const ids = new Map<string, number>();
  sheet.eachRow((row) => ids.set(String(row.getCell(2).value), Number(row.getCell(1).value)));
  for (let n = sheet.rowCount; n > 1; n--) {
    if (!names.slice(0, 3).includes(String(sheet.getRow(n).getCell(2).value))) sheet.spliceRows(n, 1);
  }
  const renamed = `${names[0]} (renamed)`;
  sheet.eachRow((row) => {
    if (row.getCell(2).value === names[0]) row.getCell(2).value = renamed;
    if (row.getCell(2).value === names[1]) row.getCell(6).value = 7;
  });
  await page.getByRole('tab', { name: 'Bulk Upload' }).click();
  await page.getByLabel(/Choose a file/).setInputFiles({
    name: 'availability.xlsx',
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer: Buffer.from(await workbook.xlsx.writeBuffer()),
  });
  await expect(page.getByText('3 rows read. 0 new, 3 to update', { exact: false })).toBeVisible();
  await page.getByRole('button', { name: 'Import 3 plants' }).click();
  await expect(page.getByText('Import finished: 0 plants added, 3 updated, 0 failed, of 3 rows.')).toBeVisible();
  const found = await page.request.get(`/api/vendor/inventory?search=${encodeURIComponent(renamed)}`, { headers });
  expect((await found.json()).items).toMatchObject([{ id: ids.get(names[0]!), plant_name: renamed, price: 61.25 }]);

  // Phones get cards.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/vendor/dashboard?tab=inventory');
  await expect(page.getByRole('list', { name: 'Your plants' })).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/cards-390.png`, fullPage: false });
  // Every filter fits the phone's width (the status select was cut off).
  for (const name of ['Category', 'Stock', 'Status', 'Size']) {
    const box = (await page.getByRole('combobox', { name }).boundingBox())!;
    expect(box.x + box.width, name).toBeLessThanOrEqual(390);
    expect(box.width, name).toBeGreaterThan(150);
  }
});
