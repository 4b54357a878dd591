// Rendered at build time (scripts/prerender.ts), never in the browser: the HTML the server sends before any
// JavaScript runs. React replaces it on start (createRoot clears the container), and it is the same markup React
// then renders for a logged-out visitor, so nothing moves: the first paint no longer waits for the app's code.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { AppFrame } from './app/root-layout.tsx';
import { Hero } from './features/catalog/components/hero.tsx';
import { PromoBanner } from './features/catalog/components/promo-banner.tsx';
import { AuthContext, type AuthContextValue } from './lib/auth-context.ts';

const notInTheShell = () => {
  throw new Error('the prerendered shell is static');
};

const LOGGED_OUT: AuthContextValue = {
  user: null,
  status: 'anonymous',
  isPreview: false,
  loggingOut: false,
  exitPreview: notInTheShell,
  login: notInTheShell,
  logout: notInTheShell,
  refreshUser: notInTheShell,
  setUser: notInTheShell,
};

/**
 * - `page`: the header alone (every route but the home page);
 * - `home`: the header, the promo banner and the hero, the top of `/`;
 * - `home-without-promo`: the same for a visitor who dismissed the banner (the server knows it from a cookie).
 */
export type Shell = 'page' | 'home' | 'home-without-promo';

export function renderShell(shell: Shell): string {
  return renderToStaticMarkup(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter initialEntries={[shell === 'page' ? '/shell' : '/']}>
        <AuthContext value={LOGGED_OUT}>
          <AppFrame>
            {shell === 'home' ? <PromoBanner /> : null}
            {shell === 'page' ? null : <Hero />}
          </AppFrame>
        </AuthContext>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}
