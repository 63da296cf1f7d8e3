#!/usr/bin/env node
// `npm test`: every check and every suite, then one closing line `N passed, N failed`.
// Checks (build, lint, format, typecheck) count as one test each; Vitest suites count their tests.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');
const reports = join(root, 'tmp', 'test-reports');
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });
const env = {
  ...process.env,
  NX_DAEMON: 'false',
  NX_NO_CLOUD: 'true',
  NX_SKIP_NX_CACHE: process.env.CI ? 'true' : '',
  FORCE_COLOR: process.env.CI ? '0' : '1',
};
/**
 * The clock the unit and web suites run on (README, "Tests and the calendar"): three years ahead, so a date
 * written into a test as "soon" is already past on its first run. `--later` runs unit, web and API suites at
 * one and at three years ahead instead, every process the API tests start (Node, PostgreSQL) included.
 */
const UNIT_CLOCK = '+3y';
const LATER_CLOCKS = ['+1y', '+3y'];
const later = process.argv.includes('--later');
const only = process.argv.slice(2).filter((arg) => arg !== '--later');
const totals = { passed: 0, failed: 0 };
const failures = [];
/** Each failed test's file, name and first line of its error, repeated at the end where a log's tail shows it. */
const failedTests = [];

const startedAt = Date.now();
/** How long each step took, for the closing table (the README quotes it). */
const durations = [];
const minutes = (ms) =>
  `${Math.floor(ms / 60_000)}:${String(Math.round((ms % 60_000) / 1000)).padStart(2, '0')}`;

/**
 * CPU time of this process's finished children, in ms (Linux: /proc/self/stat's cutime and cstime, at 100
 * ticks a second); null elsewhere. Beside a step's wall time it tells whether the step kept the cores busy.
 */
function childrenCpuMs() {
  try {
    const fields = readFileSync('/proc/self/stat', 'utf8').split(') ')[1].split(' ');
    return (Number(fields[13]) + Number(fields[14])) * 10;
  } catch {
    return null;
  }
}

function run(command, args, step = args[0]) {
  console.log(`\n▶ ${command} ${args.join(' ')}   (at ${minutes(Date.now() - startedAt)} of the run)`);
  const began = Date.now();
  const cpuBefore = childrenCpuMs();
  const ok = spawnSync(command, args, { cwd: root, env, stdio: 'inherit' }).status === 0;
  const cpuAfter = childrenCpuMs();
  durations.push([step, Date.now() - began, cpuBefore === null ? null : cpuAfter - cpuBefore]);
  return ok;
}

function check(name, command, args) {
  if (only.length && !only.includes(name)) return;
  const ok = run(command, args, name);
  totals[ok ? 'passed' : 'failed'] += 1;
  if (!ok) failures.push(name);
  console.log(`${ok ? '✔' : '✘'} check: ${name}`);
}

/** The command and arguments that run `args` with the wall clock moved by `offset` (libfaketime). */
function atClock(offset, args) {
  if (!offset) return ['npx', args];
  return ['faketime', ['-f', offset, 'npx', ...args]];
}

