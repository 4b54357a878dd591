import Stripe from 'stripe';
import {
  type CheckoutSessionInput,
  type CheckoutSessionState,
  type PaymentEvent,
  type PaymentProvider,
  type RefundInput,
  type TransferInput,
  WebhookSignatureError,
} from './provider.ts';
import { StripeBilling } from './stripe-billing.ts';
import { StripeConnect } from './stripe-connect.ts';

export interface StripeOptions {
  secretKey: string;
  webhookSecret?: string | undefined;
  /** Another API host (tests point it at a local fake Stripe server). */
  apiBase?: string | undefined;
}

// Stripe Checkout allows expires_at from 30 minutes to 24 hours after creation.
const MIN_SESSION_MS = 31 * 60_000;
const MAX_SESSION_MS = 23 * 60 * 60_000;

/** Stripe through the official SDK: the platform charges the buyer, then pays each vendor by a Transfer. */
export class StripePayments implements PaymentProvider {
  readonly name = 'stripe' as const;
  /** The SDK client, for methods other modules add (Connect, subscriptions). */
  readonly client: Stripe;
  readonly connect: StripeConnect;
  readonly billing: StripeBilling;
  readonly #webhookSecret: string | undefined;

  constructor(options: StripeOptions) {
    const base = options.apiBase ? new URL(options.apiBase) : null;
    this.client = new Stripe(options.secretKey, {
      maxNetworkRetries: 2,
      timeout: 20_000,
      ...(base
        ? {
            host: base.hostname,
            port: base.port || (base.protocol === 'http:' ? 80 : 443),
            protocol: base.protocol === 'http:' ? 'http' : 'https',
          }
        : {}),
    });
    this.#webhookSecret = options.webhookSecret;
    this.connect = new StripeConnect(this.client);
    this.billing = new StripeBilling(this.client);
  }

  get webhooksConfigured(): boolean {
    return Boolean(this.#webhookSecret);
  }

  async createCheckoutSession(input: CheckoutSessionInput): Promise<{ id: string; url: string }> {
    const now = Date.now();
    const expiresAtMs = Math.min(Math.max(input.expiresAt.getTime(), now + MIN_SESSION_MS), now + MAX_SESSION_MS);
    const session = await this.client.checkout.sessions.create(
      {
        mode: 'payment',
        client_reference_id: String(input.checkoutId),
        customer_email: input.customerEmail,
        line_items: input.lines.map((line) => ({
          quantity: line.quantity,
          price_data: { currency: 'usd', unit_amount: line.unitAmountCents, product_data: { name: line.name } },
        })),
        payment_intent_data: {
          transfer_group: input.transferGroup,
          metadata: { checkout_id: String(input.checkoutId) },
        },
        metadata: { checkout_id: String(input.checkoutId) },
        expires_at: Math.floor(expiresAtMs / 1000),
        success_url: input.successUrl,
        cancel_url: input.cancelUrl,
      },
      { idempotencyKey: input.idempotencyKey },
    );
    if (!session.url) throw new Error(`Stripe returned checkout session ${session.id} without a url`);
    return { id: session.id, url: session.url };
  }

  async retrieveCheckoutSession(sessionId: string): Promise<CheckoutSessionState> {
    const session = await this.client.checkout.sessions.retrieve(sessionId);
    const paymentIntent = session.payment_intent;
    const reference = Number(session.client_reference_id ?? session.metadata?.checkout_id);
    return {
      id: session.id,
      checkoutId: Number.isInteger(reference) && reference > 0 ? reference : null,
      status: session.status === 'complete' ? 'complete' : session.status === 'expired' ? 'expired' : 'open',
      paid: session.payment_status === 'paid' || session.payment_status === 'no_payment_required',
      paymentIntentId: typeof paymentIntent === 'string' ? paymentIntent : (paymentIntent?.id ?? null),
      url: session.url ?? null,
    };
  }

  async expireCheckoutSession(sessionId: string): Promise<void> {
    await this.client.checkout.sessions.expire(sessionId);
  }

  async refund(input: RefundInput): Promise<{ id: string }> {
    const refund = await this.client.refunds.create(
      { payment_intent: input.paymentIntentId, amount: input.amountCents, metadata: input.metadata ?? {} },
      { idempotencyKey: input.idempotencyKey },
    );
    return { id: refund.id };
  }

  async transfer(input: TransferInput): Promise<{ id: string }> {
    const transfer = await this.client.transfers.create(
      {
        amount: input.amountCents,
        currency: 'usd',
        destination: input.destinationAccountId,
        transfer_group: input.transferGroup,
        metadata: input.metadata ?? {},
      },
      { idempotencyKey: input.idempotencyKey },
    );
    return { id: transfer.id };
  }

  verifyWebhook(rawBody: Buffer, signature: string | undefined): PaymentEvent {
    if (!this.#webhookSecret) throw new WebhookSignatureError('Stripe webhooks are not configured');
    if (!signature) throw new WebhookSignatureError('Missing Stripe-Signature header');
    let event: Stripe.Event;
    try {
      event = this.client.webhooks.constructEvent(rawBody, signature, this.#webhookSecret);
    } catch (error) {
      throw new WebhookSignatureError(error instanceof Error ? error.message : 'Invalid signature');
    }
    const object = event.data.object as unknown as Record<string, unknown>;
    return { id: event.id, type: event.type, objectId: typeof object.id === 'string' ? object.id : null, object };
  }
}
