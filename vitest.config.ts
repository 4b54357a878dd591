import { defineConfig } from 'vitest/config';

// One Vitest run, three projects: `shared` and `web` are the unit suites, `server` the API integration suite.
export default defineConfig({
  test: {
    projects: ['packages/shared', 'apps/web', 'apps/server'],
  },
});
