import type { Role } from '@verdant/shared/enums';
import type { ComponentType } from 'react';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { RequireRole } from '../features/auth/components/require-role.tsx';
import { type ProtectedPath, ROUTE_ROLES } from '../lib/route-access.ts';
import { RootLayout } from './root-layout.tsx';
import { AppLoading, RouteError } from './route-error.tsx';

// Every page is its own chunk: the first load only carries the shell and the page being opened.
function page(load: () => Promise<ComponentType>): Pick<RouteObject, 'lazy'> {
  return { lazy: async () => ({ Component: await load() }) };
}

function guarded(path: ProtectedPath, load: () => Promise<ComponentType>): RouteObject {
  const roles: readonly Role[] = ROUTE_ROLES[path];
  return {
    path: path.slice(1),
    element: <RequireRole roles={roles} />,
    children: [{ index: true, ...page(load) }],
  };
}

/** The route table of docs/product.md#pages-and-navigation. */
export const routes: RouteObject[] = [
  {
    path: '/',
    element: <RootLayout />,
    errorElement: <RouteError />,
    HydrateFallback: AppLoading,
    children: [
      {
        // Page errors render inside the layout, so the header stays usable.
        errorElement: <RouteError inline />,
        children: [
          { index: true, ...page(() => import('../features/catalog/pages/home-page.tsx').then((m) => m.HomePage)) },
          {
            path: 'browse-projects',
            ...page(() =>
              import('../features/projects/pages/browse-projects-page.tsx').then((m) => m.BrowseProjectsPage),
            ),
          },
          {
            path: 'find-vendors',
            ...page(() =>
              import('../features/static-pages/pages/find-vendors-page.tsx').then((m) => m.FindVendorsPage),
            ),
          },
          {
            path: 'about',
            ...page(() => import('../features/static-pages/pages/about-page.tsx').then((m) => m.AboutPage)),
          },
          {
            path: 'contact',
            ...page(() => import('../features/static-pages/pages/contact-page.tsx').then((m) => m.ContactPage)),
          },
          {
            path: 'product/:id',
            ...page(() => import('./routes/product-page.tsx').then((m) => m.ProductRoute)),
          },
          { path: 'login', ...page(() => import('../features/auth/pages/login-page.tsx').then((m) => m.LoginPage)) },
          {
            path: 'register',
            ...page(() => import('../features/auth/pages/register-page.tsx').then((m) => m.RegisterPage)),
          },
          {
            path: 'forgot-password',
            ...page(() => import('../features/auth/pages/forgot-password-page.tsx').then((m) => m.ForgotPasswordPage)),
          },
          {
            path: 'reset-password',
            ...page(() => import('../features/auth/pages/reset-password-page.tsx').then((m) => m.ResetPasswordPage)),
          },
          {
            path: 'verify-email',
            ...page(() => import('../features/auth/pages/verify-email-page.tsx').then((m) => m.VerifyEmailPage)),
          },
          {
            path: 'unsubscribe',
            ...page(() => import('../features/account/pages/unsubscribe-page.tsx').then((m) => m.UnsubscribePage)),
          },
          {
            path: 'pricing',
            ...page(() => import('../features/static-pages/pages/pricing-page.tsx').then((m) => m.PricingPage)),
          },
          { path: 'cart', ...page(() => import('../features/cart/pages/cart-page.tsx').then((m) => m.CartPage)) },
          {
            path: 'checkout',
            ...page(() => import('../features/cart/pages/checkout-page.tsx').then((m) => m.CheckoutPage)),
          },
          {
            path: 'checkout/pay/:id',
            ...page(() => import('../features/cart/pages/payment-page.tsx').then((m) => m.PaymentPage)),
          },
          {
            path: 'order-success',
            ...page(() => import('../features/cart/pages/order-success-page.tsx').then((m) => m.OrderSuccessPage)),
          },
          // The static /vendor/dashboard ranks above /vendor/:id by path specificity, whatever the order here.
          guarded('/vendor/dashboard', () =>
            import('./routes/vendor-dashboard-page.tsx').then((m) => m.VendorDashboardPage),
          ),
          {
            // Test mode's stand-in for the payment provider's onboarding (the API only links here without Stripe keys).
            path: 'vendor/payouts/test-onboarding',
            element: <RequireRole roles={['vendor']} />,
            children: [
              {
                index: true,
                ...page(() =>
                  import('../features/payouts/pages/test-onboarding-page.tsx').then((m) => m.TestOnboardingPage),
                ),
              },
            ],
          },
          {
            path: 'vendor/:id',
            ...page(() => import('../features/catalog/pages/vendor-store-page.tsx').then((m) => m.VendorStorePage)),
          },
          guarded('/buyer/dashboard', () =>
            import('./routes/buyer-dashboard-page.tsx').then((m) => m.BuyerDashboardPage),
          ),
          guarded('/inquiries', () =>
            import('../features/inquiries/pages/buyer-inquiries-page.tsx').then((m) => m.BuyerInquiriesPage),
          ),
          guarded('/orders', () =>
            import('../features/orders/pages/buyer-orders-page.tsx').then((m) => m.BuyerOrdersPage),
          ),
          guarded('/admin/dashboard', () =>
            import('../features/admin/pages/admin-dashboard-page.tsx').then((m) => m.AdminDashboardPage),
          ),
          guarded('/projects/new', () =>
            import('../features/projects/pages/new-project-page.tsx').then((m) => m.NewProjectPage),
          ),
          {
            // A project: its buyer compares and awards, nurseries bid; the API answers 404 to anyone not allowed.
            path: 'projects/:id',
            element: <RequireRole roles={['buyer', 'vendor', 'admin']} />,
            children: [
              {
                index: true,
                ...page(() => import('../features/projects/pages/project-page.tsx').then((m) => m.ProjectPage)),
              },
            ],
          },
          {
            path: 'projects/:id/edit',
            element: <RequireRole roles={['buyer']} />,
            children: [
              {
                index: true,
                ...page(() => import('../features/projects/pages/new-project-page.tsx').then((m) => m.EditProjectPage)),
              },
            ],
          },
          guarded('/settings', () => import('./routes/settings-page.tsx').then((m) => m.SettingsRoute)),
          { path: '*', element: <Navigate to="/" replace /> },
        ],
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
