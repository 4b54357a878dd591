import { randomBytes } from 'node:crypto';
import type { PaidPlan } from '@verdant/shared/plans';
import type {
  BillingPayments,
  ConnectAccountState,
  ConnectPayments,
  NewConnectedAccount,
  StartedSubscription,
  StartSubscriptionInput,
  SubscriptionState,
} from './connect-billing.ts';

const fakeId = (prefix: string) => `${prefix}_test_${randomBytes(9).toString('base64url')}`;

/** The web app's page that stands in for the provider's hosted onboarding and dashboard. */
export const TEST_ONBOARDING_PATH = '/vendor/payouts/test-onboarding';

/** What a new account still needs, as Stripe would list it. */
export const TEST_ACCOUNT_REQUIREMENTS = ['external_account', 'individual.first_name', 'tos_acceptance.date'];

/**
 * Connect without a provider: the account lives only in our database, and a page inside the app completes it.
 * Nothing is remote, so retrieveAccount has nothing to add to what the database says.
 */
export class TestModeConnect implements ConnectPayments {
  async createAccount(_input: NewConnectedAccount): Promise<ConnectAccountState> {
    return {
      accountId: fakeId('acct'),
      chargesEnabled: false,
      detailsSubmitted: false,
      payoutsEnabled: false,
      currentlyDue: TEST_ACCOUNT_REQUIREMENTS,
    };
  }

  async createOnboardingLink(accountId: string): Promise<{ url: string }> {
    return { url: `${TEST_ONBOARDING_PATH}?account=${encodeURIComponent(accountId)}` };
  }

  async retrieveAccount(): Promise<null> {
    return null;
  }

  async createDashboardLink(accountId: string): Promise<{ url: string }> {
    return { url: `${TEST_ONBOARDING_PATH}?account=${encodeURIComponent(accountId)}&view=dashboard` };
  }

  accountFromEvent(): null {
    return null;
  }
}

/** Subscriptions without a provider: every change takes effect at once, nothing is charged, nothing is remote. */
export class TestModeBilling implements BillingPayments {
  #state(subscriptionId: string, plan: PaidPlan | null, status: SubscriptionState['status']): SubscriptionState {
    const periodEnd = status === 'active' ? new Date(Date.now() + 30 * 24 * 3600 * 1000) : null;
    return { subscriptionId, customerId: null, plan, status, currentPeriodEnd: periodEnd, userId: null };
  }

  async startSubscription(input: StartSubscriptionInput): Promise<StartedSubscription> {
    const state = this.#state(fakeId('sub'), input.plan, 'active');
    return { kind: 'active', subscription: { ...state, userId: input.userId } };
  }

  async changePlan(subscriptionId: string, plan: PaidPlan): Promise<SubscriptionState> {
    return this.#state(subscriptionId, plan, 'active');
  }

  async cancel(subscriptionId: string): Promise<SubscriptionState> {
    return this.#state(subscriptionId, null, 'cancelled');
  }

  /** Our database is the only record: nothing to add. */
  async retrieve(subscriptionId: string): Promise<SubscriptionState> {
    return this.#state(subscriptionId, null, null);
  }

  async subscriptionFromCheckout(): Promise<null> {
    return null;
  }
}
