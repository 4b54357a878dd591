import { MESSAGES } from '@verdant/shared/messages';
import type { PaidPlan } from '@verdant/shared/plans';
import { AppError } from '../lib/errors.ts';

// The payment provider's Connect (vendor payouts) and subscription capabilities, as `app.payments.connect` and
// `app.payments.billing`. Stripe implements them in stripe-connect.ts and stripe-billing.ts, the built-in test mode
// in test-mode-accounts.ts.

export interface ConnectAccountState {
  accountId: string;
  chargesEnabled: boolean;
  detailsSubmitted: boolean;
  payoutsEnabled: boolean;
  currentlyDue: string[];
}

export interface NewConnectedAccount {
  vendorId: number;
  email: string;
  businessName: string;
  /** One key per vendor: a retried request cannot open a second account. */
  idempotencyKey: string;
}

export interface OnboardingUrls {
  /** Where the provider sends a vendor whose link expired or was used: a page that asks for a fresh link. */
  refreshUrl: string;
  returnUrl: string;
}

export interface ConnectPayments {
  createAccount(input: NewConnectedAccount): Promise<ConnectAccountState>;
  /** A fresh onboarding link (they are single use). */
  createOnboardingLink(accountId: string, urls: OnboardingUrls): Promise<{ url: string }>;
  /** The account as the provider sees it now; null when the provider keeps no remote state (test mode). */
  retrieveAccount(accountId: string): Promise<ConnectAccountState | null>;
  createDashboardLink(accountId: string): Promise<{ url: string }>;
  /** Reads an account.updated event's object. */
  accountFromEvent(object: Record<string, unknown>): ConnectAccountState | null;
}

/** Our status words; the provider's are mapped onto them. */
export type BillingStatus = 'active' | 'past_due' | 'cancelled';

export interface SubscriptionState {
  subscriptionId: string;
  customerId: string | null;
  /** null when the provider reports a plan we don't know (its metadata was edited by hand). */
  plan: PaidPlan | null;
  /** null while the first payment is incomplete: nothing to change yet. */
  status: BillingStatus | null;
  currentPeriodEnd: Date | null;
  userId: number | null;
}

export interface StartSubscriptionInput {
  userId: number;
  email: string;
  plan: PaidPlan;
  customerId: string | null;
  /** Free days left, so subscribing during the trial charges nothing until it ends. */
  trialEnd: Date | null;
  successUrl: string;
  cancelUrl: string;
}

export type StartedSubscription =
  /** Stripe: send the browser to Checkout; the webhook changes the plan. */
  | { kind: 'checkout'; url: string; sessionId: string }
  /** Test mode: it took effect at once. */
  | { kind: 'active'; subscription: SubscriptionState };

export interface BillingPayments {
  startSubscription(input: StartSubscriptionInput): Promise<StartedSubscription>;
  changePlan(subscriptionId: string, plan: PaidPlan): Promise<SubscriptionState>;
  cancel(subscriptionId: string): Promise<SubscriptionState>;
  retrieve(subscriptionId: string): Promise<SubscriptionState>;
  /** The subscription a completed subscription-mode Checkout Session created, re-read from the provider. */
  subscriptionFromCheckout(sessionId: string): Promise<SubscriptionState | null>;
}

/** Runs a provider call; a provider failure becomes a 502 with the spec's words, and is logged with its cause. */
export async function providerCall<T>(
  log: { error: (details: object, message: string) => void },
  action: string,
  call: () => Promise<T>,
): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof AppError) throw error;
    log.error({ err: error }, `payment provider: ${action} failed`);
    throw new AppError(502, MESSAGES.stripeAccessFailed);
  }
}
