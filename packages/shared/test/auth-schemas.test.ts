import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../src/messages.ts';
import {
  buyerRegistrationSchema,
  changePasswordSchema,
  loginSchema,
  vendorRegistrationSchema,
} from '../src/schemas/auth.ts';

const buyer = { first_name: 'Ana', last_name: 'Lopez', email: 'Ana@Example.test', password: 'longenough' };
const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('registration schemas', () => {
  it('normalises the email and trims names', () => {
    const parsed = buyerRegistrationSchema.parse({ ...buyer, first_name: '  Ana ' });
    expect(parsed).toMatchObject({ email: 'ana@example.test', first_name: 'Ana', phone: null });
  });

  it('says "Passwords do not match" when the confirmation differs', () => {
    const result = buyerRegistrationSchema.safeParse({ ...buyer, confirm_password: 'different' });
    expect(firstMessage(result)).toBe(MESSAGES.passwordsDoNotMatch);
  });

  it('requires at least 8 characters', () => {
    expect(firstMessage(buyerRegistrationSchema.safeParse({ ...buyer, password: 'short' }))).toBe(
      MESSAGES.passwordTooShort,
    );
  });

  it('requires a business name for vendors', () => {
    const result = vendorRegistrationSchema.safeParse({ ...buyer, vendor_profile: { business_name: '' } });
    expect(firstMessage(result)).toBe('Business name is required');
  });
});

describe('login schema', () => {
  it('takes the spec username or an email', () => {
    expect(loginSchema.parse({ username: 'A@B.test', password: 'x' }).email).toBe('a@b.test');
    expect(loginSchema.parse({ email: 'a@b.test', password: 'x' }).email).toBe('a@b.test');
  });

  it('requires both fields', () => {
    expect(firstMessage(loginSchema.safeParse({ password: 'x' }))).toBe('Email is required');
    expect(firstMessage(loginSchema.safeParse({ username: 'a@b.test', password: '' }))).toBe('Password is required');
  });
});

describe('change password schema', () => {
  it('says "New passwords do not match"', () => {
    const result = changePasswordSchema.safeParse({
      current_password: 'old password',
      new_password: 'new password',
      confirm_password: 'other password',
    });
    expect(firstMessage(result)).toBe(MESSAGES.newPasswordsDoNotMatch);
  });
});
