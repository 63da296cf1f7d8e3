// The pure part of the Lighthouse benchmark (tools/bench/web.mjs): what a run's report says, which run of
// several is the median, how it compares with issue 14's targets, and the markdown table. No I/O here.

/** The storefront pages measured, by the name BENCH_PAGES uses. */
export const PAGE_NAMES = ['home', 'product', 'vaccine', 'products', 'login', 'cart'];

/** Lighthouse categories measured, in table order. */
export const CATEGORIES = [
  ['performance', 'Performance'],
  ['accessibility', 'Accessibility'],
  ['best-practices', 'Best practices'],
  ['seo', 'SEO'],
];

/** Issue 14's targets. KB are 1,000 bytes, as in the bundle budget test (apps/web-e2e). */
export const TARGETS = {
  /** Performance score by form factor, on these pages only. */
  performance: { mobile: 95, desktop: 100 },
  performancePages: ['home', 'product'],
  /** Accessibility, best practices and SEO on every page. */
  otherCategories: 100,
  lcpMs: 2500,
  tbtMs: 200,
  cls: 0.05,
  /** Script bytes as transferred (brotli as the server sends it). */
  scriptKb: 180,
};

/**
 * Picks the names asked for in BENCH_PAGES (comma-separated; empty or unset: every page); throws on a name
 * that is not a page.
 */
export function choosePages(value) {
  if (!value || !value.trim()) return [...PAGE_NAMES];
  const names = value
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  const unknown = names.filter((name) => !PAGE_NAMES.includes(name));
  if (unknown.length > 0) {
    throw new Error(`BENCH_PAGES: unknown page ${unknown.join(', ')} (pages: ${PAGE_NAMES.join(', ')})`);
  }
  return PAGE_NAMES.filter((name) => names.includes(name));
}

/** The number of runs from BENCH_RUNS (default 3); throws on anything but a whole number from 1. */
export function chooseRuns(value) {
  if (value === undefined || value === '') return 3;
  const runs = Number(value);
  if (!Number.isInteger(runs) || runs < 1)
    throw new Error(`BENCH_RUNS must be a whole number >= 1, not ${value}`);
  return runs;
}

const SCORED_MODES = new Set(['binary', 'numeric', 'metricSavings']);

/**
 * What the benchmark keeps of one Lighthouse result (LHR): category scores 0-100 (null when Lighthouse could
 * not score it), FCP/LCP/TBT in ms, CLS, script bytes transferred, and per non-performance category the ids
 * of the audits that cost points (score below 1, weight above 0) or that failed to run.
 */
export function summarizeLhr(lhr) {
  const score = (id) => {
    const value = lhr.categories?.[id]?.score;
    return typeof value === 'number' ? Math.round(value * 100) : null;
  };
  const numeric = (id) => {
    const value = lhr.audits?.[id]?.numericValue;
    return typeof value === 'number' ? value : null;
  };
  const scriptRow = lhr.audits?.['resource-summary']?.details?.items?.find(
    (item) => item.resourceType === 'script',
  );
  const failingAudits = {};
  for (const [id] of CATEGORIES) {
    if (id === 'performance' || !lhr.categories?.[id]) continue;
    failingAudits[id] = lhr.categories[id].auditRefs
      .filter((ref) => {
        const audit = lhr.audits[ref.id];
        if (!audit) return false;
        if (audit.scoreDisplayMode === 'error') return true;
        return (
          ref.weight > 0 &&
          SCORED_MODES.has(audit.scoreDisplayMode) &&
          audit.score !== null &&
          audit.score < 1
        );
      })
      .map((ref) => (lhr.audits[ref.id].scoreDisplayMode === 'error' ? `${ref.id} (did not run)` : ref.id));
  }
  return {
    scores: Object.fromEntries(CATEGORIES.map(([id]) => [id, score(id)])),
    fcpMs: numeric('first-contentful-paint'),
    lcpMs: numeric('largest-contentful-paint'),
    tbtMs: numeric('total-blocking-time'),
    cls: numeric('cumulative-layout-shift'),
    scriptBytes: typeof scriptRow?.transferSize === 'number' ? scriptRow.transferSize : null,
    failingAudits,
    runtimeError: lhr.runtimeError ? `${lhr.runtimeError.code}: ${lhr.runtimeError.message}` : null,
  };
}

