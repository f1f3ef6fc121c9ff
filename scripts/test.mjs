// `npm test` (and .ci/run): everything CI runs, in one command. Installs what the tests need, then runs
// typecheck, lint, unit tests, API tests on PGlite and on a real PostgreSQL, the production build and the
// Playwright suite in Chromium. Ends with one line `Summary: N passed, N failed`; exits non-zero on any failure.
import fs from 'node:fs';
import path from 'node:path';
import { installDependencies, ROOT } from './lib/pnpm.mjs';
import { run, bin } from './lib/run.mjs';
import { ensureSystemPackages } from './lib/system-packages.mjs';
import { startPostgres } from './lib/postgres.mjs';

const TMP = path.join(ROOT, '.tmp');
fs.mkdirSync(TMP, { recursive: true });
const totals = { passed: 0, failed: 0, skipped: 0 };
/** Why steps failed, one line each, printed again just before the summary: CI shows only a run's last lines. */
const failureNotes = [];
const steps = [];
const only = process.env.TEST_ONLY ? process.env.TEST_ONLY.split(',') : null;
const wanted = (name) => !only || only.includes(name);

/**
 * One step. `fn` gets the stdio its commands should use: the terminal, or — for a step run beside another
 * (`besideAnother`) — the file .tmp/<name>.log, printed whole when the step ends so two steps never interleave.
 */
async function step(name, fn, { besideAnother = false } = {}) {
  if (!wanted(name)) return;
  const started = Date.now();
  const logFile = path.join(TMP, `${name}.log`);
  const fd = besideAnother ? fs.openSync(logFile, 'w') : undefined;
  console.log(besideAnother ? `\n=== ${name} (beside another step; its output follows when it ends) ===` : `\n=== ${name} ===`);
  let ok = false;
  try {
    ok = await fn(fd === undefined ? 'inherit' : ['ignore', fd, fd]);
  } catch (error) {
    const message = `[test] ${name}: ${error instanceof Error ? error.message : String(error)}\n`;
    failureNotes.push(message.trim());
    if (fd === undefined) process.stderr.write(message);
    else fs.writeSync(fd, message);
  }
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  steps.push({ name, ok, seconds, logFile: fd === undefined ? undefined : logFile });
  if (fd !== undefined) {
    fs.closeSync(fd);
    console.log(`\n=== ${name}: output ===`);
    process.stdout.write(fs.readFileSync(logFile, 'utf8'));
  }
  console.log(`=== ${name}: ${ok ? 'ok' : 'FAILED'} (${seconds} s) ===`);
}

function addJest(file) {
  if (!fs.existsSync(file)) return;
  const report = JSON.parse(fs.readFileSync(file, 'utf8'));
  totals.passed += report.numPassedTests;
  totals.failed += report.numFailedTests + (report.numRuntimeErrorTestSuites ?? 0);
  totals.skipped += report.numPendingTests + report.numTodoTests;
}

/** The failed tests of a jest run (or that it wrote no results) for the lines before the summary. */
function noteJestFailures(name, file, code) {
  if (!fs.existsSync(file)) {
    if (code !== 0) failureNotes.push(`${name}: jest exited ${code} without results (see its output above)`);
    return;
  }
  const report = JSON.parse(fs.readFileSync(file, 'utf8'));
  for (const suite of report.testResults ?? []) {
    const failed = (suite.assertionResults ?? []).filter((test) => test.status === 'failed');
    for (const test of failed) failureNotes.push(`${name}: ${path.relative(ROOT, suite.name)} › ${test.fullName}`);
    if (!failed.length && suite.status === 'failed') {
      failureNotes.push(`${name}: ${path.relative(ROOT, suite.name)}: ${(suite.message ?? '').trim().split('\n').slice(0, 3).join(' ')}`);
    }
  }
  if (code !== 0 && report.success) failureNotes.push(`${name}: every test passed but jest exited ${code} (a late log or an open handle: see its output)`);
}

/** How long jest may stay alive after writing its results: longer means a test left a server or timer open. */
const JEST_EXIT_GRACE_MS = 60_000;

async function jest(name, args, env = {}, stdio = 'inherit') {
  const out = path.join(TMP, `jest-${name}.json`);
  fs.rmSync(out, { force: true });
  let hung = false;
  let watchdog;
  const code = await run(bin('jest'), [...args, '--json', `--outputFile=${out}`, '--ci'], {
    env: { ...process.env, NODE_OPTIONS: '--experimental-vm-modules --no-warnings', ...env },
    stdio,
    // A test that leaves a handle open keeps jest alive after its last test, and CI would wait for its time limit:
    // once the results are written, jest gets a minute to exit, then the step fails saying why.
    onSpawn: (child) => {
      let resultsSeenAt = 0;
      watchdog = setInterval(() => {
        if (!fs.existsSync(out)) return;
        resultsSeenAt ||= Date.now();
        if (Date.now() - resultsSeenAt < JEST_EXIT_GRACE_MS) return;
        hung = true;
        failureNotes.push(`${name}: jest did not exit within ${JEST_EXIT_GRACE_MS / 1000} s of its results (a handle left open)`);
        console.error(`[test] ${name}: jest did not exit ${JEST_EXIT_GRACE_MS / 1000} s after its results: a test left a handle open (run it with --detectOpenHandles)`);
        child.kill('SIGKILL');
      }, 1000);
    },
  });
  clearInterval(watchdog);
  addJest(out);
  noteJestFailures(name, out, code);
  if (hung) totals.failed += 1;
  return code === 0 && !hung;
}

