import { CATEGORIES } from '@verdant/shared/enums';
import { Link } from 'react-router';
import { CATEGORY_ICONS, categoryLabel } from '../lib/categories.ts';

export function CategoryGrid() {
  return (
    <section aria-labelledby="categories-heading">
      <h2 id="categories-heading" className="font-semibold text-2xl tracking-tight">
        Shop by Category
      </h2>
      <ul className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-9">
        {CATEGORIES.map((category) => {
          const Icon = CATEGORY_ICONS[category];
          return (
            <li key={category}>
              <Link
                to={`/?category=${category}`}
                className="flex h-full flex-col items-center gap-2 rounded-card border border-slate-200 bg-white p-4 text-center font-medium text-slate-800 text-sm shadow-sm transition-colors hover:border-brand-300 hover:bg-brand-50 hover:text-brand-800"
              >
                <span className="flex size-10 items-center justify-center rounded-full bg-sage-100 text-brand-700">
                  <Icon className="size-5" aria-hidden="true" />
                </span>
                {categoryLabel(category)}
              </Link>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
