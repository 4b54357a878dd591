import { defineConfig } from 'vitest/config';

// One Vitest run, four projects: `shared`, `web` and `import` (the import corpus, apps/server/bench) run once per
// CI from test:unit; `server`, the API integration suite, runs per database from test:api.
export default defineConfig({
  test: {
    projects: [
      'packages/shared',
      'apps/web',
      'apps/server',
      'apps/server/vitest.serial.config.ts',
      'apps/server/vitest.import.config.ts',
    ],
  },
});
