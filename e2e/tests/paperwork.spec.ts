import { readFile } from 'node:fs/promises';
import { extractText, getDocumentProxy } from 'unpdf';
import { bearer, expect, loginAs, test, vendorWithPlant } from '../fixtures.ts';

// Issue 18: a vendor opens the invoice PDF of a paid order whose line took a quantity break, and it says so.

test('a vendor downloads the invoice of a paid order with a quantity break applied', async ({ page, request }) => {
  const plantName = `Invoice Maple ${Date.now().toString(36)}`;
  const vendor = await vendorWithPlant(request, plantName, 50);
  const tiers = await request.patch(`/api/vendor/inventory/${vendor.plantId}`, {
    headers: await bearer(request, vendor.email),
    data: { price_tiers: [{ min_quantity: 10, price: 15 }] },
  });
  expect(tiers.status(), await tiers.text()).toBe(200);

  // A guest orders 12 (the client's price is ignored) and pays in test mode.
  const placed = await request.post('/api/orders', {
    data: {
      buyer_name: 'Paula Paperwork',
      buyer_email: 'paula@example.test',
      shipping_address: '9 Invoice Road, Austin, TX 78701',
      items: [{ inventory_item_id: vendor.plantId, quantity: 12, unit_price: 0.01 }],
    },
  });
  expect(placed.status(), await placed.text()).toBe(201);
  const order = await placed.json();
  const paid = await request.post(`/api/payments/test/checkouts/${order.checkout_id}/pay`, {
    data: { token: order.access_token },
  });
  expect(paid.status(), await paid.text()).toBe(200);

  await loginAs(page, vendor.email, undefined, '/vendor/dashboard?tab=orders');
  const card = page.getByRole('article', { name: `Order ${order.order_numbers[0]}` });
  await expect(card).toContainText('(10+ price)');
  const downloading = page.waitForEvent('download');
  await card.getByRole('button', { name: /^Invoice \(PDF\)/ }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`invoice-${order.order_numbers[0]}.pdf`);
  const bytes = await readFile((await download.path())!);
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(bytes)), { mergePages: true });
  for (const expected of [
    'Invoice',
    order.order_numbers[0],
    'INV-00001',
    vendor.businessName,
    'Paula Paperwork',
    plantName,
    '10+',
    '$15.00',
    'Total: $180.00',
  ]) {
    expect(text).toContain(expected);
  }
});
