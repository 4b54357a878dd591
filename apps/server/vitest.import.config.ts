import { defineProject } from 'vitest/config';

// The import corpus (bench/import-corpus): needs no database, and OCR is slow, so it runs once per CI from
// `npm run test:unit`, not in the server project that `npm run test:api` runs twice (PGlite, then PostgreSQL).
export default defineProject({
  test: {
    name: 'import',
    include: ['bench/import-corpus/**/*.test.ts'],
    // OCR takes about 2 s a page on an idle machine; these limits allow ten times that on a loaded one.
    testTimeout: 180_000,
    hookTimeout: 60_000,
  },
});
