import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// scripts/check-node.cjs runs first in `npm start`, `npm test` and `npm run dev`: on an old Node it prints one line
// saying how to get Node 24 and exits 1, before anything else can fail with a puzzling error.
const ROOT = fileURLToPath(new URL('../../..', import.meta.url));
const CHECK = `${ROOT}scripts/check-node.cjs`;
const HOW_TO =
  /^Verdant needs Node\.js 24 or newer \(this is v[\d.]+\): run "\. scripts\/ensure-node\.sh" .* or "nvm use", then try again\.$/;

/** Runs the check with a faked process.versions.node (preloaded before the script). */
function checkAs(version: string) {
  const fake = `Object.defineProperty(process.versions, 'node', { value: '${version}' })`;
  return spawnSync(process.execPath, ['--eval', `${fake}; require(${JSON.stringify(CHECK)})`], { encoding: 'utf8' });
}

const systemNode = '/usr/bin/node';
const systemMajor = existsSync(systemNode)
  ? Number(execFileSync(systemNode, ['--version'], { encoding: 'utf8' }).slice(1).split('.')[0])
  : 24;

describe('the Node version check before npm start and npm test', () => {
  it.each(['20.19.0', '22.12.0', '18.0.0', '0.12.18'])(
    'on Node %s prints one line on how to get Node 24, exit 1',
    (version) => {
      const result = checkAs(version);
      expect(result.status).toBe(1);
      expect(result.stdout).toBe('');
      expect(result.stderr.trim().split('\n')).toHaveLength(1);
      expect(result.stderr.trim()).toMatch(HOW_TO);
      expect(result.stderr).toContain(`this is v${version}`);
    },
  );

  it.each(['24.0.0', '24.21.0', '26.1.0'])('on Node %s says nothing and lets the script go on', (version) => {
    const result = checkAs(version);
    expect(result.status).toBe(0);
    expect(result.stdout + result.stderr).toBe('');
  });

  it('runs first in start, test and dev', () => {
    const { scripts } = JSON.parse(readFileSync(`${ROOT}package.json`, 'utf8')) as { scripts: Record<string, string> };
    for (const name of ['start', 'test', 'dev']) expect(scripts[name]).toMatch(/^node scripts\/check-node\.cjs && /);
  });

  it.runIf(systemMajor < 24 && existsSync('/usr/bin/npm'))(
    `npm start under this machine's own Node (v${systemMajor}) stops at the check with that line`,
    () => {
      const result = spawnSync('/usr/bin/npm', ['start', '--silent'], {
        cwd: ROOT,
        encoding: 'utf8',
        env: { ...process.env, PATH: `/usr/bin:/bin` },
        timeout: 60_000,
      });
      expect(result.status).toBe(1);
      expect(result.stderr).toMatch(/^Verdant needs Node\.js 24 or newer \(this is v20/m);
      expect(result.stderr).not.toContain('ERR_UNKNOWN_FILE_EXTENSION');
    },
    60_000,
  );
});