function vitest(name, args, clock = '') {
  if (only.length && !only.includes(name)) return;
  const report = join(reports, `${name}${clock}.json`);
  if (clock) console.log(`\n${name}: the clock moved ${clock} (libfaketime)`);
  const [command, commandArgs] = atClock(clock, [
    'vitest',
    'run',
    ...args,
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${report}`,
  ]);
  const ok = run(command, commandArgs, `${name}${clock ? ` (clock ${clock})` : ''}`);
  if (existsSync(report)) {
    const result = JSON.parse(readFileSync(report, 'utf8'));
    totals.passed += result.numPassedTests;
    totals.failed += result.numFailedTests;
    // A suite that failed to load has no failed tests of its own: count it, so it cannot pass silently.
    const brokenFiles = result.testResults.filter(
      (file) => file.status === 'failed' && file.assertionResults.length === 0,
    );
    totals.failed += brokenFiles.length;
    for (const file of result.testResults) {
      for (const test of file.assertionResults.filter(({ status }) => status === 'failed')) {
        failedTests.push(
          `${name}: ${pathOf(file)} › ${test.fullName}\n    ${firstLine(test.failureMessages)}`,
        );
      }
    }
    for (const file of brokenFiles) {
      failedTests.push(`${name}: ${pathOf(file)} did not load\n    ${firstLine([file.message])}`);
    }
    if (!ok && result.numFailedTests === 0 && brokenFiles.length === 0) totals.failed += 1;
  } else {
    totals.failed += 1;
  }
  if (!ok) failures.push(name);
}

function pathOf(file) {
  return file.name.replace(`${root}/`, '');
}

function firstLine(messages) {
  return String(messages?.[0] ?? '')
    .split('\n')[0]
    .slice(0, 300);
}

/** libfaketime moves the tests' clock; Debian packages it. Without it the suites run on today's clock. */
function ensureFaketime() {
  if (existsSync('/usr/bin/faketime')) return true;
  if (process.getuid?.() === 0 && existsSync('/usr/bin/apt-get')) {
    console.log('Installing Debian faketime to run the tests with the clock moved ahead (apt-get)…');
    run('apt-get', ['update', '-qq'], 'apt-get update');
    run('apt-get', ['install', '-y', '-qq', '--no-install-recommends', 'faketime'], 'apt-get install');
  }
  if (existsSync('/usr/bin/faketime')) return true;
  console.log(
    'faketime is missing (e.g. `sudo apt-get install faketime`): the unit and web suites run on today’s clock,' +
      ' so a test that will expire on a later date is not caught now.',
  );
  return false;
}

/** Debian's Devanagari font: without one the Nepali journey's screenshots show boxes and measure other widths. */
const DEVANAGARI_FONT = '/usr/share/fonts/truetype/lohit-devanagari';

function ensureChromium() {
  const missing = [
    !(existsSync('/usr/bin/chromium') || process.env.CHROMIUM_PATH) && 'chromium',
    !existsSync(DEVANAGARI_FONT) && 'fonts-lohit-deva',
  ].filter(Boolean);
  if (missing.length === 0) return;
  if (process.getuid?.() === 0 && existsSync('/usr/bin/apt-get')) {
    console.log(`Installing Debian ${missing.join(' and ')} for the browser journeys (apt-get)…`);
    run('apt-get', ['update', '-qq'], 'apt-get update');
    run('apt-get', ['install', '-y', '-qq', '--no-install-recommends', ...missing], 'apt-get install');
  } else {
    console.log(
      `Missing for the browser journeys: ${missing.join(', ')} (e.g. \`sudo apt-get install ${missing.join(' ')}\`;` +
        ' or set CHROMIUM_PATH).',
    );
  }
}

// Each process keeps its own monotonic clock: timers and timeouts run as usual, only the date moves.
env.FAKETIME_DONT_FAKE_MONOTONIC = '1';
check('build', 'npx', ['nx', 'run-many', '-t', 'build', '--outputStyle=static']);
if (later) {
  if (!ensureFaketime()) process.exit(1);
  for (const clock of LATER_CLOCKS) {
    vitest('unit', ['--project', 'unit', '--project', 'web*'], clock);
    vitest('api', ['--project', 'api', '--project', 'api-last'], clock);
  }
} else {
  check('lint', 'npx', ['eslint', '.', '--max-warnings=0']);
  check('format', 'npx', ['prettier', '--check', '.', '--log-level=warn']);
  // `npm run typecheck`: three TypeScript programs, not one per project (see tsconfig.server.json).
  check('typecheck', 'npm', ['run', '--silent', 'typecheck']);
  const wantsUnit = !only.length || only.includes('unit');
  vitest('unit', ['--project', 'unit', '--project', 'web*'], wantsUnit && ensureFaketime() ? UNIT_CLOCK : '');
  vitest('api', ['--project', 'api', '--project', 'api-last']);
  if (!only.length || only.includes('e2e')) ensureChromium();
  vitest('e2e', ['--project', 'e2e']);
}

if (failedTests.length) console.log(`\nFailed tests:\n${failedTests.map((test) => `  ${test}`).join('\n')}`);
console.log(
  `\nTook ${minutes(Date.now() - startedAt)} in all (wall time; CPU time of the step's processes):`,
);
for (const [step, ms, cpuMs] of durations) {
  const cpu = cpuMs === null ? '' : `  CPU ${minutes(cpuMs).padStart(6)}`;
  console.log(`  ${minutes(ms).padStart(6)}${cpu}  ${step}`);
}
console.log(failures.length ? `\nFailed: ${failures.join(', ')}` : '\nAll suites passed.');
console.log(`${totals.passed} passed, ${totals.failed} failed`);
process.exit(totals.failed > 0 || failures.length > 0 ? 1 : 0);
