import { defineProject } from 'vitest/config';
import { ONE_AT_A_TIME, serverTestOptions } from './vitest.config.ts';

// The timing-sensitive API files (vitest.config.ts, ONE_AT_A_TIME), one at a time after the `server` project's files,
// with the machine to themselves as they were written for. `npm run test:api` runs both projects.
export default defineProject({
  test: {
    ...serverTestOptions,
    name: 'server-serial',
    include: ONE_AT_A_TIME,
    maxWorkers: 1,
    sequence: { groupOrder: 1 },
  },
});