/**
 * The median of several runs by performance score: sorted by score (a run without one counts as the worst,
 * equal scores keep their run order), the middle one; with an even count the lower of the two middle ones.
 */
export function medianRun(runs) {
  if (runs.length === 0) throw new Error('medianRun: no runs');
  const sorted = runs
    .map((run, index) => ({ run, index }))
    .sort((a, b) => {
      const difference = (a.run.scores.performance ?? -1) - (b.run.scores.performance ?? -1);
      return difference !== 0 ? difference : a.index - b.index;
    });
  return sorted[Math.floor((sorted.length - 1) / 2)].run;
}

/**
 * Compares one page's median run for one form factor with the targets. Answers a check per measured value
 * that has a target there: `{ key, pass }` (keys: performance, accessibility, best-practices, seo, lcp, tbt,
 * cls, js); a value Lighthouse did not give fails its check.
 */
export function judge(page, formFactor, summary) {
  const checks = [];
  const atLeast = (value, target) => value !== null && value >= target;
  const atMost = (value, target) => value !== null && value <= target;
  if (TARGETS.performancePages.includes(page)) {
    checks.push({
      key: 'performance',
      pass: atLeast(summary.scores.performance, TARGETS.performance[formFactor]),
    });
  }
  for (const id of ['accessibility', 'best-practices', 'seo']) {
    checks.push({ key: id, pass: atLeast(summary.scores[id], TARGETS.otherCategories) });
  }
  checks.push({ key: 'lcp', pass: atMost(summary.lcpMs, TARGETS.lcpMs) });
  checks.push({ key: 'tbt', pass: atMost(summary.tbtMs, TARGETS.tbtMs) });
  checks.push({ key: 'cls', pass: atMost(summary.cls, TARGETS.cls) });
  checks.push({
    key: 'js',
    pass: atMost(summary.scriptBytes === null ? null : summary.scriptBytes / 1000, TARGETS.scriptKb),
  });
  return checks;
}

const seconds = (ms) => (ms === null ? '–' : `${(ms / 1000).toFixed(2)} s`);
const millis = (ms) => (ms === null ? '–' : `${Math.round(ms)} ms`);
const kb = (bytes) => (bytes === null ? '–' : `${(bytes / 1000).toFixed(1)} KB`);
const plain = (value) => (value === null ? '–' : String(value));

/** A cell: the value, then ✅ or ❌ when a target applies to it. */
function cell(text, check) {
  if (!check) return text;
  return `${text} ${check.pass ? '✅' : '❌'}`;
}

function targetsLine() {
  const t = TARGETS;
  return [
    `performance ≥ ${t.performance.mobile} on mobile and ${t.performance.desktop} on desktop (${t.performancePages.join(' and ')} pages)`,
    `accessibility, best practices and SEO ${t.otherCategories} on every page`,
    `LCP ≤ ${t.lcpMs / 1000} s, TBT ≤ ${t.tbtMs} ms, CLS ≤ ${t.cls}`,
    `script transferred ≤ ${t.scriptKb} KB (brotli, as served)`,
  ].join('; ');
}

/**
 * The markdown report. `meta`: date, cores, memoryGb, cpuModel, chromium, lighthouse, node, runs,
 * loadBefore, loadAfter (1/5/15-minute load averages), shopUrl. `rows`: { page, path, formFactor, summary,
 * runs } per page and form factor, `summary` being the median run's summarizeLhr and `runs` the performance
 * score of every run.
 */
