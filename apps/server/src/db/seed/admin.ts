import { eq } from 'drizzle-orm';
import { hashPassword } from '../../modules/auth/passwords.ts';
import { insertUser } from '../../modules/auth/users.repository.ts';
import type { Db } from '../client.ts';
import { users } from '../schema/index.ts';

/** Makes sure the configured admin account exists (creates it, or re-promotes the email to admin). */
export async function ensureAdmin(db: Db, email: string, password: string): Promise<void> {
  const normalized = email.trim().toLowerCase();
  const [existing] = await db.select({ id: users.id, role: users.role }).from(users).where(eq(users.email, normalized));
  if (existing) {
    if (existing.role !== 'admin') throw new Error(`ADMIN_EMAIL ${normalized} belongs to a ${existing.role} account`);
    return;
  }
  await insertUser(
    db,
    {
      email: normalized,
      passwordHash: await hashPassword(password),
      firstName: 'Verdant',
      lastName: 'Admin',
      phone: null,
      role: 'admin',
      plan: 'NONE',
      trialEndDate: null,
      emailVerifiedAt: new Date(),
    },
    null,
  );
}
