import { z } from 'zod';
import { PLANS, ROLES } from '../enums.ts';
import { LIMITS, MESSAGES } from '../messages.ts';
import { USDA_ZONES } from '../rules/growing.ts';
import { emailField, optionalText, requiredText } from './common.ts';

const newPassword = z
  .string({ error: MESSAGES.required('Password') })
  .min(LIMITS.passwordMin, MESSAGES.passwordTooShort)
  .max(LIMITS.passwordMax, MESSAGES.tooLong('Password', LIMITS.passwordMax));

export const vendorProfileFields = z.object({
  business_name: requiredText('Business name', 200),
  business_description: optionalText('Business description', 2000),
  business_address: optionalText('Business address', 300),
  business_phone: optionalText('Business phone', LIMITS.phoneMax),
  // Blank means "none"; anything else must be an email (a union would only say "Invalid input").
  business_email: z
    .preprocess((value) => (typeof value === 'string' && value.trim() === '' ? null : value), emailField.nullish())
    .transform((value) => value || null),
});

const registrationBase = z.object({
  first_name: requiredText('First name'),
  last_name: requiredText('Last name'),
  email: emailField,
  phone: optionalText('Phone', LIMITS.phoneMax),
  password: newPassword,
  /** Optional on the API (the form checks it); when sent it must match. */
  confirm_password: z.string().optional(),
});

const passwordsMatch = (value: { password: string; confirm_password?: string | undefined }) =>
  value.confirm_password === undefined || value.confirm_password === value.password;

export const buyerRegistrationSchema = registrationBase.refine(passwordsMatch, {
  message: MESSAGES.passwordsDoNotMatch,
  path: ['confirm_password'],
});
export type BuyerRegistration = z.input<typeof buyerRegistrationSchema>;

export const vendorRegistrationSchema = registrationBase
  .extend({ vendor_profile: vendorProfileFields })
  .refine(passwordsMatch, { message: MESSAGES.passwordsDoNotMatch, path: ['confirm_password'] });
export type VendorRegistration = z.input<typeof vendorRegistrationSchema>;

/** Login accepts the spec's form-encoded `username` (the email) or JSON `email`. */
export const loginSchema = z
  .object({
    username: z.string().optional(),
    email: z.string().optional(),
    password: z
      .string({ error: MESSAGES.required('Password') })
      .min(1, MESSAGES.required('Password'))
      .max(1024),
  })
  .transform((value, ctx) => {
    const email = (value.username ?? value.email ?? '').trim().toLowerCase();
    if (!email) {
      ctx.addIssue({ code: 'custom', message: MESSAGES.required('Email'), path: ['username'] });
      return z.NEVER;
    }
    return { email: email.slice(0, LIMITS.emailMax + 1), password: value.password };
  });

export const profileUpdateSchema = z.object({
  first_name: requiredText('First name'),
  last_name: requiredText('Last name'),
  phone: optionalText('Phone', LIMITS.phoneMax),
  /** The buyer's USDA zone ("8a"), for "grows in my zone"; absent leaves it, null or "" clears it. */
  usda_zone: z
    .preprocess(
      (value) => (typeof value === 'string' ? value.trim().toLowerCase() || null : value),
      z.enum(USDA_ZONES as [string, ...string[]], { error: 'Zone must be a USDA zone from 1a to 13b' }).nullable(),
    )
    .optional(),
});
export type ProfileUpdate = z.input<typeof profileUpdateSchema>;

export const changePasswordSchema = z
  .object({
    current_password: z.string().min(1, MESSAGES.required('Current password')).max(1024),
    new_password: newPassword,
    confirm_password: z.string().optional(),
  })
  .refine((value) => value.confirm_password === undefined || value.confirm_password === value.new_password, {
    message: MESSAGES.newPasswordsDoNotMatch,
    path: ['confirm_password'],
  });
export type ChangePassword = z.input<typeof changePasswordSchema>;

export const vendorProfileSchema = z.object({
  id: z.number(),
  business_name: z.string(),
  business_description: z.string().nullable(),
  business_address: z.string().nullable(),
  business_phone: z.string().nullable(),
  business_email: z.string().nullable(),
  is_approved: z.boolean(),
  is_rejected: z.boolean(),
  /** Why the admin rejected the nursery (null unless rejected). */
  rejection_reason: z.string().nullable(),
  created_at: z.string(),
});
export type VendorProfile = z.infer<typeof vendorProfileSchema>;

export const userSchema = z.object({
  id: z.number(),
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  phone: z.string().nullable(),
  role: z.enum(ROLES),
  plan: z.enum(PLANS),
  is_active: z.boolean(),
  trial_end_date: z.string().nullable(),
  /** Null until the user opens the link of the verification email; the app shows a banner meanwhile. */
  email_verified_at: z.string().nullable(),
  created_at: z.string(),
  usda_zone: z.string().nullable(),
  vendor_profile: vendorProfileSchema.nullable(),
});
export type User = z.infer<typeof userSchema>;

export const loginResponseSchema = z.object({
  access_token: z.string(),
  token_type: z.literal('bearer'),
  user: userSchema,
});
export type LoginResponse = z.infer<typeof loginResponseSchema>;

/** A password change ends every other session; this token keeps the caller logged in. */
export const changePasswordResponseSchema = z.object({
  message: z.string(),
  access_token: z.string(),
  token_type: z.literal('bearer'),
});
export type ChangePasswordResponse = z.infer<typeof changePasswordResponseSchema>;

export const registrationResponseSchema = z.object({ message: z.string(), user: userSchema });

export const promoStatusSchema = z.object({
  is_promotional_period: z.boolean(),
  promo_end_date: z.string(),
});
export type PromoStatus = z.infer<typeof promoStatusSchema>;

/** POST /api/auth/forgot-password. */
export const forgotPasswordSchema = z.object({ email: emailField });
export type ForgotPassword = z.input<typeof forgotPasswordSchema>;

/** A token from an emailed link (password reset, email verification). */
const linkToken = z
  .string({ error: MESSAGES.linkInvalid })
  .trim()
  .min(1, MESSAGES.linkInvalid)
  .max(200, MESSAGES.linkInvalid);

/** POST /api/auth/reset-password: the emailed token and a new password (the registration rules). */
export const resetPasswordSchema = z
  .object({ token: linkToken, new_password: newPassword, confirm_password: z.string().optional() })
  .refine((value) => value.confirm_password === undefined || value.confirm_password === value.new_password, {
    message: MESSAGES.passwordsDoNotMatch,
    path: ['confirm_password'],
  });
export type ResetPassword = z.input<typeof resetPasswordSchema>;

/** POST /api/auth/verify-email. */
export const verifyEmailSchema = z.object({ token: linkToken });
