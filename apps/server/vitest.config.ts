import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'server',
    include: ['test/**/*.test.ts'],
    globalSetup: ['test/global-setup.ts'],
    // Each file gets its own database cloned from a migrated golden copy, so files run in parallel safely.
    // Each file in its own process (isolate, the default): with isolate: false one long-lived worker ran every file
    // and, once in three clean-clone CI runs, died of SIGSEGV (native image and OCR code accumulating in one process).
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
