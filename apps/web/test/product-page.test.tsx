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
});
