import type { Plan, Role } from '@verdant/shared/enums';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { preparedRows } from '../../db/prepared-rows.ts';
import { loggedOutTokens, subscriptions, users, vendorProfiles } from '../../db/schema/index.ts';

export type UserRow = typeof users.$inferSelect;
export type VendorProfileRow = typeof vendorProfiles.$inferSelect;
export interface UserWithProfile {
  user: UserRow;
  vendorProfile: VendorProfileRow | null;
}

export async function findUserById(db: Db, id: number): Promise<UserWithProfile | null> {
  const [row] = await db
    .select({ user: users, vendorProfile: vendorProfiles })
    .from(users)
    .leftJoin(vendorProfiles, eq(vendorProfiles.userId, users.id))
    .where(eq(users.id, id));
  return row ?? null;
}

/** What every authenticated request needs to know about its caller (guard.ts). */
export interface SessionUser {
  id: number;
  role: Role;
  email: string;
  firstName: string;
  lastName: string;
  plan: Plan;
  isActive: boolean;
  tokenVersion: number;
  /** The vendor profile id, for vendors. */
  vendorId: number | null;
  vendorApproved: boolean;
  /** The token was logged out. */
  loggedOut: boolean;
}

/**
 * The caller behind a token, for every authenticated request, and whether that token was logged out: one prepared
 * statement of the columns the guard reads (whole rows through the query builder cost 4 times the CPU).
 */
export async function findSessionUser(db: Db, id: number, tokenId: string | null): Promise<SessionUser | null> {
  const statement = sql`SELECT ${users.id} AS id, ${users.role} AS role, ${users.email} AS email,
      ${users.firstName} AS "firstName", ${users.lastName} AS "lastName", ${users.plan} AS plan,
      ${users.isActive} AS "isActive", ${users.tokenVersion} AS "tokenVersion", ${vendorProfiles.id} AS "vendorId",
      coalesce(${vendorProfiles.isApproved}, false) AS "vendorApproved",
      exists (SELECT 1 FROM ${loggedOutTokens} WHERE ${loggedOutTokens.tokenId} = ${tokenId}) AS "loggedOut"
    FROM ${users} LEFT JOIN ${vendorProfiles} ON ${vendorProfiles.userId} = ${users.id}
    WHERE ${users.id} = ${id}`;
  const [row] = await preparedRows<SessionUser>(db, 'session_user', statement);
  return row ?? null;
}

export async function findUserByEmail(db: Db, email: string): Promise<UserWithProfile | null> {
  const [row] = await db
    .select({ user: users, vendorProfile: vendorProfiles })
    .from(users)
    .leftJoin(vendorProfiles, eq(vendorProfiles.userId, users.id))
    .where(eq(users.email, email));
  return row ?? null;
}

export interface NewUser {
  email: string;
  passwordHash: string;
  firstName: string;
  lastName: string;
  phone: string | null;
  role: Role;
  plan: Plan;
  trialEndDate: Date | null;
  /** Set for accounts that need no verification email (demo and admin accounts). */
  emailVerifiedAt?: Date | null;
}

export interface NewVendorProfile {
  businessName: string;
  businessDescription: string | null;
  businessAddress: string | null;
  businessPhone: string | null;
  businessEmail: string | null;
  isApproved?: boolean;
}

/** Creates the user, its vendor profile (for vendors) and its trial subscription in one transaction. */
export async function insertUser(db: Db, user: NewUser, profile: NewVendorProfile | null): Promise<UserWithProfile> {
  return db.transaction(async (tx) => {
    const [created] = await tx.insert(users).values(user).returning();
    let vendorProfile: VendorProfileRow | null = null;
    if (profile) {
      [vendorProfile = null] = await tx
        .insert(vendorProfiles)
        .values({ ...profile, userId: created!.id })
        .returning();
    }
    if (user.plan !== 'NONE') {
      await tx
        .insert(subscriptions)
        .values({ userId: created!.id, plan: user.plan, status: 'trialing', trialEndDate: user.trialEndDate });
    }
    return { user: created!, vendorProfile };
  });
}

/**
 * Sets a new password and ends the user's older tokens; returns the new token version. With `previousHash` only if
 * the password is still that one (null otherwise): two changes sent at once cannot both pass the old password.
 */
export async function replacePassword(
  db: Db,
  id: number,
  passwordHash: string,
  previousHash?: string,
): Promise<number | null> {
  const [row] = await db
    .update(users)
    .set({ passwordHash, tokenVersion: sql`${users.tokenVersion} + 1` })
    .where(previousHash === undefined ? eq(users.id, id) : and(eq(users.id, id), eq(users.passwordHash, previousHash)))
    .returning({ tokenVersion: users.tokenVersion });
  if (!row && previousHash === undefined) throw new Error(`user ${id} vanished while changing the password`);
  return row?.tokenVersion ?? null;
}

export async function updateUser(
  db: Db,
  id: number,
  values: Partial<Pick<UserRow, 'firstName' | 'lastName' | 'phone' | 'usdaZone'>>,
): Promise<void> {
  await db.update(users).set(values).where(eq(users.id, id));
}
