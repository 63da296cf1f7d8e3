import { describe, expect, it } from 'vitest';
import { choosePages, chooseRuns, judge, medianRun, renderReport, summarizeLhr } from './web-report.mjs';

/** A summary as summarizeLhr answers it, every target met unless overridden. */
function summary(overrides = {}) {
  return {
    scores: { performance: 100, accessibility: 100, 'best-practices': 100, seo: 100, ...overrides.scores },
    fcpMs: 800,
    lcpMs: 1200,
    tbtMs: 50,
    cls: 0,
    scriptBytes: 150_000,
    failingAudits: { accessibility: [], 'best-practices': [], seo: [] },
    runtimeError: null,
    ...overrides,
    ...(overrides.scores ? { scores: { ...summary().scores, ...overrides.scores } } : {}),
  };
}

const failed = (checks) => checks.filter((check) => !check.pass).map((check) => check.key);

describe('medianRun', () => {
  it('takes the run with the middle performance score, with that run’s own metrics', () => {
    const runs = [
      summary({ scores: { performance: 90 }, lcpMs: 1000 }),
      summary({ scores: { performance: 50 }, lcpMs: 5000 }),
      summary({ scores: { performance: 70 }, lcpMs: 3000 }),
    ];
    expect(medianRun(runs)).toBe(runs[2]);
  });

  it('counts a run without a score as the worst, keeps run order on equal scores, takes the lower middle of an even count', () => {
    const noScore = summary({ scores: { performance: null } });
    const first80 = summary({ scores: { performance: 80 } });
    const second80 = summary({ scores: { performance: 80 } });
    expect(medianRun([first80, noScore, second80])).toBe(first80);
    expect(medianRun([summary({ scores: { performance: 99 } }), first80])).toBe(first80);
    expect(medianRun([noScore])).toBe(noScore);
    expect(() => medianRun([])).toThrow(/no runs/);
  });
});

describe('judge', () => {
  it('holds home and product to 95 on mobile and 100 on desktop', () => {
    expect(failed(judge('home', 'mobile', summary({ scores: { performance: 95 } })))).toEqual([]);
    expect(failed(judge('product', 'mobile', summary({ scores: { performance: 94 } })))).toEqual([
      'performance',
    ]);
    expect(failed(judge('home', 'desktop', summary({ scores: { performance: 99 } })))).toEqual([
      'performance',
    ]);
  });

  it('sets no performance score target on the other pages, but the same metric and category targets', () => {
    const checks = judge('cart', 'mobile', summary({ scores: { performance: 40, seo: 92 } }));
    expect(checks.map((check) => check.key)).not.toContain('performance');
    expect(failed(checks)).toEqual(['seo']);
  });

  it('fails a value above its limit, passes one at it, and fails one Lighthouse did not measure', () => {
    expect(
      failed(judge('login', 'mobile', summary({ lcpMs: 2500, tbtMs: 200, cls: 0.05, scriptBytes: 180_000 }))),
    ).toEqual([]);
    expect(
      failed(
        judge('login', 'mobile', summary({ lcpMs: 2501, tbtMs: 201, cls: 0.051, scriptBytes: 180_001 })),
      ),
    ).toEqual(['lcp', 'tbt', 'cls', 'js']);
    expect(
      failed(judge('login', 'desktop', summary({ lcpMs: null, scores: { accessibility: null } }))),
    ).toEqual(['accessibility', 'lcp']);
  });
});

describe('summarizeLhr', () => {
  const lhr = {
    categories: {
      performance: { score: 0.874, auditRefs: [] },
      accessibility: {
        score: 0.91,
        auditRefs: [
          { id: 'color-contrast', weight: 7 },
          { id: 'image-alt', weight: 10 },
          { id: 'tabindex', weight: 0 },
          { id: 'video-caption', weight: 10 },
        ],
      },
      'best-practices': { score: 1, auditRefs: [{ id: 'errors-in-console', weight: 1 }] },
      seo: { score: 0.5, auditRefs: [{ id: 'robots-txt', weight: 1 }] },
    },
    audits: {
      'color-contrast': { score: 0, scoreDisplayMode: 'binary' },
      'image-alt': { score: 1, scoreDisplayMode: 'binary' },
      tabindex: { score: 0, scoreDisplayMode: 'binary' },
      'video-caption': { score: null, scoreDisplayMode: 'notApplicable' },
      'errors-in-console': { score: 1, scoreDisplayMode: 'binary' },
      'robots-txt': { score: null, scoreDisplayMode: 'error' },
      'first-contentful-paint': { numericValue: 1234.5 },
      'largest-contentful-paint': { numericValue: 2345.6 },
      'total-blocking-time': { numericValue: 120 },
      'cumulative-layout-shift': { numericValue: 0.012 },
      'resource-summary': {
        details: {
          items: [
            { resourceType: 'total', transferSize: 500_000 },
            { resourceType: 'script', transferSize: 321_000 },
          ],
        },
      },
    },
  };

  it('keeps scores out of 100, the metrics, the script bytes and the audits that cost points or did not run', () => {
    expect(summarizeLhr(lhr)).toEqual({
      scores: { performance: 87, accessibility: 91, 'best-practices': 100, seo: 50 },
      fcpMs: 1234.5,
      lcpMs: 2345.6,
      tbtMs: 120,
      cls: 0.012,
      scriptBytes: 321_000,
      failingAudits: {
        accessibility: ['color-contrast'],
        'best-practices': [],
        seo: ['robots-txt (did not run)'],
      },
      runtimeError: null,
    });
  });

  it('answers nulls and the error when Lighthouse could not measure the page', () => {
    const broken = summarizeLhr({
      categories: { performance: { score: null, auditRefs: [] } },
      audits: {},
      runtimeError: { code: 'NO_FCP', message: 'The page did not paint any content.' },
    });
    expect(broken.scores.performance).toBeNull();
    expect(broken.lcpMs).toBeNull();
    expect(broken.scriptBytes).toBeNull();
    expect(broken.runtimeError).toBe('NO_FCP: The page did not paint any content.');
  });
});

