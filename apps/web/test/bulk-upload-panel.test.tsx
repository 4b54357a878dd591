import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGES } from '@verdant/shared/messages';
import { describe, expect, it } from 'vitest';
import { BulkUploadPanel } from '../src/features/bulk-upload/components/bulk-upload-panel.tsx';
import { jsonResponse, makeUser, mockFetch, renderWithRouter, storeSession } from './utils.tsx';

describe('bulk upload panel', () => {
  it('says once, with a link, that photos need Pro when the server refuses one', async () => {
    const vendor = makeUser({ role: 'vendor', plan: 'STARTER_VENDOR' });
    storeSession(vendor);
    mockFetch(({ path, method }) => {
      if (path === '/api/auth/me') return jsonResponse(200, vendor);
      if (path === '/api/auth/promo-status') return jsonResponse(200, { is_promotional_period: false });
      if (method === 'POST' && path.startsWith('/api/inventory/bulk-upload?')) {
        return jsonResponse(403, { detail: MESSAGES.bulkPhotoPlan });
      }
      return jsonResponse(404, { detail: 'Not found' });
    });
    const user = userEvent.setup({ applyAccept: false });
    renderWithRouter([{ path: '/', element: <BulkUploadPanel /> }]);

    const input = await screen.findByLabelText(/Choose a file/);
    await user.upload(input, new File(['png'], 'list.png', { type: 'image/png' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('part of the Pro and Premium plans');
    expect(screen.getAllByText(/part of the Pro and Premium plans/)).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'Upgrade to Pro' })).toHaveAttribute('href', '/settings');
    expect(screen.queryByText(/\/settings/)).not.toBeInTheDocument();
  });
});
