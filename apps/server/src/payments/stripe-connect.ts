import type Stripe from 'stripe';
import type { ConnectAccountState, ConnectPayments, NewConnectedAccount, OnboardingUrls } from './connect-billing.ts';

function toState(account: Stripe.Account): ConnectAccountState {
  return {
    accountId: account.id,
    chargesEnabled: Boolean(account.charges_enabled),
    detailsSubmitted: Boolean(account.details_submitted),
    payoutsEnabled: Boolean(account.payouts_enabled),
    currentlyDue: account.requirements?.currently_due ?? [],
  };
}

/** Stripe Connect Express accounts: Stripe hosts onboarding and the vendor's dashboard. */
export class StripeConnect implements ConnectPayments {
  readonly #stripe: Stripe;
  constructor(stripe: Stripe) {
    this.#stripe = stripe;
  }

  async createAccount(input: NewConnectedAccount): Promise<ConnectAccountState> {
    const account = await this.#stripe.accounts.create(
      {
        type: 'express',
        country: 'US',
        email: input.email,
        business_profile: { name: input.businessName },
        // Destination of the platform's Transfers, and able to take cards.
        capabilities: { card_payments: { requested: true }, transfers: { requested: true } },
        metadata: { vendor_id: String(input.vendorId) },
      },
      { idempotencyKey: input.idempotencyKey },
    );
    return toState(account);
  }

  async createOnboardingLink(accountId: string, urls: OnboardingUrls): Promise<{ url: string }> {
    const link = await this.#stripe.accountLinks.create({
      account: accountId,
      type: 'account_onboarding',
      refresh_url: urls.refreshUrl,
      return_url: urls.returnUrl,
    });
    return { url: link.url };
  }

  async retrieveAccount(accountId: string): Promise<ConnectAccountState> {
    return toState(await this.#stripe.accounts.retrieve(accountId));
  }

  async createDashboardLink(accountId: string): Promise<{ url: string }> {
    const link = await this.#stripe.accounts.createLoginLink(accountId);
    return { url: link.url };
  }

  accountFromEvent(object: Record<string, unknown>): ConnectAccountState | null {
    if (object.object !== 'account' || typeof object.id !== 'string') return null;
    return toState(object as unknown as Stripe.Account);
  }
}
