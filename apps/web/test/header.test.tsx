import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Header } from '../src/components/layout/header.tsx';
import { CART_KEY, setCartItems } from '../src/lib/cart.ts';
import { getSession } from '../src/lib/session.ts';
import { jsonResponse, makeUser, mockFetch, renderWithRouter, storeSession } from './utils.tsx';

const routes = [
  { path: '/', element: <Header /> },
  { path: '/somewhere', element: <Header /> },
];

describe('header', () => {
  it('shows the public links, Login and Sign Up to a logged-out user', async () => {
    mockFetch();
    renderWithRouter(routes, '/');

    const nav = await screen.findByRole('navigation', { name: 'Main' });
    const links = within(nav)
      .getAllByRole('link')
      .map((link) => [link.textContent, link.getAttribute('href')]);
    expect(links).toEqual([
      ['Marketplace', '/'],
      ['Browse Projects', '/browse-projects'],
      ['Find Vendors', '/find-vendors'],
      ['Pricing', '/pricing'],
      ['About', '/about'],
      ['Contact', '/contact'],
    ]);
    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('link', { name: 'Sign Up' })).toHaveAttribute('href', '/register');
    expect(screen.queryByRole('link', { name: 'Dashboard' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: /^Verdant$/ })).toHaveAttribute('href', '/');
  });

  it('shows a vendor the dashboard link and a menu named after them with Settings and Logout', async () => {
    const vendor = makeUser({ role: 'vendor', first_name: 'Rosa' });
    storeSession(vendor);
    mockFetch(() => jsonResponse(200, vendor));
    const user = userEvent.setup();
    renderWithRouter(routes, '/somewhere');

    expect(await screen.findByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/vendor/dashboard');
    expect(screen.queryByRole('link', { name: 'Login' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Sign Up' })).not.toBeInTheDocument();

    // The menu's code loads on demand (beside the notification bell's); its trigger (unlike the placeholder) has
    // aria-expanded. Loading the chunk can take more than the default second on a busy machine.
    await user.click(await screen.findByRole('button', { name: /Rosa/, expanded: false }, { timeout: 10_000 }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByRole('menuitem', { name: 'Settings' })).toHaveAttribute('href', '/settings');

    await user.click(within(menu).getByRole('menuitem', { name: 'Logout' }));
    expect(getSession()).toEqual({ token: null, user: null });
    expect(await screen.findByRole('link', { name: 'Login' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
  });

  it('points a buyer and an admin at their own dashboards', async () => {
    const buyer = makeUser({ role: 'buyer' });
    storeSession(buyer);
    mockFetch(() => jsonResponse(200, buyer));
    const { unmount } = renderWithRouter(routes, '/');
    expect(await screen.findByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/buyer/dashboard');
    unmount();

    const admin = makeUser({ role: 'admin' });
    storeSession(admin);
    mockFetch(() => jsonResponse(200, admin));
    renderWithRouter(routes, '/');
    expect(await screen.findByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/admin/dashboard');
  });

  it('shows the cart count as the sum of quantities and follows changes', async () => {
    localStorage.setItem(
      CART_KEY,
      JSON.stringify([
        { id: 1, plant_name: 'Fern', price: 12, quantity_available: 10, vendor: null, quantity: 2 },
        { id: 2, plant_name: 'Monstera', price: 30, quantity_available: 5, vendor: null, quantity: 3 },
      ]),
    );
    mockFetch();
    renderWithRouter(routes, '/');

    const cart = await screen.findByRole('link', { name: 'Cart, 5 items' });
    expect(cart).toHaveAttribute('href', '/cart');
    expect(within(cart).getByTestId('cart-count')).toHaveTextContent('5');

    act(() =>
      setCartItems([{ id: 1, plant_name: 'Fern', price: 12, quantity_available: 10, vendor: null, quantity: 1 }]),
    );
    expect(screen.getByRole('link', { name: 'Cart, 1 item' })).toBeInTheDocument();
  });

  it('sends the mobile search to /?search=', async () => {
    mockFetch();
    const user = userEvent.setup();
    renderWithRouter(routes, '/somewhere');

    await user.type(await screen.findByRole('searchbox', { name: 'Search plants' }), 'snake plant{Enter}');
    expect(screen.getByTestId('location')).toHaveTextContent('/?search=snake+plant');
  });

  it('searches from the bar on any page, with no category picked first', async () => {
    mockFetch();
    const user = userEvent.setup();
    renderWithRouter(routes, '/somewhere');

    const box = await screen.findByRole('searchbox', { name: 'Search the marketplace' });
    await user.type(box, '  crape myrtle {Enter}');
    expect(screen.getByTestId('location')).toHaveTextContent('/?search=crape+myrtle');
    // The box shows what the address searches for, and an empty search goes back to the marketplace.
    expect(screen.getByRole('searchbox', { name: 'Search the marketplace' })).toHaveValue('crape myrtle');
    await user.clear(screen.getByRole('searchbox', { name: 'Search the marketplace' }));
    await user.keyboard('{Enter}');
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
  });

  it('opens the mobile menu with the same links', async () => {
    mockFetch();
    const user = userEvent.setup();
    renderWithRouter(routes, '/');

    await user.click(await screen.findByRole('button', { name: 'Open menu' }));
    const sheet = await screen.findByRole('dialog', { name: 'Menu' });
    expect(within(sheet).getByRole('link', { name: 'Find Vendors' })).toHaveAttribute('href', '/find-vendors');
    expect(within(sheet).getByRole('link', { name: 'Sign Up' })).toHaveAttribute('href', '/register');

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