export function renderReport(meta, rows) {
  const load = (values) => values.map((value) => value.toFixed(2)).join(' / ');
  const lines = [
    '# Lighthouse benchmark of the storefront',
    '',
    'Produced by `npm run bench:web` (tools/bench/web.mjs): the built shop with the demo data, served by the API',
    `on loopback, measured by Lighthouse ${meta.lighthouse} in headless Chromium. Each page and form factor ran`,
    `${meta.runs} time(s); the table shows the median run by performance score. Mobile: Lighthouse's default`,
    'config (simulated slow 4G and 4x CPU slowdown); desktop: its desktop config.',
    '',
    `- Date: ${meta.date}`,
    `- Machine: ${meta.cores} cores (${meta.cpuModel}), ${meta.memoryGb} GB memory; load average (1/5/15 min) ${load(meta.loadBefore)} before, ${load(meta.loadAfter)} after`,
    `- Chromium ${meta.chromium}, Lighthouse ${meta.lighthouse}, Node ${meta.node}`,
    `- Targets (issue 14): ${targetsLine()}`,
    '- JS transferred is what Lighthouse saw: every script the page fetched during the run (parts loaded after the',
    '  first render included), each with its HTTP/1.1 response headers (about 1 KB apiece here). The target is the',
    "  first load's compressed bodies, which `apps/web-e2e/src/bundle-budget.e2e.ts` holds to 180 KB.",
    '',
    '| Page | Form factor | Perf | A11y | Best pr. | SEO | FCP | LCP | TBT | CLS | JS transferred | Runs (perf) | Targets |',
    '| --- | --- | --: | --: | --: | --: | --: | --: | --: | --: | --: | --- | --- |',
  ];
  for (const row of rows) {
    const { summary } = row;
    const checks = judge(row.page, row.formFactor, summary);
    const check = (key) => checks.find((candidate) => candidate.key === key);
    const failed = checks.filter((candidate) => !candidate.pass).map((candidate) => candidate.key);
    lines.push(
      `| ${row.page} (\`${row.path}\`) | ${row.formFactor} | ${[
        cell(plain(summary.scores.performance), check('performance')),
        cell(plain(summary.scores.accessibility), check('accessibility')),
        cell(plain(summary.scores['best-practices']), check('best-practices')),
        cell(plain(summary.scores.seo), check('seo')),
        seconds(summary.fcpMs),
        cell(seconds(summary.lcpMs), check('lcp')),
        cell(millis(summary.tbtMs), check('tbt')),
        cell(summary.cls === null ? '–' : summary.cls.toFixed(3), check('cls')),
        cell(kb(summary.scriptBytes), check('js')),
        row.runs.map(plain).join(', '),
        failed.length === 0 ? 'pass' : `**fail**: ${failed.join(', ')}`,
      ].join(' | ')} |`,
    );
  }
  const passed = rows.filter((row) =>
    judge(row.page, row.formFactor, row.summary).every((c) => c.pass),
  ).length;
  lines.push('', `${passed} of ${rows.length} rows meet every target that applies to them.`, '');

  lines.push('## Failing audits (accessibility, best practices, SEO; median runs)', '');
  const pages = [...new Set(rows.map((row) => row.page))];
  for (const page of pages) {
    const pageRows = rows.filter((row) => row.page === page);
    const found = [];
    for (const [category, label] of CATEGORIES) {
      if (category === 'performance') continue;
      // Audit id -> the form factors whose median run failed it.
      const byAudit = new Map();
      for (const row of pageRows) {
        for (const id of row.summary.failingAudits[category] ?? []) {
          byAudit.set(id, [...(byAudit.get(id) ?? []), row.formFactor]);
        }
      }
      if (byAudit.size === 0) continue;
      const ids = [...byAudit].map(([id, formFactors]) =>
        formFactors.length === pageRows.length ? `\`${id}\`` : `\`${id}\` (${formFactors.join(', ')})`,
      );
      found.push(`  - ${label}: ${ids.join(', ')}`);
    }
    const errors = pageRows.filter((row) => row.summary.runtimeError);
    for (const row of errors)
      found.push(`  - Lighthouse error (${row.formFactor}): ${row.summary.runtimeError}`);
    lines.push(found.length === 0 ? `- ${page}: none` : `- ${page}:\n${found.join('\n')}`);
  }
  lines.push('');
  return lines.join('\n');
}
