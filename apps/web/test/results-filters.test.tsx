import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { marketplaceFilters, plantListParams } from '@verdant/shared/pages';
import type { CatalogFacets } from '@verdant/shared/schemas/catalog';
import { describe, expect, it } from 'vitest';
import { activeFilterChips } from '../src/features/catalog/lib/facets.ts';
import { HomePage } from '../src/features/catalog/pages/home-page.tsx';
import { ZONE_KEY } from '../src/lib/my-zone.ts';
import { makePlant } from './plant-fixtures.ts';
import { jsonResponse, mockFetch, renderWithRouter } from './utils.tsx';

const facets: CatalogFacets = {
  category: [
    { value: 'outdoor', label: 'Outdoor Plants', count: 5 },
    { value: 'flowering', label: 'Flowering Plants', count: 2 },
  ],
  size_class: [
    { value: '#1', label: '#1 container', count: 3 },
    { value: '#3', label: '#3 container', count: 4 },
  ],
  light: [
    { value: 'full_sun', label: 'Full sun', count: 6 },
    { value: 'part_shade', label: 'Part shade', count: 2 },
  ],
  water: [{ value: 'low', label: 'Low water', count: 3 }],
  native_state: [{ value: 'TX', label: 'Texas', count: 2 }],
  deer_resistant: [{ value: 'true', label: 'Deer resistant', count: 1 }],
  in_stock: [{ value: 'true', label: 'In stock', count: 7 }],
  state: [{ value: 'TX', label: 'Texas', count: 7 }],
  zone: null,
  price: { min: 4.5, max: 89 },
};

/** Answers every list request with one plant and the facets; returns the API addresses asked for. */
function catalogApi() {
  const asked: string[] = [];
  const fetch = mockFetch(({ path }) => {
    if (!path.startsWith('/api/inventory')) return jsonResponse(404, { detail: 'Not found' });
    asked.push(path);
    const plants = [makePlant({ id: 1, plant_name: 'Crape Myrtle', category: 'outdoor' })];
    const query = new URLSearchParams(path.split('?')[1]);
    const zone = query.get('zone');
    return jsonResponse(
      200,
      query.get('facets') === 'true'
        ? { plants, facets: { ...facets, zone: zone ? { value: zone, count: 3 } : null } }
        : plants,
    );
  });
  return { asked, fetch };
}

const routes = [{ path: '/', element: <HomePage /> }];
const location = () => screen.getByTestId('location').textContent ?? '';
const sidebar = () => screen.getByRole('complementary', { name: 'Filters' });
/** Waits for a render after a navigation: longer than the 1 s default, which a busy machine has missed. */
const eventually = (assertion: () => void) => waitFor(assertion, { timeout: 5_000 });

