import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';

/** Buttons on the dark green band (the shared variants assume a light background). */
const ON_DARK =
  'inline-flex items-center justify-center gap-2 whitespace-nowrap rounded-lg font-medium transition-colors';

export const HOME_STATS = [
  { value: '500+', label: 'Vendors' },
  { value: '2,000+', label: 'Contractors' },
  { value: '$5M+', label: 'Projects' },
  { value: '98%', label: 'Satisfaction' },
] as const;

export function Hero() {
  return (
    <section className="bg-gradient-to-b from-brand-900 to-brand-800 text-white">
      <div className="mx-auto max-w-7xl px-4 py-14 sm:px-6 sm:py-20 lg:px-8">
        <div className="max-w-3xl">
          <p className="font-semibold text-brand-200 text-sm uppercase tracking-wide">The plant marketplace</p>
          <h1 className="mt-3 font-semibold text-3xl text-white tracking-tight sm:text-5xl">
            Connect with trusted nurseries for every landscape project
          </h1>
          <p className="mt-4 text-brand-100 text-lg">
            Landscapers, contractors and homeowners find healthy plants from local nurseries, compare prices and stock,
            and order in one place. Try it free for 30 days — no credit card required.
          </p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <Link to="/register" className={`${ON_DARK} h-12 bg-white px-6 text-base text-brand-900 hover:bg-brand-50`}>
              Get Started Free
              <ArrowRight className="size-4" aria-hidden="true" />
            </Link>
            <Link
              to="/about"
              className={`${ON_DARK} h-12 border border-white/50 px-6 text-base text-white hover:bg-white/10`}
            >
              Learn More
              {/* Search engines and screen readers get where the link goes, not just "Learn More". */}
              <span className="sr-only"> about Verdant</span>
            </Link>
          </div>
        </div>
        <dl className="mt-12 grid grid-cols-2 gap-4 sm:grid-cols-4">
          {HOME_STATS.map((stat) => (
            <div key={stat.label} className="rounded-card bg-white/10 p-4 text-center">
              <dt className="text-brand-100 text-sm">{stat.label}</dt>
              <dd className="order-first font-semibold text-2xl sm:text-3xl">{stat.value}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}
