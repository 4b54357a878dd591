import { Outlet, ScrollRestoration, useNavigation } from 'react-router';
import { Footer } from '../components/layout/footer.tsx';
import { Header } from '../components/layout/header.tsx';
import { PreviewBanner } from '../components/layout/preview-banner.tsx';
import { AuthProvider } from '../features/auth/components/auth-provider.tsx';

export function RootLayout() {
  return (
    <AuthProvider>
      <div className="flex min-h-dvh flex-col">
        <a
          href="#main"
          className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-[70] focus:rounded-lg focus:bg-white focus:px-4 focus:py-2 focus:font-medium focus:text-brand-800 focus:shadow-lg"
        >
          Skip to content
        </a>
        <NavigationProgress />
        <PreviewBanner />
        <Header />
        <main id="main" className="flex flex-1 flex-col">
          <Outlet />
        </main>
        <Footer />
      </div>
      <ScrollRestoration />
    </AuthProvider>
  );
}

/** A thin bar while the next page's code loads, so a slow network does not look like a dead click. */
function NavigationProgress() {
  const navigation = useNavigation();
  if (navigation.state === 'idle') return null;
  return (
    <div className="fixed inset-x-0 top-0 z-[60] h-0.5 overflow-hidden bg-brand-100" aria-hidden="true">
      <div className="h-full w-1/3 animate-pulse bg-brand-600" />
    </div>
  );
}
