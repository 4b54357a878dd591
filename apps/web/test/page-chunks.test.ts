import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { type Manifest, modulePreloads, PRELOADED_PAGES, pageChunks } from '../scripts/page-chunks.ts';

describe('pageChunks', () => {
  const manifest: Manifest = {
    'index.html': { file: 'assets/index-1.js', isEntry: true, imports: ['_shell.js'] },
    '_shell.js': { file: 'assets/shell-1.js' },
    'src/home.tsx': { file: 'assets/home-1.js', imports: ['_common.js', '_shell.js'] },
    '_common.js': { file: 'assets/common-1.js', imports: ['_icons.js'] },
    '_icons.js': { file: 'assets/icons-1.js', imports: ['_common.js'] },
  };

  it("lists a page's chunk and everything it imports, less what the entry loads", () => {
    expect(pageChunks(manifest, 'src/home.tsx')).toEqual([
      'assets/home-1.js',
      'assets/common-1.js',
      'assets/icons-1.js',
    ]);
    expect(modulePreloads(['assets/home-1.js'])).toBe(
      '<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/home-1.js">',
    );
  });

  it('fails the build for a page the manifest does not know', () => {
    expect(() => pageChunks(manifest, 'src/gone.tsx')).toThrow(/src\/gone.tsx is not in the build's manifest/);
  });

  it('names only pages the router loads', () => {
    const router = readFileSync(path.join(import.meta.dirname, '../src/app/router.tsx'), 'utf8');
    for (const source of Object.values(PRELOADED_PAGES)) {
      const fromRouter = path.posix.relative('src/app', source);
      expect(router).toContain(`import('${fromRouter.startsWith('.') ? fromRouter : `./${fromRouter}`}')`);
    }
  });
});
