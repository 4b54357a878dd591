import type { Config } from '../config.ts';
import type { PaymentProvider } from './provider.ts';
import { StripePayments } from './stripe.ts';
import { TestModePayments } from './test-mode.ts';

/** Stripe when STRIPE_SECRET_KEY is set, else the built-in test mode. Apart from provider.ts, which both implement. */
export function createPaymentProvider(config: Config): PaymentProvider {
  if (config.STRIPE_SECRET_KEY) {
    return new StripePayments({
      secretKey: config.STRIPE_SECRET_KEY,
      webhookSecret: config.STRIPE_WEBHOOK_SECRET,
      apiBase: config.STRIPE_API_BASE,
    });
  }
  return new TestModePayments();
}
