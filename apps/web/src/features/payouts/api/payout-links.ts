import type { OnboardResponse, PayoutLink } from '@verdant/shared/schemas/payouts';
import { apiFetch } from '../../../lib/api-client.ts';

// The three payout calls that answer a URL to send the browser to. Links are single use: fetch one per click.

/** POST /api/stripe-connect/onboard: opens the account (once) and answers the first onboarding link. */
export function startOnboarding(): Promise<OnboardResponse> {
  return apiFetch<OnboardResponse>('/api/stripe-connect/onboard', { method: 'POST' });
}

/** POST /api/stripe-connect/onboard-link: a fresh onboarding link for an account that exists. */
export function getOnboardingLink(): Promise<PayoutLink> {
  return apiFetch<PayoutLink>('/api/stripe-connect/onboard-link', { method: 'POST' });
}

/** GET /api/stripe-connect/dashboard-link: the provider's dashboard for a completed account. */
export function getDashboardLink(): Promise<PayoutLink> {
  return apiFetch<PayoutLink>('/api/stripe-connect/dashboard-link');
}
