import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';

export default defineProject({
  plugins: [react()],
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}', 'test/**/*.test.{ts,tsx}'],
    setupFiles: ['./test/setup.ts'],
    restoreMocks: true,
    // A busy 2-core machine (CI runs several suites) can take a few seconds for a jsdom journey that takes 0.6 s alone.
    testTimeout: 20_000,
    unstubGlobals: true,
  },
});