describe('renderReport', () => {
  const meta = {
    date: '2026-11-26T02:00:00Z',
    cores: 2,
    cpuModel: 'Test CPU',
    memoryGb: '8.0',
    chromium: '156.0.1',
    lighthouse: '13.5.0',
    node: '20.20.2',
    runs: 3,
    loadBefore: [1, 0.5, 0.25],
    loadAfter: [2, 1, 0.5],
  };
  const rows = [
    {
      page: 'home',
      path: '/',
      formFactor: 'mobile',
      summary: summary({ scores: { performance: 62 }, lcpMs: 4100 }),
      runs: [60, 62, 70],
    },
    { page: 'home', path: '/', formFactor: 'desktop', summary: summary(), runs: [100, 100, 100] },
    {
      page: 'login',
      path: '/login',
      formFactor: 'mobile',
      summary: summary({
        scores: { performance: 81 },
        failingAudits: { accessibility: ['label', 'color-contrast'], 'best-practices': [], seo: [] },
      }),
      runs: [80, 81, 82],
    },
    {
      page: 'login',
      path: '/login',
      formFactor: 'desktop',
      summary: summary({
        failingAudits: { accessibility: ['label'], 'best-practices': [], seo: ['meta-description'] },
      }),
      runs: [99, 99, 99],
    },
  ];
  const report = renderReport(meta, rows);
  const tableRow = (page, formFactor) =>
    report.split('\n').find((line) => line.startsWith(`| ${page} `) && line.includes(`| ${formFactor} |`));

  it('writes the machine and versions', () => {
    expect(report).toContain(
      '2 cores (Test CPU), 8.0 GB memory; load average (1/5/15 min) 1.00 / 0.50 / 0.25 before, 2.00 / 1.00 / 0.50 after',
    );
    expect(report).toContain('Chromium 156.0.1, Lighthouse 13.5.0, Node 20.20.2');
  });

  it('writes one row per page and form factor with the values judged against the targets', () => {
    expect(tableRow('home', 'mobile')).toBe(
      '| home (`/`) | mobile | 62 ❌ | 100 ✅ | 100 ✅ | 100 ✅ | 0.80 s | 4.10 s ❌ | 50 ms ✅ | 0.000 ✅ | 150.0 KB ✅ | 60, 62, 70 | **fail**: performance, lcp |',
    );
    expect(tableRow('home', 'desktop')).toMatch(/\| 100 ✅ \|.*\| pass \|$/);
    // No performance score target on the login page: the score carries no mark.
    expect(tableRow('login', 'mobile')).toMatch(/^\| login \(`\/login`\) \| mobile \| 81 \| 100 ✅/);
    expect(report).toContain('3 of 4 rows meet every target that applies to them.');
  });

  it('lists per page the failing audits, with the form factor when only one failed them', () => {
    expect(report).toContain('- home: none');
    expect(report).toContain(
      '- login:\n  - Accessibility: `label`, `color-contrast` (mobile)\n  - SEO: `meta-description` (desktop)',
    );
  });
});

describe('choosePages and chooseRuns', () => {
  it('measures every page three times unless told otherwise', () => {
    expect(choosePages(undefined)).toEqual(['home', 'product', 'vaccine', 'products', 'login', 'cart']);
    expect(choosePages(' cart, home ')).toEqual(['home', 'cart']);
    expect(() => choosePages('home,checkout')).toThrow(/unknown page checkout/);
    expect(chooseRuns(undefined)).toBe(3);
    expect(chooseRuns('5')).toBe(5);
    expect(() => chooseRuns('0')).toThrow(/BENCH_RUNS/);
    expect(() => chooseRuns('two')).toThrow(/BENCH_RUNS/);
  });
});
