import path from 'node:path';
import { defineConfig } from '@playwright/test';
import base from '../playwright.config.ts';

// Measurements (not part of npm run test:e2e): the same server and browser as the e2e suite.
const webServer = base.webServer && !Array.isArray(base.webServer) ? base.webServer : undefined;
export default defineConfig({
  ...base,
  testDir: '.',
  workers: 1,
  ...(webServer ? { webServer: { ...webServer, cwd: path.resolve(import.meta.dirname, '..') } } : {}),
});