// Whole-page journeys in jsdom: seconds each on a busy machine.
describe('marketplace filters and the address', { timeout: 15_000 }, () => {
  it('reads every filter from the address and writes it back in one order', () => {
    const params = new URLSearchParams(
      'light=part_shade,full_sun,moon&size_class=%233&size_class=%235,bogus&zone=8A&native_state=tx&deer_resistant=true' +
        '&min_price=10&max_price=5&in_stock=true&state=ZZ&water=low&search=maple',
    );
    const filters = marketplaceFilters(params);
    expect(filters).toMatchObject({
      search: 'maple',
      zone: '8a',
      light: ['part_shade', 'full_sun'],
      sizeClass: ['#3', '#5'],
      water: ['low'],
      nativeState: 'TX',
      deerResistant: true,
      minPrice: 10,
      maxPrice: undefined, // below the minimum: ignored, as the API would refuse it
      inStock: true,
      state: undefined,
    });
    expect(plantListParams(filters).toString()).toBe(
      'search=maple&zone=8a&light=part_shade%2Cfull_sun&water=low&size_class=%233%2C%235&native_state=TX' +
        '&deer_resistant=true&min_price=10&in_stock=true',
    );
  });

  it('names every active filter once as a chip, and each chip takes away only its own value', () => {
    const filters = marketplaceFilters(
      new URLSearchParams(
        'search=oak&zone=8a&size_class=%233,%235&light=full_sun&water=low&native_state=TX&deer_resistant=true&in_stock=true&min_price=10&max_price=49.5&state=GA',
      ),
    );
    const chips = activeFilterChips(filters);
    expect(chips.map((chip) => chip.label)).toEqual([
      'Grows in zone 8a',
      '#3 container',
      '#5 container',
      'Full sun',
      'Low water',
      'Native to TX',
      'Deer resistant',
      'In stock',
      '$10–$49.50',
      'Nursery in GA',
    ]);
    const withoutFive = chips.find((chip) => chip.label === '#5 container')!.without;
    expect(plantListParams(withoutFive).toString()).toBe(
      'search=oak&zone=8a&light=full_sun&water=low&size_class=%233&native_state=TX&deer_resistant=true&min_price=10&max_price=49.5&in_stock=true&state=GA',
    );
    const withoutPrice = chips.find((chip) => chip.label.startsWith('$'))!.without;
    expect([withoutPrice.minPrice, withoutPrice.maxPrice, withoutPrice.search]).toEqual([undefined, undefined, 'oak']);
    expect(activeFilterChips(marketplaceFilters(new URLSearchParams('max_price=20'))).map((c) => c.label)).toEqual([
      'Up to $20',
    ]);
    expect(activeFilterChips(marketplaceFilters(new URLSearchParams('search=oak')))).toEqual([]);
  });

  it('lists what the address filters, with counts, and keeps each choice in the address (back undoes it)', async () => {
    const { asked } = catalogApi();
    const user = userEvent.setup();
    const { router } = renderWithRouter(routes, '/?search=myrtle&light=full_sun');

    expect(await screen.findByRole('heading', { name: 'Crape Myrtle' }, { timeout: 5_000 })).toBeInTheDocument();
    expect(asked[0]).toBe('/api/inventory?search=myrtle&light=full_sun&facets=true');
    expect(screen.getByRole('status')).toHaveTextContent('Showing 1 of 7 plants');
    const panel = sidebar();
    // The filters' code loads after the list's (a lazy chunk).
    expect(await within(panel).findByRole('checkbox', { name: /Full sun/ }, { timeout: 5_000 })).toBeChecked();
    expect(within(panel).getByRole('checkbox', { name: /#3 container/ })).not.toBeChecked();
    expect(
      within(panel)
        .getByRole('checkbox', { name: /#3 container/ })
        .closest('label'),
    ).toHaveTextContent('4');

    await user.click(within(panel).getByRole('checkbox', { name: /#3 container/ }));
    await eventually(() => expect(location()).toBe('/?search=myrtle&light=full_sun&size_class=%233'));
    await user.click(within(sidebar()).getByRole('checkbox', { name: /Part shade/ }));
    await eventually(() => expect(location()).toBe('/?search=myrtle&light=full_sun%2Cpart_shade&size_class=%233'));
    expect(asked.at(-1)).toBe('/api/inventory?search=myrtle&light=full_sun%2Cpart_shade&size_class=%233&facets=true');

    await router.navigate(-1);
    await eventually(() => expect(within(sidebar()).getByRole('checkbox', { name: /Part shade/ })).not.toBeChecked());
    expect(within(sidebar()).getByRole('checkbox', { name: /#3 container/ })).toBeChecked();

    // Each active filter is a chip above the results; removing one keeps the others.
    const chips = screen.getByRole('list', { name: 'Active filters' });
    expect(
      within(chips)
        .getAllByRole('button')
        .map((chip) => chip.textContent),
    ).toEqual(['#3 container', 'Full sun']);
    await user.click(within(chips).getByRole('button', { name: 'Remove filter: #3 container' }));
    await eventually(() => expect(location()).toBe('/?search=myrtle&light=full_sun'));
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await eventually(() => expect(location()).toBe('/?search=myrtle'));
  });

  it('filters by my zone once it is picked, and remembers the zone in this browser', async () => {
    const { asked } = catalogApi();
    const user = userEvent.setup();
    renderWithRouter(routes, '/?category=outdoor');

    await screen.findByRole('heading', { name: 'Crape Myrtle' }, { timeout: 5_000 });
    const grows = await within(sidebar()).findByRole('checkbox', { name: 'Grows in my zone' }, { timeout: 5_000 });
    expect(grows).toBeDisabled();
    await user.selectOptions(within(sidebar()).getByRole('combobox', { name: 'My USDA zone' }), '8a');
    expect(localStorage.getItem(ZONE_KEY)).toBe('8a');
    await user.click(within(sidebar()).getByRole('checkbox', { name: 'Grows in zone 8a' }));
    await eventually(() => expect(location()).toBe('/?category=outdoor&zone=8a'));
    await eventually(() => expect(asked.at(-1)).toBe('/api/inventory?category=outdoor&zone=8a&facets=true'));
    expect(
      within(sidebar())
        .getByRole('checkbox', { name: /Grows in zone 8a/ })
        .closest('label'),
    ).toHaveTextContent('Grows in zone 8a3');
    // A new zone moves the filter with it.
    await user.selectOptions(within(sidebar()).getByRole('combobox', { name: 'My USDA zone' }), '7b');
    await eventually(() => expect(location()).toBe('/?category=outdoor&zone=7b'));
  });

  it('on a phone, keeps choices in the sheet as a draft with its count until Apply', async () => {
    const { asked } = catalogApi();
    const user = userEvent.setup();
    renderWithRouter(routes, '/?search=myrtle');

    await screen.findByRole('heading', { name: 'Crape Myrtle' }, { timeout: 5_000 });
    await user.click(await screen.findByRole('button', { name: 'Filters', expanded: false }, { timeout: 5_000 }));
    const sheet = await screen.findByRole('dialog', { name: 'Filters' });
    expect(within(sheet).getByText('7 plants match')).toBeInTheDocument();
    await user.click(within(sheet).getByRole('checkbox', { name: /Low water/ }));
    expect(location()).toBe('/?search=myrtle');
    await eventually(() => expect(asked.at(-1)).toBe('/api/inventory?search=myrtle&water=low&facets=true'));

    await user.click(within(sheet).getByRole('button', { name: 'Show 7 plants' }));
    await eventually(() => expect(location()).toBe('/?search=myrtle&water=low'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Filters, 1 on' })).toBeInTheDocument();
  });
});
