import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGES } from '@verdant/shared/messages';
import { latestDay } from '@verdant/shared/rules/ready-day';
import type { VendorInventoryItem } from '@verdant/shared/schemas/vendor';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../src/app/providers.tsx';
import { InventoryFormDialog } from '../src/features/inventory/components/inventory-form-dialog.tsx';
import { makePlant } from './plant-fixtures.ts';
import { jsonResponse, mockFetch } from './utils.tsx';

function makeItem(overrides: Partial<VendorInventoryItem> = {}): VendorInventoryItem {
  const { vendor: _vendor, rating_average: _average, rating_count: _count, ...item } = makePlant();
  return { ...item, ...overrides } as VendorInventoryItem;
}

function renderDialog(item: VendorInventoryItem | null) {
  const onOpenChange = vi.fn();
  const onCreated = vi.fn();
  render(
    <AppProviders>
      <InventoryFormDialog open onOpenChange={onOpenChange} item={item} onCreated={onCreated} />
    </AppProviders>,
  );
  return { onOpenChange, onCreated, user: userEvent.setup() };
}

const saves = (fetch: ReturnType<typeof mockFetch>) =>
  fetch.mock.calls.filter(([, init]) => init?.method === 'POST' || init?.method === 'PATCH');

afterEach(() => vi.unstubAllGlobals());

