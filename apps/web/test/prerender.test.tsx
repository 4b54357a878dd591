import { describe, expect, it } from 'vitest';
import { renderShell } from '../src/prerender.tsx';

// The HTML the build ships for the first paint (scripts/prerender.ts).
describe('renderShell', () => {
  const html = (shell: Parameters<typeof renderShell>[0]) => {
    const container = document.createElement('div');
    container.innerHTML = renderShell(shell);
    return container;
  };

  it('gives every page the logged-out header and an empty main', () => {
    const page = html('page');
    expect(page.querySelector('header a[href="/"]')?.textContent).toBe('Verdant');
    expect(page.querySelector('header a[href="/login"]')?.textContent).toBe('Login');
    expect(page.querySelector('main#main')?.childElementCount).toBe(0);
    // No nav link is marked active: the shell does not know the route.
    expect(page.querySelector('nav[aria-label="Main"] [aria-current]')).toBeNull();
  });

  it('gives the home page its promo banner and hero, with the spec texts', () => {
    const home = html('home');
    const main = home.querySelector('main#main')!;
    expect(main.querySelector('section[aria-label="Promotion"]')?.textContent).toContain(
      'Start your 30-day free trial — no credit card required.',
    );
    expect(main.querySelector('h1')?.textContent).toBe('Connect with trusted nurseries for every landscape project');
    expect([...main.querySelectorAll('a')].map((link) => link.textContent)).toContain('Get Started Free');

    const dismissed = html('home-without-promo');
    expect(dismissed.querySelector('section[aria-label="Promotion"]')).toBeNull();
    expect(dismissed.querySelector('main h1')).not.toBeNull();
  });
});
