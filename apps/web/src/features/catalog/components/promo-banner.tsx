import { PROMO_DISMISSED_COOKIE } from '@verdant/shared/pages';
import { Sparkles, X } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { useAuth } from '../../../lib/auth-context.ts';
import { usePromoStatus } from '../../../lib/promo-status.ts';

export const PROMO_DISMISSED_KEY = 'verdant.promo-banner-dismissed';
/** Tells the server to send the home page's first paint without the banner (apps/server/src/plugins/static-files.ts). */
const DISMISSED_COOKIE = `${PROMO_DISMISSED_COOKIE}=1; path=/; max-age=31536000; samesite=lax`;

function wasDismissed(): boolean {
  try {
    return window.localStorage.getItem(PROMO_DISMISSED_KEY) === '1';
  } catch {
    return false;
  }
}

/**
 * The free-trial promise (and the promotional period while it lasts); once dismissed it stays away. Someone logged
 * in already has an account: no sign-up call, only the promotional period while it lasts.
 */
export function PromoBanner() {
  const [dismissed, setDismissed] = useState(wasDismissed);
  const promo = usePromoStatus();
  const { user } = useAuth();
  const promotional = promo.data?.is_promotional_period ?? false;
  // Dismissed before the cookie existed: tell the server too.
  useEffect(() => {
    // biome-ignore lint/suspicious/noDocumentCookie: one constant cookie; the Cookie Store API is missing in older Safari.
    if (dismissed) document.cookie = DISMISSED_COOKIE;
  }, [dismissed]);
  if (dismissed || (user && !promotional)) return null;
  const dismiss = () => {
    try {
      window.localStorage.setItem(PROMO_DISMISSED_KEY, '1');
    } catch {
      // storage disabled: dismissed for this visit only
    }
    setDismissed(true);
  };
  return (
    <section aria-label="Promotion" className="border-brand-200 border-b bg-brand-50">
      <div className="mx-auto flex max-w-7xl items-start gap-3 px-4 py-3 sm:items-center sm:px-6 lg:px-8">
        <Sparkles className="mt-0.5 size-5 shrink-0 text-brand-700 sm:mt-0" aria-hidden="true" />
        <p className="flex-1 text-brand-900 text-sm">
          {user ? null : (
            <>
              <strong className="font-semibold">Start your 30-day free trial — no credit card required.</strong>{' '}
            </>
          )}
          {promotional ? 'Premium features are free during our promotional period, until January 30, 2026. ' : null}
          {user ? null : (
            <Link to="/register" className="font-medium underline underline-offset-2 hover:text-brand-700">
              Sign up free
            </Link>
          )}
        </p>
        <button
          type="button"
          onClick={dismiss}
          className="-m-1 inline-flex size-8 shrink-0 items-center justify-center rounded-md text-brand-800 hover:bg-brand-100"
          aria-label="Dismiss promotion"
        >
          <X className="size-4" aria-hidden="true" />
        </button>
      </div>
    </section>
  );
}