describe('inventory form', () => {
  it('names the missing required fields and sends nothing', async () => {
    const fetch = mockFetch();
    const { user } = renderDialog(null);
    await user.click(screen.getByRole('button', { name: 'Add Plant' }));

    expect(await screen.findByText(MESSAGES.required('Plant name'))).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.required('Quantity'))).toBeInTheDocument();
    expect(screen.getByLabelText(/Plant Name/)).toHaveAttribute('aria-invalid', 'true');
    expect(saves(fetch)).toHaveLength(0);
  });

  it('offers in its date picker only the ready dates the API takes (2000 to 5 years ahead)', () => {
    mockFetch();
    renderDialog(null);
    const ready = screen.getByLabelText(/Ready Date/);
    expect([ready.getAttribute('min'), ready.getAttribute('max')]).toEqual(['2000-01-01', latestDay()]);
  });

  it('refuses a compare-at price that is not above the price', async () => {
    const fetch = mockFetch();
    const { user } = renderDialog(null);
    await user.type(screen.getByLabelText(/Plant Name/), 'Boston Fern');
    await user.type(screen.getByLabelText(/^Price/), '24.50');
    await user.type(screen.getByLabelText(/Compare-at Price/), '20');
    await user.type(screen.getByLabelText(/Quantity Available/), '12');
    await user.click(screen.getByRole('button', { name: 'Add Plant' }));

    expect(await screen.findByText('Compare-at price must be higher than the price')).toBeInTheDocument();
    expect(saves(fetch)).toHaveLength(0);
  });

  it('creates the plant with numbers for numbers and null for empty optional fields', async () => {
    const created = makeItem({ id: 31, plant_name: 'Boston Fern' });
    const fetch = mockFetch(({ method, path }) =>
      method === 'POST' && path === '/api/vendor/inventory'
        ? jsonResponse(201, created)
        : jsonResponse(404, { detail: 'Not found' }),
    );
    const { user, onCreated, onOpenChange } = renderDialog(null);
    await user.type(screen.getByLabelText(/Plant Name/), '  Boston Fern ');
    await user.type(screen.getByLabelText(/^Price/), '24.50');
    await user.type(screen.getByLabelText(/Quantity Available/), '12');
    await user.selectOptions(screen.getByLabelText('Category'), 'indoor');
    await user.click(screen.getByRole('button', { name: 'Add Plant' }));

    await vi.waitFor(() => expect(onCreated).toHaveBeenCalledWith(created));
    const [[, init]] = saves(fetch) as [[unknown, RequestInit]];
    expect(JSON.parse(String(init.body))).toEqual({
      plant_name: 'Boston Fern',
      scientific_name: null,
      description: null,
      care_instructions: null,
      price: 24.5,
      compare_at_price: null,
      quantity_available: 12,
      category: 'indoor',
      size: null,
      pot_size: null,
      is_available: true,
      price_tiers: [],
      ready_date: null,
    });
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('edits a plant from its saved values and sends a PATCH to that plant', async () => {
    const item = makeItem({ id: 5, price: 24.5, compare_at_price: 30, quantity_available: 3 });
    const fetch = mockFetch(({ method, path, body }) =>
      method === 'PATCH' && path === '/api/vendor/inventory/5'
        ? jsonResponse(200, { ...item, ...(body as object) })
        : jsonResponse(404, { detail: 'Not found' }),
    );
    const { user, onOpenChange } = renderDialog(item);
    expect(screen.getByRole('heading', { name: 'Edit Boston Fern' })).toBeInTheDocument();
    expect(screen.getByLabelText(/^Price/)).toHaveValue(24.5);
    expect(screen.getByLabelText(/Compare-at Price/)).toHaveValue(30);

    const quantity = screen.getByLabelText(/Quantity Available/);
    await user.clear(quantity);
    await user.type(quantity, '0');
    await user.click(screen.getByLabelText('Available for sale'));
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    await vi.waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    const [[, init]] = saves(fetch) as [[unknown, RequestInit]];
    expect(JSON.parse(String(init.body))).toMatchObject({ quantity_available: 0, is_available: false, price: 24.5 });
  });

  it('shows the saved ready date in a date input and sends a new one', async () => {
    const item = makeItem({ id: 6, ready_date: '2031-04-15' });
    const fetch = mockFetch(({ method, path, body }) =>
      method === 'PATCH' && path === '/api/vendor/inventory/6'
        ? jsonResponse(200, { ...item, ...(body as object) })
        : jsonResponse(404, { detail: 'Not found' }),
    );
    const { user, onOpenChange } = renderDialog(item);
    const ready = screen.getByLabelText(/Ready Date/);
    expect(ready).toHaveAttribute('type', 'date');
    expect(ready).toHaveValue('2031-04-15');
    await user.clear(ready);
    await user.type(ready, '2031-05-01');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await vi.waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    expect(JSON.parse(String((saves(fetch)[0] as [unknown, RequestInit])[1].body))).toMatchObject({
      ready_date: '2031-05-01',
    });
  });

  it('sends no ready date (null) when the field is left empty: ready now', async () => {
    const item = makeItem({ id: 8, ready_date: '2031-04-15' });
    const fetch = mockFetch(({ method, path, body }) =>
      method === 'PATCH' && path === '/api/vendor/inventory/8'
        ? jsonResponse(200, { ...item, ...(body as object) })
        : jsonResponse(404, { detail: 'Not found' }),
    );
    const { user, onOpenChange } = renderDialog(item);
    await user.clear(screen.getByLabelText(/Ready Date/));
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await vi.waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    expect(JSON.parse(String((saves(fetch)[0] as [unknown, RequestInit])[1].body))).toMatchObject({ ready_date: null });
  });

  it("shows the server's field messages next to their fields", async () => {
    mockFetch(() =>
      jsonResponse(422, {
        detail: 'Validation failed',
        errors: [{ field: 'plant_name', message: 'You already list a plant with this name and size' }],
      }),
    );
    const { user, onOpenChange } = renderDialog(makeItem({ id: 5 }));
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText('You already list a plant with this name and size')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(MESSAGES.itemSaveFailed);
    expect(onOpenChange).not.toHaveBeenCalledWith(false);
  });

  it('reads the size as a trade size class as it is typed', async () => {
    mockFetch();
    const { user } = renderDialog(null);
    const size = screen.getByLabelText(/^Size/);
    await user.type(size, '3 gal');
    expect(size).toHaveAccessibleDescription('Reads as #3 container');
    await user.clear(size);
    await user.type(size, 'big one');
    expect(size).toHaveAccessibleDescription(/Not a trade size we know/);
  });

  it('fills the growing details from the plant-name reference and sends only what the vendor changed', async () => {
    const created = makeItem({ id: 32, plant_name: 'Crape Myrtle' });
    const fetch = mockFetch(({ method }) => (method === 'POST' ? jsonResponse(201, created) : jsonResponse(404, {})));
    const { user, onCreated } = renderDialog(null);
    // Pasted, not typed key by key: each keystroke re-renders the whole form, slow on a busy machine.
    const paste = async (label: RegExp, text: string) => {
      await user.click(screen.getByLabelText(label));
      await user.paste(text);
    };
    await paste(/Plant Name/, 'Crape Myrtle');
    await paste(/Scientific Name/, 'Lagerstroemia indica');
    await paste(/^Price/, '45');
    await paste(/Quantity Available/, '20');

    expect(await screen.findByText(/Filled in from the plant-name reference/)).toHaveTextContent(
      'Lagerstroemia indica',
    );
    // The note renders with the suggestion; the fields fill in the effect that follows (a render later).
    await vi.waitFor(() => expect(screen.getByLabelText(/Coldest Zone/)).toHaveValue('7a'));
    expect(screen.getByLabelText(/Warmest Zone/)).toHaveValue('9b');
    expect(screen.getByRole('checkbox', { name: 'Full sun' })).toBeChecked();
    expect(screen.getByLabelText(/Habit/)).toHaveValue('deciduous');

    // The vendor's own stock is hardier than the reference says: that one value is theirs.
    await user.selectOptions(screen.getByLabelText(/Coldest Zone/), '6b');
    await paste(/Mature Height/, '20');
    await user.click(screen.getByRole('button', { name: 'Add Plant' }));

    await vi.waitFor(() => expect(onCreated).toHaveBeenCalledWith(created));
    const [[, init]] = saves(fetch) as [[unknown, RequestInit]];
    const body = JSON.parse(String(init.body));
    expect(body).toMatchObject({ scientific_name: 'Lagerstroemia indica', zone_min: '6b', mature_height_ft: 20 });
    // Left as the reference filled them: not sent, so the server keeps them in step with the reference.
    for (const field of ['zone_max', 'light', 'water', 'habit', 'bloom_season', 'native_states']) {
      expect(body).not.toHaveProperty(field);
    }
  }, 20_000);

  it('refuses a coldest zone warmer than the warmest', async () => {
    const fetch = mockFetch();
    const { user } = renderDialog(makeItem({ id: 5 }));
    await user.selectOptions(screen.getByLabelText(/Coldest Zone/), '9a');
    await user.selectOptions(screen.getByLabelText(/Warmest Zone/), '5b');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText('The coldest zone must not be warmer than the warmest zone')).toBeInTheDocument();
    expect(saves(fetch)).toHaveLength(0);
  });
});
