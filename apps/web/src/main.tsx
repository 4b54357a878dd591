import './styles.css';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import type { DataRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { AppProviders } from './app/providers.tsx';
import { createAppRouter } from './app/router.tsx';

const router = createAppRouter();

function mount() {
  const root = createRoot(document.getElementById('root')!);
  // A transition renders in slices that yield to the browser, not in one long task; the prerendered paint stays
  // on screen until the page is ready to replace it.
  startTransition(() =>
    root.render(
      <StrictMode>
        <AppProviders>
          <RouterProvider router={router} />
        </AppProviders>
      </StrictMode>,
    ),
  );
}

/**
 * The page arrives with a prerendered first paint (src/prerender.tsx) that the first render replaces. Render once
 * the router has loaded the first page's code, so the visitor goes from that paint straight to the page, not
 * through a blank loading screen in between.
 */
function whenInitialized(dataRouter: DataRouter, then: () => void) {
  if (dataRouter.state.initialized) return then();
  const unsubscribe = dataRouter.subscribe((state) => {
    if (!state.initialized) return;
    unsubscribe();
    then();
  });
}

whenInitialized(router, mount);
