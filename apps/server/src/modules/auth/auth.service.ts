import type { Plan } from '@verdant/shared/enums';
import { LIMITS, MESSAGES } from '@verdant/shared/messages';
import type {
  buyerRegistrationSchema,
  changePasswordSchema,
  profileUpdateSchema,
  vendorRegistrationSchema,
} from '@verdant/shared/schemas/auth';
import type { z } from 'zod';
import type { Deps } from '../../lib/deps.ts';
import { conflict, invalid, isUniqueViolation, notFound, unauthorized } from '../../lib/errors.ts';
import { sendVerificationOnRegistration } from './account-links.service.ts';
import type { AuthUser } from './guard.ts';
import { logOutToken } from './logged-out-tokens.ts';
import { burnPasswordCheck, hashPassword, verifyPassword } from './passwords.ts';
import {
  findUserByEmail,
  findUserById,
  insertUser,
  replacePassword,
  type UserWithProfile,
  updateUser,
} from './users.repository.ts';

type BuyerRegistration = z.output<typeof buyerRegistrationSchema>;
type VendorRegistration = z.output<typeof vendorRegistrationSchema>;

const TRIAL_MS = LIMITS.trialDays * 24 * 3600 * 1000;

export async function registerUser(
  deps: Deps,
  input: BuyerRegistration | VendorRegistration,
  role: 'buyer' | 'vendor',
): Promise<UserWithProfile> {
  const plan: Plan = role === 'vendor' ? 'STARTER_VENDOR' : 'BASIC_BUYER';
  const profile = 'vendor_profile' in input ? input.vendor_profile : null;
  const passwordHash = await hashPassword(input.password);
  try {
    // The account and its verification email commit together.
    return await deps.db.transaction(async (tx) => {
      const created = await insertUser(
        tx,
        {
          email: input.email,
          passwordHash,
          firstName: input.first_name,
          lastName: input.last_name,
          phone: input.phone,
          role,
          plan,
          trialEndDate: new Date(Date.now() + TRIAL_MS),
        },
        profile && {
          businessName: profile.business_name,
          businessDescription: profile.business_description,
          businessAddress: profile.business_address,
          businessPhone: profile.business_phone,
          businessEmail: profile.business_email,
        },
      );
      await sendVerificationOnRegistration(deps, tx, created.user);
      return created;
    });
  } catch (error) {
    // The unique index decides, so two simultaneous registrations cannot both win.
    if (isUniqueViolation(error, 'users_email_key')) throw conflict(MESSAGES.emailTaken);
    throw error;
  }
}

export async function login({ db, tokens }: Deps, email: string, password: string) {
  const found = await findUserByEmail(db, email);
  if (!found) {
    await burnPasswordCheck(password);
    throw unauthorized(MESSAGES.invalidCredentials);
  }
  if (!(await verifyPassword(found.user.passwordHash, password))) throw unauthorized(MESSAGES.invalidCredentials);
  if (!found.user.isActive) throw unauthorized(MESSAGES.accountInactive);
  const accessToken = await tokens.sign({
    userId: found.user.id,
    role: found.user.role,
    version: found.user.tokenVersion,
  });
  return { accessToken, user: found };
}

export async function getUser({ db }: Deps, id: number): Promise<UserWithProfile> {
  const found = await findUserById(db, id);
  if (!found) throw notFound(MESSAGES.notFound);
  return found;
}

export async function updateProfile(deps: Deps, id: number, input: z.output<typeof profileUpdateSchema>) {
  await updateUser(deps.db, id, {
    firstName: input.first_name,
    lastName: input.last_name,
    phone: input.phone,
    ...(input.usda_zone === undefined ? {} : { usdaZone: input.usda_zone }),
  });
  return getUser(deps, id);
}

/**
 * Checks the current password and sets the new one. Every token issued before stops working (other devices are
 * logged out); the caller gets a fresh one to stay logged in here.
 */
export async function changePassword(
  deps: Deps,
  id: number,
  input: z.output<typeof changePasswordSchema>,
): Promise<string> {
  const found = await getUser(deps, id);
  const wrong = () =>
    invalid(MESSAGES.currentPasswordWrong, [{ field: 'current_password', message: MESSAGES.currentPasswordWrong }]);
  if (!(await verifyPassword(found.user.passwordHash, input.current_password))) throw wrong();
  // Only over the password just checked: of two changes sent at once the second finds it changed, as it would one
  // after the other (else both passed, and the first answer's token was already ended by the second).
  const newHash = await hashPassword(input.new_password);
  const version = await replacePassword(deps.db, id, newHash, found.user.passwordHash);
  if (version === null) throw wrong();
  return deps.tokens.sign({ userId: id, role: found.user.role, version });
}

/** POST /logout: the token the caller came with stops working at once (the user's other sessions go on). */
export async function logOut({ db }: Deps, token: AuthUser['token']): Promise<void> {
  if (token.id) await logOutToken(db, token.id, token.expiresAt);
}

/** True until the end of PROMO_END_DATE (UTC). */
export function isPromotionalPeriod(promoEndDate: string, now = new Date()): boolean {
  return now.getTime() < Date.parse(`${promoEndDate}T00:00:00Z`) + 24 * 3600 * 1000;
}
