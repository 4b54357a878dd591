import { formatCount } from '@verdant/shared/format';
import { BUYER_PLANS, type PlanInfo, VENDOR_PLANS } from '@verdant/shared/plans';
import { Check } from 'lucide-react';
import { Link } from 'react-router';
import { PageContainer, PageHeader } from '../../../components/layout/page.tsx';
import { buttonVariants } from '../../../components/ui/button.tsx';
import { cn } from '../../../lib/cn.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';

// Departure from the original brief, on purpose (docs/product.md#plans): it showed two price lists; this page uses the
// public pricing page's figures, from the one plan catalog /settings also reads.

function invoiceLine(plan: PlanInfo): string | null {
  if (plan.monthlyInvoiceLimit === null) return null;
  if (plan.monthlyInvoiceLimit >= 999999) return 'Unlimited invoices per month';
  return `${formatCount(plan.monthlyInvoiceLimit)} invoices per month`;
}

function PlanCard({ plan }: { plan: PlanInfo }) {
  const invoices = invoiceLine(plan);
  return (
    <li
      className={cn(
        'relative flex flex-col rounded-card border bg-white p-6 shadow-sm',
        plan.highlighted ? 'border-brand-600 ring-1 ring-brand-600' : 'border-slate-200',
      )}
    >
      {plan.highlighted ? (
        <span className="absolute -top-3 left-6 rounded-full bg-brand-700 px-3 py-0.5 font-medium text-white text-xs">
          Most popular
        </span>
      ) : null}
      <h3 className="font-semibold text-lg text-slate-900">{plan.name}</h3>
      <p className="mt-1 text-slate-600 text-sm">{plan.description}</p>
      <p className="mt-4">
        <span className="font-semibold text-4xl text-slate-900">${plan.priceMonthly}</span>
        <span className="text-slate-600"> /month</span>
      </p>
      {invoices ? <p className="mt-1 font-medium text-brand-800 text-sm">{invoices}</p> : null}
      <ul className="mt-4 flex flex-1 flex-col gap-2 text-slate-700 text-sm">
        {plan.features.map((feature) => (
          <li key={feature} className="flex gap-2">
            <Check className="mt-0.5 size-4 shrink-0 text-brand-700" aria-hidden="true" />
            {feature}
          </li>
        ))}
      </ul>
      <Link
        to="/register"
        className={buttonVariants({ variant: plan.highlighted ? 'primary' : 'secondary', className: 'mt-6' })}
      >
        Start Free Trial
        <span className="sr-only"> of {plan.name}</span>
      </Link>
    </li>
  );
}

export function PricingPage() {
  useDocumentTitle('Pricing');
  return (
    <PageContainer className="flex flex-col gap-12">
      <PageHeader
        title="Simple, Transparent Pricing"
        description="Every plan starts with a 30-day free trial. No credit card required."
      />
      <section aria-labelledby="vendor-plans-heading">
        <h2 id="vendor-plans-heading" className="font-semibold text-2xl tracking-tight">
          For Nursery Vendors
        </h2>
        <ul className="mt-6 grid gap-6 md:grid-cols-3">
          {VENDOR_PLANS.map((plan) => (
            <PlanCard key={plan.id} plan={plan} />
          ))}
        </ul>
      </section>
      <section aria-labelledby="buyer-plans-heading">
        <h2 id="buyer-plans-heading" className="font-semibold text-2xl tracking-tight">
          For Landscapers & Buyers
        </h2>
        <ul className="mt-6 grid gap-6 md:max-w-3xl md:grid-cols-2">
          {BUYER_PLANS.map((plan) => (
            <PlanCard key={plan.id} plan={plan} />
          ))}
        </ul>
      </section>
      <section className="rounded-card border border-slate-200 bg-sage-50 p-6 text-center">
        <h2 className="font-semibold text-xl">Need a custom plan?</h2>
        <p className="mt-1 text-slate-600">Large wholesale operation or a multi-site contractor? Let's talk.</p>
        <Link to="/contact" className={buttonVariants({ variant: 'secondary', className: 'mt-4' })}>
          Contact Sales
        </Link>
      </section>
    </PageContainer>
  );
}
