import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGES } from '@verdant/shared/messages';
import { describe, expect, it } from 'vitest';
import { Header } from '../src/components/layout/header.tsx';
import { PreviewBanner } from '../src/components/layout/preview-banner.tsx';
import { jsonResponse, makeUser, mockFetch, renderWithRouter, storeSession } from './utils.tsx';

const shell = (
  <>
    <PreviewBanner />
    <Header />
  </>
);
const routes = [
  { path: '/', element: shell },
  { path: '/pricing', element: shell },
];

describe('visitor preview', () => {
  it('turns on with ?preview=visitor, remembers it, and hides the logged-in user', async () => {
    const vendor = makeUser({ role: 'vendor', first_name: 'Rosa' });
    storeSession(vendor);
    mockFetch(() => jsonResponse(200, vendor));
    const { router } = renderWithRouter(routes, '/?preview=visitor');

    expect(await screen.findByText(MESSAGES.visitorPreviewBanner)).toBeInTheDocument();
    expect(sessionStorage.getItem('verdant.preview')).toBe('1');
    expect(screen.getByRole('link', { name: 'Login' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Rosa/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Dashboard' })).not.toBeInTheDocument();

    // The flag outlives the parameter.
    await router.navigate('/pricing');
    expect(await screen.findByText(MESSAGES.visitorPreviewBanner)).toBeInTheDocument();
  });

  it('stays on from the saved flag and Exit Preview ends it', async () => {
    const buyer = makeUser({ first_name: 'Sam' });
    storeSession(buyer);
    sessionStorage.setItem('verdant.preview', '1');
    mockFetch(() => jsonResponse(200, buyer));
    const user = userEvent.setup();
    renderWithRouter(routes, '/pricing?preview=visitor');

    await user.click(await screen.findByRole('button', { name: 'Exit Preview' }));

    expect(screen.queryByText(MESSAGES.visitorPreviewBanner)).not.toBeInTheDocument();
    expect(sessionStorage.getItem('verdant.preview')).toBeNull();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/pricing$/);
    expect(await screen.findByRole('button', { name: /Sam/ })).toBeInTheDocument();
  });

  it('is off by default', async () => {
    mockFetch();
    renderWithRouter(routes, '/');
    expect(await screen.findByRole('link', { name: 'Login' })).toBeInTheDocument();
    expect(screen.queryByText(MESSAGES.visitorPreviewBanner)).not.toBeInTheDocument();
  });
});
