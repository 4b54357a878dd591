import { ClipboardList, FileText, Leaf, PackageCheck, ShieldCheck, Tags, Truck, Users } from 'lucide-react';
import { Link } from 'react-router';
import { PageContainer } from '../../../components/layout/page.tsx';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';

/** Buttons on the dark green band (the shared variants assume a light background). */
const ON_DARK =
  'inline-flex items-center justify-center gap-2 whitespace-nowrap rounded-lg font-medium transition-colors';

const VALUES = [
  {
    icon: PackageCheck,
    title: 'Quality First',
    text: 'Every nursery on Verdant is reviewed by our team before it can sell, and buyers rate every plant they receive.',
  },
  {
    icon: ShieldCheck,
    title: 'Trust & Transparency',
    text: 'Real stock counts, real prices and honest discounts. You see who grows your plants and what other buyers say.',
  },
  {
    icon: Leaf,
    title: 'Sustainability',
    text: 'Buying from local growers means shorter trips, plants suited to your climate and less waste on every project.',
  },
];

const LANDSCAPER_STEPS = [
  'Search every plant our local nurseries list, by name, scientific name or category.',
  'Compare prices, stock and pot sizes, and send inquiries for large or special orders.',
  'Order from several nurseries in one checkout and follow each order with order tracking.',
  'Keep invoices for every order in one place, ready for your clients and your books.',
];

const VENDOR_STEPS = [
  'Create your nursery profile and list your inventory one plant at a time or by bulk upload.',
  'Answer inquiries, offer wholesale pricing to contractors and manage orders from one dashboard.',
  'Get paid securely to your bank account, with invoices created for every sale.',
  'Grow with Pro and Premium plans: more invoices, photo uploads of availability lists and featured placement.',
];

const STATS = [
  { value: '500+', label: 'Vendors' },
  { value: '2,000+', label: 'Contractors' },
  { value: '$5M+', label: 'Projects' },
  { value: '98%', label: 'Satisfaction' },
];

export function AboutPage() {
  useDocumentTitle('About');
  return (
    <PageContainer className="flex flex-col gap-14">
      <section className="max-w-3xl">
        <p className="font-semibold text-brand-700 text-sm uppercase tracking-wide">About Verdant</p>
        <h1 className="mt-2 font-semibold text-3xl tracking-tight sm:text-4xl">Our Mission</h1>
        <p className="mt-4 text-lg text-slate-700">
          Verdant connects plant nurseries with the landscapers, contractors and homeowners who need their plants. We
          make ordering plants as simple as ordering anything else online — with real-time stock, wholesale pricing,
          order tracking and invoices — while helping local growers reach more customers.
        </p>
      </section>

      <section aria-labelledby="values-heading">
        <h2 id="values-heading" className="font-semibold text-2xl tracking-tight">
          Our Values
        </h2>
        <ul className="mt-4 grid gap-4 md:grid-cols-3">
          {VALUES.map(({ icon: Icon, title, text }) => (
            <li key={title} className="rounded-card border border-slate-200 bg-white p-6 shadow-sm">
              <Icon className="size-8 text-brand-700" aria-hidden="true" />
              <h3 className="mt-3 font-semibold text-lg text-slate-900">{title}</h3>
              <p className="mt-2 text-slate-600 text-sm">{text}</p>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="how-heading">
        <h2 id="how-heading" className="font-semibold text-2xl tracking-tight">
          How It Works
        </h2>
        <div className="mt-4 grid gap-6 md:grid-cols-2">
          <HowItWorks icon={Users} title="For Landscapers" steps={LANDSCAPER_STEPS} />
          <HowItWorks icon={Truck} title="For Vendors" steps={VENDOR_STEPS} />
        </div>
        <ul className="mt-6 flex flex-wrap gap-x-6 gap-y-2 text-slate-700 text-sm">
          <li className="flex items-center gap-2">
            <ClipboardList className="size-4 text-brand-700" aria-hidden="true" />
            Online ordering
          </li>
          <li className="flex items-center gap-2">
            <Truck className="size-4 text-brand-700" aria-hidden="true" />
            Order tracking
          </li>
          <li className="flex items-center gap-2">
            <FileText className="size-4 text-brand-700" aria-hidden="true" />
            Invoices
          </li>
          <li className="flex items-center gap-2">
            <Tags className="size-4 text-brand-700" aria-hidden="true" />
            Wholesale pricing
          </li>
        </ul>
      </section>

      <section aria-labelledby="stats-heading" className="rounded-card bg-brand-900 p-6 text-white sm:p-10">
        <h2 id="stats-heading" className="font-semibold text-2xl text-white tracking-tight">
          Growing Together
        </h2>
        <dl className="mt-6 grid grid-cols-2 gap-4 sm:grid-cols-4">
          {STATS.map((stat) => (
            <div key={stat.label} className="flex flex-col">
              <dt className="text-brand-100 text-sm">{stat.label}</dt>
              <dd className="order-first font-semibold text-3xl">{stat.value}</dd>
            </div>
          ))}
        </dl>
        <div className="mt-8 flex flex-col gap-3 sm:flex-row">
          <Link to="/register" className={`${ON_DARK} h-10 bg-white px-4 text-brand-900 text-sm hover:bg-brand-50`}>
            Join Verdant
          </Link>
          <Link
            to="/pricing"
            className={`${ON_DARK} h-10 border border-white/50 px-4 text-sm text-white hover:bg-white/10`}
          >
            View Pricing
          </Link>
        </div>
      </section>
    </PageContainer>
  );
}

function HowItWorks({ icon: Icon, title, steps }: { icon: typeof Users; title: string; steps: string[] }) {
  return (
    <div className="rounded-card border border-slate-200 bg-white p-6 shadow-sm">
      <h3 className="flex items-center gap-2 font-semibold text-lg text-slate-900">
        <Icon className="size-5 text-brand-700" aria-hidden="true" />
        {title}
      </h3>
      <ol className="mt-4 flex flex-col gap-3">
        {steps.map((step, index) => (
          <li key={step} className="flex gap-3 text-slate-700 text-sm">
            <span className="flex size-6 shrink-0 items-center justify-center rounded-full bg-brand-100 font-semibold text-brand-800 text-xs">
              {index + 1}
            </span>
            {step}
          </li>
        ))}
      </ol>
    </div>
  );
}
