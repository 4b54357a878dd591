// After `vite build`: writes the static first paint into the built HTML (see src/prerender.tsx).
//   dist/index.html                    every route: the header
//   dist/home.html                     `/`: header, promo banner and hero
//   dist/home-without-promo.html       `/` once the visitor dismissed the banner
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { createServer } from 'vite';

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
  const fill = (shell: Parameters<typeof renderShell>[0]) =>
    template.replace(ROOT_DIV, `<div id="root">${renderShell(shell)}</div>`);
  await writeFile(path.join(dist, 'index.html'), fill('page'));
  await writeFile(path.join(dist, 'home.html'), fill('home'));
  await writeFile(path.join(dist, 'home-without-promo.html'), fill('home-without-promo'));
} finally {
  await vite.close();
}
