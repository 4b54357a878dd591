import type { APIRequestContext, Page } from '@playwright/test';
import {
  DEMO,
  DEMO_PASSWORD,
  expect,
  expectAccessible,
  loginAs,
  registerBuyer,
  test,
  uniqueEmail,
} from '../fixtures.ts';

// Cart, checkout, test-mode payment, and the order's life: the vendor ships and delivers, the buyer reviews.
// Each test makes its own nurseries and plants, so the shared demo rows stay as they are.

type Nursery = { email: string; businessName: string; plant: { id: number; name: string; price: number } };

async function token(request: APIRequestContext, email: string): Promise<string> {
  const response = await request.post('/api/auth/login', { data: { username: email, password: DEMO_PASSWORD } });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()).access_token as string;
}

/** An approved nursery with one plant in stock, made through the API (the subject here is buying). */
async function nurseryWithPlant(request: APIRequestContext, label: string, price: number): Promise<Nursery> {
  const stamp = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const email = uniqueEmail(`nursery-${label}`);
  const businessName = `${label} Nursery ${stamp}`;
  const registered = await request.post('/api/auth/register/vendor', {
    data: {
      first_name: 'Nia',
      last_name: 'Grower',
      email,
      password: DEMO_PASSWORD,
      vendor_profile: { business_name: businessName },
    },
  });
  expect(registered.status(), await registered.text()).toBe(201);
  const vendorId = (await registered.json()).user.vendor_profile.id as number;
  const admin = await token(request, DEMO.admin);
  const approved = await request.patch(`/api/admin/vendors/${vendorId}/approve`, {
    headers: { authorization: `Bearer ${admin}` },
  });
  expect(approved.ok(), await approved.text()).toBe(true);
  const name = `${label} Fern ${stamp}`;
  const created = await request.post('/api/vendor/inventory', {
    headers: { authorization: `Bearer ${await token(request, email)}` },
    data: { plant_name: name, price, quantity_available: 5, category: 'indoor', description: 'A test plant.' },
  });
  expect(created.status(), await created.text()).toBe(201);
  return { email, businessName, plant: { id: (await created.json()).id as number, name, price } };
}

async function addToCart(page: Page, plantId: number, quantity = 1) {
  await page.goto(`/product/${plantId}`);
  if (quantity !== 1) await page.getByLabel('Quantity').fill(String(quantity));
  await page.getByRole('button', { name: 'Add to Cart' }).click();
}

async function fillCustomer(page: Page, details: { name?: string; email?: string; address: string }) {
  if (details.name !== undefined) await page.getByLabel('Full Name').fill(details.name);
  if (details.email !== undefined) await page.getByLabel('Email', { exact: true }).fill(details.email);
  await page.getByLabel('Shipping Address').fill(details.address);
}

/** Pays on the test-mode page and answers the order numbers shown on the confirmation. */
async function payInTestMode(page: Page, amount: string): Promise<string[]> {
  // No access token in the page address (issue 14.7): this tab keeps it.
  await expect(page).toHaveURL(/\/checkout\/pay\/\d+$/);
  await expect(page.getByText('TEST MODE', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: `Pay ${amount} (test mode)` }).click();
  await expect(page).toHaveURL(/\/order-success$/);
  await expect(page.getByRole('heading', { name: 'Thank you for your order!' })).toBeVisible();
  return page.getByRole('list', { name: 'Order numbers' }).getByRole('listitem').allInnerTexts();
}

test('a guest fills a cart from two nurseries, checks out, pays in test mode and sees the order numbers', async ({
  page,
  request,
}) => {
  test.slow(); // many pages on a machine shared with other runs
  const [first, second] = await Promise.all([
    nurseryWithPlant(request, 'Maple', 20),
    nurseryWithPlant(request, 'Cedar', 12.5),
  ]);
  await addToCart(page, first.plant.id, 2);
  await addToCart(page, second.plant.id);
  await expect(page.getByTestId('cart-count')).toHaveText('3');

  // The cart survives a reload and lets the buyer change quantities.
  await page.reload();
  await page.getByRole('link', { name: /^Cart, 3 items/ }).click();
  await expect(page.getByRole('heading', { name: 'Your Cart' })).toBeVisible();
  await page.getByRole('button', { name: `Increase quantity of ${second.plant.name}` }).click();
  await expect(page.getByTestId('cart-total')).toHaveText('$65.00');
  await expectAccessible(page);
  await page.getByRole('link', { name: 'Proceed to Checkout' }).click();

  // The spec's validation, then a guest's details.
  await expect(page.getByRole('heading', { name: 'Order Summary' })).toBeVisible();
  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(page.getByText('Full Name is required')).toBeVisible();
  await expect(page.getByText('Email is required')).toBeVisible();
  await expect(page.getByText('Shipping Address is required')).toBeVisible();
  await fillCustomer(page, { name: 'Gale Guest', email: 'not-an-email', address: '5 Pecan St, Austin, TX' });
  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(page.getByText('Please enter a valid email address')).toBeVisible();
  await page.getByLabel('Email', { exact: true }).fill(uniqueEmail('guest'));
  await expect(page.getByTestId('order-total')).toHaveText('$65.00');
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Place Order' }).click();

  await expect(page.getByText('TEST MODE', { exact: true })).toBeVisible();
  await expectAccessible(page);
  const numbers = await payInTestMode(page, '$65.00');
  expect(numbers).toHaveLength(2);
  for (const number of numbers) expect(number).toMatch(/^VRD-\d{6}-\d$/);
  await expect(page.getByText(first.businessName)).toBeVisible();
  await expect(page.getByText(second.businessName)).toBeVisible();
  await expect(page.getByTestId('cart-count')).toHaveText('0');
  await expectAccessible(page);

  // Still there after a reload.
  await page.reload();
  await expect(page.getByRole('list', { name: 'Order numbers' }).getByRole('listitem')).toHaveText(numbers);
});

