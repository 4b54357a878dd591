import { MESSAGES } from '@verdant/shared/messages';
import type { OnboardResponse, PaymentAccountStatus, TestOnboarding } from '@verdant/shared/schemas/payouts';
import type { Db } from '../../db/client.ts';
import type { Deps } from '../../lib/deps.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import { type ConnectAccountState, providerCall } from '../../payments/connect-billing.ts';
import type { PaymentEvent } from '../../payments/provider.ts';
import { findPayoutAccount, type PaymentAccountRow, saveNewAccount, updateAccountState } from './payouts.repository.ts';

export interface PayoutVendor {
  vendorId: number;
  email: string;
}

function toStatusView(deps: Deps, row: PaymentAccountRow | null): PaymentAccountStatus {
  return {
    has_account: row !== null,
    account_id: row?.accountId ?? null,
    charges_enabled: row?.chargesEnabled ?? false,
    details_submitted: row?.detailsSubmitted ?? false,
    payouts_enabled: row?.payoutsEnabled ?? false,
    requirements: { currently_due: row?.requirementsCurrentlyDue ?? [] },
    payment_mode: deps.payments.name,
  };
}

/** The vendor's account with the current provider (one made in test mode doesn't count once Stripe is on). */
function currentAccount(deps: Deps, vendorId: number): Promise<PaymentAccountRow | null> {
  return findPayoutAccount(deps.db, vendorId, deps.payments.name);
}

function onboardingUrls(deps: Deps) {
  const dashboard = `${deps.config.PUBLIC_URL}/vendor/dashboard?tab=overview`;
  return { refreshUrl: `${dashboard}&payouts=refresh`, returnUrl: `${dashboard}&payouts=return` };
}

/** Status from the database, refreshed from the provider's API when it keeps one (webhooks can be late or lost). */
export async function getAccountStatus(deps: Deps, vendorId: number): Promise<PaymentAccountStatus> {
  const row = await currentAccount(deps, vendorId);
  if (!row) return toStatusView(deps, null);
  const remote = await providerCall(deps.log, 'retrieve account', () =>
    deps.payments.connect.retrieveAccount(row.accountId),
  );
  if (!remote) return toStatusView(deps, row);
  return toStatusView(deps, (await updateAccountState(deps.db, row.accountId, remote, vendorId)) ?? row);
}

/** Opens the vendor's payout account (once) and answers a fresh onboarding link. */
export async function startOnboarding(deps: Deps, vendor: PayoutVendor): Promise<OnboardResponse> {
  let row = await currentAccount(deps, vendor.vendorId);
  if (!row) {
    const profile = await deps.db.query.vendorProfiles.findFirst({
      where: (table, { eq }) => eq(table.id, vendor.vendorId),
    });
    if (!profile) throw notFound(MESSAGES.vendorNotFound);
    const created = await providerCall(deps.log, 'create account', () =>
      deps.payments.connect.createAccount({
        vendorId: vendor.vendorId,
        email: profile.businessEmail ?? vendor.email,
        businessName: profile.businessName,
        idempotencyKey: `connect-account-vendor-${vendor.vendorId}`,
      }),
    );
    row = await saveNewAccount(deps.db, vendor.vendorId, deps.payments.name, created);
  }
  const accountId = row.accountId;
  const link = await providerCall(deps.log, 'create account link', () =>
    deps.payments.connect.createOnboardingLink(accountId, onboardingUrls(deps)),
  );
  return { account_id: accountId, url: link.url };
}

/** A fresh onboarding link: account links are single use, so every click (and every refresh_url visit) needs one. */
export async function onboardingLink(deps: Deps, vendorId: number): Promise<{ url: string }> {
  const row = await currentAccount(deps, vendorId);
  if (!row) throw conflict(MESSAGES.payoutsAccountMissing);
  return providerCall(deps.log, 'create account link', () =>
    deps.payments.connect.createOnboardingLink(row.accountId, onboardingUrls(deps)),
  );
}

export async function dashboardLink(deps: Deps, vendorId: number): Promise<{ url: string }> {
  const row = await currentAccount(deps, vendorId);
  if (!row) throw conflict(MESSAGES.payoutsAccountMissing);
  if (!row.detailsSubmitted) throw conflict(MESSAGES.payoutsNotComplete);
  return providerCall(deps.log, 'create login link', () => deps.payments.connect.createDashboardLink(row.accountId));
}

/** Test mode's stand-in for the provider's hosted form: the submitted details complete the account. */
export async function completeTestOnboarding(
  deps: Deps,
  vendorId: number,
  _details: TestOnboarding,
): Promise<PaymentAccountStatus> {
  if (deps.payments.name !== 'test') throw notFound(MESSAGES.testModeOnly);
  const row = await currentAccount(deps, vendorId);
  if (!row) throw conflict(MESSAGES.payoutsAccountMissing);
  const complete: ConnectAccountState = {
    accountId: row.accountId,
    chargesEnabled: true,
    detailsSubmitted: true,
    payoutsEnabled: true,
    currentlyDue: [],
  };
  return toStatusView(deps, await updateAccountState(deps.db, row.accountId, complete, vendorId));
}

/**
 * account.updated, read before the webhook's transaction: the account is re-read from the provider, because events
 * can arrive out of order; the returned step saves it inside the transaction. Unknown accounts change nothing.
 */
export async function prepareAccountUpdated(
  deps: Deps,
  event: PaymentEvent,
): Promise<((db: Db) => Promise<boolean>) | null> {
  const fromEvent = deps.payments.connect.accountFromEvent(event.object);
  if (!fromEvent) return null;
  const state = (await deps.payments.connect.retrieveAccount(fromEvent.accountId)) ?? fromEvent;
  return async (db) => {
    const row = await updateAccountState(db, state.accountId, state);
    if (!row)
      deps.log.warn({ eventId: event.id, accountId: state.accountId }, 'account.updated for an unknown account');
    return row !== null;
  };
}
