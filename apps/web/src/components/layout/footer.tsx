import { Link } from 'react-router';
import { LogoMark } from './logo.tsx';
import { NAV_LINKS } from './nav-links.ts';

export function Footer() {
  return (
    <footer className="mt-16 border-slate-200 border-t bg-white">
      <div className="mx-auto flex max-w-7xl flex-col gap-8 px-4 py-10 sm:px-6 md:flex-row md:items-start md:justify-between lg:px-8">
        <div className="flex max-w-sm flex-col gap-3">
          <span className="flex items-center gap-2 font-semibold text-brand-800 text-lg">
            <LogoMark className="size-7" />
            Verdant
          </span>
          <p className="text-slate-600 text-sm">
            The plant marketplace connecting trusted nurseries with landscapers, contractors and homeowners.
          </p>
        </div>
        <nav aria-label="Footer">
          <ul className="grid grid-cols-2 gap-x-10 gap-y-2 text-sm sm:grid-cols-3">
            {NAV_LINKS.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className="text-slate-600 hover:text-brand-800 hover:underline">
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <div className="border-slate-100 border-t">
        <p className="mx-auto max-w-7xl px-4 py-4 text-slate-500 text-xs sm:px-6 lg:px-8">
          © {new Date().getFullYear()} Verdant. All rights reserved.
        </p>
      </div>
    </footer>
  );
}
