import type { Page } from '@playwright/test';
import { bearer, expect, loginAs, registerBuyer, test, vendorWithPlant } from '../fixtures.ts';

// Issue 17: after the vendor's first answer, buyer and vendor write to each other on the inquiry, and each side
// sees how many messages it has not read.

/** The inquiry's card on a dashboard's Inquiries tab, fresh from the server. */
async function openCard(page: Page, path: string, plantName: string) {
  await page.goto(path);
  const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: plantName }) });
  await expect(card).toBeVisible();
  return card;
}

async function write(card: ReturnType<Page['getByRole']>, text: string) {
  await card.getByLabel('Your message').fill(text);
  await card.getByRole('button', { name: 'Send' }).click();
  await expect(card.getByRole('list', { name: 'Messages' }).getByText(text)).toBeVisible();
  await expect(card.getByLabel('Your message')).toHaveValue('');
}

test('buyer and vendor exchange three messages on one inquiry, and the bell counts them', async ({ page, browser }) => {
  test.setTimeout(150_000);
  const plantName = `Thread Fern ${Date.now().toString(36)}`;
  const vendor = await vendorWithPlant(page.request, plantName, 20);
  const buyer = await registerBuyer(page);

  // The buyer asks, the vendor answers with a question (no confirmation): the state is Answered.
  const buyerHeaders = await bearer(page.request, buyer.email);
  const asked = await page.request.post('/api/inquiries', {
    headers: buyerHeaders,
    data: {
      inventory_item_id: vendor.plantId,
      message: 'Can you deliver eight of these next week?',
      requested_quantity: 8,
    },
  });
  expect(asked.status(), await asked.text()).toBe(201);
  const inquiryId = (await asked.json()).inquiry.id;
  const answered = await page.request.put('/api/inquiries/respond', {
    headers: await bearer(page.request, vendor.email),
    data: { inquiry_id: inquiryId, status: 'answered', vendor_response: 'Yes. Reply to confirm the date.' },
  });
  expect(answered.status(), await answered.text()).toBe(200);

  const buyerTab = '/buyer/dashboard?tab=inquiries';
  const vendorTab = '/vendor/dashboard?tab=inquiries';
  await loginAs(page, buyer.email, buyer.password, buyerTab);
  const vendorContext = await browser.newContext();
  const vendorPage = await vendorContext.newPage();
  await loginAs(vendorPage, vendor.email, undefined, vendorTab);

  // 1. The buyer replies.
  let card = await openCard(page, buyerTab, plantName);
  await expect(card.getByText('Answered')).toBeVisible();
  await card.getByRole('button', { name: /Conversation/ }).click();
  await write(card, 'Tuesday the 14th works for us.');

  // 2. The vendor sees one unread message, opens the thread (reads it) and answers.
  let vendorCard = await openCard(vendorPage, vendorTab, plantName);
  await expect(vendorCard.getByLabel('1 unread message')).toBeVisible();
  await vendorCard.getByRole('button', { name: /Conversation/ }).click();
  await expect(vendorCard.getByText('Tuesday the 14th works for us.')).toBeVisible();
  await expect(vendorCard.getByLabel('1 unread message')).toBeHidden();
  await write(vendorCard, 'Booked: Tuesday morning, 8 ferns.');

  // 3. The buyer sees the answer as unread, opens it and thanks them.
  card = await openCard(page, buyerTab, plantName);
  await expect(card.getByLabel('1 unread message')).toBeVisible();
  await card.getByRole('button', { name: /Conversation/ }).click();
  await write(card, 'Perfect, thank you!');
  await expect(card.getByRole('list', { name: 'Messages' }).getByRole('listitem')).toHaveCount(3);

  // The vendor has one new message again; the thread holds all three in order.
  vendorCard = await openCard(vendorPage, vendorTab, plantName);
  await expect(vendorCard.getByLabel('1 unread message')).toBeVisible();
  await vendorCard.getByRole('button', { name: /Conversation/ }).click();
  await expect(vendorCard.getByRole('list', { name: 'Messages' }).getByRole('listitem')).toHaveText([
    /Tuesday the 14th works for us\./,
    /Booked: Tuesday morning, 8 ferns\./,
    /Perfect, thank you!/,
  ]);
  // The bell in the header counts them. Buyer: the answer and the vendor's message. Vendor: the inquiry and the
  // buyer's two messages, after what it had before (its approval).
  const unread = async (email: string) =>
    (await (await page.request.get('/api/notifications', { headers: await bearer(page.request, email) })).json())
      .unread_count as number;
  const vendorUnread = await unread(vendor.email);
  expect(vendorUnread).toBeGreaterThanOrEqual(3);
  await vendorPage.reload();
  await expect(vendorPage.getByRole('button', { name: `Notifications, ${vendorUnread} unread` })).toBeVisible();
  await page.reload();
  const bell = page.getByRole('button', { name: 'Notifications, 2 unread' });
  await expect(bell).toBeVisible();
  // Opened, the list shows the vendor's message; "Mark all read" empties the count.
  await bell.click();
  await expect(page.getByRole('list', { name: 'Notifications' }).getByRole('listitem')).toHaveCount(2);
  await page.getByRole('button', { name: 'Mark all read' }).click();
  await expect(page.getByRole('button', { name: 'Notifications', exact: true })).toBeVisible();
  await vendorContext.close();
});
