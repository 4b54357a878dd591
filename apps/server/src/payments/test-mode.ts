import { randomBytes } from 'node:crypto';
import { paymentPagePath } from './payment-page.ts';
import {
  type CheckoutSessionInput,
  type CheckoutSessionState,
  type PaymentEvent,
  type PaymentProvider,
  type RefundInput,
  type TransferInput,
  WebhookSignatureError,
} from './provider.ts';
import { TestModeBilling, TestModeConnect } from './test-mode-accounts.ts';

const fakeId = (prefix: string) => `${prefix}_test_${randomBytes(9).toString('base64url')}`;

/**
 * The built-in provider when no Stripe key is set: no money moves. Its "checkout session" is our own test-mode
 * payment page, which pays the checkout through the same service code as a Stripe webhook would.
 */
export class TestModePayments implements PaymentProvider {
  readonly name = 'test' as const;
  readonly connect = new TestModeConnect();
  readonly billing = new TestModeBilling();
  // Same idempotency promise as Stripe: one key, one result (per process; enough for a test mode).
  readonly #byKey = new Map<string, string>();

  #once(key: string, prefix: string): { id: string } {
    let id = this.#byKey.get(key);
    if (!id) {
      id = fakeId(prefix);
      this.#byKey.set(key, id);
    }
    return { id };
  }

  async createCheckoutSession(input: CheckoutSessionInput): Promise<{ id: string; url: string }> {
    return {
      id: `cs_test_checkout_${input.checkoutId}`,
      url: paymentPagePath(input.checkoutId, input.accessToken),
    };
  }

  async retrieveCheckoutSession(sessionId: string): Promise<CheckoutSessionState> {
    const checkoutId = Number(/^cs_test_checkout_(\d+)$/.exec(sessionId)?.[1]);
    // The test-mode page pays directly; there is no remote state to read.
    return {
      id: sessionId,
      checkoutId: checkoutId || null,
      status: 'open',
      paid: false,
      paymentIntentId: null,
      url: null,
    };
  }

  async expireCheckoutSession(): Promise<void> {}

  async refund(input: RefundInput): Promise<{ id: string }> {
    return this.#once(input.idempotencyKey, 're');
  }

  async transfer(input: TransferInput): Promise<{ id: string }> {
    return this.#once(input.idempotencyKey, 'tr');
  }

  verifyWebhook(): PaymentEvent {
    throw new WebhookSignatureError('Webhooks are not used in test mode');
  }
}

export const newTestPaymentIntentId = () => fakeId('pi');