/** The Playwright tests that failed every try, as `file › title`. */
function notePlaywrightFailures(suites, titles = []) {
  for (const suite of suites) {
    const inner = suite.title ? [...titles, suite.title] : titles;
    for (const spec of suite.specs ?? []) {
      if ((spec.tests ?? []).some((test) => test.status === 'unexpected')) failureNotes.push(`e2e: ${[...inner, spec.title].join(' › ')}`);
    }
    notePlaywrightFailures(suite.suites ?? [], inner);
  }
}

/** tsc on each project, one after another (tsc is single-threaded). */
async function typecheck(stdio) {
  const codes = [];
  for (const project of ['tsconfig.json', 'server', 'deploy']) codes.push(await run(bin('tsc'), ['-p', project], { stdio }));
  return codes.every((c) => c === 0);
}

/** Playwright on the production build (two workers: playwright.config.ts, ADR 0108). */
async function e2e() {
  const out = path.join(TMP, 'playwright.json');
  fs.rmSync(out, { force: true });
  const code = await run(bin('playwright'), ['test'], {
    env: { ...process.env, PLAYWRIGHT_JSON_OUTPUT_NAME: out },
  });
  if (fs.existsSync(out)) {
    const report = JSON.parse(fs.readFileSync(out, 'utf8'));
    const stats = report.stats;
    notePlaywrightFailures(report.suites ?? []);
    totals.passed += stats.expected + stats.flaky;
    totals.failed += stats.unexpected;
    totals.skipped += stats.skipped;
  } else if (code !== 0) {
    totals.failed += 1;
  }
  return code === 0;
}

const started = Date.now();
installDependencies();
ensureSystemPackages();

// jest's default on 2 cores is one worker; the machine is ours for this step. (ADR 0097: Playwright beside the API
// suites for its whole run, or the unit tests beside the build, made the run longer, not shorter: measured.)
await step('unit', () => jest('unit', ['--selectProjects', 'shared', 'shell', 'remotes', 'server-unit', '--maxWorkers=2']));
// The API suite on PGlite keeps one core busy (the database runs inside the test process); typecheck, lint,
// the suite on PostgreSQL and then the production build use the other, one after another: side by side they take
// about as long as the PGlite suite alone (ADR 0096: typecheck and lint moved into this lane, where the PGlite
// suite left ~130 s free, instead of running alone first). Playwright follows the build in the same lane.
await Promise.all([
  step('api-pglite', (stdio) => jest('api-pglite', ['--selectProjects', 'api', '--runInBand'], {}, stdio)),
  (async () => {
    await step('typecheck', typecheck, { besideAnother: wanted('api-pglite') });
    await step('lint', async (stdio) => (await run(bin('eslint'), ['.', '--max-warnings=0'], { stdio })) === 0, { besideAnother: wanted('api-pglite') });
    await step(
      'api-postgres',
      async (stdio) => {
        // Below 32768: a port in Linux's ephemeral range (32768–60999) can be held by any outgoing connection
        // of the tests running beside, and the server then fails to start (CI stop 21: this step failed in 2 s).
        const pg = await startPostgres({ port: Number(process.env.TEST_PG_PORT ?? 25433) });
        try {
          return await jest('api-postgres', ['--selectProjects', 'api', '--runInBand'], { TEST_DATABASE_URL: pg.url }, stdio);
        } finally {
          pg.stop();
        }
      },
      { besideAnother: wanted('api-pglite') },
    );
    // The build of every app, the server bundle and the releases (scripts/build.mjs with no arguments).
    await step('build', async (stdio) => (await run(process.execPath, [path.join(ROOT, 'scripts', 'build.mjs')], { stdio })) === 0, {
      besideAnother: wanted('api-pglite'),
    });
    // Playwright needs only the build: it starts at once, and its web server's start (~40 s: the demo seed) and
    // first journeys overlap the PGlite suite's last minute instead of waiting for it (ADR 0096).
    await step('e2e', e2e);
  })(),
]);

if (failureNotes.length) {
  console.log('\n=== why ===');
  for (const note of failureNotes.slice(0, 20)) console.log(note.length > 400 ? `${note.slice(0, 400)}…` : note);
  if (failureNotes.length > 20) console.log(`… and ${failureNotes.length - 20} more`);
}
console.log('\n=== steps ===');
for (const s of steps) console.log(`${s.ok ? 'ok    ' : 'FAILED'} ${s.name} (${s.seconds} s)`);
console.log(`total ${((Date.now() - started) / 1000).toFixed(1)} s`);
const failedSteps = steps.filter((s) => !s.ok).length;
console.log(`Summary: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(failedSteps > 0 || totals.failed > 0 ? 1 : 0);
