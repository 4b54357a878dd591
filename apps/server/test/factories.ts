import type { Plan } from '@verdant/shared/enums';
import type { LoginResponse } from '@verdant/shared/schemas/auth';
import { eq } from 'drizzle-orm';
import type { App } from '../src/app.ts';
import { inventoryItems, users, vendorProfiles } from '../src/db/schema/index.ts';
import { ensureAdmin } from '../src/db/seed/admin.ts';
import { factColumns } from '../src/modules/inventory/plant-facts.ts';

let sequence = 0;
const unique = () => `${Date.now().toString(36)}${(sequence++).toString(36)}`;
export const TEST_PASSWORD = 'correct horse battery';

export interface Session {
  token: string;
  user: LoginResponse['user'];
  headers: { authorization: string };
}

export async function login(app: App, email: string, password = TEST_PASSWORD): Promise<Session> {
  const response = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { username: email, password } });
  if (response.statusCode !== 200) throw new Error(`login failed: ${response.statusCode} ${response.body}`);
  const body = response.json() as LoginResponse;
  return { token: body.access_token, user: body.user, headers: { authorization: `Bearer ${body.access_token}` } };
}

export function buyerPayload(overrides: Record<string, unknown> = {}) {
  return {
    first_name: 'Bea',
    last_name: 'Buyer',
    email: `buyer-${unique()}@example.test`,
    phone: '512-555-0100',
    password: TEST_PASSWORD,
    ...overrides,
  };
}

export function vendorPayload(overrides: Record<string, unknown> = {}) {
  return {
    first_name: 'Vic',
    last_name: 'Vendor',
    email: `vendor-${unique()}@example.test`,
    password: TEST_PASSWORD,
    vendor_profile: { business_name: `Nursery ${unique()}`, business_phone: '512-555-0199' },
    ...overrides,
  };
}

export async function createBuyer(app: App, overrides: Record<string, unknown> = {}): Promise<Session> {
  const payload = buyerPayload(overrides);
  const response = await app.inject({ method: 'POST', url: '/api/auth/register/buyer', payload });
  if (response.statusCode !== 201) throw new Error(`register buyer failed: ${response.body}`);
  return login(app, payload.email, payload.password);
}

export async function createVendor(
  app: App,
  options: { approved?: boolean; rejected?: boolean; plan?: Plan } & Record<string, unknown> = {},
): Promise<Session> {
  const { approved = true, rejected = false, plan, ...overrides } = options;
  const payload = vendorPayload(overrides);
  const response = await app.inject({ method: 'POST', url: '/api/auth/register/vendor', payload });
  if (response.statusCode !== 201) throw new Error(`register vendor failed: ${response.body}`);
  const userId = (response.json() as { user: { id: number } }).user.id;
  if (approved || rejected) {
    await app.db
      .update(vendorProfiles)
      .set({ isApproved: approved && !rejected, isRejected: rejected })
      .where(eq(vendorProfiles.userId, userId));
  }
  if (plan) await app.db.update(users).set({ plan }).where(eq(users.id, userId));
  app.catalogCache.clear(); // written behind the API's back: the catalog cache cannot know
  return login(app, payload.email, payload.password);
}

export async function createAdmin(app: App): Promise<Session> {
  const email = `admin-${unique()}@example.test`;
  await ensureAdmin(app.db, email, TEST_PASSWORD);
  return login(app, email);
}

export async function createPlant(
  app: App,
  vendor: Session,
  overrides: Partial<typeof inventoryItems.$inferInsert> = {},
): Promise<typeof inventoryItems.$inferSelect> {
  const vendorId = vendor.user.vendor_profile?.id;
  if (!vendorId) throw new Error('createPlant needs a vendor session');
  const values: typeof inventoryItems.$inferInsert = {
    vendorId,
    plantName: `Test Fern ${unique()}`,
    scientificName: 'Nephrolepis exaltata',
    description: 'A lush, arching fern for bright indirect light.',
    careInstructions: 'Keep the soil evenly moist.',
    priceCents: 2499,
    quantityAvailable: 20,
    category: 'indoor',
    size: '6"',
    potSize: '6" nursery pot',
    ...overrides,
  };
  // As the inventory service writes it: size class and growing attributes derived (overrides of those are kept).
  const [item] = await app.db
    .insert(inventoryItems)
    .values({ ...values, ...factColumns(values), ...overrides })
    .returning();
  app.catalogCache.clear();
  return item!;
}
