// npm run lighthouse: builds the app, starts it on a free port with a fresh data folder and the demo data, and runs
// Lighthouse (default mobile emulation and simulated throttling) on the home, results, plant and cart pages.
// Prints the four category scores, saves them with the HTML reports under .lighthouse/, and exits 1 when a score is
// under its target. Each page runs LIGHTHOUSE_RUNS times (default 3) and the run with the median performance score
// counts, as Lighthouse's own docs advise against one-run variance. WEB_DIST_DIR picks another build; CHROME_PATH
// another browser (default /usr/bin/chromium); LIGHTHOUSE_PAGES=results,plant audits only those pages.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const outDir = path.resolve(process.env.LIGHTHOUSE_OUT ?? path.join(root, '.lighthouse'));
const ALL_PAGES = [
  { name: 'home', path: '/' },
  // A search with results (plant cards and photos), not an empty state.
  { name: 'results', path: '/?search=succulent' },
  { name: 'plant', path: '/product/1' },
  { name: 'cart', path: '/cart' },
];
const only = process.env.LIGHTHOUSE_PAGES?.split(',').map((name) => name.trim());
const PAGES = ALL_PAGES.filter((page) => !only || only.includes(page.name));
const TARGETS = { performance: 90, accessibility: 95, 'best-practices': 95, seo: 90 } as const;
type Category = keyof typeof TARGETS;
const CATEGORIES = Object.keys(TARGETS) as Category[];
const RUNS = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 3));

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

async function startApp(port: number, dataDir: string): Promise<ChildProcess> {
  const child = spawn(process.execPath, [path.join(root, 'apps/server/src/server.ts')], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SEED_DEMO: 'true',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      DATABASE_URL: '',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    const ok = await fetch(`http://127.0.0.1:${port}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return child;
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  child.kill('SIGTERM');
  throw new Error('the server did not become healthy within 120 s');
}

const port = await freePort();
const dataDir = mkdtempSync(path.join(tmpdir(), 'verdant-lighthouse-'));
const server = await startApp(port, dataDir);
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
});

type Row = { page: string; url: string; scriptKiB: number; metrics: Record<string, number> } & Record<Category, number>;
const rows: Row[] = [];
/** The metrics behind the performance score, in ms (CLS unitless), and the machine's speed as Lighthouse measured it. */
const METRICS = {
  FCP: 'first-contentful-paint',
  LCP: 'largest-contentful-paint',
  TBT: 'total-blocking-time',
  SI: 'speed-index',
  CLS: 'cumulative-layout-shift',
} as const;

/** JavaScript transferred (compressed) by the page's first load, from the run's network records. */
function scriptKiB(lhr: { audits: Record<string, { details?: unknown }> }): number {
  const items = ((lhr.audits['network-requests']?.details as { items?: unknown[] } | undefined)?.items ?? []) as {
    resourceType?: string;
    transferSize?: number;
  }[];
  const bytes = items.filter((i) => i.resourceType === 'Script').reduce((sum, i) => sum + (i.transferSize ?? 0), 0);
  return Math.round(bytes / 1024);
}
try {
  mkdirSync(outDir, { recursive: true });
  for (const page of PAGES) {
    const url = `http://127.0.0.1:${port}${page.path}`;
    const runs = [];
    for (let run = 0; run < RUNS; run++) {
      const outcome = await lighthouse(url, {
        port: chrome.port,
        output: 'html',
        logLevel: 'error',
        onlyCategories: CATEGORIES,
      });
      if (!outcome) throw new Error(`Lighthouse returned nothing for ${url}`);
      runs.push(outcome);
    }
    runs.sort((a, b) => (a.lhr.categories.performance?.score ?? 0) - (b.lhr.categories.performance?.score ?? 0));
    const result = runs[Math.floor(runs.length / 2)]!;
    writeFileSync(path.join(outDir, `${page.name}.html`), result.report as string);
    const scores = Object.fromEntries(
      CATEGORIES.map((c) => [c, Math.round((result.lhr.categories[c]?.score ?? 0) * 100)]),
    ) as Record<Category, number>;
    const js = scriptKiB(result.lhr);
    const metrics: Record<string, number> = Object.fromEntries(
      Object.entries(METRICS).map(([name, id]) => [
        name,
        Number((result.lhr.audits[id]?.numericValue ?? 0).toFixed(3)),
      ]),
    );
    metrics.benchmarkIndex = Math.round(result.lhr.environment.benchmarkIndex);
    rows.push({ page: page.name, url: page.path, scriptKiB: js, metrics, ...scores });
    // The audits that cost points, so a shortfall says where to look.
    const failing = Object.values(result.lhr.audits)
      .filter((a) => a.score !== null && a.score < 0.9 && a.scoreDisplayMode !== 'informative')
      .map((a) => a.id);
    console.log(
      `${page.path.padEnd(16)} ${CATEGORIES.map((c) => `${c} ${scores[c]}`).join('  ')}  (JS ${js} KiB)` +
        `\n  ${Object.entries(metrics)
          .map(([name, value]) => `${name} ${name === 'CLS' ? value : Math.round(value)}`)
          .join('  ')}` +
        (failing.length ? `\n  below 90: ${failing.join(', ')}` : ''),
    );
  }
} finally {
  chrome.kill();
  server.kill('SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
}

writeFileSync(
  path.join(outDir, 'scores.json'),
  `${JSON.stringify({ date: new Date().toISOString(), targets: TARGETS, pages: rows }, null, 2)}\n`,
);
console.log(`\nReports and scores.json in ${outDir}`);
const short = rows.flatMap((row) =>
  CATEGORIES.filter((c) => row[c] < TARGETS[c]).map((c) => `${row.url} ${c} ${row[c]} < ${TARGETS[c]}`),
);
if (short.length) {
  console.log(`Below target:\n  ${short.join('\n  ')}`);
  process.exitCode = 1;
}
