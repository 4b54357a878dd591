// After `vite build`: writes the static first paint into the built HTML (see src/prerender.tsx).
//   dist/index.html                    every route: the header
//   dist/home.html                     `/`: header, promo banner and hero, and the marketplace page's code preloaded
//   dist/home-without-promo.html       `/` once the visitor dismissed the banner
//   dist/{marketplace,plant,cart}.html the header, and that page's code preloaded (scripts/page-chunks.ts)
// Vite's manifest is read for the page chunks, then removed: it is not for the public.
import { readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { PAGES_WITH_CODE, type PageWithCode } from '@verdant/shared/pages';
import { createServer } from 'vite';
import { type Manifest, modulePreloads, PRELOADED_PAGES, pageChunks } from './page-chunks.ts';

const root = path.resolve(import.meta.dirname, '..');
const dist = path.resolve(root, process.argv[2] ?? 'dist');
const ROOT_DIV = '<div id="root"></div>';
const vite = await createServer({
  root,
  logLevel: 'error',
  server: { middlewareMode: true, hmr: false },
  appType: 'custom',
});
try {
  const { renderShell } = (await vite.ssrLoadModule('/src/prerender.tsx')) as typeof import('../src/prerender.tsx');
  const template = await readFile(path.join(dist, 'index.html'), 'utf8');
  if (!template.includes(ROOT_DIV)) throw new Error(`prerender: ${ROOT_DIV} not found in ${dist}/index.html`);
  const manifestDir = path.join(dist, '.vite');
  const manifest = JSON.parse(await readFile(path.join(manifestDir, 'manifest.json'), 'utf8')) as Manifest;
  const preloads = (page: PageWithCode) => modulePreloads(pageChunks(manifest, PRELOADED_PAGES[page]));
  const fill = (shell: Parameters<typeof renderShell>[0], head = '') =>
    template.replace(ROOT_DIV, `<div id="root">${renderShell(shell)}</div>`).replace('</head>', `${head}</head>`);
  await writeFile(path.join(dist, 'index.html'), fill('page'));
  await writeFile(path.join(dist, 'home.html'), fill('home', preloads('marketplace')));
  await writeFile(path.join(dist, 'home-without-promo.html'), fill('home-without-promo', preloads('marketplace')));
  for (const page of PAGES_WITH_CODE) {
    await writeFile(path.join(dist, `${page}.html`), fill('page', preloads(page)));
  }
  await rm(manifestDir, { recursive: true });
} finally {
  await vite.close();
}
