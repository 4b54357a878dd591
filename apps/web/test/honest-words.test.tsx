import { screen } from '@testing-library/react';
import type { Plant } from '@verdant/shared/schemas/inventory';
import { describe, expect, it } from 'vitest';
import { FeaturedPlants } from '../src/features/catalog/components/home-sections.tsx';
import { PromoBanner } from '../src/features/catalog/components/promo-banner.tsx';
import { AboutPage } from '../src/features/static-pages/pages/about-page.tsx';
import { makePlant } from './plant-fixtures.ts';
import { jsonResponse, makeUser, mockFetch, renderWithRouter, storeSession } from './utils.tsx';

function promo(isPromotional: boolean, user = makeUser()) {
  mockFetch(({ path }) => {
    if (path === '/api/auth/me') return jsonResponse(200, user);
    if (path === '/api/auth/promo-status') return jsonResponse(200, { is_promotional_period: isPromotional });
    return jsonResponse(404, { detail: 'Not found' });
  });
}

// Issue 14.16: what the pages say must be true for the person reading it.
describe('honest words', () => {
  it('invites a visitor to the free trial', async () => {
    promo(false);
    renderWithRouter([{ path: '/', element: <PromoBanner /> }]);
    expect(await screen.findByText(/Start your 30-day free trial/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign up free' })).toHaveAttribute('href', '/register');
  });

  it('does not ask a logged-in user to sign up; the promotional period is still news', async () => {
    storeSession(makeUser());
    promo(true);
    renderWithRouter([{ path: '/', element: <PromoBanner /> }]);
    expect(await screen.findByText(/free during our promotional period/)).toBeInTheDocument();
    expect(screen.queryByText(/free trial/)).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Sign up free' })).not.toBeInTheDocument();
  });

  it('shows a logged-in user no banner outside the promotional period', async () => {
    storeSession(makeUser());
    promo(false);
    renderWithRouter([{ path: '/', element: <PromoBanner /> }]);
    await screen.findByTestId('location');
    expect(screen.queryByRole('region', { name: 'Promotion' })).not.toBeInTheDocument();
  });

  it('About promises no "thousands of plants"', async () => {
    mockFetch();
    renderWithRouter([{ path: '/', element: <AboutPage /> }]);
    expect(await screen.findByText(/Search every plant our local nurseries list/)).toBeInTheDocument();
    expect(screen.queryByText(/thousands/i)).not.toBeInTheDocument();
  });
});

describe('featured plants', () => {
  function featured(plants: Plant[]) {
    mockFetch(({ path }) => (path.startsWith('/api/inventory') ? jsonResponse(200, plants) : jsonResponse(404, {})));
    renderWithRouter([{ path: '/', element: <FeaturedPlants /> }]);
  }

  it('does not call plants top-rated when none is rated', async () => {
    featured([makePlant()]);
    expect(await screen.findByText('Boston Fern')).toBeInTheDocument();
    expect(screen.queryByText(/top-rated/i)).not.toBeInTheDocument();
  });

  it('calls them top-rated once buyers have rated', async () => {
    featured([makePlant({ rating_average: 4.5, rating_count: 2 })]);
    expect(await screen.findByText('Boston Fern')).toBeInTheDocument();
    expect(screen.getByText(/Top-rated plants/)).toBeInTheDocument();
  });
});
