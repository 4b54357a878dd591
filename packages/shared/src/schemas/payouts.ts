import { z } from 'zod';
import { requiredText } from './common.ts';

/** GET /api/stripe-connect/account-status ("payment account status", docs/product.md#payouts). */
export const paymentAccountStatusSchema = z.object({
  has_account: z.boolean(),
  account_id: z.string().nullable(),
  charges_enabled: z.boolean(),
  details_submitted: z.boolean(),
  payouts_enabled: z.boolean(),
  requirements: z.object({ currently_due: z.array(z.string()) }),
  /** 'test' when no Stripe keys are set: onboarding happens on a page inside the app. */
  payment_mode: z.enum(['stripe', 'test']),
});
export type PaymentAccountStatus = z.infer<typeof paymentAccountStatusSchema>;

export const payoutLinkSchema = z.object({ url: z.string() });
export type PayoutLink = z.infer<typeof payoutLinkSchema>;

export const onboardResponseSchema = z.object({ account_id: z.string(), url: z.string() });
export type OnboardResponse = z.infer<typeof onboardResponseSchema>;

/** The test-mode onboarding form: stands in for the provider's hosted form; nothing is stored but the outcome. */
export const testOnboardingSchema = z.object({
  account_holder_name: requiredText('Account holder name', 200),
  routing_number: z
    .string({ error: 'Routing number is required' })
    .trim()
    .regex(/^\d{9}$/, 'Routing number must be 9 digits'),
  account_number: z
    .string({ error: 'Account number is required' })
    .trim()
    .regex(/^\d{4,17}$/, 'Account number must be 4 to 17 digits'),
});
export type TestOnboarding = z.input<typeof testOnboardingSchema>;