test('a buyer orders, the nursery ships and delivers, and the buyer leaves a review', async ({
  page,
  browser,
  request,
}) => {
  test.slow();
  const nursery = await nurseryWithPlant(request, 'Willow', 30);
  const buyer = await registerBuyer(page, { first_name: 'Rae', last_name: 'Buyer', phone: '512-555-0188' });
  await loginAs(page, buyer.email, buyer.password, `/product/${nursery.plant.id}`);
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await page.goto('/checkout');
  // A logged-in buyer's details are filled in.
  await expect(page.getByLabel('Full Name')).toHaveValue('Rae Buyer');
  await expect(page.getByLabel('Email', { exact: true })).toHaveValue(buyer.email);
  await expect(page.getByLabel('Phone (optional)')).toHaveValue('512-555-0188');
  await fillCustomer(page, { address: '77 Magnolia Ave, Houston, TX' });
  await page.getByRole('button', { name: 'Place Order' }).click();
  const [number] = await payInTestMode(page, '$30.00');
  expect(number).toBeDefined();

  await page.getByRole('link', { name: 'View My Orders' }).click();
  await expect(page.getByRole('tab', { name: 'Paid (1)' })).toBeVisible();
  await expect(page.getByRole('article', { name: `Order ${number}` })).toContainText('Status: Paid');
  await expectAccessible(page);

  // The nursery marks it shipped, then delivered.
  const vendorContext = await browser.newContext();
  const vendorPage = await vendorContext.newPage();
  await loginAs(vendorPage, nursery.email, DEMO_PASSWORD, '/vendor/dashboard?tab=orders');
  const card = vendorPage.getByRole('article', { name: `Order ${number}` });
  await expect(card.getByText('Rae Buyer')).toBeVisible();
  await card.getByRole('button', { name: 'Mark as Shipped' }).click();
  await expect(card).toContainText('Status: Shipped');
  await card.getByRole('button', { name: 'Mark as Delivered' }).click();
  await expect(card).toContainText('Status: Delivered');
  // No status action is left (the paperwork downloads stay).
  await expect(card.getByRole('button', { name: /^Mark as|Cancel/ })).toHaveCount(0);
  await expect(card.getByRole('button', { name: /Invoice/ })).toBeVisible();
  await expectAccessible(vendorPage);
  await vendorContext.close();

  // The buyer sees it delivered and leaves a review from the order.
  await page.reload();
  await page.getByRole('tab', { name: 'Delivered (1)' }).click();
  const order = page.getByRole('article', { name: `Order ${number}` });
  await expect(order).toContainText('Status: Delivered');
  await order.getByRole('link', { name: `Leave Review for ${nursery.plant.name}` }).click();
  await expect(page).toHaveURL(new RegExp(`/product/${nursery.plant.id}#reviews$`));
  await page.getByLabel(/Your review/).fill('Arrived healthy and well packed. Thriving a week later.');
  await page.getByRole('button', { name: 'Submit Review' }).click();
  await expect(page.getByText('Thank you! Your review has been posted.')).toBeVisible();
});

test('a buyer cancels a paid order and gets the stock back on sale', async ({ page, request }) => {
  const nursery = await nurseryWithPlant(request, 'Aspen', 15);
  const buyer = await registerBuyer(page);
  await loginAs(page, buyer.email, buyer.password, `/product/${nursery.plant.id}`);
  await page.getByLabel('Quantity').fill('5');
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await page.goto('/checkout');
  await fillCustomer(page, { address: '3 Cypress Rd, Dallas, TX' });
  await page.getByRole('button', { name: 'Place Order' }).click();
  const [number] = await payInTestMode(page, '$75.00');

  await page.goto('/orders');
  const order = page.getByRole('article', { name: `Order ${number}` });
  await order.getByRole('button', { name: 'Cancel Order' }).click();
  const dialog = page.getByRole('dialog', { name: `Cancel order ${number}?` });
  await expect(dialog.getByText(/\$75\.00 is refunded/)).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel Order' }).click();
  await expect(order).toContainText('Status: Cancelled');
  await expect(order.getByText('Refunded to your payment method.')).toBeVisible();

  const plant = await (await request.get(`/api/inventory/${nursery.plant.id}`)).json();
  expect(plant.quantity_available).toBe(5);
});

test('a saved cart is checked against the server: a changed price and lower stock are shown, not charged silently', async ({
  page,
  request,
}) => {
  const nursery = await nurseryWithPlant(request, 'Birch', 10);
  const stale = [
    {
      id: nursery.plant.id,
      plant_name: nursery.plant.name,
      price: 8,
      quantity_available: 9,
      vendor: null,
      quantity: 7,
    },
    { id: 999999, plant_name: 'Vanished Vine', price: 3, quantity_available: 2, vendor: null, quantity: 1 },
  ];
  await page.addInitScript((cart) => {
    if (!window.localStorage.getItem('verdant.cart')) window.localStorage.setItem('verdant.cart', cart);
  }, JSON.stringify(stale));
  await page.goto('/cart');
  const notice = page.getByRole('status').filter({ hasText: 'Your cart was updated' });
  await expect(notice.getByText(`The price of ${nursery.plant.name} changed from $8.00 to $10.00.`)).toBeVisible();
  await expect(notice.getByText(`Only 5 of ${nursery.plant.name} left in stock`)).toBeVisible();
  await expect(notice.getByText('Vanished Vine is no longer available and was removed from your cart.')).toBeVisible();
  await expect(page.getByTestId('cart-total')).toHaveText('$50.00');
  await expect(page.getByTestId('cart-count')).toHaveText('5');
});
