import { MESSAGES } from '@verdant/shared/messages';
import { TriangleAlert } from 'lucide-react';
import { useRouteError } from 'react-router';
import { buttonVariants } from '../components/ui/button.tsx';

/** The router's error screen. `inline` keeps the header around it when a single page fails. */
export function RouteError({ inline = false }: { inline?: boolean }) {
  const error = useRouteError();
  if (import.meta.env.DEV) console.error(error);

  return (
    <div className={inline ? 'px-4 py-16' : 'flex min-h-dvh items-center justify-center bg-canvas px-4 py-16'}>
      <div role="alert" className="mx-auto flex max-w-md flex-col items-center gap-4 text-center">
        <span className="flex size-12 items-center justify-center rounded-full bg-red-50 text-red-700">
          <TriangleAlert className="size-6" aria-hidden="true" />
        </span>
        <h1 className="font-semibold text-2xl text-slate-900">{MESSAGES.unexpectedError}</h1>
        <p className="text-slate-600">Something went wrong while showing this page. Please try again.</p>
        <div className="flex flex-wrap justify-center gap-2">
          {/* A full page load, so a broken app state or a stale code chunk is left behind. */}
          <a href="/" className={buttonVariants()}>
            Back to home
          </a>
          <button
            type="button"
            className={buttonVariants({ variant: 'secondary' })}
            onClick={() => window.location.reload()}
          >
            Try again
          </button>
        </div>
      </div>
    </div>
  );
}

/** Shown while the first page's code loads. */
export function AppLoading() {
  return (
    <div className="flex min-h-dvh items-center justify-center bg-canvas">
      <output className="flex flex-col items-center gap-3 text-brand-800">
        <span className="size-8 animate-spin rounded-full border-[3px] border-brand-200 border-t-brand-700" />
        <span className="sr-only">Loading</span>
      </output>
    </div>
  );
}
