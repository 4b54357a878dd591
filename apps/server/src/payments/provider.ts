import type { BillingPayments, ConnectPayments } from './connect-billing.ts';

// The payment provider behind `app.payments`: Stripe when STRIPE_SECRET_KEY is set, else the built-in test mode.
// Services only talk to this interface, so both run through the same order code. To add a capability (Connect
// onboarding, subscriptions...), add a method here and implement it in stripe.ts and test-mode.ts.

export type PaymentProviderName = 'stripe' | 'test';

export interface CheckoutLine {
  name: string;
  unitAmountCents: number;
  quantity: number;
}

export interface CheckoutSessionInput {
  checkoutId: number;
  accessToken: string;
  customerEmail: string;
  lines: CheckoutLine[];
  /** Groups the later Transfers to vendors with this payment. */
  transferGroup: string;
  expiresAt: Date;
  successUrl: string;
  cancelUrl: string;
  idempotencyKey: string;
}

export interface CheckoutSessionState {
  id: string;
  /** Our checkout id, from the session's client_reference_id. */
  checkoutId: number | null;
  status: 'open' | 'complete' | 'expired';
  paid: boolean;
  paymentIntentId: string | null;
  /** Where the buyer pays, while the session is open. */
  url: string | null;
}

export interface RefundInput {
  paymentIntentId: string;
  amountCents: number;
  idempotencyKey: string;
  metadata?: Record<string, string>;
}

export interface TransferInput {
  amountCents: number;
  destinationAccountId: string;
  transferGroup: string;
  idempotencyKey: string;
  metadata?: Record<string, string>;
}

/** A verified webhook event, reduced to what the handlers need; they re-read the object itself. */
export interface PaymentEvent {
  id: string;
  type: string;
  objectId: string | null;
  object: Record<string, unknown>;
}

export class WebhookSignatureError extends Error {}

export interface PaymentProvider {
  readonly name: PaymentProviderName;
  /** Vendor payout accounts (Stripe Connect). */
  readonly connect: ConnectPayments;
  /** Plan subscriptions (Stripe Billing). */
  readonly billing: BillingPayments;
  createCheckoutSession(input: CheckoutSessionInput): Promise<{ id: string; url: string }>;
  retrieveCheckoutSession(sessionId: string): Promise<CheckoutSessionState>;
  /** Stops a session from being paid (its reservation was released). */
  expireCheckoutSession(sessionId: string): Promise<void>;
  refund(input: RefundInput): Promise<{ id: string }>;
  transfer(input: TransferInput): Promise<{ id: string }>;
  /** Checks the signature on the raw body; throws WebhookSignatureError when it does not match. */
  verifyWebhook(rawBody: Buffer, signature: string | undefined): PaymentEvent;
}

declare module 'fastify' {
  interface FastifyInstance {
    payments: PaymentProvider;
  }
}
