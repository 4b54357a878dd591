import { describe, expect, it } from 'vitest';
import { PLANS, type Plan } from '../src/enums.ts';
import { LIMITS, MESSAGES } from '../src/messages.ts';
import { BUYER_PLANS, PLAN_CATALOG, VENDOR_PLANS } from '../src/plans.ts';
import {
  canCancel,
  canIssueInvoice,
  canSubscribe,
  canUpgrade,
  effectiveStatus,
  formatInvoiceLimit,
  invoiceMonth,
  isUnlimited,
  monthlyInvoiceLimit,
  trialDaysLeft,
  upgradeRefusal,
  upgradeTargets,
} from '../src/rules/plans.ts';

describe('plan catalog', () => {
  it('has the public pricing page figures', () => {
    expect(VENDOR_PLANS.map((p) => [p.name, p.priceMonthly, p.monthlyInvoiceLimit])).toEqual([
      ['Starter', 29, 2000],
      ['Pro', 49, 5000],
      ['Premium', 99, LIMITS.invoiceUnlimited],
    ]);
    expect(BUYER_PLANS.map((p) => [p.name, p.priceMonthly])).toEqual([
      ['Basic', 19],
      ['Pro', 39],
    ]);
    for (const plan of Object.values(PLAN_CATALOG)) expect(plan.priceCents).toBe(plan.priceMonthly * 100);
  });
});

describe('upgrade paths (docs/product.md#plans)', () => {
  const allowed: [string, Plan, Plan][] = [
    ['buyer', 'NONE', 'PRO_BUYER'],
    ['buyer', 'BASIC_BUYER', 'PRO_BUYER'],
    ['vendor', 'STARTER_VENDOR', 'PRO_VENDOR'],
    ['vendor', 'STARTER_VENDOR', 'PREMIUM_VENDOR'],
    ['vendor', 'PRO_VENDOR', 'PREMIUM_VENDOR'],
  ];

  it.each(allowed)('%s %s -> %s is allowed', (role, from, to) => {
    expect(canUpgrade(role as 'buyer', from, to)).toBe(true);
    expect(upgradeRefusal(role as 'buyer', from, to)).toBeNull();
  });

  it('refuses every other pair, for every role', () => {
    const key = (role: string, from: Plan, to: Plan) => `${role}:${from}:${to}`;
    const ok = new Set(allowed.map(([role, from, to]) => key(role, from, to)));
    for (const role of ['buyer', 'vendor', 'admin'] as const) {
      for (const from of PLANS) {
        for (const to of PLANS) {
          if (ok.has(key(role, from, to))) continue;
          expect(canUpgrade(role, from, to), key(role, from, to)).toBe(false);
          expect(upgradeRefusal(role, from, to), key(role, from, to)).toEqual(expect.any(String));
        }
      }
    }
  });

  it('explains a downgrade and a plan of the other role', () => {
    expect(upgradeRefusal('vendor', 'PREMIUM_VENDOR', 'PRO_VENDOR')).toBe(MESSAGES.upgradeNotAllowed('Premium', 'Pro'));
    expect(upgradeRefusal('buyer', 'BASIC_BUYER', 'PRO_VENDOR')).toBe(MESSAGES.planNotForRole);
  });

  it('lists the targets for the /settings page', () => {
    expect(upgradeTargets('vendor', 'STARTER_VENDOR')).toEqual(['PRO_VENDOR', 'PREMIUM_VENDOR']);
    expect(upgradeTargets('vendor', 'PREMIUM_VENDOR')).toEqual([]);
    expect(upgradeTargets('vendor', 'NONE')).toEqual([]);
    expect(upgradeTargets('buyer', 'PRO_BUYER')).toEqual([]);
    expect(upgradeTargets('admin', 'NONE')).toEqual([]);
  });
});

describe('cancel rule', () => {
  it('needs a plan other than NONE and a subscription id', () => {
    expect(canCancel('PRO_VENDOR', 'sub_123')).toBe(true);
    expect(canCancel('NONE', 'sub_123')).toBe(false);
    expect(canCancel('PRO_VENDOR', null)).toBe(false);
    expect(canCancel('BASIC_BUYER', '')).toBe(false);
  });
});

describe('trial and status', () => {
  const now = new Date('2026-03-10T12:00:00Z');
  it('reads a trial past its end as ended', () => {
    const ended = { status: 'trialing' as const, trialEndDate: new Date('2026-03-10T11:59:59Z') };
    const running = { status: 'trialing' as const, trialEndDate: new Date('2026-03-20T12:00:00Z') };
    expect(effectiveStatus('STARTER_VENDOR', ended, now)).toBe('trial_ended');
    expect(effectiveStatus('STARTER_VENDOR', running, now)).toBe('trialing');
    expect(effectiveStatus('NONE', running, now)).toBe('none');
    expect(effectiveStatus('PRO_VENDOR', null, now)).toBe('active');
    expect(trialDaysLeft(running.trialEndDate, now)).toBe(10);
    expect(trialDaysLeft(ended.trialEndDate, now)).toBe(0);
  });

  it('offers to subscribe unless a paid subscription runs', () => {
    expect(canSubscribe('trialing')).toBe(true);
    expect(canSubscribe('trial_ended')).toBe(true);
    expect(canSubscribe('cancelled')).toBe(true);
    expect(canSubscribe('active')).toBe(false);
    expect(canSubscribe('past_due')).toBe(false);
  });
});

describe('invoice limit', () => {
  it('follows the plan while the trial runs or the subscription is paid', () => {
    expect(monthlyInvoiceLimit('STARTER_VENDOR', 'trialing')).toBe(2000);
    expect(monthlyInvoiceLimit('PRO_VENDOR', 'active')).toBe(5000);
    expect(monthlyInvoiceLimit('PREMIUM_VENDOR', 'past_due')).toBe(999999);
  });

  it('is zero without a running plan', () => {
    expect(monthlyInvoiceLimit('STARTER_VENDOR', 'trial_ended')).toBe(0);
    expect(monthlyInvoiceLimit('PRO_VENDOR', 'cancelled')).toBe(0);
    expect(monthlyInvoiceLimit('NONE', 'none')).toBe(0);
    expect(monthlyInvoiceLimit('PRO_BUYER', 'active')).toBe(0);
  });

  it('stops at the limit, except 999999 which is unlimited', () => {
    expect(canIssueInvoice(1999, 2000)).toBe(true);
    expect(canIssueInvoice(2000, 2000)).toBe(false);
    expect(canIssueInvoice(0, 0)).toBe(false);
    expect(canIssueInvoice(5_000_000, 999999)).toBe(true);
    expect(isUnlimited(999999)).toBe(true);
    expect(isUnlimited(5000)).toBe(false);
    expect(formatInvoiceLimit(999999)).toBe('Unlimited');
    expect(formatInvoiceLimit(2000)).toBe('2,000');
  });

  it('counts per calendar month in UTC', () => {
    expect(invoiceMonth(new Date('2026-01-31T23:59:59Z'))).toBe('2026-01');
    expect(invoiceMonth(new Date('2026-02-01T00:00:00Z'))).toBe('2026-02');
  });
});
