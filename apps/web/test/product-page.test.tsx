import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ProductRoute } from '../src/app/routes/product-page.tsx';
import { makePlant } from './plant-fixtures.ts';
import { jsonResponse, mockFetch, renderWithRouter } from './utils.tsx';

describe('product page', () => {
  it('says out of stock once, not "In stock: Out of stock"', async () => {
    mockFetch(({ path }) => {
      if (path === '/api/inventory/7') return jsonResponse(200, makePlant({ quantity_available: 0 }));
      if (path === '/api/reviews/product/7') return jsonResponse(200, []);
      return jsonResponse(404, { detail: 'Not found' });
    });
    renderWithRouter([{ path: '/plant/:id', element: <ProductRoute /> }], '/plant/7');

    const stock = (await screen.findByText('In stock')).parentElement as HTMLElement;
    expect(within(stock).queryByText('Out of stock')).not.toBeInTheDocument();
    expect(within(stock).getByText('None')).toBeInTheDocument();
  });

  it('says when a plant will be ready, only while the day is ahead', async () => {
    mockFetch(({ path }) => {
      if (path === '/api/inventory/7') return jsonResponse(200, makePlant({ ready_date: '2031-04-15' }));
      if (path.startsWith('/api/reviews/product/')) return jsonResponse(200, []);
      return jsonResponse(404, { detail: 'Not found' });
    });
    renderWithRouter([{ path: '/plant/:id', element: <ProductRoute /> }], '/plant/7');
    expect(await screen.findByText('Ready Apr 15, 2031')).toBeInTheDocument();
  });

  it('says nothing of a ready date that has passed', async () => {
    mockFetch(({ path }) => {
      if (path === '/api/inventory/8') return jsonResponse(200, makePlant({ id: 8, ready_date: '2020-04-15' }));
      if (path.startsWith('/api/reviews/product/')) return jsonResponse(200, []);
      return jsonResponse(404, { detail: 'Not found' });
    });
    renderWithRouter([{ path: '/plant/:id', element: <ProductRoute /> }], '/plant/8');
    expect(await screen.findByText('In stock')).toBeInTheDocument();
    expect(screen.queryByText(/^Ready /)).not.toBeInTheDocument();
  });
});
