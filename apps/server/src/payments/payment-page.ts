/**
 * The web app's payment page of a checkout (the test-mode pay button, or a link on to Stripe Checkout): where the
 * test provider's "session" points, where Stripe's cancel button returns, and the buyer's payment_url.
 */
export function paymentPagePath(checkoutId: number, accessToken: string): string {
  return `/checkout/pay/${checkoutId}?token=${encodeURIComponent(accessToken)}`;
}
