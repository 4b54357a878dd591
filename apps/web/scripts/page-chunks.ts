// Which built chunks a page needs beyond the entry chunk, from Vite's manifest (`build.manifest`).
import type { PageWithCode } from '@verdant/shared/pages';

/**
 * Pages whose code the HTML names up front (`rel=modulepreload`, at low priority), so the browser fetches it
 * alongside the entry chunk instead of after the entry has run: one round trip less before React can draw the page.
 * The server picks the file by address (apps/server/src/plugins/static-files.ts); a unit test checks that the
 * router still loads each module.
 */
export const PRELOADED_PAGES: Record<PageWithCode, string> = {
  marketplace: 'src/features/catalog/pages/home-page.tsx',
  plant: 'src/app/routes/product-page.tsx',
  cart: 'src/features/cart/pages/cart-page.tsx',
};

export type ManifestChunk = { file: string; isEntry?: boolean; imports?: string[] };
export type Manifest = Record<string, ManifestChunk>;

function withImports(manifest: Manifest, key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key)) return seen;
  const chunk = manifest[key];
  if (!chunk) throw new Error(`page-chunks: ${key} is not in the build's manifest`);
  seen.add(key);
  for (const imported of chunk.imports ?? []) withImports(manifest, imported, seen);
  return seen;
}

/** The files of `source`'s chunk and of every chunk it imports, less what the entry chunk already loads. */
export function pageChunks(manifest: Manifest, source: string): string[] {
  const entries = Object.keys(manifest).filter((key) => manifest[key]!.isEntry);
  const loaded = new Set(entries.flatMap((entry) => [...withImports(manifest, entry)]));
  return [...withImports(manifest, source)].filter((key) => !loaded.has(key)).map((key) => manifest[key]!.file);
}

/** `<link rel="modulepreload">` tags for those files, at low priority like the entry script itself. */
export function modulePreloads(files: string[]): string {
  return files.map((file) => `<link rel="modulepreload" fetchpriority="low" crossorigin href="/${file}">`).join('');
}
