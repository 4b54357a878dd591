import { availableParallelism } from 'node:os';
import { configDefaults, defineProject } from 'vitest/config';

// `npm run test:api` runs the server projects twice: on PGlite, then on PostgreSQL when DATABASE_URL is set. Files whose
// behaviour cannot differ between the two run in the first pass only: they use no database (file readers, OCR
// geometry, config), or always PGlite (the connection caps, PGlite's own event loop), or the database only to hold
// a vendor while files are read (worker threads, size bombs, photos).
const SAME_ON_EITHER_DATABASE = [
  'test/bulk-upload-bmp.test.ts',
  'test/bulk-upload-carry-down.test.ts',
  'test/bulk-upload-column-rules.test.ts',
  'test/bulk-upload-dark-bands.test.ts',
  'test/bulk-upload-faint-rules.test.ts',
  'test/bulk-upload-header-runs.test.ts',
  'test/bulk-upload-noisy-page.test.ts',
  'test/bulk-upload-ocr-digits.test.ts',
  'test/bulk-upload-orientation.test.ts',
  'test/bulk-upload-ocr-fairness.test.ts',
  'test/bulk-upload-ocr-geometry.test.ts',
  'test/bulk-upload-page-flatten.test.ts',
  'test/bulk-upload-photo-columns.test.ts',
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

// Files that time the server (health answers within 100 ms while a file is read, overload and event-loop guards,
// child server processes, rate-limit windows) were written for a machine running one file at a time: they run in
// the `server-serial` project (vitest.serial.config.ts), alone, after this project's files.
export const ONE_AT_A_TIME = [
  'test/reliability/**/*.test.ts',
  'test/bulk-upload-workers.test.ts',
  'test/bulk-upload-bombs.test.ts',
  'test/rate-limit.test.ts',
  'test/security/login-throttle.test.ts',
];

export const serverTestOptions = {
  exclude: [...configDefaults.exclude, ...(process.env.DATABASE_URL ? SAME_ON_EITHER_DATABASE : [])],
  globalSetup: ['test/global-setup.ts'],
  // Each file gets its own database cloned from a migrated golden copy, so files run in parallel safely.
  // Each file in its own process (isolate, the default): with isolate: false one long-lived worker ran every file
  // and, once in three clean-clone CI runs, died of SIGSEGV (native image and OCR code accumulating in one process).
  testTimeout: 20_000,
  hookTimeout: 60_000,
};

export default defineProject({
  test: {
    ...serverTestOptions,
    name: 'server',
    include: ['test/**/*.test.ts'],
    exclude: [...serverTestOptions.exclude, ...ONE_AT_A_TIME],
    // A file spends most of its time in its own process (importing the app, loading its database), so Vitest's
    // default of one worker on a 2-core machine left a core idle: two files at a time, or cores - 1 on bigger machines.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    sequence: { groupOrder: 0 },
  },
});
