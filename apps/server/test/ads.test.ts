import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../src/db/schema/index.ts';
import { createVendor, type Session } from './factories.ts';
import { createTestApp, type TestContext } from './helpers.ts';

let ctx: TestContext;
let premium: Session;
let pro: Session;

beforeAll(async () => {
  ctx = await createTestApp();
  const profile = (name: string) => ({
    vendor_profile: { business_name: name, business_description: `${name} grows plants.` },
  });
  premium = await createVendor(ctx.app, { plan: 'PREMIUM_VENDOR', ...profile('Premium Growers') });
  pro = await createVendor(ctx.app, { plan: 'PRO_VENDOR', ...profile('Pro Plants') });
  await createVendor(ctx.app, { plan: 'PRO_VENDOR', ...profile('Second Pro') });
  await createVendor(ctx.app, { plan: 'STARTER_VENDOR', ...profile('Starter Shop') });
  await createVendor(ctx.app, { plan: 'PREMIUM_VENDOR', approved: false, ...profile('Pending Premium') });
  await createVendor(ctx.app, { plan: 'PRO_VENDOR', rejected: true, ...profile('Rejected Pro') });
  const disabled = await createVendor(ctx.app, { plan: 'PREMIUM_VENDOR', ...profile('Disabled Premium') });
  await ctx.app.db.update(users).set({ isActive: false }).where(eq(users.id, disabled.user.id));
});
afterAll(() => ctx.close());

const slots = (query: string) => ctx.app.inject({ method: 'GET', url: `/api/ads/banner-slots${query}` });

describe('GET /api/ads/banner-slots', () => {
  it('fills the premium slot with approved, active Premium vendors', async () => {
    const response = await slots('?slot_type=premium');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([
      {
        id: premium.user.vendor_profile!.id,
        business_name: 'Premium Growers',
        business_description: 'Premium Growers grows plants.',
      },
    ]);
  });

  it('fills the standard slot with approved Pro vendors', async () => {
    const response = await slots('?slot_type=standard');
    expect(response.statusCode).toBe(200);
    const vendors = response.json() as { id: number; business_name: string }[];
    expect(vendors.map((v) => v.business_name)).toEqual(['Pro Plants', 'Second Pro']);
    expect(vendors[0]!.id).toBe(pro.user.vendor_profile!.id);
    expect(Object.keys(vendors[0]!).sort()).toEqual(['business_description', 'business_name', 'id']);
  });

  it('refuses a missing or unknown slot type with a 400', async () => {
    for (const query of ['', '?slot_type=gold']) {
      const response = await slots(query);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ detail: 'slot_type must be premium or standard' });
    }
  });
});
