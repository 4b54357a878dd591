import { lazy, type ReactNode } from 'react';
import { Outlet, ScrollRestoration, useNavigation } from 'react-router';
import { Footer } from '../components/layout/footer.tsx';
import { Header } from '../components/layout/header.tsx';
import { PreviewBanner } from '../components/layout/preview-banner.tsx';
import { AuthProvider } from '../features/auth/components/auth-provider.tsx';
import { VerifyEmailBanner } from '../features/auth/components/verify-email-banner.tsx';
import { PlantInquirySlot } from '../features/catalog/components/plant-inquiry-slot.ts';

// View Details (catalog) shows the inquiries feature's form; it loads with the first dialog opened.
const InquiryForm = lazy(() =>
  import('../features/inquiries/components/inquiry-form.tsx').then((module) => ({ default: module.InquiryForm })),
);

export function RootLayout() {
  return (
    <AuthProvider>
      <PlantInquirySlot value={InquiryForm}>
        <AppFrame progress={<NavigationProgress />} footer={<Footer />} notice={<VerifyEmailBanner />}>
          <Outlet />
        </AppFrame>
      </PlantInquirySlot>
      <ScrollRestoration />
    </AuthProvider>
  );
}

/**
 * Every page's frame. The build also renders it, without progress bar and footer, into the HTML it ships
 * (src/prerender.tsx), so the header shows before the JavaScript runs; keep the two in step by using this.
 */
export function AppFrame({
  children,
  progress,
  footer,
  notice,
}: {
  children: ReactNode;
  progress?: ReactNode;
  footer?: ReactNode;
  /** Under the header: the signed-in user's email verification banner (not prerendered). */
  notice?: ReactNode;
}) {
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-[70] focus:rounded-lg focus:bg-white focus:px-4 focus:py-2 focus:font-medium focus:text-brand-800 focus:shadow-lg"
      >
        Skip to content
      </a>
      {progress}
      <PreviewBanner />
      <Header />
      {notice}
      <main id="main" className="flex flex-1 flex-col">
        {children}
      </main>
      {footer}
    </div>
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
