import { Search } from 'lucide-react';
import { type FormEvent, useId } from 'react';
import { createSearchParams, useNavigate, useSearchParams } from 'react-router';
import { Input } from '../ui/input.tsx';

/** Small-screen search: sends the text to the marketplace as /?search=… */
export function MobileSearch() {
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
    <form role="search" action="/" onSubmit={onSubmit} className="relative">
      <label htmlFor={inputId} className="sr-only">
        Search plants
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
        placeholder="Search plants, e.g. fiddle leaf fig"
        enterKeyHint="search"
        className="pl-9"
      />
    </form>
  );
}
