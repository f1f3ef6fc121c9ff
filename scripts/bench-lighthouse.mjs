// `pnpm bench:lighthouse`: Lighthouse on the sign-in page of the current production build (a benchmark, not a
// test), mobile and desktop profiles, Debian's Chromium, no network. Serves the build like `pnpm test:e2e` does
// (scripts/e2e-server.mjs, fresh data, local fakes) on BENCH_PORT (default 8194), runs each profile RUNS times
// (default 3) and prints the median of each figure. `-- --url /path` measures another page.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ROOT } from './lib/pnpm.mjs';
import { CHROMIUM } from './lib/system-packages.mjs';

const port = Number(process.env.BENCH_PORT ?? 8194);
const runs = Number(process.env.RUNS ?? 3);
const urlArg = process.argv.indexOf('--url');
const pagePath = urlArg > -1 ? process.argv[urlArg + 1] : '/onboard/sign-in';
const lighthouseBin = path.join(ROOT, 'node_modules', '.bin', 'lighthouse');

async function waitFor(url, timeoutMs) {
  const end = Date.now() + timeoutMs;
  while (Date.now() < end) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

function run(command, args, env) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { env, stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk) => {
      stderr += chunk;
    });
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${command} exited ${code}\n${stderr.slice(-2000)}`))));
  });
}

async function lighthouse(url, profile, outFile) {
  const args = [
    url,
    '--quiet',
    '--output=json',
    `--output-path=${outFile}`,
    '--only-categories=performance,accessibility,best-practices',
    '--chrome-flags=--headless=new --no-sandbox --disable-gpu',
  ];
  if (profile === 'desktop') args.push('--preset=desktop');
  await run(lighthouseBin, args, { ...process.env, CHROME_PATH: CHROMIUM });
  const report = JSON.parse(fs.readFileSync(outFile, 'utf8'));
  const audit = (id) => report.audits[id]?.numericValue ?? NaN;
  const score = (id) => Math.round((report.categories[id]?.score ?? NaN) * 100);
  const failed = Object.values(report.audits)
    .filter((a) => a.score === 0 && report.categories.accessibility.auditRefs.some((r) => r.id === a.id))
    .map((a) => a.id);
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    fcp: audit('first-contentful-paint'),
    lcp: audit('largest-contentful-paint'),
    tbt: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    failed,
  };
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

async function answers(url) {
  try {
    return (await fetch(url)).ok;
  } catch {
    return false;
  }
}

// A server already answering on the port (started by hand with E2E_PORT=… node scripts/e2e-server.mjs) is reused.
const server = (await answers(`http://localhost:${port}/web/health`))
  ? null
  : spawn(process.execPath, [path.join(ROOT, 'scripts', 'e2e-server.mjs')], {
      env: { ...process.env, E2E_PORT: String(port), E2E_LOG_LEVEL: 'warn' },
      stdio: 'ignore',
    });
const out = fs.mkdtempSync(path.join(os.tmpdir(), 'timekeep-lighthouse-'));
try {
  await waitFor(`http://localhost:${port}/web/health`, 120_000);
  const url = `http://localhost:${port}${pagePath}`;
  // One unmeasured load warms the server (first region lookup, file cache).
  await fetch(url);
  for (const profile of ['mobile', 'desktop']) {
    const results = [];
    for (let i = 0; i < runs; i++) results.push(await lighthouse(url, profile, path.join(out, `${profile}-${i}.json`)));
    const m = (key) => median(results.map((r) => r[key]));
    const failed = [...new Set(results.flatMap((r) => r.failed))];
    console.log(
      `${pagePath} ${profile.padEnd(7)} performance ${m('performance')}, accessibility ${m('accessibility')}, best practices ${m('bestPractices')}; ` +
        `FCP ${(m('fcp') / 1000).toFixed(1)} s, LCP ${(m('lcp') / 1000).toFixed(1)} s, TBT ${Math.round(m('tbt'))} ms, CLS ${m('cls').toFixed(3)} ` +
        `(median of ${runs}${failed.length ? `; failing a11y audits: ${failed.join(', ')}` : ''})`,
    );
  }
  console.log(`reports: ${out}`);
} finally {
  server?.kill('SIGTERM');
}
