import { configDefaults, defineProject } from 'vitest/config';

// `npm run test:api` runs this project twice: on PGlite, then on PostgreSQL when DATABASE_URL is set. Files whose
// behaviour cannot differ between the two run in the first pass only: they use no database (file readers, OCR
// geometry, config), or always PGlite (the connection caps, PGlite's own event loop), or the database only to hold
// a vendor while files are read (worker threads, size bombs, photos).
const SAME_ON_EITHER_DATABASE = [
  'test/bulk-upload-column-rules.test.ts',
  'test/bulk-upload-header-runs.test.ts',
  'test/bulk-upload-ocr-digits.test.ts',
  'test/bulk-upload-ocr-fairness.test.ts',
  'test/bulk-upload-ocr-geometry.test.ts',
  'test/bulk-upload-page-flatten.test.ts',
  'test/bulk-upload-parsers.test.ts',
  'test/bulk-upload-run-split.test.ts',
  'test/bulk-upload-unseen.test.ts',
  'test/config.test.ts',
  'test/demo-catalog.test.ts',
  'test/inventory-answer-cache.test.ts',
  'test/migrations-journal.test.ts',
  'test/node-version-check.test.ts',
  'test/pdf.test.ts',
  'test/reliability/pglite-event-loop.test.ts',
  'test/reliability/connection-limits.test.ts',
  'test/bulk-upload-workers.test.ts',
  'test/bulk-upload-bombs.test.ts',
  'test/bulk-upload-photos.test.ts',
];

export default defineProject({
  test: {
    name: 'server',
    include: ['test/**/*.test.ts'],
    exclude: [...configDefaults.exclude, ...(process.env.DATABASE_URL ? SAME_ON_EITHER_DATABASE : [])],
    globalSetup: ['test/global-setup.ts'],
    // Each file gets its own database cloned from a migrated golden copy, so files run in parallel safely.
    // Each file in its own process (isolate, the default): with isolate: false one long-lived worker ran every file
    // and, once in three clean-clone CI runs, died of SIGSEGV (native image and OCR code accumulating in one process).
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
