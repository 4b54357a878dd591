import { Search } from 'lucide-react';
import { type FormEvent, useId } from 'react';
import { createSearchParams, useNavigate, useSearchParams } from 'react-router';
import { cn } from '../../lib/cn.ts';
import { Input } from '../ui/input.tsx';

/**
 * The header's search: sends the text to the marketplace as /?search=… from any page, with no category needed. The
 * header draws it twice, in the bar on wide screens and on a row of its own below it on phones, tablets and
 * small laptops (where the bar has no room left beside the links); CSS shows one. The bar's
 * box has its own name, apart from the results view's "Search plants" box below it.
 */
type SiteSearchProps = { label?: string; placeholder?: string; className?: string };

export function SiteSearch({
  label = 'Search plants',
  placeholder = 'Search plants, e.g. fiddle leaf fig',
  className,
}: SiteSearchProps) {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const inputId = useId();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const text = String(new FormData(event.currentTarget).get('search') ?? '').trim();
    navigate(text ? { pathname: '/', search: `?${createSearchParams({ search: text })}` } : '/');
  };

  return (
    // action="/": before the app has started (prerendered paint) the form still searches, as a plain GET.
    // biome-ignore lint/a11y/useSemanticElements: same landmark as <search>, which older Safari and jsdom don't know
    <form role="search" action="/" onSubmit={onSubmit} className={cn('relative', className)}>
      <label htmlFor={inputId} className="sr-only">
        {label}
      </label>
      <Search
        className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-500"
        aria-hidden="true"
      />
      <Input
        id={inputId}
        key={params.get('search') ?? ''}
        name="search"
        type="search"
        defaultValue={params.get('search') ?? ''}
        placeholder={placeholder}
        enterKeyHint="search"
        maxLength={200}
        className="pl-9"
      />
    </form>
  );
}
